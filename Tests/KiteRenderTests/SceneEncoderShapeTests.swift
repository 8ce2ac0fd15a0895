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
        encoder.convertsStraightSides = false
        encoder.encode(RenderFixture.root(width: 80, height: 60, [outline]).drawList(), scale: 2)
        #expect(encoder.strokes.isEmpty)
        guard case .shapes(let first, let count, nil, _)? = encoder.commands.last else {
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

    /// A card (background and border) under a translation and scale: its four corners and, per side, the
    /// background's and the border's strips are drawn by the shape program without ramps (one command for the
    /// background's edges, one for the border); with ramps the eight side strips move to the ramp program,
    /// each with the exact band of its side. A rotated card keeps its sides in the shape program.
    @Test func straightSidesOfAnAxisAlignedCardAreRamps() throws {
        func card(rotated: Bool) -> Layer {
            let card = Layer()
            card.frame = Rect(x: 10, y: 10, width: 40, height: 30)
            card.cornerRadius = 6
            card.backgroundColor = .white
            (card.borderWidth, card.borderColor) = (1, .black)
            if rotated { card.transform = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1) }
            return RenderFixture.root(width: 80, height: 60, [card])
        }
        func kinds(_ encoder: SceneEncoder) -> [String] {
            encoder.commands.map { command in
                switch command {
                case .flats: "flats"
                case .shapes(_, let n, _, _): "shapes \(n)"
                case .ramps(_, let n, _): "ramps \(n)"
                default: "other"
                }
            }
        }
        var plain = SceneEncoder()
        plain.keepsSmallShapesWhole = false
        plain.convertsStraightSides = false
        plain.encode(card(rotated: false).drawList(), scale: 2)
        #expect(kinds(plain) == ["flats", "shapes 8", "shapes 8"])
        var ramps = SceneEncoder()
        ramps.keepsSmallShapesWhole = false
        // Its sides lie on pixel edges in opaque 8-bit colours: kept as ramps here (FlatSideRenderTests).
        ramps.drawsPixelEdgeSidesFlat = false
        ramps.encode(card(rotated: false).drawList(), scale: 2)
        #expect(kinds(ramps) == ["flats", "shapes 4", "ramps 4", "shapes 4", "ramps 4"])
        // The border's top side in device pixels: its outer edge at y = 20 (coverage one half there), its inner
        // edge one point (2 pixels) lower; the normal points down, into the card.
        let border = ramps.flats.last { $0.ramp.y > 0 && $0.ramp.w > -1e8 }
        #expect(border?.ramp == SIMD4(0, 1, 0.5 - 20, 0.5 - 22))
        var rotated = SceneEncoder()
        rotated.keepsSmallShapesWhole = false
        rotated.encode(card(rotated: true).drawList(), scale: 2)
        #expect(kinds(rotated) == ["flats", "shapes 8", "shapes 8"])
    }

    /// A filled pill (120 x 32, radius 16) whose straight sides lie on pixel edges is cut into a flat middle on
    /// 4-pixel device columns and two end caps reaching it; the same pill a quarter pixel lower stays whole
    /// (its middle would need ramps), and so does a short one whose middle holds no whole column of 4 x 4 blocks.
    @Test func aPillOnPixelEdgesHasAFlatMiddle() throws {
        func encoded(y: Double, width: Double = 120) -> SceneEncoder {
            let pill = Layer()
            pill.frame = Rect(x: 31, y: y, width: width, height: 32)
            pill.cornerRadius = 16
            pill.backgroundColor = .white
            var encoder = SceneEncoder()
            encoder.encode(RenderFixture.root(width: 200, height: 100, [pill]).drawList(), scale: 1)
            return encoder
        }
        let band = encoded(y: 20)
        #expect(band.shapes.count == 2)
        // In the layer's units (the pill's origin at device (31, 20)): the middle from device x = 48 to 132.
        #expect(band.flats.map(\.rect) == [SIMD4(17, 0, 101, 32)])
        #expect(band.shapes.map(\.geometry) == [SIMD4(-1.5, -1.5, 17, 33.5), SIMD4(101, -1.5, 121.5, 33.5)])
        let off = encoded(y: 20.25)
        #expect(off.shapes.count == 1 && off.flats.isEmpty)
        let short = encoded(y: 20, width: 36)
        #expect(short.shapes.count == 1 && short.flats.isEmpty)
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
