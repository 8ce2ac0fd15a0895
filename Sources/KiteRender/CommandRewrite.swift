/// The bookkeeping of a pass that rewrites `SceneEncoder.commands` one command at a time into
/// `SceneEncoder.scratchCommands` (`convertStraightSides`, `flattenPixelEdgeSides`): the recorded starts of shapes
/// drawn alone and of measured stroke commands (`CommandBatching.shapeStarts`, `strokeStarts`) and the cover's
/// command count (`CoverRect.commandCount`) follow their commands to the new indices.
struct CommandRewrite {
    /// The cover's command count before the rewrite (nil without a cover).
    private let coverCommands: Int?
    /// The cover's command count after it, once the rewrite passed that point.
    private(set) var newCoverCommands: Int?
    /// The next recorded shape and stroke start not yet reached.
    private var shape = 0
    private var stroke = 0

    init(coverCommands: Int?) { self.coverCommands = coverCommands }

    /// Called before the old command at `index` is rewritten, with `written` new commands so far: starts recorded
    /// at `index` move to `written`.
    mutating func reach(_ index: Int, written: Int, batching: inout CommandBatching) {
        if index == coverCommands { newCoverCommands = written }
        if shape < batching.shapeStarts.count, batching.shapeStarts[shape] == index {
            batching.shapeStarts[shape] = written
            shape += 1
        }
        if stroke < batching.strokeStarts.count, batching.strokeStarts[stroke] == index {
            batching.strokeStarts[stroke] = written
            stroke += 1
        }
    }

    /// Called after the last of `count` old commands, with `written` new ones.
    mutating func finish(count: Int, written: Int) {
        if coverCommands == count { newCoverCommands = written }
    }
}
