import KiteAnimation
import KiteGLTestSupport
import KiteGallery
import KiteGeometry
import KiteGestures
import KiteHUD
import KiteInput
import KiteScene
import KiteTestSupport
import KiteText
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

        /// Keeping the HUD free costs no label its end: at the gallery's default window and a laptop's, at scales 1,
        /// 1.25 and 1.5, with the compact and the full HUD in every corner, each label fits its slot whole (checked
        /// with the renderer's own truncation, `TextLayout.fitted`, on glyphs of the size it draws at) and the HUD
        /// still covers nothing.
        @Test(arguments: [HUDCorner.topRight, .topLeft, .bottomRight, .bottomLeft])
        func everyLabelIsWholeBesideTheHUD(corner: HUDCorner) throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            var font = FamilyFont(family: TextLayout.defaultFamily)
            for (width, height) in [(800, 600), (1280, 800)] {
                for scale in [1.0, 1.25, 1.5] {
                    let pixelSize = try #require(TextLayout.atlasPixelSize(em: GalleryHost.labelFontSize * scale))
                    let atlas = try font.atlas(pixelSize: pixelSize)
                    let pixelsPerPoint = pixelSize / GalleryHost.labelFontSize
                    let surface = SurfaceSize(logicalWidth: width, logicalHeight: height, scale: scale)
                    for mode in [HUDMode.compact, .full] {
                        let scene = try GalleryTestScene(hudMode: mode)
                        let panel = try HUDFrameDrawing.drawFirstFrame(of: scene, on: surface, corner: corner)
                        let place = "\(mode) HUD at \(corner) on \(surface)"
                        for (text, frame) in scene.host.labels {
                            let drawn = TextLayout.fitted(text, width: frame.width * pixelsPerPoint, atlas: atlas)
                            #expect(drawn == text, "\(place): \"\(text)\" in \(frame) is drawn \"\(drawn)\"")
                        }
                        let covered = DrawnClearance.itemsMeeting(panel, in: scene.rootLayer.drawList().items)
                        #expect(covered.isEmpty, "\(place): \(panel) covers \(covered)")
                    }
                }
            }
        }
    }
}
