/// The working state of `CommandBatching.assignUnitLevels`: a uniform grid whose cells list the units (boxes of
/// pixels a command can change) entered so far, and the units too wide for it. Each unit gets the level one above
/// the highest level of the earlier units its box overlaps. `CommandBatching` keeps one between passes, so nothing
/// is allocated once its arrays have grown.
struct LevelGrid {
    private(set) var columns = 1
    private(set) var rows = 1
    /// Each cell's latest entry (-1 for none); entries name a unit that touches the cell and the cell's next entry.
    var heads: [Int] = []
    var entryUnits: [Int] = []
    var entryNext: [Int] = []
    /// The last unit each unit was tested against, so a unit met in several cells is tested once.
    var stamps: [Int] = []
    /// Each unit's level.
    var levels: [Int] = []
    /// The highest level among each unit and the units before it: a backward scan stops where no earlier unit
    /// can raise a level any more.
    var highestSoFar: [Int] = []
    /// Units kept out of the grid, with their levels and boxes side by side for the narrow units' scan of them,
    /// and the highest level among each wide unit and the wide units before it.
    var wideUnits: [Int] = []
    var wideLevels: [Int] = []
    var wideBounds: [SIMD4<Float>] = []
    var wideHighestSoFar: [Int] = []
    /// The highest level given so far (-1 before the first unit).
    var topLevel = -1

    /// Empties the grid and sizes it to `columns` x `rows` cells for `units` units, all at level 0 and untested,
    /// keeping the storage.
    mutating func reset(columns: Int, rows: Int, units: Int) {
        (self.columns, self.rows) = (columns, rows)
        heads.removeAll(keepingCapacity: true)
        heads.append(contentsOf: repeatElement(-1, count: columns * rows))
        entryUnits.removeAll(keepingCapacity: true)
        entryNext.removeAll(keepingCapacity: true)
        stamps.removeAll(keepingCapacity: true)
        stamps.append(contentsOf: repeatElement(-1, count: units))
        levels.removeAll(keepingCapacity: true)
        levels.append(contentsOf: repeatElement(0, count: units))
        highestSoFar.removeAll(keepingCapacity: true)
        wideUnits.removeAll(keepingCapacity: true)
        wideLevels.removeAll(keepingCapacity: true)
        wideBounds.removeAll(keepingCapacity: true)
        wideHighestSoFar.removeAll(keepingCapacity: true)
        topLevel = -1
    }

    /// Notes that `unit` drew nothing (level 0, kept out of the grid).
    mutating func skip(_ unit: Int) {
        topLevel = max(topLevel, 0)
        highestSoFar.append(topLevel)
    }

    /// Records `level` as `unit`'s.
    private mutating func give(_ level: Int, to unit: Int) {
        levels[unit] = level
        topLevel = max(topLevel, level)
        highestSoFar.append(topLevel)
    }

    /// Levels `unit` (whose box spans the cells `columnRange` x `rowRange`) above the units in those cells and
    /// the wide units its box overlaps, enters it in its cells and returns its level.
    mutating func enter(
        _ unit: Int, _ box: SIMD4<Float>, _ columnRange: ClosedRange<Int>, _ rowRange: ClosedRange<Int>,
        among bounds: [SIMD4<Float>]
    ) -> Int {
        let level = levelAbove(unit, box, columnRange, rowRange, among: bounds)
        give(level, to: unit)
        for row in rowRange {
            for column in columnRange {
                entryUnits.append(unit)
                entryNext.append(heads[row * columns + column])
                heads[row * columns + column] = entryUnits.count - 1
            }
        }
        return level
    }

    /// The level of `unit` (whose box spans the cells `columnRange` x `rowRange`): one above the highest level of
    /// the units in those cells and of the wide units its box overlaps, or 0. The scans stop once the level is
    /// above every level given so far.
    private mutating func levelAbove(
        _ unit: Int, _ box: SIMD4<Float>, _ columnRange: ClosedRange<Int>, _ rowRange: ClosedRange<Int>,
        among bounds: [SIMD4<Float>]
    ) -> Int {
        var level = 0
        scan: for row in rowRange {
            for column in columnRange {
                // Latest entry first: in a stack of overlapping units the highest comes first.
                var entry = heads[row * columns + column]
                while entry >= 0 {
                    let other = entryUnits[entry]
                    if stamps[other] != unit {
                        stamps[other] = unit
                        if levels[other] >= level, SceneEncoder.overlap(bounds[other], box) {
                            level = levels[other] + 1
                            if level > topLevel { break scan }
                        }
                    }
                    entry = entryNext[entry]
                }
            }
        }
        var k = wideLevels.count - 1
        while k >= 0, wideHighestSoFar[k] >= level {
            if wideLevels[k] >= level, SceneEncoder.overlap(wideBounds[k], box) { level = wideLevels[k] + 1 }
            k -= 1
        }
        return level
    }

    /// Levels a unit too wide for the grid (its box spans the cells `columnRange` x `rowRange`) above every
    /// earlier unit its box overlaps, keeps it in the wide list and returns its level. The earlier units are found
    /// in its cells and the wide list when it spans at most `scanCellLimit` cells and no more cells than there are
    /// earlier units (a card on an app screen: its cells hold only what was drawn there), else by scanning them
    /// from the latest back until none before can raise the level (a stroke across the screen in a stack of
    /// others). Either way the level is one above the highest of those it overlaps.
    mutating func enterWide(
        _ unit: Int, _ box: SIMD4<Float>, _ columnRange: ClosedRange<Int>, _ rowRange: ClosedRange<Int>,
        among bounds: [SIMD4<Float>]
    ) -> Int {
        let cells = columnRange.count * rowRange.count
        let level =
            cells <= min(Self.scanCellLimit, unit)
            ? levelAbove(unit, box, columnRange, rowRange, among: bounds)
            : levelBehind(unit, box, among: bounds)
        give(level, to: unit)
        wideUnits.append(unit)
        wideLevels.append(level)
        wideBounds.append(box)
        wideHighestSoFar.append(max(wideHighestSoFar.last ?? 0, level))
        return level
    }

    /// The most cells a wide unit's grid scan visits (64): past that the backward scan is used.
    static let scanCellLimit = 64

    /// The level of `unit`: one above the highest level of the earlier units its box overlaps, or 0, scanning
    /// them from the latest back while an earlier unit could still raise it (running maxima).
    private func levelBehind(_ unit: Int, _ box: SIMD4<Float>, among bounds: [SIMD4<Float>]) -> Int {
        var level = 0
        var other = unit - 1
        while other >= 0, highestSoFar[other] >= level {
            if levels[other] >= level, SceneEncoder.overlap(bounds[other], box) { level = levels[other] + 1 }
            other -= 1
        }
        return level
    }
}
