import ArgumentParser
import Testing

@testable import KiteApp

/// `mainWithOneLineErrors`'s work on a command shaped like the example apps: every refusal (a number out of range,
/// a runtime option, `validate()`, an unknown option, a failure in `run()`) is exactly one line naming what was
/// wrong, with ArgumentParser's exit code, and `--help` still prints the help.
@Suite struct OneLineErrorsTests {
    struct Sample: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "sample", abstract: "A sample app.")
        @OptionGroup var runtime: RuntimeOptions
        @Option(parsing: .unconditional, transform: NumberOption.integer(in: 1...20)) var blocks = 6
        @Option var mode = "a"
        @Flag var fail = false

        func validate() throws {
            guard mode == "a" || mode == "b" else { throw ValidationError("--mode must be a or b, not \"\(mode)\"") }
        }

        func run() throws {
            if fail { throw AppFailure("the sample failed\nwith a second line") }
        }
    }

    static func outcome(_ arguments: [String]) -> (code: Int32, output: String, errors: String) {
        var (output, errors) = ("", "")
        let code = Sample.runReportingOneLine(arguments: arguments) { text, isError in
            if isError { errors += text } else { output += text }
        }
        return (code, output, errors)
    }

    @Test(arguments: [
        (["--blocks", "99"], "Error: The value '99' is invalid for '--blocks"),
        (["--size", "10x10"], "Error: --size must be WIDTHxHEIGHT with each in 16...8192"),
        (["--mode", "c"], "Error: --mode must be a or b, not \"c\""),
        (["--colour", "red"], "Error: Unknown option '--colour'"),
    ])
    func aRefusalIsOneLineAndExitsWithTheUsageCode(arguments: [String], start: String) {
        let (code, output, errors) = Self.outcome(arguments)
        #expect(code == 64)
        #expect(output.isEmpty)
        #expect(errors.hasPrefix(start), "\(errors)")
        #expect(errors.hasSuffix("\n") && errors.dropLast().split(separator: "\n").count == 1, "\(errors)")
        #expect(!errors.contains("Usage:"))
    }

    @Test func aFailureInRunIsOneLineToo() {
        let (code, output, errors) = Self.outcome(["--fail"])
        #expect(code == 1 && output.isEmpty)
        #expect(errors == "Error: the sample failed\n")
    }

    @Test func helpIsPrintedWhole() {
        let (code, output, errors) = Self.outcome(["--help"])
        #expect(code == 0 && errors.isEmpty)
        #expect(output.contains("USAGE: sample") && output.contains("--blocks"))
        #expect(Self.outcome([]).code == 0)
    }
}
