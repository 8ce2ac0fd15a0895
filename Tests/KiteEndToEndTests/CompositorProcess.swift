import Foundation
import Testing

/// One compositor process started by a test (KWin, sway, mutter and its D-Bus): its output goes to a log file in
/// the test's private runtime directory, it is waited for until its Wayland socket appears, and stopped by PID
/// (SIGTERM, then SIGKILL after 3 s). Setup failures throw `CompositorUnavailable` with the reason and the log's
/// tail, so the test can be skipped saying why.
final class CompositorProcess {
    /// Names the compositor in messages, e.g. "KWin 5.27".
    let name: String
    let logPath: String
    private let process = Process()

    /// Starts `executable` with `arguments` in exactly `environment` (nothing inherited).
    init(name: String, executable: String, arguments: [String], environment: [String: String], logPath: String)
        throws
    {
        (self.name, self.logPath) = (name, logPath)
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = log
        process.standardError = log
        do { try process.run() } catch { throw CompositorUnavailable("\(name) could not be started: \(error)") }
    }

    deinit { stop() }

    var isRunning: Bool { process.isRunning }

    /// Waits up to `seconds` for a socket in `directory`: `name`, or when nil the first `wayland-N` the compositor
    /// chose itself. Returns its name.
    func waitForSocket(in directory: String, named socket: String? = nil, seconds: Double = 15) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            let found = names.filter { name in
                if let socket { return name == socket }
                return name.hasPrefix("wayland-") && !name.hasSuffix(".lock")
            }.sorted().first
            if let found { return found }
            guard process.isRunning else {
                throw CompositorUnavailable(
                    "\(name) exited at start (status \(process.terminationStatus)): \(logTail())")
            }
            usleep(20_000)
        }
        throw CompositorUnavailable("\(name) made no Wayland socket within \(Int(seconds)) s: \(logTail())")
    }

    /// The last lines of the compositor's log, for messages.
    func logTail(lines: Int = 4) -> String {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(lines).joined(separator: " | ")
    }

    /// SIGTERM by PID, then SIGKILL if it has not exited within 3 s; waits for it.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// Why a compositor cannot run a test here (not installed, or it failed to start): the test is skipped with this
/// text rather than passing silently.
struct CompositorUnavailable: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }

    /// Runs `start`; when it throws `CompositorUnavailable`, cancels the current test (reported as skipped) with
    /// the reason.
    static func skipUnless<T>(_ start: () throws -> T) throws -> T {
        do {
            return try start()
        } catch let unavailable as CompositorUnavailable {
            print("skipped: \(unavailable.description)")
            try Test.cancel(Comment(rawValue: unavailable.description))
        }
    }
}
