extension SceneEncoder {
    /// Starts a rewrite of `commands` into the emptied `scratchCommands`.
    mutating func beginRewrite() -> CommandRewrite {
        scratchCommands.removeAll(keepingCapacity: true)
        return CommandRewrite(coverCommands: cover?.commandCount)
    }

    /// Ends `rewrite`: the written commands become the frame's, and the cover's command count follows them.
    mutating func endRewrite(_ rewrite: CommandRewrite) {
        var rewrite = rewrite
        rewrite.finish(count: commands.count, written: scratchCommands.count)
        swap(&commands, &scratchCommands)
        if let cover, let count = rewrite.newCoverCommands { self.cover = CoverRect(cover, commandCount: count) }
    }
}
