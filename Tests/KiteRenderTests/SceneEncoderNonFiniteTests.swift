import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// Layers whose numbers turn non-finite on the way to the GPU (NaN colours and shadow radii, infinite borders,
/// finite sizes and nested scales that overflow) draw nothing: the encoder hands the GPU only finite numbers,
/// counts each skipped item, and draws the rest of the frame.
@Suite struct SceneEncoderNonFiniteTests {
    /// Every non-finite number among `encoder`'s instances, named.
    static func nonFiniteNumbers(_ encoder: SceneEncoder) -> [String] {
        var bad: [String] = []
        func check<T>(_ name: String, _ values: [T], _ fields: (T) -> [SIMD4<Float>]) {
            for (i, v) in values.enumerated() {
                for (k, f) in fields(v).enumerated() where !SceneEncoder.isFinite(f) {
                    bad.append("\(name)[\(i)].\(k) = \(f)")
                }
            }
        }
        check("strokes", encoder.strokes) { [$0.p01, $0.p2, $0.end0, $0.end1, $0.own, $0.reach, $0.color] }
        check("shapes", encoder.shapes) { [$0.linear, $0.offset, $0.box, $0.shape, $0.color, $0.geometry] }
        check("shadows", encoder.shadows) { [$0.linear, $0.offset, $0.box, $0.shape, $0.color, $0.geometry] }
        check("flats", encoder.flats) { [$0.linear, $0.offset, $0.rect, $0.color, $0.ramp] }
        check("fills", encoder.fills) { [$0.rect, $0.edges, $0.color] }
        check("fillMasks", encoder.fillMasks) { [$0.rect, $0.edges, $0.color] }
        check("fillEdges", encoder.fillEdges) { [$0] }
        check("texts", encoder.texts) { [$0.linear, $0.offset, $0.rect, $0.atlas, $0.color] }
        check("pathShadows", encoder.pathShadows) { [$0.color, SIMD4(repeating: $0.sigma)] }
        check("clips", encoder.clips) { [$0.box, SIMD4($0.radius, $0.scale, 0, 0)] }
        return bad
    }

    /// Each hostile layer, and how many of its draw items the encoder must skip (0 where the item never reaches
    /// it or the clippers cut the non-finite part away).
    static func cases() -> [(name: String, skipped: Int, make: () -> Layer)] {
        func box() -> Layer {
            let l = Layer()
            l.frame = Rect(x: 10, y: 10, width: 20, height: 20)
            l.backgroundColor = .blue
            return l
        }
        func shape() -> ShapeLayer {
            let l = ShapeLayer()
            l.frame = Rect(x: 10, y: 10, width: 20, height: 20)
            l.path = Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4, tolerance: 0.1)
            l.fillColor = .green
            l.strokeColor = .black
            l.lineWidth = 2
            return l
        }
        return [
            (
                "border inf", 1,
                {
                    let l = box(); l.borderWidth = .infinity; return l
                }
            ),
            (
                "border 1e300", 1,
                {
                    let l = box(); l.borderWidth = 1e300; return l
                }
            ),
            (
                "border colour nan", 1,
                {
                    let l = box(); l.borderWidth = 2; l.borderColor = Color(red: .nan, green: 0, blue: 0); return l
                }
            ),
            (
                "shadow radius nan", 1,
                {
                    let l = box(); l.shadowOpacity = 1; l.shadowRadius = .nan; return l
                }
            ),
            (
                "shadow radius inf", 1,
                {
                    let l = box(); l.shadowOpacity = 1; l.shadowRadius = .infinity; return l
                }
            ),
            (
                "shadow offset nan", 1,
                {
                    let l = box(); l.shadowOpacity = 1; l.shadowOffset = Vector(.nan, 0); return l
                }
            ),
            (
                "shadow offset inf", 1,
                {
                    let l = box(); l.shadowOpacity = 1; l.shadowOffset = Vector(.infinity, 0); return l
                }
            ),
            (
                "shadow colour nan", 1,
                {
                    let l = box(); l.shadowOpacity = 1; l.shadowColor = Color(red: 0, green: .nan, blue: 0); return l
                }
            ),
            (
                "path shadow radius inf", 1,
                {
                    let l = shape(); l.shadowOpacity = 1; l.shadowRadius = .infinity; return l
                }
            ),
            (
                "path shadow radius nan", 1,
                {
                    let l = shape(); l.shadowOpacity = 1; l.shadowRadius = .nan; return l
                }
            ),
            (
                "mask rotated huge", 2,
                {
                    let l = box(); l.masksToBounds = true; l.bounds = Rect(x: 0, y: 0, width: 1e300, height: 1e300);
                    l.transform = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1).concatenating(
                        Transform3D(scaleX: 1e10, y: 1e10));
                    l.addSublayer(box()); return l
                }
            ),
            (
                "path shadow offset nan", 1,
                {
                    let l = shape(); l.shadowOpacity = 1; l.shadowOffset = Vector(0, .nan); return l
                }
            ),
            (
                "background nan", 1,
                {
                    let l = box(); l.backgroundColor = Color(red: .nan, green: 0, blue: 0); return l
                }
            ),
            (
                "background alpha nan", 0,
                {
                    let l = box(); l.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: .nan); return l
                }
            ),
            (
                "background inf", 1,
                {
                    let l = box(); l.backgroundColor = Color(red: .infinity, green: 0, blue: 0); return l
                }
            ),
            (
                "bounds 1e300", 1,
                {
                    let l = box(); l.bounds = Rect(x: 0, y: 0, width: 1e300, height: 1e300); return l
                }
            ),
            (
                "position 1e300", 1,
                {
                    let l = box(); l.position = Point(1e300, 1e300); return l
                }
            ),
            (
                "position -1e300", 2,
                {
                    let l = shape(); l.position = Point(-1e300, 5); return l
                }
            ),
            (
                "nested scale 1e200", 3,
                {
                    let outer = Layer(); outer.transform = Transform3D(scaleX: 1e200, y: 1e200)
                    let inner = box(); inner.transform = Transform3D(scaleX: 1e200, y: 1e200); outer.addSublayer(inner)
                    let s = shape(); s.transform = Transform3D(scaleX: 1e200, y: 1e200); outer.addSublayer(s)
                    return outer
                }
            ),
            (
                "scale 1e-300", 0,
                {
                    let l = shape(); l.transform = Transform3D(scaleX: 1e-300, y: 1e-300); return l
                }
            ),
            (
                "fill colour nan", 1,
                {
                    let l = shape(); l.fillColor = Color(red: .nan, green: 0, blue: 0); return l
                }
            ),
            (
                "stroke colour nan", 1,
                {
                    let l = shape(); l.strokeColor = Color(red: 0, green: 0, blue: .nan); return l
                }
            ),
            (
                "line width 1e300", 1,
                {
                    let l = shape(); l.lineWidth = 1e300; return l
                }
            ),
            (
                "huge path", 0,
                {
                    let l = shape();
                    l.path = Path(
                        roundedRect: Rect(x: -1e300, y: -1e300, width: 1e300, height: 2e300), cornerRadius: 0,
                        tolerance: 0.1);
                    return l
                }
            ),
            (
                "mask 1e300", 2,
                {
                    let l = box(); l.masksToBounds = true; l.bounds = Rect(x: 0, y: 0, width: 1e300, height: 3);
                    l.addSublayer(box()); return l
                }
            ),
            (
                "mask nan colour child", 1,
                {
                    let l = box(); l.masksToBounds = true; let c = box();
                    c.backgroundColor = Color(red: .nan, green: 0, blue: 0); l.addSublayer(c); return l
                }
            ),
            (
                "text colour nan", 1,
                {
                    let l = TextLayer(); l.frame = Rect(x: 0, y: 0, width: 40, height: 20); l.string = "Hi";
                    l.textColor = Color(red: .nan, green: 0, blue: 0); return l
                }
            ),
        ]
    }

    /// A hostile layer beside a plain red square, with and without batching: only finite numbers reach the
    /// instances, the hostile items are counted, and the square is drawn as it is alone.
    @Test(arguments: [true, false]) func nonFiniteItemsDrawNothingAndTheRestDraws(batching: Bool) {
        func encode(_ extra: Layer?) -> SceneEncoder {
            let good = Layer()
            good.frame = Rect(x: 40, y: 30, width: 10, height: 10)
            good.backgroundColor = .red
            let root = Layer()
            root.bounds = Rect(x: 0, y: 0, width: 80, height: 60)
            root.anchorPoint = .zero
            root.addSublayer(good)
            if let extra { root.addSublayer(extra) }
            // Drawn after the hostile layer: a clip it leaves open (or a stack it unbalances) shows here.
            let after = Layer()
            after.frame = Rect(x: 60, y: 30, width: 10, height: 10)
            after.backgroundColor = Color(red: 1, green: 0, blue: 1)
            root.addSublayer(after)
            var encoder = SceneEncoder()
            encoder.keepsSmallShapesWhole = false
            encoder.batchesAcrossLayers = batching
            encoder.encode(root.drawList(), scale: 2, viewport: Size(160, 120))
            return encoder
        }
        let alone = encode(nil)
        let red = SIMD4<Float>(1, 0, 0, 1)
        let magenta = SIMD4<Float>(1, 0, 1, 1)
        let square = alone.flats.filter { $0.color == red }.map(\.rect)
        let after = alone.flats.filter { $0.color == magenta }.map(\.rect)
        #expect(!square.isEmpty && !after.isEmpty)
        for (name, skipped, make) in Self.cases() {
            let encoder = encode(make())
            #expect(Self.nonFiniteNumbers(encoder).isEmpty, "\(name): \(Self.nonFiniteNumbers(encoder).prefix(3))")
            #expect(encoder.nonFiniteItemCount == skipped, "\(name)")
            #expect(encoder.flats.filter { $0.color == red }.map(\.rect) == square, "\(name)")
            // Batching may order them differently among the hostile layer's parts.
            let afterHere = encoder.flats.filter { $0.color == magenta }.map { "\($0.rect)" }
            #expect(afterHere.sorted() == after.map { "\($0)" }.sorted(), "\(name)")
            #expect(Self.clipsOfFlats(encoder, color: magenta).allSatisfy { $0 == nil }, "\(name)")
            #expect(encoder.clipStack.isEmpty, "\(name)")
        }
    }

    /// The clips (indices into `clips`, nil for none) of the commands drawing flat interiors or straight sides of
    /// `color`.
    static func clipsOfFlats(_ encoder: SceneEncoder, color: SIMD4<Float>) -> [Int?] {
        encoder.commands.compactMap { command in
            switch command {
            case .flats(let first, let count, let clip, _), .ramps(let first, let count, let clip):
                encoder.flats[first..<first + count].contains { $0.color == color } ? clip : nil
            default: nil
            }
        }
    }

    /// A masking layer under a transform that overflows (`NonFiniteClipRenderTests.brokenMask`) pushes a clip with
    /// no area, and its `popClip` (carrying the same transform) ends it: the stack is empty at the end, the square
    /// after it in its enclosing masking layer is clipped by that layer only, and what follows that layer (a
    /// square, a self-crossing stroke, a fill) by nothing.
    @Test(arguments: [true, false]) func aBrokenMaskEndsItsClip(batching: Bool) {
        typealias Render = OnGL.NonFiniteClipRenderTests
        for brokenScale in Render.brokenScales {
            var encoder = SceneEncoder()
            encoder.keepsSmallShapesWhole = false
            encoder.batchesAcrossLayers = batching
            encoder.encode(
                Render.scene(Render.brokenMask(scale: brokenScale)).drawList(), scale: 2, viewport: Size(160, 120))
            let name = "scale \(brokenScale), batching \(batching)"
            #expect(encoder.clipStack.isEmpty, "\(name)")
            #expect(Self.nonFiniteNumbers(encoder).isEmpty, "\(name): \(Self.nonFiniteNumbers(encoder).prefix(3))")
            // Everything under an overflowing layer is skipped (its background, the nested mask's, the box); under
            // a singular one it is drawn with no area.
            #expect(encoder.nonFiniteItemCount == (brokenScale == 0 ? 0 : 3), "\(name)")
            // The square crosses its masking layer's edge: the parts that do are clipped (parts wholly inside
            // need no clip), by that layer, not by an empty clip left on the stack.
            let inside = Self.clipsOfFlats(encoder, color: SIMD4(0.8, 0.1, 0.1, 1))
            #expect(inside.contains { $0 != nil }, "\(name): \(inside)")
            for clip in inside.compactMap({ $0 }) {
                #expect(encoder.clips[clip].shape.rect == Rect(x: 0, y: 0, width: 40, height: 40), "\(name)")
                #expect(encoder.clips[clip].scissor == (4, 4, 84, 84), "\(name)")
            }
            let after = Self.clipsOfFlats(encoder, color: SIMD4(1, 0, 0, 1))
            #expect(!after.isEmpty && after.allSatisfy { $0 == nil }, "\(name): \(after)")
            var strokesAndFills = 0
            for command in encoder.commands {
                switch command {
                case .strokes(_, _, let clip, _), .fills(_, _, let clip), .fillMasks(_, _, let clip):
                    strokesAndFills += 1
                    #expect(clip == nil, "\(name): \(command)")
                default: break
                }
            }
            #expect(strokesAndFills >= 2, "\(name)")
        }
    }

    /// A NaN anywhere in a stroke piece makes its command's box the whole plane, whichever argument of the nested
    /// `min` and `max` it lands in, and the level pass takes a NaN box as the whole plane too instead of stopping.
    @Test func aNaNInAStrokePieceMakesItsBoundsThePlane() {
        var encoder = SceneEncoder()
        encoder.batchesAcrossLayers = false
        let line = ShapeLayer()
        line.path = Scenes.polyline([(4, 4), (40, 20)])
        line.strokeColor = .black
        line.lineWidth = 2
        line.fillColor = nil
        encoder.encode(line.drawList(), scale: 1)
        let command = RenderCommand.strokes(first: 0, count: encoder.strokes.count, clip: nil, kind: .lines)
        let plane = SIMD4<Float>(-.infinity, -.infinity, .infinity, .infinity)
        #expect(SceneEncoder.isFinite(encoder.pixelBounds(of: command)))
        let piece = encoder.strokes[0]
        for lane in 0..<4 {
            encoder.strokes[0] = piece
            encoder.strokes[0].p01[lane] = .nan
            #expect(encoder.pixelBounds(of: command) == plane, "p01 lane \(lane)")
        }
        for lane in 0..<2 {
            encoder.strokes[0] = piece
            encoder.strokes[0].p2[lane] = .nan
            #expect(encoder.pixelBounds(of: command) == plane, "p2 lane \(lane)")
        }
        encoder.strokes[0] = piece
        encoder.strokes[0].reach.z = .nan
        #expect(encoder.pixelBounds(of: command) == plane, "reach")

        var batching = CommandBatching()
        batching.startPass()
        batching.unitBounds = [SIMD4(0, 0, 10, 10), SIMD4(.nan, 0, 5, 5), SIMD4(500, 500, 510, 510)]
        #expect(batching.assignUnitLevels() == 3)
        #expect(batching.grid.levels == [0, 1, 2])
    }
}
