/// The working state of `CommandBatching.assignUnitLevels`: a uniform grid whose cells list the units (boxes of
/// pixels a command can change) entered so far, and the units too wide for it. Each unit gets the level one above
/// the highest level of the earlier units its box overlaps. `CommandBatching` keeps one between passes, so nothing
/// is allocated once its arrays have grown.
struct LevelGrid {
    private(set) var columns = 1
    private(set) var rows = 1
    /// Each cell's latest entry (-1 for none); entries name a unit that touches the cell and the cell's next entry.
    /// The entry arrays keep the length of the largest pass (a narrow unit enters at most
    /// `CommandBatching.wideCellLimit` cells): a pass reads only the entries it wrote, from the cells' heads.
    var heads: [Int] = []
    var entryUnits: [Int] = []
    var entryNext: [Int] = []
    /// The stamp (`stampBase` plus the unit's index) of the last unit each unit was tested against, so a unit met in
    /// several cells is tested once. Stamps of earlier passes are below this pass's base, so the array is not
    /// cleared between passes.
    var stamps: [Int] = []
    private var stampBase = 0
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

    /// The most cells a wide unit's grid scan visits (64): past that the backward scan is used.
    static let scanCellLimit = 64

    /// Gives every unit of `bounds` its level (`levels`) on a grid of `columns` x `rows` cells of size `cell`
    /// from `origin` (device pixels), and returns the number of levels. A unit spanning more than
    /// `CommandBatching.wideCellLimit` cells stays out of the grid (`enterWide`); an empty box is level 0 and
    /// overlaps nothing.
    ///
    /// The grid's arrays are sized first and then read and written through buffer pointers: an append, and an
    /// indexed write into an array, checked the storage's uniqueness every time (the optimiser did not hoist the
    /// check out of these loops; about 490 checks per app-screen pass).
    mutating func assign(
        _ bounds: [SIMD4<Float>], columns: Int, rows: Int, origin: SIMD2<Float>, cell: SIMD2<Float>
    ) -> Int {
        let n = bounds.count
        reset(columns: columns, rows: rows, units: n)
        // Moved into locals for the closures below, which then hold the only references; every index written is
        // below the sizes set by `reset` (cells, units, and units times the cells a narrow unit may enter).
        var (heads, units, next, stamps) = ([Int](), [Int](), [Int](), [Int]())
        var (levels, highest) = ([Int](), [Int]())
        exchangeStorage(&heads, &units, &next, &stamps, &levels, &highest)
        var pass = Pass(
            columns: columns, rows: rows, origin: origin, cell: cell, stampBase: stampBase, wideUnits: wideUnits,
            wideLevels: wideLevels, wideBounds: wideBounds, wideHighestSoFar: wideHighestSoFar)
        (wideUnits, wideLevels, wideBounds, wideHighestSoFar) = ([], [], [], [])
        heads.withUnsafeMutableBufferPointer { heads in
            units.withUnsafeMutableBufferPointer { units in
                next.withUnsafeMutableBufferPointer { next in
                    stamps.withUnsafeMutableBufferPointer { stamps in
                        levels.withUnsafeMutableBufferPointer { levels in
                            highest.withUnsafeMutableBufferPointer { highest in
                                bounds.withUnsafeBufferPointer { bounds in
                                    let storage = Storage(
                                        heads: heads, entryUnits: units, entryNext: next, stamps: stamps,
                                        levels: levels, highestSoFar: highest, bounds: bounds)
                                    pass.run(storage)
                                }
                            }
                        }
                    }
                }
            }
        }
        exchangeStorage(&heads, &units, &next, &stamps, &levels, &highest)
        (wideUnits, wideLevels, wideBounds, wideHighestSoFar) =
            (pass.wideUnits, pass.wideLevels, pass.wideBounds, pass.wideHighestSoFar)
        stampBase += n
        return pass.levelCount
    }

    /// Swaps the grid's six index arrays with `assign`'s locals: in before a pass, so the pass's closures hold the
    /// only references (no uniqueness check per write), and back after it.
    private mutating func exchangeStorage(
        _ heads: inout [Int], _ units: inout [Int], _ next: inout [Int], _ stamps: inout [Int],
        _ levels: inout [Int], _ highest: inout [Int]
    ) {
        swap(&heads, &self.heads)
        swap(&units, &entryUnits)
        swap(&next, &entryNext)
        swap(&stamps, &self.stamps)
        swap(&levels, &self.levels)
        swap(&highest, &highestSoFar)
    }

    /// Empties the grid and sizes it to `columns` x `rows` cells for `units` units, all at level 0 and untested,
    /// keeping the storage.
    private mutating func reset(columns: Int, rows: Int, units: Int) {
        (self.columns, self.rows) = (columns, rows)
        heads.removeAll(keepingCapacity: true)
        heads.append(contentsOf: repeatElement(-1, count: columns * rows))
        let entries = units * CommandBatching.wideCellLimit
        if entryUnits.count < entries {
            entryUnits.append(contentsOf: repeatElement(-1, count: entries - entryUnits.count))
            entryNext.append(contentsOf: repeatElement(-1, count: entries - entryNext.count))
        }
        if stamps.count < units { stamps.append(contentsOf: repeatElement(-1, count: units - stamps.count)) }
        levels.removeAll(keepingCapacity: true)
        levels.append(contentsOf: repeatElement(0, count: units))
        highestSoFar.removeAll(keepingCapacity: true)
        highestSoFar.append(contentsOf: repeatElement(0, count: units))
        wideUnits.removeAll(keepingCapacity: true)
        wideLevels.removeAll(keepingCapacity: true)
        wideBounds.removeAll(keepingCapacity: true)
        wideHighestSoFar.removeAll(keepingCapacity: true)
    }

    /// The grid's storage for one pass, sized by `reset`. Safe: made only inside `assign`'s
    /// `withUnsafe...BufferPointer` closures over its own arrays and handed to `Pass.run`, never stored, so the
    /// pointers never outlive the storage.
    private struct Storage {
        var heads: UnsafeMutableBufferPointer<Int>
        var entryUnits: UnsafeMutableBufferPointer<Int>
        var entryNext: UnsafeMutableBufferPointer<Int>
        var stamps: UnsafeMutableBufferPointer<Int>
        var levels: UnsafeMutableBufferPointer<Int>
        var highestSoFar: UnsafeMutableBufferPointer<Int>
        var bounds: UnsafeBufferPointer<SIMD4<Float>>
    }

    /// One pass of `assign`: the grid's shape, the entries and the wide units so far.
    private struct Pass {
        let columns: Int
        let rows: Int
        let origin: SIMD2<Float>
        let cell: SIMD2<Float>
        let stampBase: Int
        var wideUnits: [Int]
        var wideLevels: [Int]
        var wideBounds: [SIMD4<Float>]
        var wideHighestSoFar: [Int]
        /// Entries written so far.
        var entryCount = 0
        /// The highest level given so far (-1 before the first unit).
        var topLevel = -1
        var levelCount = 0

        /// Levels every unit in order.
        mutating func run(_ s: Storage) {
            for unit in 0..<s.bounds.count {
                let box = s.bounds[unit]
                // Cell indices clamped in floats first: infinite bounds reach the grid's edge.
                let c0 = Int(max(min((box.x - origin.x) / cell.x, Float(columns - 1)), 0))
                let c1 = Int(max(min((box.z - origin.x) / cell.x, Float(columns - 1)), 0))
                let r0 = Int(max(min((box.y - origin.y) / cell.y, Float(rows - 1)), 0))
                let r1 = Int(max(min((box.w - origin.y) / cell.y, Float(rows - 1)), 0))
                // An empty box draws nothing, so it overlaps nothing: level 0, kept out of the grid.
                guard box.x < box.z, box.y < box.w, c0 <= c1, r0 <= r1 else {
                    topLevel = max(topLevel, 0)
                    s.highestSoFar[unit] = topLevel
                    continue
                }
                let cells = (c1 - c0 + 1) * (r1 - r0 + 1)
                let level: Int
                if cells > CommandBatching.wideCellLimit {
                    level = enterWide(unit, box, c0...c1, r0...r1, cells: cells, s)
                } else {
                    level = levelAbove(unit, box, c0...c1, r0...r1, s)
                    for row in r0...r1 {
                        for column in c0...c1 {
                            let head = row * columns + column
                            s.entryUnits[entryCount] = unit
                            s.entryNext[entryCount] = s.heads[head]
                            s.heads[head] = entryCount
                            entryCount += 1
                        }
                    }
                }
                s.levels[unit] = level
                topLevel = max(topLevel, level)
                s.highestSoFar[unit] = topLevel
                levelCount = max(levelCount, level + 1)
            }
        }

        /// The level of `unit` (whose box spans the cells `columnRange` x `rowRange`): one above the highest level
        /// of the units in those cells and of the wide units its box overlaps, or 0. The scans stop once the level
        /// is above every level given so far.
        private func levelAbove(
            _ unit: Int, _ box: SIMD4<Float>, _ columnRange: ClosedRange<Int>, _ rowRange: ClosedRange<Int>,
            _ s: Storage
        ) -> Int {
            var level = 0
            let stamp = stampBase + unit
            scan: for row in rowRange {
                for column in columnRange {
                    // Latest entry first: in a stack of overlapping units the highest comes first.
                    var entry = s.heads[row * columns + column]
                    while entry >= 0 {
                        let other = s.entryUnits[entry]
                        if s.stamps[other] != stamp {
                            s.stamps[other] = stamp
                            if s.levels[other] >= level, SceneEncoder.overlap(s.bounds[other], box) {
                                level = s.levels[other] + 1
                                if level > topLevel { break scan }
                            }
                        }
                        entry = s.entryNext[entry]
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

        /// Levels a unit too wide for the grid (its box spans `cells` cells, `columnRange` x `rowRange`) above every
        /// earlier unit its box overlaps, keeps it in the wide list and returns its level. The earlier units are
        /// found in its cells and the wide list when it spans at most `scanCellLimit` cells and no more cells than
        /// there are earlier units (a card on an app screen: its cells hold only what was drawn there), else by
        /// scanning them from the latest back until none before can raise the level (a stroke across the screen
        /// in a stack of others). Either way the level is one above the highest of those it overlaps.
        private mutating func enterWide(
            _ unit: Int, _ box: SIMD4<Float>, _ columnRange: ClosedRange<Int>, _ rowRange: ClosedRange<Int>,
            cells: Int, _ s: Storage
        ) -> Int {
            let level =
                cells <= min(LevelGrid.scanCellLimit, unit)
                ? levelAbove(unit, box, columnRange, rowRange, s)
                : levelBehind(unit, box, s)
            wideUnits.append(unit)
            wideLevels.append(level)
            wideBounds.append(box)
            wideHighestSoFar.append(max(wideHighestSoFar.last ?? 0, level))
            return level
        }

        /// The level of `unit`: one above the highest level of the earlier units its box overlaps, or 0, scanning
        /// them from the latest back while an earlier unit could still raise it (running maxima).
        private func levelBehind(_ unit: Int, _ box: SIMD4<Float>, _ s: Storage) -> Int {
            var level = 0
            var other = unit - 1
            while other >= 0, s.highestSoFar[other] >= level {
                if s.levels[other] >= level, SceneEncoder.overlap(s.bounds[other], box) {
                    level = s.levels[other] + 1
                }
                other -= 1
            }
            return level
        }
    }
}
