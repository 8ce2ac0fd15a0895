import KiteAnimation
import KiteGLTestSupport
import KiteGallery
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
    /// The HUD never covers the gallery's content: drawn by the frame step over the real gallery, the HUD's panel
    /// (as drawn, `FrameHUD.panelRect`) shares no area with anything the layer tree draws (cards, the Guillotine
    /// menu's bar and its "Activity" title, labels, controls), in every corner, compact and full, at window sizes
    /// and scales the gallery supports. Needs EGL's surfaceless platform (Mesa llvmpipe) and DejaVu Sans.
    @Suite(.serialized) struct GalleryHUDPlacementTests {
        /// The gallery as the `kite` executable adapts it: the HUD's frame goes to the layout as the area to keep
        /// clear.
        final class GalleryTestScene: AppScene {
            let host: GalleryHost
            var hudFrame: Rect?
            var hudMode: HUDMode {
                get { host.hudMode }
                set { host.hudMode = newValue }
            }
            var rootLayer: Layer { host.rootLayer }
            var backgroundColor: Color { GalleryHost.backgroundColor }

            init(hudMode: HUDMode) throws {
                let animator = try Animator(hostTime: 0)
                host = GalleryHost(
                    components: try GalleryHost.standardComponents(animator: animator), animator: animator,
                    hudMode: hudMode)
            }

            func handle(_ event: InputEvent) { host.handle(event) }
            func layout(width: Int, height: Int, scale: Double) {
                host.resize(to: Size(Double(width), Double(height)), scale: scale, keepClear: hudFrame)
            }
            func advance(to timeSeconds: Double) { host.advance(to: timeSeconds) }
        }

        /// Where a draw item lands on the surface, points: its primitive's bounds through its transform. Clips and
        /// shadows (soft, outside the shape they follow) are left out.
        static func surfaceBounds(_ item: DrawItem) -> Rect? {
            let local: Rect?
            switch item.primitive {
            case .fillRoundedRect(let shape, _), .border(let shape, _, _): local = shape.rect
            case .fillPath(let path, _, _): local = path.controlPointBounds
            case .strokePath(let path, let style, _): local = path.strokedBounds(style)
            // The whole centre line's stroke bounds its dashes.
            case .dashedStroke(let dashed, let style, _): local = Path(subpaths: dashed.subpaths).strokedBounds(style)
            case .text(let run): local = run.frame
            case .shadow, .pushClip, .popClip: local = nil
            }
            guard let r = local else { return nil }
            let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)]
            return Rect.enclosing(corners.compactMap { item.transform.apply(to: $0) })
        }

        @Test(arguments: [HUDCorner.topRight, .topLeft, .bottomRight, .bottomLeft])
        func theHUDCoversNothingTheGalleryDraws(corner: HUDCorner) throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            let surfaces = [
                SurfaceSize(logicalWidth: 800, logicalHeight: 600, scale: 1),
                SurfaceSize(logicalWidth: 640, logicalHeight: 480, scale: 1.5),
                SurfaceSize(logicalWidth: 1280, logicalHeight: 800, scale: 1.25),
            ]
            for surface in surfaces {
                for mode in [HUDMode.compact, .full] {
                    let scene = try GalleryTestScene(hudMode: mode)
                    let options = try RunOptions(
                        logicalSize: (surface.logicalWidth, surface.logicalHeight),
                        hud: HUDConfiguration(corner: corner))
                    let hud = try #require(try options.makeHUD())
                    let step = FrameStep(scene: scene, renderer: try SceneRenderer(), hud: hud)
                    step.retained = try RetainedTarget(width: surface.pixelWidth, height: surface.pixelHeight)
                    var statistics: FrameStatistics? = FrameStatistics()
                    try step.run(
                        timeSeconds: 1.0 / 60, surface: surface, statistics: &statistics, gpuAvailable: false,
                        input: {}, mark: { _ in })
                    let drawn = hud.panelRect
                    let panel = Rect(
                        x: drawn.minX / surface.scale, y: drawn.minY / surface.scale,
                        width: drawn.width / surface.scale, height: drawn.height / surface.scale)
                    #expect(!panel.isEmpty && scene.hudFrame == panel)
                    let items = scene.rootLayer.drawList().items
                    let titles = items.compactMap { item -> String? in
                        guard case .text(let run) = item.primitive else { return nil }
                        return run.string
                    }
                    #expect(titles.contains("Activity"), "the Guillotine menu's title is drawn: \(titles)")
                    for item in items {
                        guard let bounds = Self.surfaceBounds(item) else { continue }
                        #expect(
                            !bounds.intersects(panel),
                            "\(mode) HUD at \(corner) on \(surface): \(panel) covers \(item.primitive) at \(bounds)")
                    }
                }
            }
        }
    }
}
