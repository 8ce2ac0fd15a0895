/// Scratch storage of `SceneEncoder.batchAcrossLayers`, kept between frames so that the pass allocates nothing once
/// it has grown: per unit of commands its device bounds and level, per command its level and the next command of its merge group, and the
/// instance arrays rebuilt in the new draw order.
struct CommandBatching {
    /// Device-pixel bounds (min x, min y, max x, max y) of every pixel each unit (a command, or the commands of one
    /// shape's parts) can change.
    var unitBounds: [SIMD4<Float>] = []
    /// Each unit's level: one above the highest level of the earlier units it overlaps.
    var unitLevels: [Int] = []
    /// Commands per unit.
    var unitSizes: [Int] = []
    /// A grid over the units' common bounds: each cell's latest entry (-1 for none); entries name a unit that
    /// touches the cell and the cell's next entry.
    var cellHeads: [Int] = []
    var entryUnits: [Int] = []
    var entryNext: [Int] = []
    /// The last unit each unit was tested against, so a unit met in several cells is tested once.
    var stamps: [Int] = []
    /// Units whose box spans more than `wideCellLimit` cells: kept out of the grid and tested directly.
    var wideUnits: [Int] = []
    /// The wide units' levels and boxes, side by side for the narrow units' scan of them.
    var wideLevels: [Int] = []
    var wideBounds: [SIMD4<Float>] = []
    /// Each command's level: its unit's.
    var levels: [Int] = []
    /// Commands per level, then (prefix sums) where each level's commands start in `byLevel`.
    var levelStarts: [Int] = []
    /// Where the next command of each level goes in `byLevel` while it is being filled.
    var cursors: [Int] = []
    /// Command indices sorted by level, in their original order within a level.
    var byLevel: [Int] = []
    /// For a command that leads a merge group, the next member (an index into `commands`); -1 for none. Members
    /// other than the leader are marked -2 in `leader` and emitted with it.
    var next: [Int] = []
    /// The last member of each group, indexed by its leader, so that appending a member is constant time.
    var last: [Int] = []
    /// -1 for a group leader, -2 for a command drawn as part of an earlier leader's group.
    var leader: [Int] = []
    /// Each command's `SceneEncoder.mergeKey`.
    var mergeKeys: [Int] = []

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
        unitLevels.removeAll(keepingCapacity: true)
        unitSizes.removeAll(keepingCapacity: true)
        levels.removeAll(keepingCapacity: true)
        levelStarts.removeAll(keepingCapacity: true)
        cursors.removeAll(keepingCapacity: true)
        byLevel.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
        last.removeAll(keepingCapacity: true)
        leader.removeAll(keepingCapacity: true)
        mergeKeys.removeAll(keepingCapacity: true)
    }

    /// Side of a grid cell in device pixels, and the most cells along either axis.
    static let cellSize: Float = 64
    static let maxCells = 32
    /// A unit spanning more cells than this is "wide". Entering a screen-sized unit (a random stroke across the
    /// whole canvas) into each of the grid's up to 1,024 cells, and scanning every entry of each, made the grid
    /// slower than testing all pairs: 205 such strokes took about 10 ms. A wide unit is instead tested against
    /// every earlier unit, and every later unit tests it, which is linear per unit.
    static let wideCellLimit = 16

    /// Gives every unit of `unitBounds` its level (`unitLevels`): one above the highest level of the earlier units
    /// its box overlaps, or 0. Each unit is tested only against the earlier units that share a grid cell with it
    /// and the earlier wide ones, instead of against all of them; a wide unit against all earlier units. Returns
    /// the number of levels.
    mutating func assignUnitLevels() -> Int {
        var union = SIMD4<Float>(.infinity, .infinity, -.infinity, -.infinity)
        for b in unitBounds where b.x < b.z && b.y < b.w {
            union = SIMD4(min(union.x, b.x), min(union.y, b.y), max(union.z, b.z), max(union.w, b.w))
        }
        // Infinite or empty: one cell's worth of origin and size keeps the arithmetic finite.
        if !(union.x.isFinite && union.z.isFinite) { (union.x, union.z) = (0, 1) }
        if !(union.y.isFinite && union.w.isFinite) { (union.y, union.w) = (0, 1) }
        let columns = min(max(Int(((union.z - union.x) / Self.cellSize).rounded(.up)), 1), Self.maxCells)
        let rows = min(max(Int(((union.w - union.y) / Self.cellSize).rounded(.up)), 1), Self.maxCells)
        let cell = SIMD2(max(union.z - union.x, 1) / Float(columns), max(union.w - union.y, 1) / Float(rows))
        cellHeads.removeAll(keepingCapacity: true)
        for _ in 0..<(columns * rows) { cellHeads.append(-1) }
        entryUnits.removeAll(keepingCapacity: true)
        entryNext.removeAll(keepingCapacity: true)
        stamps.removeAll(keepingCapacity: true)
        wideUnits.removeAll(keepingCapacity: true)
        wideLevels.removeAll(keepingCapacity: true)
        wideBounds.removeAll(keepingCapacity: true)
        var levelCount = 0
        for (unit, bounds) in unitBounds.enumerated() {
            stamps.append(-1)
            // A NaN box overlaps everything (`SceneEncoder.enclosing`); left NaN it would stop `Int(_:)` below.
            let box = bounds == bounds ? bounds : SIMD4(-.infinity, -.infinity, .infinity, .infinity)
            // Cell indices clamped in floats first: infinite bounds reach the grid's edge.
            let c0 = Int(max(min((box.x - union.x) / cell.x, Float(columns - 1)), 0))
            let c1 = Int(max(min((box.z - union.x) / cell.x, Float(columns - 1)), 0))
            let r0 = Int(max(min((box.y - union.y) / cell.y, Float(rows - 1)), 0))
            let r1 = Int(max(min((box.w - union.y) / cell.y, Float(rows - 1)), 0))
            guard box.x < box.z, box.y < box.w, c0 <= c1, r0 <= r1 else {
                unitLevels.append(0)  // draws nothing, so it overlaps nothing
                continue
            }
            let isWide = (c1 - c0 + 1) * (r1 - r0 + 1) > Self.wideCellLimit
            var level = isWide ? levelAbove(0..<unit, box) : levelAbove(columns: columns, c0...c1, r0...r1, of: unit)
            if !isWide {
                for k in 0..<wideLevels.count where wideLevels[k] >= level {
                    if SceneEncoder.overlap(wideBounds[k], box) { level = wideLevels[k] + 1 }
                }
            }
            unitLevels.append(level)
            levelCount = max(levelCount, level + 1)
            if isWide {
                wideUnits.append(unit)
                wideLevels.append(level)
                wideBounds.append(box)
                continue
            }
            for row in r0...r1 {
                for column in c0...c1 {
                    entryUnits.append(unit)
                    entryNext.append(cellHeads[row * columns + column])
                    cellHeads[row * columns + column] = entryUnits.count - 1
                }
            }
        }
        return levelCount
    }

    /// The level above every unit of `units` whose box overlaps `box`, or 0.
    private func levelAbove(_ units: Range<Int>, _ box: SIMD4<Float>) -> Int {
        var level = 0
        for other in units where unitLevels[other] >= level && SceneEncoder.overlap(unitBounds[other], box) {
            level = unitLevels[other] + 1
        }
        return level
    }

    /// The level above every grid-entered unit sharing a cell of `columns`/`rows` with `unit` whose box overlaps
    /// it, or 0; each such unit is tested once (`stamps`).
    private mutating func levelAbove(
        columns: Int, _ columnRange: ClosedRange<Int>, _ rowRange: ClosedRange<Int>, of unit: Int
    ) -> Int {
        let box = unitBounds[unit]
        var level = 0
        for row in rowRange {
            for column in columnRange {
                var entry = cellHeads[row * columns + column]
                while entry >= 0 {
                    let other = entryUnits[entry]
                    if stamps[other] != unit {
                        stamps[other] = unit
                        if unitLevels[other] >= level, SceneEncoder.overlap(unitBounds[other], box) {
                            level = unitLevels[other] + 1
                        }
                    }
                    entry = entryNext[entry]
                }
            }
        }
        return level
    }

    /// Empties the rebuilt instance arrays and commands, keeping their storage.
    mutating func startRebuild() {
        strokes.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        flats.removeAll(keepingCapacity: true)
        fills.removeAll(keepingCapacity: true)
        fillMasks.removeAll(keepingCapacity: true)
        shadows.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
    }
}
