import KiteAnimation
import KiteGLTestSupport
import KiteGallery
import KiteGeometry
import KiteGestures
import KiteHUD
import KiteInput
import KiteScene
import KiteTestSupport
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

        @Test(arguments: [HUDCorner.topRight, .topLeft, .bottomRight, .bottomLeft])
        func theHUDCoversNothingTheGalleryDraws(corner: HUDCorner) throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            for surface in HUDFrameDrawing.surfaces {
                for mode in [HUDMode.compact, .full] {
                    let scene = try GalleryTestScene(hudMode: mode)
                    let panel = try HUDFrameDrawing.drawFirstFrame(of: scene, on: surface, corner: corner)
                    #expect(!panel.isEmpty && scene.hudFrame == panel)
                    let items = scene.rootLayer.drawList().items
                    let titles = items.compactMap { item -> String? in
                        guard case .text(let run) = item.primitive else { return nil }
                        return run.string
                    }
                    #expect(titles.contains("Activity"), "the Guillotine menu's title is drawn: \(titles)")
                    let covered = DrawnClearance.itemsMeeting(panel, in: items)
                    #expect(covered.isEmpty, "\(mode) HUD at \(corner) on \(surface): \(panel) covers \(covered)")
                }
            }
        }
    }
}
