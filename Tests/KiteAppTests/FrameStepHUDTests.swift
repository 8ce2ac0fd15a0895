import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteGestures
import KiteHUD
import KiteInput
import KiteRender
import KiteScene
import KiteTiming
import Testing

@testable import KiteApp

extension OnGL {
    /// The HUD in the frame step with damage: while shown over an unchanged scene it redraws exactly its own
    /// rectangle; switching it damages where it was and where it goes, and nothing else. Needs EGL's surfaceless
    /// platform (Mesa llvmpipe) and DejaVu Sans.
    @Suite(.serialized) struct FrameStepHUDTests {
        static let surface = SurfaceSize(logicalWidth: 400, logicalHeight: 300, scale: 1.5)

        /// A still scene: one square that never changes.
        static func scene(hudMode: HUDMode) -> LayerScene {
            let scene = LayerScene(hudMode: hudMode)
            let square = Layer()
            square.frame = Rect(x: 20, y: 20, width: 80, height: 60)
            square.backgroundColor = Color(hex: 0xFF453A)
            scene.rootLayer.addSublayer(square)
            return scene
        }

        static func pixelRect(_ rect: Rect) -> PixelRect { PixelRect(enclosing: rect)! }

        @Test func theVisibleHUDDamagesOnlyItselfAndSwitchingItDamagesOnlyItsOldAndNewPlace() throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            let scene = Self.scene(hudMode: .compact)
            let options = try RunOptions(logicalSize: (400, 300), hud: HUDConfiguration(corner: .topRight))
            let hud = try #require(try options.makeHUD())
            let step = FrameStep(scene: scene, renderer: try SceneRenderer(), hud: hud)
            step.retained = try RetainedTarget(width: Self.surface.pixelWidth, height: Self.surface.pixelHeight)
            var statistics: FrameStatistics? = FrameStatistics()
            var time = 0.0
            func frame(_ events: [InputEventKind] = []) throws -> Damage {
                time += 1.0 / 60
                try step.run(
                    timeSeconds: time, surface: Self.surface, statistics: &statistics, gpuAvailable: false,
                    input: { for kind in events { step.input.handle(InputEvent(time: time, kind: kind)) } },
                    mark: { _ in })
                return step.lastDamage
            }
            let first = try frame()
            #expect(first.coversSurface(width: Self.surface.pixelWidth, height: Self.surface.pixelHeight))
            let compact = hud.panelRect
            #expect(compact.maxX == Double(Self.surface.pixelWidth) - 12 && compact.minY == 12)
            for _ in 0..<3 {
                let still = try frame()
                #expect(still.rects == [Self.pixelRect(compact)], "only the compact HUD: \(still)")
            }
            // A click on the compact HUD (points) opens the full panel: its rectangle contains the compact one.
            let centre = Point(compact.midX / 1.5, compact.midY / 1.5)
            let opened = try frame([
                .pointerMotion(location: centre), .pointerButton(.left, pressed: true),
                .pointerButton(.left, pressed: false),
            ])
            #expect(scene.hudMode == .full)
            let full = hud.panelRect
            #expect(opened.rects == [Self.pixelRect(full)], "compact and full in one: \(opened)")
            #expect(try frame().rects == [Self.pixelRect(full)])
            // F1 from full: off. Where the panel was is redrawn once, then nothing.
            let closed = try frame([.key(KeyEvent(keysym: Keysym.f1, pressed: true))])
            #expect(scene.hudMode == .off && step.input.hudFrame == nil)
            #expect(closed.rects == [Self.pixelRect(full)])
            #expect(try frame().isEmpty)
            let afterHUD = Pixels.readRGBA(width: Self.surface.pixelWidth, height: Self.surface.pixelHeight)

            // The same scene drawn whole, never with a HUD: the HUD left nothing behind.
            let reference = Self.scene(hudMode: .off)
            let plain = FrameStep(scene: reference, renderer: try SceneRenderer(), hud: nil)
            plain.retained = try RetainedTarget(width: Self.surface.pixelWidth, height: Self.surface.pixelHeight)
            var none: FrameStatistics?
            try plain.run(
                timeSeconds: time, surface: Self.surface, statistics: &none, gpuAvailable: false, input: {},
                mark: { _ in })
            let expected = Pixels.readRGBA(width: Self.surface.pixelWidth, height: Self.surface.pixelHeight)
            let worst = zip(afterHUD, expected).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
            #expect(worst <= 2, "differs by \(worst)/255 from the scene drawn without a HUD")
        }

        @Test func theRedrawPathFollowsTheRetainedTarget() throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            let step = FrameStep(scene: Self.scene(hudMode: .off), renderer: try SceneRenderer(), hud: nil)
            #expect(step.redrawPath == .full)
            step.retained = try RetainedTarget(width: 10, height: 10)
            #expect(step.redrawPath == .retainedPartial)
            step.retained?.fullRedraw = true
            #expect(step.redrawPath == .full)
        }
    }
}
