import Foundation

/// A private headless weston for one test: its own XDG_RUNTIME_DIR, socket and config, stopped by PID.
final class Weston {
    let runtimeDirectory: String
    let socket = "kite-test-0"
    private let process = Process()

    /// Starts `weston --backend=headless-backend.so` (desktop-shell, repaint-window 15 ms) and waits for its socket.
    /// Throws, saying so, when weston is not installed (scripts/install-deps.sh installs it).
    init(scale: Int = 1) throws {
        runtimeDirectory = try Self.makePrivateDirectory()
        let config = "\(runtimeDirectory)/weston.ini"
        try Self.config.write(toFile: config, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: try Self.westonPath())
        process.arguments = [
            "--backend=headless-backend.so", "--socket=\(socket)", "--config=\(config)", "--idle-time=0",
            "--width=1024", "--height=768", "--scale=\(scale)",
        ]
        process.environment = ["XDG_RUNTIME_DIR": runtimeDirectory, "PATH": "/usr/bin:/bin"]
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

    /// Kills weston by PID (SIGKILL: the point of some tests is a compositor that vanishes) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    static let config = """
        [core]
        idle-time=0
        repaint-window=15
        require-input=false
        [shell]
        panel-position=none
        locking=false
        animation=none
        startup-animation=none
        close-animation=none
        focus-animation=none

        """

    static func westonPath() throws -> String {
        for dir in ["/usr/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: "\(dir)/weston") {
            return "\(dir)/weston"
        }
        throw TestSetupError("weston is not installed; run scripts/install-deps.sh")
    }

    static func makePrivateDirectory() throws -> String {
        var template = Array("/tmp/kite-e2e-XXXXXX".utf8CString)
        guard let dir = mkdtemp(&template) else { throw TestSetupError("mkdtemp failed") }
        return String(cString: dir)
    }

    private func waitForSocket() throws {
        let path = "\(runtimeDirectory)/\(socket)"
        for _ in 0..<100 {
            if FileManager.default.fileExists(atPath: path) { return }
            guard process.isRunning else {
                throw TestSetupError("weston exited at start (status \(process.terminationStatus))")
            }
            usleep(50_000)
        }
        throw TestSetupError("weston did not create its socket within 5 s")
    }
}

struct TestSetupError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
