import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// A shape's straight-side ramps that the opaque outline drawn next covers fully are dropped without changing
/// a pixel, and only those.
extension OnGL {
    @Suite struct HiddenRampRenderTests {
        /// Cards with outlines of several widths on and off the pixel grid, the outlines scene and the app-like
        /// screen, at scales 1, 1.5, 2 and 3, with and without the culling: no channel differs by more than 1/255
        /// (float rounding of a coverage of exactly 1).
        @Test(arguments: ["cards", "outlines", "app"], [1.0, 1.5, 2.0, 3.0])
        func droppedRampsChangeNoPixel(scene: String, scale: Double) throws {
            try Scenes.expectSwitchKeepsPixels(
                scene == "cards" ? Self.outlinedCards() : Scenes.named(scene), scale: scale,
                name: "hidden-ramps-\(scene)-\(scale)x", tolerance: 1
            ) { $0.encoder.cullsHiddenRamps = $1 }
        }

        /// On the pixel grid a 2-wide outline centred on the card's edge covers the fill's sides fully, so all
        /// four of the fill's ramps go (the outline's own four stay); a 1-wide outline and a translucent one cover
        /// nothing fully, so nothing goes; off the grid a side goes only where its pixels are covered.
        @Test func rampsUnderFullCoverageGoAndOthersStay() {
            let list = Self.outlinedCards().drawList()
            var encoder = SceneEncoder()
            encoder.keepsSmallShapesWhole = false
            encoder.cullsHiddenRamps = false
            encoder.encode(list, scale: 1)
            let all = encoder.flats.count
            encoder.cullsHiddenRamps = true
            encoder.encode(list, scale: 1)
            // Cards 0 and 1 (widths 2 and 3 on integer edges) lose their fill's four ramps; card 2 (width 1) and
            // card 3 (translucent outline) keep theirs; card 4 (edges at quarter pixels, width 2) loses three: its
            // top edge at y 32.75 leaves the fill's pixel row 33 (centre 33.5 < 33.75, the ramp's inner end)
            // reaching below the outline's inner edge at 33.75, so that ramp stays.
            #expect(all - encoder.flats.count == 11)
        }

        /// White cards with `grey` outlines (`<rect rx stroke>` as SVG draws them: the stroke centred on the edge),
        /// on and off the pixel grid, of widths 2, 3, 1, a translucent one, and one at quarter-pixel offsets.
        static func outlinedCards(grey: Color = Color(red: 0.55, green: 0.6, blue: 0.68)) -> Layer {
            let specs: [(Rect, Double, Color)] = [
                (Rect(x: 3, y: 3, width: 30, height: 22), 2, grey),
                (Rect(x: 40, y: 3, width: 34, height: 24), 3, grey),
                (Rect(x: 3, y: 31, width: 20, height: 24), 1, grey),
                (Rect(x: 28, y: 32, width: 20, height: 22), 2, Color(red: 0.2, green: 0.3, blue: 0.8, alpha: 0.6)),
                (Rect(x: 52.25, y: 32.75, width: 24.5, height: 22.25), 2, grey),
            ]
            var layers: [Layer] = []
            for (rect, width, color) in specs {
                let card = Layer()
                card.frame = rect
                card.cornerRadius = 4
                card.backgroundColor = .white
                let edge = RenderFixture.stroke(Path(roundedRect: rect, cornerRadius: 4), width: width, color: color)
                layers += [card, edge]
            }
            return RenderFixture.root(width: Scenes.width, height: Scenes.height, layers)
        }
    }
}
