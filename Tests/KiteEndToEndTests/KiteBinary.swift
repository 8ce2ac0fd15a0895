import Foundation

/// Runs the `kite` executable built next to the test bundle (or the one `KITE_BINARY` names).
enum KiteBinary {
    static var path: String {
        if let override = ProcessInfo.processInfo.environment["KITE_BINARY"] { return override }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("kite").path
    }

    struct Result {
        var status: Int32
        var standardError: String
        var seconds: Double
    }

    /// Starts kite with `arguments` in `environment` (nothing inherited, so no stray WAYLAND_DISPLAY leaks in).
    static func start(_ arguments: [String], environment: [String: String]) throws -> (Process, Pipe) {
        let err = Pipe()
        return (try start(arguments, environment: environment, standardError: err), err)
    }

    /// Starts kite with its standard error going to `standardError` (a `Pipe` or `FileHandle`): a file when it may
    /// write more than a pipe holds (`WAYLAND_DEBUG`) before the test reads it.
    static func start(_ arguments: [String], environment: [String: String], standardError: Any) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.environment = environment
        p.standardError = standardError
        p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try p.run()
        return p
    }

    /// Runs kite to completion, killing it after `timeoutSeconds`.
    static func run(_ arguments: [String], environment: [String: String], timeoutSeconds: Double = 60) throws -> Result
    {
        let began = Date()
        let (p, err) = try start(arguments, environment: environment)
        let deadline = began.addingTimeInterval(timeoutSeconds)
        while p.isRunning && Date() < deadline { usleep(10_000) }
        if p.isRunning { p.terminate() }
        p.waitUntilExit()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Result(status: p.terminationStatus, standardError: text, seconds: Date().timeIntervalSince(began))
    }

    /// Sends `process` one SIGINT and waits up to `timeoutSeconds` for it to end (then kills it); returns its
    /// standard error.
    static func interrupt(_ process: Process, standardError: Pipe, timeoutSeconds: Double = 20) -> String {
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(timeoutSeconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
