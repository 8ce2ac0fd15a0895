import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteGestures
import KiteImage
import Testing

@testable import KiteHUD

/// The compact and full HUD in each corner, at scale 1 and 1.5: their renderings, where they go, how much of the
/// window they cover. Needs EGL's surfaceless platform (Mesa llvmpipe) and DejaVu Sans.
@Suite(.usesGL) struct HUDPlacementTests {
    /// The golden canvas, points: the full panel (356 x 278 at scale 1) leaves a visible margin on each side.
    static let canvas = (width: 420, height: 340)
    static let modes: [HUDMode] = [.compact, .full]
    static let scales = [1.0, 1.5]

    /// Every corner in both modes at both scales against `hud-MODE-CORNER-SCALEx.png`, with `GoldenImages`' metric:
    /// a channel may differ by 8/255, at most 0.1% of the pixels may differ beyond that.
    @Test(arguments: HUDCorner.allCases)
    func eachCornerMatchesItsGoldenImages(corner: HUDCorner) throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        for mode in Self.modes {
            for scale in Self.scales {
                let hud = try HUDFixture.makeHUD(mode: mode, corner: corner)
                let image = try HUDFixture.render(
                    HUDFixture.records(), scale: scale, width: Self.canvas.width, height: Self.canvas.height, hud: hud)
                let scaleName = scale == 1 ? "1" : "1.5"
                try hudGoldens.check(image, named: "hud-\(mode.rawValue)-\(corner.rawValue)-\(scaleName)x")
                // Nothing outside the HUD's rectangle changes: the backdrop is exactly as cleared there.
                let rect = hud.panelRect
                var outside = 0
                for y in 0..<image.height {
                    for x in 0..<image.width where !rect.contains(Point(Double(x), Double(y))) {
                        let (r, g, b, _) = image[x, y]
                        if (r, g, b) != (0x1C, 0x1C, 0x1E) { outside += 1 }
                    }
                }
                #expect(outside == 0, "\(mode) \(corner) at \(scale): \(outside) pixels drawn outside \(rect)")
            }
        }
    }

    /// The compact HUD on an 800 x 600 window covers at most 6% of it (the full panel's 19% was the complaint), at
    /// any scale, measured in points; it is at least 44 points on each side, the touch minimum, since a tap on it
    /// opens the full panel.
    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func theCompactHUDCoversAtMostSixPercentAndIsTouchSized(scale: Double) throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let hud = try HUDFixture.makeHUD(mode: .compact, corner: .topRight)
        let (w, h) = (Int((800 * scale).rounded()), Int((600 * scale).rounded()))
        let rect = try hud.frame(viewportWidth: w, viewportHeight: h, scale: scale)
        let points = (width: rect.width / scale, height: rect.height / scale)
        let fraction = points.width * points.height / (800 * 600)
        #expect(fraction <= 0.06, "compact HUD \(points) covers \(fraction * 100)%")
        #expect(points.width >= 44 && points.height >= 44, "\(points)")
        hud.mode = .full
        let full = try hud.frame(viewportWidth: w, viewportHeight: h, scale: scale)
        #expect(full.width * full.height > 4 * rect.width * rect.height, "the full panel is the big one")
    }

    /// Each corner puts the panel 8 points (rounded to whole device pixels) from its two edges, on whole pixels.
    @Test func theCornerDecidesWhereThePanelGoes() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let (w, h, scale) = (1200, 900, 1.5)
        let margin = 12.0
        for mode in Self.modes {
            for corner in HUDCorner.allCases {
                let hud = try HUDFixture.makeHUD(mode: mode, corner: corner)
                let r = try hud.frame(viewportWidth: w, viewportHeight: h, scale: scale)
                let left = corner == .topLeft || corner == .bottomLeft
                let top = corner == .topLeft || corner == .topRight
                #expect(left ? r.minX == margin : r.maxX == Double(w) - margin, "\(mode) \(corner): \(r)")
                #expect(top ? r.minY == margin : r.maxY == Double(h) - margin, "\(mode) \(corner): \(r)")
                for v in [r.minX, r.minY, r.width, r.height] { #expect(v == v.rounded(), "\(mode) \(corner): \(r)") }
            }
        }
    }

    /// `frame(...)` says ahead of drawing where `build` puts the panel, so the runtime can damage it first.
    @Test func frameAgreesWithWhereTheHUDIsDrawn() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        for mode in Self.modes {
            let hud = try HUDFixture.makeHUD(mode: mode, corner: .bottomRight)
            let ahead = try hud.frame(viewportWidth: 630, viewportHeight: 510, scale: 1.5)
            _ = try HUDFixture.render(HUDFixture.records(), scale: 1.5, width: 420, height: 340, hud: hud)
            #expect(hud.panelRect == ahead)
        }
    }
}
