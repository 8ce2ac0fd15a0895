/// The listed pieces (`StrokeOverlaps`) of opaque paths held back so that several paths share one draw of the
/// overlap program instead of two draws each (on `Scenes/cubics-1000.svg` about 300 of the 1000 paths have listed
/// pieces). Holding a path's listed pieces back until after later paths' pieces are drawn changes nothing where no
/// later piece comes near them: the encoder draws the batch before the first piece, or other command, whose bounds
/// meet one of them.
struct OverlapBatch {
    /// The held pieces, in path order.
    private(set) var pieces: [StrokePiece] = []
    /// Each held piece's bounds (`StrokeOverlaps.bounds`).
    private var bounds: [SIMD4<Float>] = []
    /// The bounds of all held pieces.
    private var union = Self.empty
    /// The clip every held piece is drawn under.
    private(set) var clip: Int?

    private static let empty = SIMD4<Float>(.infinity, .infinity, -.infinity, -.infinity)

    var isEmpty: Bool { pieces.isEmpty }

    /// Holds `piece`, drawn under `clip` (the batch must be empty or hold pieces under the same clip).
    mutating func add(_ piece: StrokePiece, clip: Int?) {
        let b = StrokeOverlaps.bounds(piece)
        pieces.append(piece)
        bounds.append(b)
        union = SIMD4(min(union.x, b.x), min(union.y, b.y), max(union.z, b.z), max(union.w, b.w))
        self.clip = clip
    }

    /// True when a pixel `piece` can draw could also be drawn by a held piece.
    func meets(_ piece: StrokePiece) -> Bool {
        let b = StrokeOverlaps.bounds(piece)
        guard Self.meet(b, union) else { return false }
        for other in bounds where Self.meet(b, other) { return true }
        return false
    }

    /// Empties the batch, keeping its storage.
    mutating func removeAll() {
        pieces.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        union = Self.empty
        clip = nil
    }

    private static func meet(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
        a.x <= b.z && b.x <= a.z && a.y <= b.w && b.y <= a.w
    }
}
