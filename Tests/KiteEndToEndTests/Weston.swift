import Foundation

/// A private headless weston for one test: its own XDG_RUNTIME_DIR, socket and config, stopped by PID.
final class Weston {
    private let weston: WestonProcess
    var runtimeDirectory: String { weston.runtimeDirectory }
    var socket: String { weston.socket }

    /// Starts `weston --backend=headless-backend.so` (desktop-shell, repaint-window 15 ms) and waits for its socket.
    /// Throws, saying so, when weston is not installed (scripts/install-deps.sh installs it).
    init(scale: Int = 1) throws {
        let runtimeDirectory = try Self.makePrivateDirectory()
        weston = try WestonProcess(
            name: "weston", runtimeDirectory: runtimeDirectory, socket: "kite-test-0", configName: "weston.ini",
            config: try Self.config(),
            arguments: [
                "--backend=headless-backend.so", "--idle-time=0", "--width=1024", "--height=768", "--scale=\(scale)",
            ],
            environment: ["XDG_RUNTIME_DIR": runtimeDirectory, "PATH": "/usr/bin:/bin"],
            // SIGKILL: the point of some tests is a compositor that vanishes.
            stopSignal: SIGKILL)
    }

    /// The environment a client needs to reach this compositor.
    var clientEnvironment: [String: String] { weston.clientEnvironment }

    /// Kills weston by PID (SIGKILL) and waits for it.
    func stop() { weston.stop() }

    /// `scripts/weston-headless.ini`, which scripts/idle-cpu.sh uses too.
    static func config() throws -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/weston-headless.ini").path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw TestSetupError("cannot read \(path)")
        }
        return text
    }

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
}

struct TestSetupError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
