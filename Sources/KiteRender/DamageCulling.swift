import KiteScene

/// The device-pixel box of every instance a frame encoded, so that a partial redraw issues only the commands that
/// can touch a damaged rectangle, each narrowed to the run of its instances between the first and the last that
/// can. Outside the damage the scissor discards whatever a draw would write, so leaving out instances whose boxes
/// miss it changes no pixel; the instance buffers stay as uploaded, only the drawn ranges shrink.
///
/// Boxes are conservative: each holds the quad the instance's vertex shader emits (or, for stroke pieces, the
/// oriented box `stroke.vert` builds around the hull of the piece's control points, with the largest end reach),
/// plus `margin` for rounding to pixel centres.
struct DamageCulling {
    /// Device pixels added around every box, for rasterisation rounding. 1.
    static let margin: Float = 1

    /// Min x, min y, max x, max y in device pixels (top-left origin), per instance of the encoder's arrays.
    private(set) var strokes: [SIMD4<Float>] = []
    private(set) var shapes: [SIMD4<Float>] = []
    private(set) var flats: [SIMD4<Float>] = []
    private(set) var fills: [SIMD4<Float>] = []
    private(set) var fillMasks: [SIMD4<Float>] = []
    private(set) var shadows: [SIMD4<Float>] = []
    private(set) var texts: [SIMD4<Float>] = []

    /// Measures every instance `frame` holds, replacing the last frame's boxes (storage kept).
    mutating func measure(_ frame: SceneEncoder) {
        Self.measure(frame.strokes, into: &strokes) { Self.box(of: $0) }
        Self.measure(frame.shapes, into: &shapes) { Self.box(of: $0) }
        Self.measure(frame.flats, into: &flats) { Self.box(local: $0.rect, linear: $0.linear, offset: $0.offset) }
        Self.measure(frame.fills, into: &fills) { $0.rect }
        Self.measure(frame.fillMasks, into: &fillMasks) { $0.rect }
        Self.measure(frame.shadows, into: &shadows) { Self.box(of: $0) }
        Self.measure(frame.texts, into: &texts) { Self.box(local: $0.rect, linear: $0.linear, offset: $0.offset) }
    }

    /// Replaces `boxes` with the `box` of each of `instances`, in order, keeping the storage.
    private static func measure<Instance>(
        _ instances: [Instance], into boxes: inout [SIMD4<Float>], _ box: (Instance) -> SIMD4<Float>
    ) {
        boxes.removeAll(keepingCapacity: true)
        for instance in instances { boxes.append(box(instance)) }
    }

    /// `command` limited to the instances whose boxes meet `rect` (device pixels, top-left origin): the same
    /// command when all may, a narrower range of it, or nil when none can touch `rect`. `pathShadows` are the
    /// frame's path shadows (`.pathShadow` names one by index).
    func narrowed(_ command: RenderCommand, to rect: PixelRect, pathShadows: [PathShadow]) -> RenderCommand? {
        let r = SIMD4<Float>(Float(rect.x), Float(rect.y), Float(rect.maxX), Float(rect.maxY))
        switch command {
        case .strokes(let first, let count, let clip, let kind):
            return Self.hits(strokes, first, count, r).map { .strokes(first: $0, count: $1, clip: clip, kind: kind) }
        case .translucentStroke(let first, let count, let clip, let lines):
            return Self.hits(strokes, first, count, r).map { start, n in
                // The first `lines` pieces are straight: keep the split where it falls in the narrowed range.
                let lineEnd = first + lines
                return .translucentStroke(
                    first: start, count: n, clip: clip, lines: max(0, min(lineEnd, start + n) - start))
            }
        case .shapes(let first, let count, let clip, let kind):
            return Self.hits(shapes, first, count, r).map { .shapes(first: $0, count: $1, clip: clip, kind: kind) }
        case .flats(let first, let count, let clip, let opaque):
            return Self.hits(flats, first, count, r).map { .flats(first: $0, count: $1, clip: clip, opaque: opaque) }
        case .ramps(let first, let count, let clip):
            return Self.hits(flats, first, count, r).map { .ramps(first: $0, count: $1, clip: clip) }
        case .fills(let first, let count, let clip):
            return Self.hits(fills, first, count, r).map { .fills(first: $0, count: $1, clip: clip) }
        case .fillMasks(let first, let count, let clip):
            return Self.hits(fillMasks, first, count, r).map { .fillMasks(first: $0, count: $1, clip: clip) }
        case .shadows(let first, let count, let clip):
            return Self.hits(shadows, first, count, r).map { .shadows(first: $0, count: $1, clip: clip) }
        case .text(let first, let count, let clip, let atlas):
            return Self.hits(texts, first, count, r).map { .text(first: $0, count: $1, clip: clip, atlas: atlas) }
        case .pathShadow(let index, _):
            let b = pathShadows[index].bounds
            return Self.meets(SIMD4(Float(b.x), Float(b.y), Float(b.z), Float(b.w)), r) ? command : nil
        }
    }

    /// The first instance of `first..<first + count` whose box meets `r` and how many follow up to the last that
    /// does; nil when none does.
    private static func hits(
        _ boxes: [SIMD4<Float>], _ first: Int, _ count: Int, _ r: SIMD4<Float>
    ) -> (first: Int, count: Int)? {
        let end = first + count
        guard let lo = (first..<end).first(where: { meets(boxes[$0], r) }) else { return nil }
        var hi = end - 1
        while hi > lo, !meets(boxes[hi], r) { hi -= 1 }
        return (lo, hi - lo + 1)
    }

    /// Whether box `b` (padded by `margin`) and rectangle `r` share interior points; both min x, min y, max x,
    /// max y.
    static func meets(_ b: SIMD4<Float>, _ r: SIMD4<Float>) -> Bool {
        b.x - margin < r.z && r.x < b.z + margin && b.y - margin < r.w && r.y < b.w + margin
    }

    /// The device box of the local rectangle `local` (min x, min y, max x, max y) under the map `linear`
    /// (a, b, c, d: device = x (a, b) + y (c, d)) plus `offset.xy`, as the vertex shaders place it.
    static func box(local: SIMD4<Float>, linear: SIMD4<Float>, offset: SIMD4<Float>) -> SIMD4<Float> {
        let centre = SIMD2(local.x + local.z, local.y + local.w) * 0.5
        let half = SIMD2(local.z - local.x, local.w - local.y) * 0.5
        let c = SIMD2(linear.x, linear.y) * centre.x + SIMD2(linear.z, linear.w) * centre.y + SIMD2(offset.x, offset.y)
        let extent = SIMD2(
            abs(linear.x) * abs(half.x) + abs(linear.z) * abs(half.y),
            abs(linear.y) * abs(half.x) + abs(linear.w) * abs(half.y))
        return SIMD4(c.x - extent.x, c.y - extent.y, c.x + extent.x, c.y + extent.y)
    }

    /// A rounded-rectangle part, border or shadow quad: `shape.vert` maps `geometry`.
    static func box(of shape: ShapeInstance) -> SIMD4<Float> {
        box(local: shape.geometry, linear: shape.linear, offset: shape.offset)
    }

    /// The box `stroke.vert` draws for `piece`: along the chord and across it, the hull of the three control
    /// points (which holds the hull the shader uses, that of the once-subdivided polygon), padded by the piece's
    /// box padding on every side (the shader's end reach is at most that padding).
    static func box(of piece: StrokePiece) -> SIMD4<Float> {
        let p0 = piece.start
        let chord = piece.end - p0
        let length = (chord * chord).sum().squareRoot()
        let u = length > 1e-6 ? chord / length : SIMD2<Float>(1, 0)
        let v = SIMD2(-u.y, u.x)
        let h1 = piece.control - p0
        let h2 = chord
        let along = SIMD2(min(0, min((h1 * u).sum(), (h2 * u).sum())), max(0, max((h1 * u).sum(), (h2 * u).sum())))
        let across = SIMD2(min(0, min((h1 * v).sum(), (h2 * v).sum())), max(0, max((h1 * v).sum(), (h2 * v).sum())))
        let pad = piece.reach.z
        // The padded box in chord coordinates, then its axis-aligned hull in device pixels.
        let centre = p0 + u * ((along.x + along.y) / 2) + v * ((across.x + across.y) / 2)
        let half = SIMD2((along.y - along.x) / 2 + pad, (across.y - across.x) / 2 + pad)
        let extent = SIMD2(abs(u.x), abs(u.y)) * half.x + SIMD2(abs(v.x), abs(v.y)) * half.y
        return SIMD4(centre.x - extent.x, centre.y - extent.y, centre.x + extent.x, centre.y + extent.y)
    }
}

extension RenderCommand {
    /// The clip the command draws under (an index into the frame's clips); nil for none.
    var clip: Int? {
        switch self {
        case .strokes(_, _, let clip, _), .translucentStroke(_, _, let clip, _), .shapes(_, _, let clip, _),
            .flats(_, _, let clip, _), .ramps(_, _, let clip), .fills(_, _, let clip), .fillMasks(_, _, let clip),
            .pathShadow(_, let clip),
            .shadows(_, _, let clip), .text(_, _, let clip, _):
            return clip
        }
    }
}
