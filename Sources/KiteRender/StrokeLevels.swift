/// Opaque stroke pieces held back in draw levels, so that the pieces of many paths that one program draws share one
/// draw: each stroke program switch costs llvmpipe a copy and a compare of its 32 KB fragment state on the issuing
/// thread (about 4.5 us each; docs/benchmarks.md, session 11), and on `Scenes/cubics-1000.svg` holding only the
/// listed and tight pieces back still left 199 draws, each a switch.
///
/// Level `L` draws pieces of kind `L % kindCount` (`kind(ofLevel:)`), the levels in order. A piece goes to the lowest
/// level of its kind at or above the level of every earlier overlapping piece of its kind and above that of every
/// earlier overlapping piece of another kind, so any two pieces that can share a pixel draw in the order they came
/// (within a level, pieces keep their order): the frame's pixels are the same as drawing each path's pieces as they
/// come. A level of another kind is never one of the piece's kind, so that is the lowest level of its kind at or
/// above the highest level of any earlier overlapping piece: one number per cell, whatever the kinds. "Overlapping"
/// is decided conservatively on a grid of `cellSize` cells (pieces whose bounds share a cell), clamped to the grid at
/// its edges; a piece spanning more than `maxCells` cells, or with a NaN bound, counts as overlapping everything.
/// Pieces of one path never blend a pixel twice (joints split their pixels, overlap lists settle the rest), so a
/// path's pieces do not order each other: `hold` places all of a path's pieces before any of them is entered into
/// the grid.
struct StrokeLevels {
    /// Kinds in the level cycle, in `kind(ofLevel:)`'s order.
    static let kindCount = 5
    /// Grid cell size, device pixels: on the cubics 32 px gives 42 draws (a model gave 29 at 16 px, 64 at 64 px),
    /// at about a third of the grid work of 16 px.
    static let cellSize: Float = 32
    /// Cells along each side of the grid: 128 x 32 px covers a 4096 px viewport; pieces beyond count in the edge
    /// cells (more levels, never a wrong order).
    static let gridSide = 128
    /// Cells a piece may span and still be entered cell by cell: beyond it, it counts as overlapping everything.
    static let maxCells = 64

    /// Where the held pieces start in the encoder's stroke array: they stay there, in the order they came, up to
    /// its end, until `SceneEncoder.drainStrokeLevels` sorts them by level in place.
    private(set) var start = 0
    /// Each held piece's level, in that order: `pieceLevels[0..<count]` (the array keeps its length between
    /// drains, so holding a path appends nothing).
    private(set) var pieceLevels: [Int32] = []
    /// Held pieces.
    private(set) var count = 0
    /// Per level: how many pieces, the union of their bounds (`StrokeOverlaps.bounds`), and whether all of them
    /// were exact (no piece from a path with a NaN: `SceneEncoder.PathSummary.hasNaN`).
    private(set) var counts: [Int] = []
    private(set) var levelBounds: [SIMD4<Float>] = []
    private(set) var levelExact: [Bool] = []
    /// Levels in use: `counts[0..<top]`.
    private(set) var top = 0
    /// The clip every held piece draws under.
    private(set) var clip: Int?
    /// Per cell (row-major, `gridSide` x `gridSide`): `generation` times 2^32 plus one more than the highest level
    /// of a held piece whose bounds reach the cell. A cell from an earlier generation (below `generation` times
    /// 2^32) holds nothing: `removeAll` empties the grid by counting on instead of clearing the cells it wrote.
    private var grid = [Int64](repeating: 0, count: gridSide * gridSide)
    /// The generation of the grid's current cells, from 1.
    private var generation: Int64 = 1
    /// One more than the highest level of a held piece that counts as overlapping everything; and of any held piece
    /// (what such a piece must stay above).
    private var wide: Int32 = 0
    private var highest: Int32 = 0
    /// The cells of each piece of the path being placed (`cellBox`).
    private var pathCells: [SIMD4<Int32>] = []
    /// Scratch storage for the sort by level (`SceneEncoder.drainStrokeLevels`), kept between frames.
    var sorted: [StrokePiece] = []
    /// Scratch storage for where each level's next piece goes in that sort, kept between frames.
    var next: [Int] = []

    var isEmpty: Bool { count == 0 }

    /// The stroke kind level `level` draws.
    static func kind(ofLevel level: Int) -> RenderCommand.StrokeKind {
        switch level % kindCount {
        case 0: .gentle
        case 1: .overlaps
        case 2: .oneOverlap
        case 3: .curves
        default: .lines
        }
    }

    /// Starts holding pieces that begin at `index` in the encoder's stroke array, drawn under `clip`; only when
    /// empty.
    mutating func begin(at index: Int, clip: Int?) {
        (start, self.clip) = (index, clip)
    }

    /// Holds one path's pieces (`pieces`, which follow the held ones in the encoder's stroke array), with bounds
    /// `bounds` (in the same order): each at the lowest level of its kind that the pieces held before its path
    /// allow, the kind being the program `SceneEncoder.appendStrokes` draws it with (with `gentleRoute`, a path
    /// with curves and few straight pieces or a listed one: listed pieces with the overlap program (those with one
    /// entry with the one-overlap program, unless `splitsSingleEntries` is off), tight
    /// quadratics with the general one, band-ended lines with the line program, the rest with the gentle one;
    /// otherwise straight pieces with the line program). `exact`: false when the path has a NaN. All of the path's
    /// pieces are placed before any enters the grid. Through buffer pointers: each array write through `self`
    /// cost a uniqueness check.
    mutating func hold(
        _ pieces: UnsafeBufferPointer<StrokePiece>, bounds: UnsafeBufferPointer<SIMD4<Float>>,
        gentle: UnsafeBufferPointer<Bool>, gentleRoute: Bool, splitsSingleEntries: Bool, exact: Bool
    ) {
        let (first, n) = (count, pieces.count)
        count &+= n
        if pieceLevels.count < count {
            pieceLevels.append(contentsOf: repeatElement(0, count: count - pieceLevels.count))
        }
        // No piece can go above the highest level held so far plus a cycle.
        let most = Int(max(highest, wide)) &+ Self.kindCount
        while counts.count < most {
            counts.append(0)
            levelBounds.append(PieceBounds.empty)
            levelExact.append(true)
        }
        while pathCells.count < n { pathCells.append(.zero) }
        let (wide, highest, base) = (wide, highest, generation << 32)
        var top = top
        grid.withUnsafeBufferPointer { g in
            pathCells.withUnsafeMutableBufferPointer { cells in
                pieceLevels.withUnsafeMutableBufferPointer { levels in
                    counts.withUnsafeMutableBufferPointer { counts in
                        levelBounds.withUnsafeMutableBufferPointer { levelBounds in
                            for k in 0..<n {
                                // Kind indices in `kind(ofLevel:)`'s order: gentle, overlaps, one overlap, curves, lines.
                                let kind = Self.kind(
                                    of: pieces[k], gentle: gentle[k], gentleRoute: gentleRoute,
                                    splitsSingleEntries: splitsSingleEntries)
                                let b = bounds[k]
                                let c = Self.cellBox(b)
                                cells[k] = c
                                let level = Self.level(
                                    of: kind, cells: c, g, base: base, wide: wide, highest: highest)
                                let l = Int(level)
                                levels[first &+ k] = level
                                counts[l] &+= 1
                                levelBounds[l] = PieceBounds.enclosing(levelBounds[l], b)
                                top = max(top, l &+ 1)
                            }
                        }
                    }
                }
            }
        }
        self.top = top
        if !exact {
            for k in 0..<n { levelExact[Int(pieceLevels[first &+ k])] = false }
        }
        enter(from: first, count: n)
    }

    /// The kind index of `piece` (`hold`'s rule); `gentle`: `StrokeEncoder.isGentle(piece)` (for a line: both ends
    /// round).
    @inline(__always)
    private static func kind(
        of piece: StrokePiece, gentle: Bool, gentleRoute: Bool, splitsSingleEntries: Bool
    ) -> Int32 {
        let quadratic = piece.isQuadratic
        if !gentleRoute && !quadratic { return 4 }
        // reach.w is the list's first texel * 64 + its entries (`StrokeOverlaps`).
        if piece.reach.w != 0 { return splitsSingleEntries && Int(piece.reach.w) & 63 == 1 ? 2 : 1 }
        if gentle { return 0 }
        return quadratic ? 3 : 4
    }

    /// The cells `b` spans: (index of its low corner cell, index of its high corner cell, columns - 1, rows - 1),
    /// indices row-major; low corner -1 when it counts as overlapping everything (a NaN bound, or more than
    /// `maxCells` cells).
    @inline(__always)
    private static func cellBox(_ b: SIMD4<Float>) -> SIMD4<Int32> {
        let scaled = b * (1 / cellSize)
        // A NaN fails these comparisons.
        guard scaled.x <= scaled.z, scaled.y <= scaled.w else { return SIMD4(-1, 0, 0, 0) }
        let (x0, y0, x1, y1) = (cell(scaled.x), cell(scaled.y), cell(scaled.z), cell(scaled.w))
        let (right, down) = (x1 &- x0, y1 &- y0)
        guard (right &+ 1) &* (down &+ 1) <= Int32(maxCells) else { return SIMD4(-1, 0, 0, 0) }
        let side = Int32(gridSide)
        return SIMD4(y0 &* side &+ x0, y1 &* side &+ x1, right, down)
    }

    /// The cell index of `v` (cells, not NaN): its floor clamped to the grid. Not through `Int32(_:)`, whose range
    /// checks cost four times the conversion here: within 0...2^22 adding 2^23 leaves the nearest integer in the
    /// low bits (IEEE 754 round to nearest), and one compare turns that into the floor.
    @inline(__always)
    private static func cell(_ v: Float) -> Int32 {
        let clamped = v > 0 ? (v < Float(gridSide - 1) ? v : Float(gridSide - 1)) : 0
        let nearest = Int32(bitPattern: (clamped + 8_388_608).bitPattern) &- 0x4B00_0000
        return Float(nearest) > clamped ? nearest &- 1 : nearest
    }

    /// The lowest level of kind index `kind` a piece spanning `c` (`cellBox`) may draw at, on the grid `g` of
    /// generation `base` (times 2^32) with `wide` and `highest`.
    @inline(__always)
    private static func level(
        of kind: Int32, cells c: SIMD4<Int32>, _ g: UnsafeBufferPointer<Int64>, base: Int64, wide: Int32,
        highest: Int32
    ) -> Int32 {
        // One more than the highest level the piece must respect.
        var reach = wide
        if c.x >= 0 {
            var cells = base
            let (low, high, right) = (Int(c.x), Int(c.y), Int(c.z))
            if c.z <= 1 && c.w <= 1 {
                // At most 2 x 2 cells: its four corners, some of them twice (the maximum does not mind).
                cells = max(max(cells, g[low]), max(g[low &+ right], max(g[high &- right], g[high])))
            } else {
                forEachCell(c) { cells = max(cells, g[$0]) }
            }
            reach = max(reach, Int32(truncatingIfNeeded: cells &- base))
        } else {
            reach = highest
        }
        // The lowest level of the piece's kind at or above that level: a level of the same kind may be shared,
        // another kind's is never one of the piece's kind.
        let need = UInt32(max(reach &- 1, 0))
        let step = Int32(kind) &- Int32(need % UInt32(kindCount))
        return Int32(need) &+ step &+ (step < 0 ? Int32(kindCount) : 0)
    }

    /// Enters the `count` held pieces from `first` on (one path's, their cells in `pathCells`) into the grid.
    private mutating func enter(from first: Int, count: Int) {
        var (wide, highest) = (wide, highest)
        let base = generation << 32
        grid.withUnsafeMutableBufferPointer { g in
            pieceLevels.withUnsafeBufferPointer { levels in
                pathCells.withUnsafeBufferPointer { cells in
                    for k in 0..<count {
                        let m = levels[first &+ k] &+ 1
                        highest = max(highest, m)
                        let c = cells[k]
                        guard c.x >= 0 else {
                            wide = max(wide, m)
                            continue
                        }
                        Self.raise(c, to: base | Int64(m), g)
                    }
                }
            }
        }
        (self.wide, self.highest) = (wide, highest)
    }

    /// Raises the cells `c` (`cellBox`, not everywhere) of the grid `g` to at least `value`.
    @inline(__always)
    private static func raise(_ c: SIMD4<Int32>, to value: Int64, _ g: UnsafeMutableBufferPointer<Int64>) {
        let (low, high, right) = (Int(c.x), Int(c.y), Int(c.z))
        if c.z <= 1 && c.w <= 1 {
            // At most 2 x 2 cells: its four corners, some of them twice.
            g[low] = max(g[low], value)
            g[low &+ right] = max(g[low &+ right], value)
            g[high &- right] = max(g[high &- right], value)
            g[high] = max(g[high], value)
            return
        }
        forEachCell(c) { g[$0] = max(g[$0], value) }
    }

    /// Calls `body` with the index of every cell of `c` (`cellBox`, not everywhere), row by row.
    @inline(__always)
    private static func forEachCell(_ c: SIMD4<Int32>, _ body: (Int) -> Void) {
        let (low, high, right) = (Int(c.x), Int(c.y), Int(c.z))
        var row = low
        while row <= high {
            var i = row
            let end = row &+ right
            while i <= end {
                body(i)
                i &+= 1
            }
            row &+= gridSide
        }
    }

    /// The scatter of the drain's counting sort (`SceneEncoder.drainStrokeLevels`): puts the `count` held pieces, read
    /// from `pieces` in the order held, at `sorted[next[l]]` for their level `l` (`levels`, `pieceLevels`), moving that
    /// level's `next` on, so each level keeps its pieces' order. Static, given the levels: as a method of the levels it
    /// cost the app screen's encode 0.8% more (its many small drains). Safe: both callers pass the base addresses of
    /// arrays they hold for the call, `pieces` with the held pieces and `sorted` with every index `next` reaches.
    @inline(__always)
    static func scatter(
        _ pieces: UnsafePointer<StrokePiece>, levels: UnsafeBufferPointer<Int32>, count: Int,
        into sorted: UnsafeMutablePointer<StrokePiece>, next: inout [Int]
    ) {
        next.withUnsafeMutableBufferPointer { next in
            for i in 0..<count {
                let l = Int(levels[i])
                sorted[next[l]] = pieces[i]
                next[l] &+= 1
            }
        }
    }

    /// Empties the levels and the grid, keeping their storage.
    mutating func removeAll() {
        for l in 0..<top {
            counts[l] = 0
            levelBounds[l] = PieceBounds.empty
            levelExact[l] = true
        }
        count = 0
        generation += 1
        if generation == Int64(Int32.max) {
            // Never in practice (a drain per item): start over on a cleared grid.
            for i in grid.indices { grid[i] = 0 }
            generation = 1
        }
        (wide, highest) = (0, 0)
        top = 0
        clip = nil
    }
}
