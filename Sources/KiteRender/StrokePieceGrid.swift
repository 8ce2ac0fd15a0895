/// A uniform grid over the pieces of one path, for `StrokeOverlaps`: each cell lists, in path order, the pieces
/// whose bounds (`StrokeOverlaps.bounds`) reach into it, so the pieces whose bounds meet a piece's are found among
/// those in its own cells instead of among all the path's pieces.
///
/// Two boxes that meet share a cell: a point common to both maps to a cell inside both boxes' cell ranges (the map
/// from a coordinate to its column or row only ever grows with the coordinate, infinite ones clamped to the edge
/// cells). Memory is bounded: the cell size is chosen so that the cells listed, over all pieces, stay under
/// `entriesPerPiece` times the piece count plus the cell count, which in turn is about the piece count.
///
/// The arrays are kept between calls, so resolving a path allocates nothing once they have grown.
struct StrokePieceGrid {
    /// Cells listed per piece, on average, above which the grid coarsens (each step doubles the cell size).
    static let entriesPerPiece = 8

    /// Bounds of every piece, indexed from the range's lower bound.
    private(set) var bounds: [SIMD4<Float>] = []
    /// The oriented box of every piece (`StrokeOverlaps.box`), indexed as `bounds`.
    private var boxes: [StrokeOverlaps.Box] = []
    /// Where each cell's list starts in `entries`; one more than there are cells.
    private var cellStarts: [Int32] = []
    /// Each cell's next free entry while the lists are filled.
    private var next: [Int32] = []
    /// The cells' lists one after another, each a run of piece offsets from the range's lower bound in path order.
    private var entries: [Int32] = []
    /// The last query to visit each piece: a piece listed in several cells of one query is tested once.
    private var visitedBy: [Int32] = []
    private var lowerBound = 0
    /// The last query's number, the stamp it leaves in `visitedBy`.
    private var query: Int32 = -1
    /// The grid's corner and cell side, in the pieces' space (device pixels); in double precision, so that the
    /// cell arithmetic stays finite for any finite float bounds.
    private var origin = SIMD2<Double>(repeating: 0)
    private var cellSize = 1.0
    private var columns = 1
    private var rows = 1
    /// Pieces looked at by the queries so far (each piece once per query, even when it is in several of the
    /// query's cells): the work the grid does, which tests bound instead of timing it.
    private(set) var visits = 0

    /// Indexes `pieces[range]`, measuring their bounds.
    mutating func build(_ pieces: [StrokePiece], _ range: Range<Int>) {
        build(pieces, range, bounds: range.map { StrokeOverlaps.bounds(pieces[$0]) })
    }

    /// Indexes `pieces[range]`, whose bounds (`StrokeOverlaps.bounds`) are `pieceBounds`, from the range's lower
    /// bound.
    mutating func build(_ pieces: [StrokePiece], _ range: Range<Int>, bounds pieceBounds: [SIMD4<Float>]) {
        lowerBound = range.lowerBound
        bounds.removeAll(keepingCapacity: true)
        bounds.append(contentsOf: pieceBounds[0..<range.count])
        boxes.removeAll(keepingCapacity: true)
        // Only finite coordinates place the grid: an infinite one lands in an edge cell.
        var lo = SIMD2<Double>(repeating: .infinity)
        var hi = SIMD2<Double>(repeating: -.infinity)
        for i in range {
            let b = bounds[i - range.lowerBound]
            boxes.append(StrokeOverlaps.box(pieces[i]))
            Self.include(b.x, &lo.x, &hi.x)
            Self.include(b.z, &lo.x, &hi.x)
            Self.include(b.y, &lo.y, &hi.y)
            Self.include(b.w, &lo.y, &hi.y)
        }
        if lo.x > hi.x { (lo.x, hi.x) = (0, 0) }
        if lo.y > hi.y { (lo.y, hi.y) = (0, 0) }
        origin = lo
        chooseCells(extent: hi - lo, count: range.count)
        fillCells()
        visitedBy.removeAll(keepingCapacity: true)
        visitedBy.append(contentsOf: repeatElement(-1, count: range.count))
        query = -1
    }

    /// Widens lo...hi to take in `v` when it is finite.
    private static func include(_ v: Float, _ lo: inout Double, _ hi: inout Double) {
        guard v.isFinite else { return }
        lo = min(lo, Double(v))
        hi = max(hi, Double(v))
    }

    /// Picks about one cell per piece over `extent`, then coarsens until the listed cells fit the bound.
    private mutating func chooseCells(extent: SIMD2<Double>, count: Int) {
        // About `count` square cells over the larger side squared, so a thin extent gets fewer.
        let perSide = Double(count).squareRoot().rounded(.down)
        cellSize = max(extent.x, extent.y, 1) / max(perSide, 1)
        while true {
            columns = Int(min(extent.x / cellSize, perSide)) + 1
            rows = Int(min(extent.y / cellSize, perSide)) + 1
            var listed = 0
            for b in bounds where Self.isListed(b) {
                listed += (column(b.z) - column(b.x) + 1) * (row(b.w) - row(b.y) + 1)
            }
            if listed <= Self.entriesPerPiece * count + columns * rows || (columns == 1 && rows == 1) { return }
            cellSize *= 2
        }
    }

    private mutating func fillCells() {
        cellStarts.removeAll(keepingCapacity: true)
        cellStarts.append(contentsOf: repeatElement(0, count: columns * rows + 1))
        for b in bounds where Self.isListed(b) {
            for r in row(b.y)...row(b.w) {
                for c in column(b.x)...column(b.z) { cellStarts[r * columns + c + 1] += 1 }
            }
        }
        for k in 0..<(columns * rows) { cellStarts[k + 1] += cellStarts[k] }
        entries.removeAll(keepingCapacity: true)
        entries.append(contentsOf: repeatElement(0, count: Int(cellStarts[columns * rows])))
        // Each cell's next free slot; filled in piece order, so every list is in path order.
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: cellStarts)
        for (offset, b) in bounds.enumerated() where Self.isListed(b) {
            for r in row(b.y)...row(b.w) {
                for c in column(b.x)...column(b.z) {
                    let cell = r * columns + c
                    entries[Int(next[cell])] = Int32(offset)
                    next[cell] += 1
                }
            }
        }
    }

    /// A piece with a NaN bound meets nothing (every comparison with NaN is false), so it is in no cell.
    private static func isListed(_ b: SIMD4<Float>) -> Bool {
        !b.x.isNaN && !b.y.isNaN && !b.z.isNaN && !b.w.isNaN
    }

    private func column(_ x: Float) -> Int { Self.cell((Double(x) - origin.x) / cellSize, columns) }
    private func row(_ y: Float) -> Int { Self.cell((Double(y) - origin.y) / cellSize, rows) }

    /// The cell of a coordinate measured in cells from the origin (not NaN), clamped to 0..<count.
    private static func cell(_ f: Double, _ count: Int) -> Int {
        guard f >= 1 else { return 0 }
        guard f < Double(count - 1) else { return count - 1 }
        return Int(f)
    }

    /// The oriented box (`StrokeOverlaps.box`) of piece `index` (an index into the pieces, in the range built).
    func box(of index: Int) -> StrokeOverlaps.Box { boxes[index - lowerBound] }

    /// Appends to `found` (emptied first), in path order, the indices of the pieces of the path whose boxes
    /// overlap piece `index`'s without sharing a joint with it (`StrokeOverlaps.overlap`, `StrokeOverlaps.joined`):
    /// all of them, or the first `limit` (> 0).
    mutating func partners(of index: Int, in pieces: [StrokePiece], limit: Int, into found: inout [Int]) {
        found.removeAll(keepingCapacity: true)
        let offset = index - lowerBound
        let a = bounds[offset]
        guard Self.isListed(a) else { return }
        query += 1
        visitedBy[offset] = query
        for r in row(a.y)...row(a.w) {
            for c in column(a.x)...column(a.z) {
                let cell = r * columns + c
                for k in Int(cellStarts[cell])..<Int(cellStarts[cell + 1]) {
                    let other = Int(entries[k])
                    guard visitedBy[other] != query else { continue }
                    visitedBy[other] = query
                    visits += 1
                    let j = other + lowerBound
                    // A full list takes only earlier pieces than its last.
                    guard found.count < limit || j < found[found.count - 1] else { continue }
                    let b = bounds[other]
                    guard a.x <= b.z, b.x <= a.z, a.y <= b.w, b.y <= a.w else { continue }
                    guard !StrokeOverlaps.joined(pieces[index], pieces[j]),
                        !StrokeOverlaps.joined(pieces[j], pieces[index])
                    else { continue }
                    if StrokeOverlaps.overlap(boxes[offset], boxes[other]) { Self.insert(j, into: &found, limit) }
                }
            }
        }
    }

    /// Inserts `j` into the ascending `list` (not holding it), keeping its first `limit` entries.
    private static func insert(_ j: Int, into list: inout [Int], _ limit: Int) {
        var at = list.count
        while at > 0, list[at - 1] > j { at -= 1 }
        if list.count == limit { list.removeLast() }
        list.insert(j, at: at)
    }
}
