import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// Retained encoding: a path drawn unchanged reuses last frame's stroke or fill instances. Checked against a fresh
/// encoder (the same instances and commands, so the same pixels) and by counting the stroke and fill encodes.
@Suite struct RetainedEncodingTests {
    /// Every output array of `a` equals `b`'s.
    static func same(_ a: SceneEncoder, _ b: SceneEncoder) -> Bool {
        a.strokes == b.strokes && a.overlapTexels == b.overlapTexels && a.shapes == b.shapes && a.flats == b.flats
            && a.fills == b.fills && a.fillEdges == b.fillEdges && a.shadows == b.shadows && a.texts == b.texts
            && "\(a.commands)" == "\(b.commands)" && "\(a.pathShadows)" == "\(b.pathShadows)"
    }

    static func fresh(_ root: Layer, scale: Double) -> SceneEncoder {
        var encoder = SceneEncoder()
        encoder.encode(root.drawList(), scale: scale, viewport: Size(160, 120))
        return encoder
    }

    /// Strokes, fills (one of them under a non-uniform scale: filled from its outline) and path shadows, the golden
    /// scenes' content.
    static let scenes = ["curves", "translucent", "fills", "nonuniform", "shadows", "masks", "dashes"]

    @Test(arguments: scenes)
    func anUnchangedTreeEncodesNoPathAgainAndGivesTheSameInstances(scene: String) {
        let root = Scenes.named(scene)
        var encoder = Self.fresh(root, scale: 2)
        let (strokes, fills) = (encoder.strokeEncodeCount, encoder.fillEncodeCount)
        #expect(strokes + fills > 0)
        for _ in 0..<3 {
            encoder.encode(root.drawList(), scale: 2, viewport: Size(160, 120))
            #expect(encoder.strokeEncodeCount == strokes && encoder.fillEncodeCount == fills)
            #expect(Self.same(encoder, Self.fresh(root, scale: 2)))
        }
    }

    /// Moving one layer re-encodes that layer's paths only; the frame is the one a fresh encoder gives.
    @Test(arguments: scenes)
    func aChangedLayerAloneIsEncodedAgain(scene: String) throws {
        let root = Scenes.named(scene)
        var encoder = Self.fresh(root, scale: 2)
        let shapes = Self.pathLayers(root)
        let moved = try #require(shapes.first)
        let before = encoder.strokeEncodeCount + encoder.fillEncodeCount
        moved.position = moved.position + Vector(1.5, -0.75)
        encoder.encode(root.drawList(), scale: 2, viewport: Size(160, 120))
        let encoded = encoder.strokeEncodeCount + encoder.fillEncodeCount - before
        let own = moved.drawList().items.count { item in
            switch item.primitive {
            case .strokePath, .dashedStroke, .fillPath, .shadow(.fill, _, _, _), .shadow(.stroke, _, _, _),
                .shadow(.dashedStroke, _, _, _):
                true
            default: false
            }
        }
        // Its paths (and sublayers' paths), nothing else; an identical path elsewhere may be reused, so at most.
        #expect(encoded >= 1 && encoded <= own, "\(encoded) paths encoded, the layer draws \(own)")
        #expect(Self.same(encoder, Self.fresh(root, scale: 2)))
    }

    /// A scale or viewport change is a new frame for every path.
    @Test func aNewScaleEncodesEverythingAgain() {
        let root = Scenes.named("curves")
        var encoder = Self.fresh(root, scale: 2)
        let before = encoder.strokeEncodeCount
        encoder.encode(root.drawList(), scale: 1.25, viewport: Size(160, 120))
        #expect(encoder.strokeEncodeCount == 2 * before)
        #expect(Self.same(encoder, Self.fresh(root, scale: 1.25)))
    }

    /// The shape layers of the tree, depth first.
    static func pathLayers(_ root: Layer) -> [ShapeLayer] {
        var found: [ShapeLayer] = []
        var pending = [root]
        while let layer = pending.popLast() {
            if let shape = layer as? ShapeLayer, shape.path != nil { found.append(shape) }
            pending.append(contentsOf: layer.sublayers.reversed())
        }
        return found
    }
}
