import Foundation

/// A real weston on its wayland back end, running as a client of a `TouchCompositor` (same XDG_RUNTIME_DIR), so
/// touch that compositor scripts reaches Kite through weston's own seat. `--fullscreen` drops weston's window frame,
/// and kiosk-shell fills the output with its one client at (0, 0): surface positions carry over unchanged.
final class NestedWeston {
    let socket = "kite-nested-0"
    let runtimeDirectory: String
    private let process = Process()

    init(inside parent: TouchCompositor) throws {
        runtimeDirectory = parent.runtimeDirectory
        let config = "\(runtimeDirectory)/nested-weston.ini"
        try Self.config.write(toFile: config, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: try Weston.westonPath())
        process.arguments = [
            "--backend=wayland-backend.so", "--use-pixman", "--fullscreen", "--socket=\(socket)",
            "--config=\(config)", "--idle-time=0",
        ]
        process.environment = parent.clientEnvironment
        let log = FileHandle(forWritingAtPath: "/dev/null")
        process.standardOutput = log
        process.standardError = log
        try process.run()
        try waitForSocket()
    }

    deinit { stop() }

    /// The environment a client needs to reach this weston.
    var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socket, "PATH": "/usr/bin:/bin"]
    }

    /// Stops weston by PID (SIGTERM: it disconnects from its parent compositor cleanly) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }

    static let config = """
        [core]
        shell=kiosk-shell.so
        idle-time=0
        repaint-window=15
        require-input=false

        """

    private func waitForSocket() throws {
        let path = "\(runtimeDirectory)/\(socket)"
        for _ in 0..<200 {
            if FileManager.default.fileExists(atPath: path) { return }
            guard process.isRunning else {
                throw TestSetupError("nested weston exited at start (status \(process.terminationStatus))")
            }
            usleep(25_000)
        }
        throw TestSetupError("nested weston did not create its socket within 5 s")
    }
}
