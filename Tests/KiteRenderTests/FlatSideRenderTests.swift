import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// Opaque straight sides whose edges lie on pixel edges are drawn as opaque flat quads instead of ramps, with the
/// same bytes, and only those.
extension OnGL {
    @Suite struct FlatSideRenderTests {
        /// Cards and outlines in 8-bit colours on and off the pixel grid, the outlined cards of
        /// `HiddenRampRenderTests`, every golden scene and the app-like screen, at scales 1, 1.5, 2 and 3, with
        /// and without flat sides: the same pixels, bit for bit (the test cards cut even where small).
        @Test(arguments: ["cards", "outlined", "app"] + Scenes.all, [1.0, 1.5, 2.0, 3.0])
        func flatSidesKeepEveryPixel(scene: String, scale: Double) throws {
            try Scenes.expectSwitchKeepsPixels(Self.scene(scene), scale: scale, name: "flat-sides-\(scene)-\(scale)x") {
                // The test cards are small: cut them at every scale, as larger ones are.
                $0.encoder.keepsSmallShapesWhole = !["cards", "outlined"].contains(scene)
                $0.encoder.drawsPixelEdgeSidesFlat = $1
            }
        }

        /// At scale 1 the sides with both edges on pixel edges, opaque and of 8-bit colours, leave the ramps: the
        /// 2-wide outline's four (card 0; its fill's four are hidden under it), the fills' four of cards 2 and 3
        /// (under a 1-wide outline and a translucent one, which leave them visible), and card 4's bottom outline
        /// side (its bottom edge, 32.75 + 22.25, lies on the grid). The 3-wide and 1-wide outlines' edges lie on
        /// half pixels, the translucent outline blends, and card 4's other edges lie on quarter pixels: their
        /// sides stay ramps.
        @Test func onlyOpaqueSidesOnPixelEdgesLeaveTheRamps() {
            let list = Self.cards().drawList()
            func rampCount(flat: Bool) -> Int {
                var encoder = SceneEncoder()
                encoder.keepsSmallShapesWhole = false
                encoder.drawsPixelEdgeSidesFlat = flat
                encoder.encode(list, scale: 1)
                var count = 0
                for case .ramps(_, let n, _) in encoder.commands { count += n }
                return count
            }
            #expect(rampCount(flat: false) - rampCount(flat: true) == 13)
        }

        /// White cards with outlines (`<rect rx stroke>` as SVG draws them: the stroke centred on the edge) in an
        /// 8-bit grey: widths 2, 3 and 1 on the pixel grid, a translucent one, and a 2-wide one at quarter-pixel
        /// offsets.
        /// The layer tree these tests and `FlatLineRenderTests` draw for `name`: "cards" (`cards()`), "outlined"
        /// (`HiddenRampRenderTests.outlinedCards()`) or a scene of `Scenes.named`.
        static func scene(_ name: String) -> Layer {
            switch name {
            case "cards": cards()
            case "outlined": HiddenRampRenderTests.outlinedCards()
            default: Scenes.named(name)
            }
        }

        static func cards() -> Layer {
            HiddenRampRenderTests.outlinedCards(grey: Color(red: 226 / 255, green: 232 / 255, blue: 240 / 255))
        }
    }
}
