import Foundation

/// One weston process started for a test: writes its config into the runtime directory, runs it there, waits for
/// its socket, and is stopped by PID. `Weston` and `NestedWeston` differ only in back end, config and stop signal.
final class WestonProcess {
    let runtimeDirectory: String
    let socket: String
    /// Names the compositor in setup errors, e.g. "weston" or "nested weston".
    private let name: String
    private let stopSignal: Int32
    private let process = Process()

    /// Writes `config` to `runtimeDirectory/configName`, starts weston with `arguments` plus `--socket` and
    /// `--config`, and waits up to 5 s for the socket. Throws, saying so, when weston is missing or exits at start.
    init(
        name: String, runtimeDirectory: String, socket: String, configName: String, config: String,
        arguments: [String], environment: [String: String], stopSignal: Int32
    ) throws {
        (self.name, self.runtimeDirectory, self.socket, self.stopSignal) = (name, runtimeDirectory, socket, stopSignal)
        let configPath = "\(runtimeDirectory)/\(configName)"
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: try Weston.westonPath())
        process.arguments = arguments + ["--socket=\(socket)", "--config=\(configPath)"]
        process.environment = environment
        let log = FileHandle(forWritingAtPath: "/dev/null")
        process.standardOutput = log
        process.standardError = log
        try process.run()
        try waitForSocket()
    }

    deinit { stop() }

    /// The environment a client needs to reach this compositor.
    var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socket, "PATH": "/usr/bin:/bin"]
    }

    /// Sends the stop signal by PID and waits for weston to exit.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, stopSignal)
        process.waitUntilExit()
    }

    private func waitForSocket() throws {
        let path = "\(runtimeDirectory)/\(socket)"
        for _ in 0..<200 {
            if FileManager.default.fileExists(atPath: path) { return }
            guard process.isRunning else {
                throw TestSetupError("\(name) exited at start (status \(process.terminationStatus))")
            }
            usleep(25_000)
        }
        throw TestSetupError("\(name) did not create its socket within 5 s")
    }
}
