import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// A filled sharp-cornered box whose edges all lie on pixel edges, in an 8-bit colour, is drawn as one flat quad
/// (`ShapeInstance.split`, `flatWhole`), with the pixels its cut pieces give.
extension OnGL {
    @Suite struct FlatBoxRenderTests {
        /// Sharp boxes on and off the pixel grid (opaque and translucent, 8-bit colours and others, one under an
        /// outline), the app-like screen and the shapes scene, at scales 1, 1.5, 2 and 3, cut and drawn flat whole:
        /// the same pixels, bit for bit.
        @Test(arguments: ["boxes", "app", "shapes"], [1.0, 1.5, 2.0, 3.0])
        func flatBoxesKeepEveryPixel(scene: String, scale: Double) throws {
            // Off also turns the pill bands off: the pills' caps differ by 1/255 from whole pills, so only the
            // boxes-only scene isolates the boxes; the others check nothing else moved beyond that.
            try Scenes.expectSwitchKeepsPixels(
                scene == "boxes" ? Self.boxes() : Scenes.named(scene), scale: scale,
                name: "flat-boxes-\(scene)-\(scale)x", tolerance: scene == "boxes" ? 0 : 1
            ) {
                $0.encoder.keepsSmallShapesWhole = false
                $0.encoder.cutsPillBands = $1
            }
        }

        /// A box on the grid in an 8-bit colour is one flat quad and no shape part; off the grid, or in a colour
        /// between 8-bit values, it is cut as before.
        @Test func onlyBoxesOnTheGridInEightBitColoursGoFlatWhole() {
            func parts(_ frame: Rect, _ color: Color) -> (shapes: Int, flats: Int) {
                var encoder = SceneEncoder()
                encoder.keepsSmallShapesWhole = false
                let box = Layer()
                box.frame = frame
                box.backgroundColor = color
                encoder.encode(RenderFixture.root(width: 100, height: 60, [box]).drawList(), scale: 1)
                return (encoder.shapes.count, encoder.flats.count)
            }
            let grey = Color(red: 30 / 255, green: 58 / 255, blue: 138 / 255, alpha: 1)
            #expect(parts(Rect(x: 4, y: 6, width: 80, height: 40), grey) == (0, 1))
            #expect(parts(Rect(x: 4.5, y: 6, width: 80, height: 40), grey).shapes > 0)
            #expect(
                parts(Rect(x: 4, y: 6, width: 80, height: 40), Color(red: 0.1234, green: 0.5, blue: 0.5)).shapes > 0)
        }

        /// Sharp boxes of several sizes, opaque and translucent, in 8-bit colours and others, at whole and quarter
        /// pixel positions, one under an outline.
        static func boxes() -> Layer {
            var layers: [Layer] = []
            for i in 0..<10 {
                let box = Layer()
                let shift = i % 3 == 2 ? 0.25 : 0
                box.frame = Rect(
                    x: 6 + Double(i % 5) * 36 + shift, y: 8 + Double(i / 5) * 44 + shift, width: 8 + Double(i) * 2,
                    height: 30 - Double(i))
                let byte = { (v: Int) in Double(v) / 255 }
                box.backgroundColor =
                    i % 4 == 3
                    ? Color(red: 0.1234, green: 0.4321, blue: 0.7, alpha: 1)
                    : Color(red: byte(20 * i), green: byte(200 - 10 * i), blue: byte(90), alpha: i % 4 == 1 ? 0.6 : 1)
                if i == 5 { (box.borderWidth, box.borderColor) = (2, .black) }
                layers.append(box)
            }
            return RenderFixture.root(width: 200, height: 100, layers)
        }
    }
}
