/// Scratch storage of `SceneEncoder.batchAcrossLayers`, kept between frames so that the pass allocates nothing once
/// it has grown: per unit of commands its device bounds and level, per command its level and the next command of its merge group, and the
/// instance arrays rebuilt in the new draw order.
struct CommandBatching {
    /// Device-pixel bounds (min x, min y, max x, max y) of every pixel each unit (a command, or the commands of one
    /// shape's parts) can change.
    var unitBounds: [SIMD4<Float>] = []
    /// Each unit's level: one above the highest level of the earlier units it overlaps.
    var unitLevels: [Int] = []
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
        levels.removeAll(keepingCapacity: true)
        levelStarts.removeAll(keepingCapacity: true)
        cursors.removeAll(keepingCapacity: true)
        byLevel.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
        last.removeAll(keepingCapacity: true)
        leader.removeAll(keepingCapacity: true)
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
