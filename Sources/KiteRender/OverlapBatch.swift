/// The listed pieces (`StrokeOverlaps`) of opaque paths held back so that several paths share one draw of the
/// overlap program instead of two draws each (on `Scenes/cubics-1000.svg` about 300 of the 1000 paths have listed
/// pieces). Holding a path's listed pieces back until after later paths' pieces are drawn changes nothing where no
/// later piece comes near them: the encoder draws the batch before the first piece, or other command, whose bounds
/// meet one of them.
///
/// The batch also holds opaque paths' tight quadratics (not `StrokeEncoder.isGentle`): they need the closed-form
/// nearest point of the general program while the rest of their path draws with the cheaper gentle program, and
/// holding them lets the tight pieces of many paths share one draw too.
struct OverlapBatch {
    /// The held listed pieces, in path order: with `splitsSingleEntries` only those whose list holds two entries or
    /// more.
    private(set) var pieces: [StrokePiece] = []
    /// With `splitsSingleEntries`, the held listed pieces whose list holds exactly one entry, in path order: they
    /// draw with the one-overlap program (`RenderCommand.StrokeKind.oneOverlap`). The listed pieces of one path
    /// settle every shared pixel by their coverage, not by their order, and the held paths never meet each
    /// other, so drawing them in two runs changes no pixel.
    private(set) var single: [StrokePiece] = []
    /// Whether listed pieces with one entry are held apart, in `single`. Defaults to true; tests turn it off to
    /// draw every listed piece with the overlap program and compare the pixels.
    var splitsSingleEntries = true
    /// The held tight pieces, in path order.
    private(set) var tight: [StrokePiece] = []
    /// Each held piece's bounds (`StrokeOverlaps.bounds`).
    private var bounds: [SIMD4<Float>] = []
    /// The bounds of all held pieces.
    private var union = Self.empty
    /// The bounds of the held listed pieces (those with one entry apart) and of the held tight ones, for batching their draws
    /// (`SceneEncoder.recordStrokeBounds`), valid while `isExact`: no held piece came from a path with a NaN.
    private(set) var listedBounds = Self.empty
    private(set) var singleBounds = Self.empty
    private(set) var tightBounds = Self.empty
    private(set) var isExact = true
    /// The clip every held piece is drawn under.
    private(set) var clip: Int?

    static let empty = SIMD4<Float>(.infinity, .infinity, -.infinity, -.infinity)

    var isEmpty: Bool { pieces.isEmpty && single.isEmpty && tight.isEmpty }

    /// All held pieces, listed and tight.
    var count: Int { pieces.count + single.count + tight.count }

    /// Holds `piece`, drawn under `clip` (the batch must be empty or hold pieces under the same clip): with the
    /// listed pieces, or with the tight ones when `listed` is false.
    mutating func add(_ piece: StrokePiece, clip: Int?, listed: Bool = true) {
        add(piece, bounds: StrokeOverlaps.bounds(piece), clip: clip, listed: listed)
    }

    /// `add(_:clip:listed:)` for a piece whose bounds (`StrokeOverlaps.bounds`) are `b`; `exact`: false when the
    /// piece's path has a NaN (`SceneEncoder.PathSummary.hasNaN`).
    mutating func add(_ piece: StrokePiece, bounds b: SIMD4<Float>, clip: Int?, listed: Bool, exact: Bool = true) {
        // reach.w is the list's first texel * 64 + its entries (StrokeOverlaps).
        if listed && splitsSingleEntries && Int(piece.reach.w) & 63 == 1 {
            single.append(piece)
            singleBounds = Self.enclosing(singleBounds, b)
        } else if listed {
            pieces.append(piece)
            listedBounds = Self.enclosing(listedBounds, b)
        } else {
            tight.append(piece)
            tightBounds = Self.enclosing(tightBounds, b)
        }
        isExact = isExact && exact
        bounds.append(b)
        union = Self.enclosing(union, b)
        self.clip = clip
    }

    /// The bounds of the pieces `meets` is testing, kept between calls so a frame allocates nothing.
    private var candidateBounds: [SIMD4<Float>] = []

    /// True when a pixel one of `pieces[range]` can draw could also be drawn by a held piece. Tests the pieces'
    /// common bounds first, then each piece only against the held pieces those bounds meet (each piece's bounds
    /// computed once: with tight pieces held too, many held pieces meet a path's common bounds).
    mutating func meets(_ pieces: [StrokePiece], _ range: Range<Int>) -> Bool {
        candidateBounds.removeAll(keepingCapacity: true)
        var all = Self.empty
        for i in range {
            let b = StrokeOverlaps.bounds(pieces[i])
            candidateBounds.append(b)
            all = Self.enclosing(all, b)
        }
        guard Self.meet(all, union) else { return false }
        for other in bounds where Self.meet(all, other) {
            for b in candidateBounds where Self.meet(b, other) { return true }
        }
        return false
    }

    /// True when a pixel within one of `candidates` (bounds of pieces, all within `all`) could also be drawn by a
    /// held piece.
    func meets(_ candidates: ArraySlice<SIMD4<Float>>, within all: SIMD4<Float>) -> Bool {
        guard Self.meet(all, union) else { return false }
        for other in bounds where Self.meet(all, other) {
            for b in candidates where Self.meet(b, other) { return true }
        }
        return false
    }

    static func enclosing(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(min(a.x, b.x), min(a.y, b.y), max(a.z, b.z), max(a.w, b.w))
    }

    /// Empties the batch, keeping its storage.
    mutating func removeAll() {
        pieces.removeAll(keepingCapacity: true)
        single.removeAll(keepingCapacity: true)
        tight.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        union = Self.empty
        listedBounds = Self.empty
        singleBounds = Self.empty
        tightBounds = Self.empty
        isExact = true
        clip = nil
    }

    private static func meet(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
        a.x <= b.z && b.x <= a.z && a.y <= b.w && b.y <= a.w
    }
}
