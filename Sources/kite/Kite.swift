import ArgumentParser
import KiteApp

/// The `kite` command: the gallery, and the tools built on Kite's engine.
@main
struct Kite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kite",
        abstract: "iOS-grade motion design on Linux: gallery, renderer and animation tools.",
        subcommands: [Gallery.self, Simulate.self, CurveCommand.self, Report.self, RenderSVGCommand.self, Bench.self],
        defaultSubcommand: Gallery.self)

    /// Parses and runs the command like ArgumentParser's own `main()`, but a refusal is the one line
    /// `Error: ...` (the option, the value and the valid range), without the usage text after it; `--help`
    /// still prints the help (`ParsableCommand.mainWithOneLineErrors`, which every Kite app uses).
    static func main() { mainWithOneLineErrors() }
}
