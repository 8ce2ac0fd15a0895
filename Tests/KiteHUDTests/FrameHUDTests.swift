import CGLES3
import Foundation
import KiteGLTestSupport
import KiteGeometry
import KiteGestures
import KiteImage
import KiteTiming
import Testing

@testable import KiteGL
@testable import KiteHUD

/// Needs EGL's surfaceless platform (Mesa llvmpipe) and DejaVu Sans; no GPU or compositor.
@Suite(.usesGL) struct FrameHUDTests {
    static func countPixels(_ image: PNGImage, near hex: UInt32, tolerance: Int = 24) -> Int {
        let target = [Int(hex >> 16 & 0xFF), Int(hex >> 8 & 0xFF), Int(hex & 0xFF)]
        var n = 0
        for p in stride(from: 0, to: image.pixels.count, by: 4)
        where (0..<3).allSatisfy({ abs(Int(image.pixels[p + $0]) - target[$0]) <= tolerance }) {
            n += 1
        }
        return n
    }

    /// The full panel top left at the scales between: 1.25 (fractional) and 2.
    @Test(arguments: [("hud-1.25x", 1.25), ("hud-2x", 2.0)])
    func theHUDMatchesItsGoldenImage(name: String, scale: Double) throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        try hudGoldens.check(HUDFixture.render(HUDFixture.records(), scale: scale), named: name)
    }

    @Test func withoutPresentationFeedbackTheHUDSaysSo() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let image = try HUDFixture.render(HUDFixture.records(feedback: false))
        try hudGoldens.check(image, named: "hud-no-feedback")
        // No interval bars at all: neither on-time green nor late red.
        #expect(Self.countPixels(image, near: 0x30D158) == 0)
        #expect(Self.countPixels(image, near: 0xFF453A) == 0)
    }

    @Test func lateFramesStandOutInRed() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let onTime = try HUDFixture.render(HUDFixture.records(late: false))
        let late = try HUDFixture.render(HUDFixture.records(late: true))
        #expect(Self.countPixels(onTime, near: 0x30D158) > 1000)
        // Red appears only in the late run: the two late bars (and the histogram's late buckets).
        #expect(Self.countPixels(late, near: 0xFF453A) > Self.countPixels(onTime, near: 0xFF453A) + 20)
        #expect(Self.countPixels(late, near: 0xBF5AF2) > 0)  // the discarded frame's marker
    }

    /// Off draws nothing and issues no draw call; compact and full draw.
    @Test func offDrawsNothing() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let hud = try HUDFixture.makeHUD(mode: .off, corner: .topLeft)
        let hidden = try HUDFixture.render(HUDFixture.records(), hud: hud)
        #expect(Self.countPixels(hidden, near: 0x1C1C1E, tolerance: 0) == hidden.width * hidden.height)
        #expect(hud.drawCalls == 0 && hud.panelRect == .zero)
        hud.mode = .full
        let shown = try HUDFixture.render(HUDFixture.records(), hud: hud)
        #expect(Self.countPixels(shown, near: 0x1C1C1E, tolerance: 0) < shown.width * shown.height / 2)
        hud.mode = .compact
        let compact = try HUDFixture.render(HUDFixture.records(), hud: hud)
        let backdrop = Self.countPixels(compact, near: 0x1C1C1E, tolerance: 0)
        #expect(backdrop < compact.width * compact.height && backdrop > compact.width * compact.height * 9 / 10)
    }

    /// The warm-up (compact and full drawn into a scratch target) leaves the HUD as it was: the same mode, no
    /// panel yet, the framebuffer bound before still bound, and the next draw pixel for pixel a fresh HUD's.
    @Test(arguments: [HUDMode.off, .compact, .full])
    func theWarmUpLeavesTheHUDDrawingAsBefore(mode: HUDMode) throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let fresh = try HUDFixture.makeHUD(mode: mode, corner: .topLeft)
        let warmed = try HUDFixture.makeHUD(mode: mode, corner: .topLeft)
        let target = try OffscreenTarget(width: 8, height: 8)
        target.bind()
        try warmed.warmUp(scale: 1.25)
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
        #expect(bound == GLint(target.framebuffer))
        #expect(warmed.mode == mode && warmed.panelRect == .zero && warmed.ownCostMilliseconds == 0)
        let expected = try HUDFixture.render(HUDFixture.records(), scale: 1.25, hud: fresh)
        let actual = try HUDFixture.render(HUDFixture.records(), scale: 1.25, hud: warmed)
        #expect(actual.pixels == expected.pixels)
    }

    @Test func itsOwnCostIsARunningMeanOfWhatItsClockMeasures() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        // A clock that advances 0.1 ms per reading: every draw costs exactly 0.1 ms.
        nonisolated(unsafe) var now: UInt64 = 0
        let hud = try FrameHUD(configuration: HUDConfiguration(), fontPath: HUDFixture.fontPath) {
            now += 100_000
            return now
        }
        for _ in 0..<10 { _ = try HUDFixture.render(HUDFixture.records(), hud: hud) }
        // The exponential mean with weight 1/30 after 10 steps from 0: 0.1 * (1 - (29/30)^10).
        let expected = 0.1 * (1 - pow(29.0 / 30, 10))
        #expect(abs(hud.ownCostMilliseconds - expected) < 1e-12)
    }

    /// `KITE_HUD=fps,graph,...` chooses panels: each one draws only its own parts. The panel background's height
    /// follows the chosen panels, the graphs get a draw call only when shown, and the phase colours and on-time
    /// bars appear only with their panels.
    @Test func chosenPanelsDrawOnlyTheirParts() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        func render(_ panels: HUDConfiguration.Panels) throws -> (image: PNGImage, drawCalls: Int) {
            let hud = try FrameHUD(
                configuration: HUDConfiguration(panels: panels, corner: .topLeft, startMode: .full),
                fontPath: HUDFixture.fontPath, clock: { 0 })
            let image = try HUDFixture.render(HUDFixture.records(late: false), hud: hud)
            return (image, hud.drawCalls)
        }
        /// Rows of the image whose left margin column shows the dark panel rather than the backdrop.
        func panelRows(_ image: PNGImage) -> Int {
            (0..<image.height).count { y in image[12, y].0 < 0x1C - 4 }
        }
        let fps = try render([.fps])
        let graph = try render([.graph])
        let phases = try render([.phases])
        let all = try render(.all)
        #expect(fps.drawCalls == 2, "panel and text only")
        #expect(graph.drawCalls == 3, "plus the interval graph")
        #expect(phases.drawCalls == 3, "plus the phase graph")
        #expect(all.drawCalls == 4)
        let onTime: UInt32 = 0x30D158
        let layout: UInt32 = 0x0A84FF
        #expect(Self.countPixels(fps.image, near: onTime) == 0 && Self.countPixels(graph.image, near: onTime) > 1000)
        #expect(Self.countPixels(graph.image, near: layout, tolerance: 8) == 0)
        #expect(Self.countPixels(phases.image, near: layout, tolerance: 8) > 500)
        let (fpsRows, graphRows, allRows) = (panelRows(fps.image), panelRows(graph.image), panelRows(all.image))
        #expect(fpsRows > 20 && fpsRows < graphRows && graphRows < allRows, "\(fpsRows), \(graphRows), \(allRows)")
    }
}
