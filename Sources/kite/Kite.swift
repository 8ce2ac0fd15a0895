import ArgumentParser

/// The `kite` command: the gallery, and the tools built on Kite's engine.
@main
struct Kite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kite",
        abstract: "iOS-grade motion design on Linux: gallery, renderer and animation tools.",
        subcommands: [Gallery.self, Simulate.self, CurveCommand.self, Report.self, RenderSVGCommand.self, Bench.self],
        defaultSubcommand: Gallery.self)
}
