/// Scratch storage of `SceneEncoder.batchAcrossLayers`, kept between frames so that the pass allocates nothing once
/// it has grown: per unit of commands its device bounds and level (`LevelGrid`), per
/// command its level and merge key, the draw order, and the instance arrays rebuilt in that order.
struct CommandBatching {
    /// Device-pixel bounds (min x, min y, max x, max y) of every pixel each unit (a command, or the commands of one
    /// shape's parts) can change.
    var unitBounds: [SIMD4<Float>] = []
    /// The level assignment's grid and its storage, kept between passes; each unit's level is `grid.levels`.
    var grid = LevelGrid()
    /// Commands per unit.
    var unitSizes: [Int] = []
    /// Each command's level: its unit's.
    var levels: [Int] = []
    /// Commands per level, then (prefix sums) where each level's commands start in `byLevel`.
    var levelStarts: [Int] = []
    /// Command indices (counted from the first batched command) sorted by level, in their original order within a
    /// level; then, level by level, in draw order: each merge group's leader as its bitwise complement (negative),
    /// followed by the group's other members.
    var byLevel: [Int] = []
    var drawOrder: [Int] = []
    /// Each command's `SceneEncoder.mergeKey`; `taken` once it joined an earlier command's group.
    var mergeKeys: [Int] = []
    /// A merge key no command has: marks a command already placed in a group.
    static let taken = Int.min
    /// Where each batched shape's commands start (an index into the frame's commands) and the device bounds of
    /// every pixel the shape can change (`SceneEncoder.appendShape`): the unit's bounds without looking at its
    /// parts. Ascending.
    var shapeStarts: [Int] = []
    var shapeBounds: [SIMD4<Float>] = []
    /// Where stroke commands whose device bounds the encoder measured as it queued their pieces start (ascending
    /// command indices) and those bounds (`SceneEncoder.recordStrokeBounds`): the unit's bounds without reading
    /// its pieces again. A stroke command without an entry is measured (`SceneEncoder.pixelBounds(of:)`).
    var strokeStarts: [Int] = []
    var strokeBounds: [SIMD4<Float>] = []

    /// The instance copies the rebuild makes, in draw order (`SceneEncoder.gatherInstances`), and how many
    /// instances of each kind they make so far.
    var copies: [InstanceCopy] = []
    var rebuiltCounts = InstanceCounts()

    var strokes: [StrokePiece] = []
    var shapes: [ShapeInstance] = []
    var flats: [FlatInstance] = []
    var fills: [FillInstance] = []
    var fillMasks: [FillInstance] = []
    var shadows: [ShapeInstance] = []
    var texts: [TextInstance] = []
    var commands: [RenderCommand] = []

    /// Above this many commands the quadratic overlap search costs more than it saves; the pass is skipped.
    static let commandLimit = 2048

    /// Empties every array, keeping its storage.
    mutating func startPass() {
        unitBounds.removeAll(keepingCapacity: true)
        unitSizes.removeAll(keepingCapacity: true)
        levels.removeAll(keepingCapacity: true)
        levelStarts.removeAll(keepingCapacity: true)
        byLevel.removeAll(keepingCapacity: true)
        drawOrder.removeAll(keepingCapacity: true)
        mergeKeys.removeAll(keepingCapacity: true)
    }

    /// Side of a grid cell in device pixels, and the most cells along either axis.
    static let cellSize: Float = 64
    static let maxCells = 32
    /// A unit spanning more cells than this is "wide". Entering a screen-sized unit (a random stroke across the
    /// whole canvas) into each of the grid's up to 1,024 cells, and scanning every entry of each, made the grid
    /// slower than testing all pairs: 205 such strokes took about 10 ms. A wide unit is instead kept in a list
    /// that every later unit tests, each scan going back from the latest only while an earlier unit could still
    /// raise the level (running maxima): on a stack of overlapping strokes that is the stroke below, not all of
    /// them. The wide unit itself reads the grid's cells when it spans few (`LevelGrid.enterWide`).
    static let wideCellLimit = 16

    /// Gives every unit of `unitBounds` its level (`grid.levels`): one above the highest level of the earlier units
    /// its box overlaps, or 0. Each unit is tested only against the earlier units that share a grid cell with it
    /// and the earlier wide ones, instead of against all of them; a wide unit against all earlier units. Returns
    /// the number of levels.
    mutating func assignUnitLevels() -> Int {
        // A NaN box overlaps everything (`SceneEncoder.enclosing`); left NaN it would overlap nothing and stop
        // `Int(_:)` below.
        var union = SIMD4<Float>(.infinity, .infinity, -.infinity, -.infinity)
        for unit in unitBounds.indices {
            var b = unitBounds[unit]
            if b != b {
                b = SIMD4(-.infinity, -.infinity, .infinity, .infinity)
                unitBounds[unit] = b
            }
            guard b.x < b.z && b.y < b.w else { continue }
            union = SIMD4(min(union.x, b.x), min(union.y, b.y), max(union.z, b.z), max(union.w, b.w))
        }
        // Infinite or empty: one cell's worth of origin and size keeps the arithmetic finite.
        if !(union.x.isFinite && union.z.isFinite) { (union.x, union.z) = (0, 1) }
        if !(union.y.isFinite && union.w.isFinite) { (union.y, union.w) = (0, 1) }
        let columns = min(max(Int(((union.z - union.x) / Self.cellSize).rounded(.up)), 1), Self.maxCells)
        let rows = min(max(Int(((union.w - union.y) / Self.cellSize).rounded(.up)), 1), Self.maxCells)
        let cell = SIMD2(max(union.z - union.x, 1) / Float(columns), max(union.w - union.y, 1) / Float(rows))
        return grid.assign(unitBounds, columns: columns, rows: rows, origin: SIMD2(union.x, union.y), cell: cell)
    }

    /// Empties the rebuilt commands and the queued copies, keeping their storage. The rebuilt instance arrays are
    /// sized when the copies are made.
    mutating func startRebuild() {
        commands.removeAll(keepingCapacity: true)
        copies.removeAll(keepingCapacity: true)
        rebuiltCounts = InstanceCounts()
    }

    /// Queues the copy of the instances `range` of the frame's array of `kind` to the end of the rebuilt one;
    /// returns where they will be there.
    mutating func queueCopy(_ kind: InstanceKind, _ range: Range<Int>) -> Range<Int> {
        let at = rebuiltCounts[kind]
        rebuiltCounts[kind] = at + range.count
        copies.append(InstanceCopy(kind: kind, first: range.lowerBound, count: range.count))
        return at..<(at + range.count)
    }

    /// The encoder's instance arrays.
    enum InstanceKind: Int {
        case strokes, shapes, flats, fills, fillMasks, shadows, texts
    }

    /// `count` instances from index `first` of the frame's array of `kind`, copied to the rebuilt one.
    struct InstanceCopy {
        var kind: InstanceKind
        var first: Int
        var count: Int
    }

    /// An instance count per `InstanceKind`.
    struct InstanceCounts {
        private var counts = SIMD8<Int>()

        subscript(kind: InstanceKind) -> Int {
            get { counts[kind.rawValue] }
            set { counts[kind.rawValue] = newValue }
        }
    }
}
