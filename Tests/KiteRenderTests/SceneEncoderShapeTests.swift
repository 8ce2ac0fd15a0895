import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// How the encoder turns shapes into draws, without GL: strokes of rounded rectangles as rings.
@Suite struct SceneEncoderShapeTests {
    @Test func aStrokedRoundedRectangleIsARingOfTheShapeProgram() throws {
        let outline = RenderFixture.stroke(
            Path(roundedRect: Rect(x: 10, y: 10, width: 40, height: 30), cornerRadius: 6), width: 2)
        var encoder = SceneEncoder()
        encoder.encode(RenderFixture.root(width: 80, height: 60, [outline]).drawList(), scale: 2)
        #expect(encoder.strokes.isEmpty)
        guard case .shapes(let first, let count, nil)? = encoder.commands.last else {
            Issue.record("expected the ring's shapes command, got \(encoder.commands)")
            return
        }
        // Every part of the ring: the grown shape (9, 9, 42 x 32; corner radius 6 + 1) with a 2-point border, in
        // the layer's units (the transform scales them to device pixels).
        for ring in encoder.shapes[first..<(first + count)] {
            #expect(ring.box == SIMD4(30, 25, 21, 16))
            #expect(ring.shape.x == 7 && ring.shape.y == 2)
        }
    }

    @Test func sharpCornersKeepTheirJoin() {
        func encoded(_ join: LineJoin, miterLimit: Double = 10) -> SceneEncoder {
            let outline = RenderFixture.stroke(
                Path(rect: Rect(x: 10, y: 10, width: 40, height: 30)), width: 4, join: join, miterLimit: miterLimit)
            var encoder = SceneEncoder()
            encoder.encode(RenderFixture.root(width: 80, height: 60, [outline]).drawList(), scale: 1)
            return encoder
        }
        #expect(encoded(.miter).strokes.isEmpty && encoded(.miter).shapes.allSatisfy { $0.shape.x == 0 })
        #expect(encoded(.round).strokes.isEmpty && encoded(.round).shapes.allSatisfy { $0.shape.x == 2 })
        // A bevel cuts the corners, as does a miter limit under the square root of 2: the path draws them.
        #expect(!encoded(.bevel).strokes.isEmpty)
        #expect(!encoded(.miter, miterLimit: 1.2).strokes.isEmpty)
    }
}
