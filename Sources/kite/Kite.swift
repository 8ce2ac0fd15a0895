import ArgumentParser
import Foundation
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
    /// still prints the help. SIGPIPE is ignored first, so an output whose reader leaves is an error that names it.
    static func main() {
        TerminationRequest.ignoreBrokenPipes()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }
}
