import ArgumentParser

#if canImport(Glibc)
    import Glibc
#endif

/// Kite's command lines refuse bad input with one line, as `kite` does: `Error: ` and what was wrong, where and the
/// valid range (ArgumentParser's first line, "The value '3' is invalid for '--elasticity': expected a decimal number
/// in 0...1"), without the usage text ArgumentParser's own `main()` prints after it, and exit 64 (`EX_USAGE`) for a
/// usage error. `--help` still prints the help.
extension ParsableCommand {
    /// Parses the process's arguments and runs the command, reporting a refusal or failure in one line on standard
    /// error and exiting with ArgumentParser's code for it (64 for a usage error, 1 for a failure in `run()`).
    /// SIGPIPE is ignored first, so an output whose reader leaves is an error that names it. Call it from your
    /// command's `static func main()`.
    public static func mainWithOneLineErrors() -> Never {
        TerminationRequest.ignoreBrokenPipes()
        let code = runReportingOneLine(arguments: nil) { text, isError in
            // A stream that cannot take the line has no other place to report it; the exit code still says it.
            try? (isError ? StandardStream.error : StandardStream.output).write(text)
        }
        Glibc.exit(code)
    }

    /// What `mainWithOneLineErrors` does, short of exiting: parses `arguments` (nil: the process's), runs the
    /// command, hands `write` the help text (to standard output, `isError` false) or the error line (`isError`
    /// true), and returns the exit code.
    static func runReportingOneLine(arguments: [String]?, write: (_ text: String, _ isError: Bool) -> Void) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                let help = fullMessage(for: error)
                if !help.isEmpty { write(help + "\n", false) }
                return 0
            }
            let line = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            write("Error: \(line)\n", true)
            return code.rawValue
        }
    }
}
