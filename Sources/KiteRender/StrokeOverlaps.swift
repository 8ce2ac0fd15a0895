import KiteGeometry

/// Finds the pieces of one opaque path that can cover the same pixel without meeting at a joint (a loop, a
/// crossing, a second pass over the same curve, a cusp) and lists them for the stroke shader, which gives each such
/// pixel to the piece with the largest coverage. The path then blends every pixel once, with the coverage of the
/// union where its pieces coincide, instead of 1 - (1 - c)^2 where two anti-aliased edges stack.
///
/// A piece is tested against the others by the box the stroke vertex shader draws for it (its chord's direction,
/// the hull of its control polygon, padded by its reach): pieces whose boxes are apart share no pixel. A path of
/// many pieces is searched through a uniform grid (`StrokePieceGrid`), so the work grows with the pieces and their
/// overlaps, not with the square of the pieces; the lists and the texels are bounded (`maxPerPiece`, `maxTexels`),
/// and so is the shading they cost the frame (`shadingPerViewportPixel`).
struct StrokeOverlaps {
    /// Other pieces one piece can list; beyond this the extra overlaps of that piece double-blend. Packed with the
    /// list's offset into one float (`reach.w`): offset * 64 + count.
    static let maxPerPiece = 63
    /// Texels the overlap lists may use: offsets times 64 stay exact in a float's 24-bit mantissa.
    static let maxTexels = (1 << 24) / 64 - 1
    /// Texels per listed piece: the attributes the overlap program evaluates it from (p01, p2, end0, end1, own),
    /// then its ownership radii with its order and the listing piece's (counted from the path's first piece, so a
    /// path's lists do not depend on where its pieces are in the frame). Not its colour nor its box padding, which
    /// no pixel of another piece reads: each texel fetch costs llvmpipe about 150 instructions per 8 pixels.
    static let texelsPerEntry = 6
    /// Coverage evaluations the frame's overlap lists may add, per viewport pixel. Each pixel of a listed piece's
    /// box evaluates every piece on its list, so the lists cost the sum over listed pieces of list length times
    /// box area (device pixels). A path whose lists would pass what the frame has left is drawn without lists
    /// (its pieces double-blend where they overlap, as with no search): one path cannot take the budget of the
    /// paths after it, and a path keeps its lists whole or not at all. Without it, 2,500 random chords across
    /// 800 x 600 listed about 45 million evaluations (the texel limit's), 13 times their boxes' area; the golden
    /// scenes use at most about one evaluation per viewport pixel (`HostileScalingTests`).
    static let shadingPerViewportPixel = 4.0

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
    /// The frame's coverage evaluations for lists (`ShadingBudget`).
    private var budget = ShadingBudget()
    /// Coverage evaluations per viewport pixel the frame's lists may add (`ShadingBudget.perPixel`).
    var shadingPerPixel: Double {
        get { budget.perPixel }
        set { budget.perPixel = newValue }
    }
    /// Scratch storage of the pair-by-pair search, grown to the most pieces searched and kept between calls
    /// (`Slot`); the oriented boxes are computed only for the pieces of a pair whose bounds meet away from a
    /// joint.
    private var slots: [Slot] = []
    private var stamp: Int32 = 0
    /// Overlapping pairs (indices into the stroke array) of a path searched pair by pair, in order.
    private(set) var pairs: [SIMD2<Int32>] = []
    /// The grid over a path with many pieces.
    private(set) var grid = StrokePieceGrid()
    /// Bounds measured by `resolve(_:_:texels:)` for callers that did not measure them.
    private var ownBounds: [SIMD4<Float>] = []
    /// The pieces one piece lists, in path order. Storage kept between calls so a frame allocates nothing.
    private var found: [Int] = []
    /// True when the last `resolve` stopped at `maxTexels` before the path's last piece: its lists are partial,
    /// and a path resolved where more texels are left gets more of them.
    private(set) var ranOutOfTexels = false
    /// Coverage evaluations the frame's lists may still add (`ShadingBudget.left`).
    var shadingLeft: Double { budget.left }
    /// True when the last `resolve` dropped its path's lists: they would have passed `shadingLeft`.
    private(set) var ranOutOfShading = false
    /// Coverage evaluations of the lists the last `resolve` kept.
    private(set) var pathShading = 0.0
    /// True when the last `resolve` dropped its path's lists with the frame's whole budget left: they pass it in
    /// any frame with the same viewport, so a retained path need not be searched again (`neverFits`).
    private(set) var neverFits = false
    /// Paths whose lists were dropped this frame (`ranOutOfShading`).
    var pathsOverShading: Int { budget.pathsOver }
    /// Paths of more than one piece `resolve` searched this frame.
    private(set) var pathsSearched = 0
    /// Where the path being resolved started in the texels and the pieces, to drop its lists.
    private var pathTexels = 0
    private var pathPieces = 0..<0

    /// Starts a frame drawn into `viewport` (device pixels): its lists may add `shadingPerPixel` coverage
    /// evaluations per pixel of it.
    mutating func startFrame(viewport: Rect) {
        budget.start(viewport: viewport)
        pathsSearched = 0
    }

    /// Takes `shading` coverage evaluations from what the frame has left for lists reused from an earlier
    /// search; false, taking nothing, when they do not fit.
    mutating func take(shading: Double) -> Bool { budget.take(shading) }

    /// Lists the overlaps among `pieces[range]` in `texels` and marks each listed piece's `reach.w`. Returns
    /// true when any piece was marked. A piece lists the first `maxPerPiece` pieces (in path order) its box
    /// overlaps without a joint between them; the pieces are listed in path order until `maxTexels` is reached. The
    /// path lists nothing when its lists would pass the frame's `shadingLeft`.
    mutating func resolve(_ pieces: inout [StrokePiece], _ range: Range<Int>, texels: inout [SIMD4<Float>]) -> Bool {
        var bounds: [SIMD4<Float>] = []
        swap(&bounds, &ownBounds)
        bounds.removeAll(keepingCapacity: true)
        for i in range { bounds.append(Self.bounds(pieces[i])) }
        let marked = resolve(&pieces, range, bounds: bounds, texels: &texels)
        swap(&bounds, &ownBounds)
        return marked
    }

    /// `resolve(_:_:texels:)` for pieces whose bounds (`bounds(_:)`) are known: `bounds[k]` is piece
    /// `range.lowerBound + k`'s (the encoder measures each path's pieces once, for this and for queuing them).
    mutating func resolve(
        _ pieces: inout [StrokePiece], _ range: Range<Int>, bounds: [SIMD4<Float>], texels: inout [SIMD4<Float>]
    ) -> Bool {
        ranOutOfTexels = false
        (ranOutOfShading, neverFits) = (false, false)
        pathShading = 0
        (pathTexels, pathPieces) = (texels.count, range)
        defer { budget.spend(pathShading) }
        guard range.count > 1 else { return false }
        pathsSearched += 1
        // Two pieces with a joint between them (a two-segment icon stroke: 24 of the app screen's 36) make no pair,
        // as the search would find after setting up for it: the joint's ownership splits the pixels they share.
        if range.count == 2, Self.joined(pieces[range.lowerBound], pieces[range.lowerBound + 1]) {
            while !pairs.isEmpty { pairs.removeLast() }
            return false
        }
        precondition(bounds.count >= range.count, "one bound per piece")
        let byGrid = range.count >= gridFrom
        if byGrid {
            grid.build(pieces, range, bounds: bounds)
        } else {
            findPairs(pieces, range, bounds: bounds)
            guard !pairs.isEmpty else { return false }
        }
        if !byGrid && range.count <= 64 { return listPaired(&pieces, range, texels: &texels) }
        return listEach(&pieces, range, byGrid: byGrid, texels: &texels)
    }

    /// `resolve`'s lists for a path of at most 64 pieces searched pair by pair: only the pieces in a pair list
    /// anything, visited in order through a mask of them. Returns true when any piece was marked.
    private mutating func listPaired(
        _ pieces: inout [StrokePiece], _ range: Range<Int>, texels: inout [SIMD4<Float>]
    ) -> Bool {
        var marked = false
        var paired: UInt64 = 0
        let first = Int32(range.lowerBound)
        for pair in pairs { paired |= 1 << UInt64(pair.x - first) | 1 << UInt64(pair.y - first) }
        while paired != 0 {
            let i = range.lowerBound + paired.trailingZeroBitCount
            paired &= paired - 1
            partnersFromPairs(of: i)
            guard list(i, &pieces, from: range.lowerBound, half: slots[i - range.lowerBound].box.half, texels: &texels)
            else { return marked && !ranOutOfShading }
            marked = true
        }
        return marked
    }

    /// `resolve`'s lists piece by piece, from the grid (`byGrid`) or from the pairs. Returns true when any piece
    /// was marked.
    private mutating func listEach(
        _ pieces: inout [StrokePiece], _ range: Range<Int>, byGrid: Bool, texels: inout [SIMD4<Float>]
    ) -> Bool {
        var marked = false
        for i in range {
            if byGrid {
                grid.partners(of: i, in: pieces, limit: Self.maxPerPiece, into: &found)
            } else {
                partnersFromPairs(of: i)
            }
            guard !found.isEmpty else { continue }
            // The search measured the listing piece's box: it overlaps another's.
            let half = byGrid ? grid.box(of: i).half : slots[i - range.lowerBound].box.half
            guard list(i, &pieces, from: range.lowerBound, half: half, texels: &texels) else {
                return marked && !ranOutOfShading
            }
            marked = true
        }
        return marked
    }

    /// Appends the list of piece `i` (the pieces in `found`, not empty; orders counted from `lowerBound`, the
    /// path's first piece), whose box (`box(_:)`) has the half extents `half`, to `texels` and marks the piece.
    /// Returns false, leaving both as they were, when the list would pass `maxTexels` (`ranOutOfTexels`); returns
    /// false and drops the path's lists (its texels and marks) when they would pass `shadingLeft`
    /// (`ranOutOfShading`).
    @inline(__always)
    private mutating func list(
        _ i: Int, _ pieces: inout [StrokePiece], from lowerBound: Int, half: SIMD2<Float>,
        texels: inout [SIMD4<Float>]
    ) -> Bool {
        let base = texels.count
        guard base + found.count * Self.texelsPerEntry <= Self.maxTexels else {
            ranOutOfTexels = true
            return false
        }
        pathShading += Double(found.count) * Double(4 * half.x * half.y)
        guard pathShading <= budget.left else {
            texels.removeSubrange(pathTexels...)
            for k in pathPieces { pieces[k].reach.w = 0 }
            (pathShading, ranOutOfShading, neverFits) = (0, true, budget.isWhole)
            budget.drop()
            return false
        }
        for j in found {
            let other = pieces[j]
            texels.append(other.p01)
            texels.append(other.p2)
            texels.append(other.end0)
            texels.append(other.end1)
            texels.append(other.own)
            texels.append(SIMD4(other.reach.x, other.reach.y, Float(j - lowerBound), Float(i - lowerBound)))
        }
        pieces[i].reach.w = Float(base * 64 + found.count)
        return true
    }

    /// Tests every pair of `pieces[range]` (bounds `bounds`, from the range's lower bound): `pairs` gets those that
    /// overlap, in order.
    private mutating func findPairs(_ pieces: [StrokePiece], _ range: Range<Int>, bounds: [SIMD4<Float>]) {
        // Popped one by one: a path pairs few pieces, and `removeAll(keepingCapacity:)` is an out-of-line call.
        while !pairs.isEmpty { pairs.removeLast() }
        let n = range.count
        if slots.count < n {
            let empty = Slot(low: .zero, box: Box(center: .zero, u: .zero, half: .zero), stamp: 0)
            slots.append(contentsOf: repeatElement(empty, count: n - slots.count))
        }
        if stamp == .max {
            for k in slots.indices { slots[k].stamp = 0 }
            stamp = 0
        }
        stamp += 1
        // Taken out of `self`, so the closures below hold the only reference and write without copying.
        var scratch: [Slot] = []
        swap(&scratch, &slots)
        let stamp = stamp
        pieces.withUnsafeBufferPointer { all in
            let p = UnsafeBufferPointer(rebasing: all[range])
            bounds.withUnsafeBufferPointer { bounds in
                scratch.withUnsafeMutableBufferPointer { slots in
                    Self.findPairs(p, bounds: bounds, first: range.lowerBound, slots, stamp: stamp, into: &pairs)
                }
            }
        }
        swap(&scratch, &slots)
    }

    /// The pair search's scratch storage per piece, in one array so that a path takes it out of `self` and back
    /// once: the piece's bounds as (min x, min y, -max x, -max y), one vector comparison per pair (false in a lane
    /// holding NaN, as the four scalar comparisons it stands for); its oriented box, valid where `stamp` holds the
    /// path's stamp.
    private struct Slot {
        var low: SIMD4<Float>
        var box: Box
        var stamp: Int32
    }

    /// `findPairs` on the path's pieces `p` (the first at index `first` of the stroke array, bounds `bounds`).
    /// Most pairs stop at the bounds test in a loop that keeps little else in registers; a piece joined to the
    /// next (a joint, whose ownership splits their pixels) skips that pair without a test.
    private static func findPairs(
        _ p: UnsafeBufferPointer<StrokePiece>, bounds: UnsafeBufferPointer<SIMD4<Float>>, first: Int,
        _ slots: UnsafeMutableBufferPointer<Slot>, stamp: Int32, into pairs: inout [SIMD2<Int32>]
    ) {
        let n = p.count
        for k in 0..<n {
            let b = bounds[k]
            slots[k].low = SIMD4(b.x, b.y, -b.z, -b.w)
        }
        var i = 0
        while i < n - 1 {
            // Piece i's (max x, max y, -min x, -min y): each lane of a later piece's lows at most the same lane of
            // it is exactly the four comparisons of two bounds meeting.
            let a = slots[i].low
            let high = -SIMD4(a.z, a.w, a.x, a.y)
            var j = joined(p[i], p[i + 1]) ? i + 2 : i + 1
            while j < n {
                if all(slots[j].low .<= high) { testPair(p, i, j, first: first, slots, stamp: stamp, into: &pairs) }
                j += 1
            }
            i += 1
        }
    }

    /// The oriented-box test of pieces `i` and `j` of `p`, whose bounds meet; appends the pair to `pairs` when the
    /// boxes overlap without a joint between the pieces. Out of line: few pairs get here.
    @inline(never)
    private static func testPair(
        _ p: UnsafeBufferPointer<StrokePiece>, _ i: Int, _ j: Int, first: Int,
        _ slots: UnsafeMutableBufferPointer<Slot>, stamp: Int32, into pairs: inout [SIMD2<Int32>]
    ) {
        guard !joined(p[i], p[j]), !joined(p[j], p[i]) else { return }
        if slots[i].stamp != stamp { (slots[i].box, slots[i].stamp) = (box(p[i]), stamp) }
        if slots[j].stamp != stamp { (slots[j].box, slots[j].stamp) = (box(p[j]), stamp) }
        if overlap(slots[i].box, slots[j].box) { pairs.append(SIMD2(Int32(first + i), Int32(first + j))) }
    }

    /// `found` gets the first `maxPerPiece` pieces paired with piece `i` in `pairs`: those before it, then those
    /// after it, each in order, so all in path order.
    @inline(__always)
    private mutating func partnersFromPairs(of i: Int) {
        // Popped one by one: a list holds few pieces, and `removeAll(keepingCapacity:)` is an out-of-line call.
        while !found.isEmpty { found.removeLast() }
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
    /// Scalar `min` and `max`: the generic `pointwiseMin` is not inlined here and costs several times more, and
    /// vector selects compiled to longer code than these.
    @inline(__always)
    static func bounds(_ piece: StrokePiece) -> SIMD4<Float> {
        let (p, q, pad) = (piece.p01, piece.p2, piece.reach.z)
        return SIMD4(
            min(p.x, min(p.z, q.x)) - pad, min(p.y, min(p.w, q.y)) - pad, max(p.x, max(p.z, q.x)) + pad,
            max(p.y, max(p.w, q.y)) + pad)
    }

    /// The box `Shaders/stroke.vert` draws for `piece`.
    @inline(__always)
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
    @inline(__always)
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
