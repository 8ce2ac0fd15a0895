/// Finds the pieces of one opaque path that can cover the same pixel without meeting at a joint (a loop, a
/// crossing, a second pass over the same curve, a cusp) and lists them for the stroke shader, which gives each such
/// pixel to the piece with the largest coverage. The path then blends every pixel once, with the coverage of the
/// union where its pieces coincide, instead of 1 - (1 - c)^2 where two anti-aliased edges stack.
///
/// A piece is tested against the others by the box the stroke vertex shader draws for it (its chord's direction,
/// the hull of its control polygon, padded by its reach): pieces whose boxes are apart share no pixel. A path of
/// many pieces is searched through a uniform grid (`StrokePieceGrid`), so the work grows with the pieces and their
/// overlaps, not with the square of the pieces; the lists and the texels are bounded (`maxPerPiece`, `maxTexels`).
struct StrokeOverlaps {
    /// Other pieces one piece can list; beyond this the extra overlaps of that piece double-blend. Packed with the
    /// list's offset into one float (`reach.w`): offset * 64 + count.
    static let maxPerPiece = 63
    /// Texels the overlap lists may use: offsets times 64 stay exact in a float's 24-bit mantissa.
    static let maxTexels = (1 << 24) / 64 - 1
    /// Texels per listed piece: its seven attributes, then its order and the listing piece's (counted from the
    /// path's first piece, so a path's lists do not depend on where its pieces are in the frame).
    static let texelsPerEntry = 8

    /// A piece's oriented box: its centre, the unit axis along its chord, and its half extents along that axis and
    /// across it.
    struct Box {
        var center: SIMD2<Float>
        var u: SIMD2<Float>
        var half: SIMD2<Float>
    }

    /// Pieces from which a path is searched through a grid (`StrokePieceGrid`) instead of pair by pair: below it,
    /// testing every pair costs less than building the grid.
    static let gridThreshold = 48

    /// Where `resolve` switches to the grid (`gridThreshold`); tests move it to compare the two searches.
    var gridFrom = Self.gridThreshold
    /// Scratch storage of the pair-by-pair search, grown to the most pieces searched and kept between calls:
    /// each piece's bounds as (min x, min y, -max x, -max y) and (max x, max y, -min x, -min y), so that piece i's
    /// bounds meet piece j's exactly when every lane of `lows[i]` is at most the same lane of `highs[j]` (one
    /// vector comparison per pair; false in a lane holding NaN, as the four scalar comparisons it stands for); then
    /// each piece's oriented box, computed only for the pieces of a pair whose bounds meet away from a joint, valid
    /// where `boxStamps` holds the search's `stamp`.
    private var lows: [SIMD4<Float>] = []
    private var highs: [SIMD4<Float>] = []
    private var boxes: [Box] = []
    private var boxStamps: [Int32] = []
    private var stamp: Int32 = 0
    /// Overlapping pairs (indices into the stroke array) of a path searched pair by pair, in order.
    private var pairs: [SIMD2<Int32>] = []
    /// The grid over a path with many pieces.
    private(set) var grid = StrokePieceGrid()
    /// The pieces one piece lists, in path order. Storage kept between calls so a frame allocates nothing.
    private var found: [Int] = []
    /// True when the last `resolve` stopped at `maxTexels` before the path's last piece: its lists are partial,
    /// and a path resolved where more texels are left gets more of them.
    private(set) var ranOutOfTexels = false

    /// Lists the overlaps among `pieces[range]` in `texels` and marks each listed piece's `reach.w`. Returns
    /// true when any piece was marked. A piece lists the first `maxPerPiece` pieces (in path order) its box
    /// overlaps without a joint between them; the pieces are listed in path order until `maxTexels` is reached.
    mutating func resolve(_ pieces: inout [StrokePiece], _ range: Range<Int>, texels: inout [SIMD4<Float>]) -> Bool {
        ranOutOfTexels = false
        guard range.count > 1 else { return false }
        let byGrid = range.count >= gridFrom
        if byGrid {
            grid.build(pieces, range)
        } else {
            findPairs(pieces, range)
            guard !pairs.isEmpty else { return false }
        }
        var marked = false
        for i in range {
            if byGrid {
                grid.partners(of: i, in: pieces, limit: Self.maxPerPiece, into: &found)
            } else {
                partnersFromPairs(of: i)
            }
            guard !found.isEmpty else { continue }
            let base = texels.count
            guard base + found.count * Self.texelsPerEntry <= Self.maxTexels else {
                ranOutOfTexels = true
                return marked
            }
            for j in found {
                let other = pieces[j]
                texels.append(other.p01)
                texels.append(other.p2)
                texels.append(other.end0)
                texels.append(other.end1)
                texels.append(other.own)
                texels.append(SIMD4(other.reach.x, other.reach.y, other.reach.z, 0))
                texels.append(other.color)
                texels.append(SIMD4(Float(j - range.lowerBound), Float(i - range.lowerBound), 0, 0))
            }
            pieces[i].reach.w = Float(base * 64 + found.count)
            marked = true
        }
        return marked
    }

    /// Tests every pair of `pieces[range]`: `pairs` gets those that overlap, in order.
    private mutating func findPairs(_ pieces: [StrokePiece], _ range: Range<Int>) {
        pairs.removeAll(keepingCapacity: true)
        let n = range.count
        if lows.count < n {
            let more = n - lows.count
            lows.append(contentsOf: repeatElement(.zero, count: more))
            highs.append(contentsOf: repeatElement(.zero, count: more))
            boxes.append(
                contentsOf: repeatElement(Box(center: .zero, u: .zero, half: .zero), count: more))
            boxStamps.append(contentsOf: repeatElement(0, count: more))
        }
        if stamp == .max {
            for k in boxStamps.indices { boxStamps[k] = 0 }
            stamp = 0
        }
        stamp += 1
        // Taken out of `self`, so the closures below hold the only references and write without copying.
        var (lo, hi, bx, st) = ([SIMD4<Float>](), [SIMD4<Float>](), [Box](), [Int32]())
        swap(&lo, &lows)
        swap(&hi, &highs)
        swap(&bx, &boxes)
        swap(&st, &boxStamps)
        let stamp = stamp
        pieces.withUnsafeBufferPointer { all in
            let p = UnsafeBufferPointer(rebasing: all[range])
            lo.withUnsafeMutableBufferPointer { lo in
                hi.withUnsafeMutableBufferPointer { hi in
                    bx.withUnsafeMutableBufferPointer { bx in
                        st.withUnsafeMutableBufferPointer { st in
                            Self.findPairs(
                                p, first: range.lowerBound, lows: lo, highs: hi, boxes: bx, stamps: st, stamp: stamp,
                                into: &pairs)
                        }
                    }
                }
            }
        }
        swap(&lo, &lows)
        swap(&hi, &highs)
        swap(&bx, &boxes)
        swap(&st, &boxStamps)
    }

    /// `findPairs` on the path's pieces `p` (the first at index `first` of the stroke array) with scratch storage
    /// for at least `p.count` pieces.
    private static func findPairs(
        _ p: UnsafeBufferPointer<StrokePiece>, first: Int, lows: UnsafeMutableBufferPointer<SIMD4<Float>>,
        highs: UnsafeMutableBufferPointer<SIMD4<Float>>, boxes: UnsafeMutableBufferPointer<Box>,
        stamps: UnsafeMutableBufferPointer<Int32>, stamp: Int32, into pairs: inout [SIMD2<Int32>]
    ) {
        let n = p.count
        for k in 0..<n {
            let b = bounds(p[k])
            (lows[k], highs[k]) = (SIMD4(b.x, b.y, -b.z, -b.w), SIMD4(b.z, b.w, -b.x, -b.y))
        }
        for i in 0..<n {
            let a = lows[i]
            for j in (i + 1)..<n where all(a .<= highs[j]) {
                guard !joined(p[i], p[j]), !joined(p[j], p[i]) else { continue }
                // Boxes only for the few pairs whose bounds meet away from a joint: most pairs stop above.
                if stamps[i] != stamp { (boxes[i], stamps[i]) = (box(p[i]), stamp) }
                if stamps[j] != stamp { (boxes[j], stamps[j]) = (box(p[j]), stamp) }
                if overlap(boxes[i], boxes[j]) { pairs.append(SIMD2(Int32(first + i), Int32(first + j))) }
            }
        }
    }

    /// `found` gets the first `maxPerPiece` pieces paired with piece `i` in `pairs`: those before it, then those
    /// after it, each in order, so all in path order.
    private mutating func partnersFromPairs(of i: Int) {
        found.removeAll(keepingCapacity: true)
        for pair in pairs where found.count < Self.maxPerPiece && (pair.x == Int32(i) || pair.y == Int32(i)) {
            found.append(Int(pair.x == Int32(i) ? pair.y : pair.x))
        }
    }

    /// True when `a` ends where `b` starts with a joint between them (the joint's ownership splits their pixels).
    static func joined(_ a: StrokePiece, _ b: StrokePiece) -> Bool {
        let normal = SIMD2(a.own.z, a.own.w)
        return normal != .zero && normal == SIMD2(b.own.x, b.own.y) && a.end == b.start
    }

    /// Bounds of every pixel centre `piece` can cover: its control points' bounds (the curve lies in their hull)
    /// grown by its padding (half width and anti-aliasing).
    /// Scalar `min` and `max`: the generic `pointwiseMin` is not inlined here and costs several times more.
    static func bounds(_ piece: StrokePiece) -> SIMD4<Float> {
        let (p, q, pad) = (piece.p01, piece.p2, piece.reach.z)
        return SIMD4(
            min(p.x, min(p.z, q.x)) - pad, min(p.y, min(p.w, q.y)) - pad, max(p.x, max(p.z, q.x)) + pad,
            max(p.y, max(p.w, q.y)) + pad)
    }

    /// The box `Shaders/stroke.vert` draws for `piece`.
    static func box(_ piece: StrokePiece) -> Box {
        let (p0, p1, p2) = (piece.start, piece.control, piece.end)
        let chord = p2 - p0
        let len = length(chord)
        let u = len > 1e-6 ? chord / len : SIMD2<Float>(1, 0)
        let v = SIMD2(-u.y, u.x)
        let h1 = 0.5 * (p0 + p1) - p0
        let h2 = 0.5 * (p1 + p2) - p0
        let pad = piece.reach.z
        let reach0 = endReach(piece.end0.w, -SIMD2(piece.own.x, piece.own.y), -u, pad)
        let reach1 = endReach(piece.end1.w, SIMD2(piece.own.z, piece.own.w), u, pad)
        let along = SIMD2(
            min(0, min(dot(h1, u), dot(h2, u))) - reach0, max(len, max(dot(h1, u), dot(h2, u))) + reach1)
        let across = SIMD2(
            min(0, min(dot(h1, v), dot(h2, v))) - pad, max(0, max(dot(h1, v), dot(h2, v))) + pad)
        let middle = 0.5 * SIMD2(along.x + along.y, across.x + across.y)
        return Box(
            center: p0 + middle.x * u + middle.y * v,
            u: u, half: 0.5 * SIMD2(along.y - along.x, across.y - across.x))
    }

    /// `endReach` of `Shaders/stroke.vert`: how far past a round end, along the chord direction `outward`, the
    /// piece can own pixels. At a joint (ownership normal `own`, pointing into the neighbour) only the half disc of
    /// radius `pad` on this piece's side of the ownership line; elsewhere `pad`.
    private static func endReach(_ round: Float, _ own: SIMD2<Float>, _ outward: SIMD2<Float>, _ pad: Float) -> Float {
        let c = dot(own, outward)
        return round > 0.5 && dot(own, own) > 0 && c > 0 ? pad * max(1 - c * c, 0).squareRoot() : pad
    }

    /// Separating-axis test of two oriented boxes: they overlap unless one of the four box axes separates them,
    /// that is, the distance between the centres along it exceeds the sum of the boxes' reaches along it (a box
    /// with half extents (h, k) on unit axes u, v reaches h |u . axis| + k |v . axis|). The axes' products come
    /// from two numbers: with c = ua . ub and x = ua x ub, va . vb = c, ua . vb = -x and va . ub = x.
    static func overlap(_ a: Box, _ b: Box) -> Bool {
        let d = b.center - a.center
        let (ua, ub) = (a.u, b.u)
        let (va, vb) = (SIMD2(-ua.y, ua.x), SIMD2(-ub.y, ub.x))
        let c = abs(dot(ua, ub))
        let x = abs(ua.x * ub.y - ua.y * ub.x)
        let (ha, hb) = (a.half, b.half)
        if abs(dot(d, ua)) > ha.x + hb.x * c + hb.y * x { return false }
        if abs(dot(d, va)) > ha.y + hb.x * x + hb.y * c { return false }
        if abs(dot(d, ub)) > hb.x + ha.x * c + ha.y * x { return false }
        return !(abs(dot(d, vb)) > hb.y + ha.x * x + ha.y * c)
    }
}
