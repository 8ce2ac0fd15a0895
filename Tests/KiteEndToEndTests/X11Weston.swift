import Foundation
import Testing

/// A private weston on its X11 back end inside a private Xvfb, for tests that need real pointer and keyboard input:
/// xdotool moves the X pointer and presses keys in the Xvfb, weston turns them into `wl_seat` events.
/// kiosk-shell makes the client's window fullscreen at the output's origin, so an X position maps to a surface
/// position by dividing by the output scale. Both processes are stopped by PID.
final class X11Weston {
    let runtimeDirectory: String
    let socket = "kite-x11-0"
    /// The X display Xvfb took (`:N`), chosen by Xvfb itself through `-displayfd`.
    let xDisplay: String
    /// weston's output: its size in X (device) pixels and its scale.
    let width: Int
    let height: Int
    let scale: Int
    private let xvfb = Process()
    private let weston: WestonProcess

    /// Starts Xvfb, then weston with `--backend=x11-backend.so --use-pixman` and kiosk-shell, and waits for the
    /// Wayland socket. Throws `TestSetupError` when Xvfb, xdotool or weston is missing (install-deps.sh installs them).
    init(width: Int = 640, height: Int = 480, scale: Int = 1) throws {
        (self.width, self.height, self.scale) = (width, height, scale)
        for tool in ["Xvfb", "xdotool", "weston"]
        where !FileManager.default.isExecutableFile(atPath: "/usr/bin/\(tool)") {
            throw TestSetupError("\(tool) is not installed; run scripts/install-deps.sh")
        }
        runtimeDirectory = try Weston.makePrivateDirectory()
        xDisplay = try Self.startXvfb(xvfb, screen: "\(width + 64)x\(height + 64)x24")
        do {
            weston = try WestonProcess(
                name: "weston (x11 back end)", runtimeDirectory: runtimeDirectory, socket: socket,
                configName: "weston.ini", config: try Weston.config() + Self.keyboardConfig,
                arguments: [
                    "--backend=x11-backend.so", "--use-pixman", "--shell=kiosk-shell.so", "--idle-time=0",
                    "--width=\(width)", "--height=\(height)", "--scale=\(scale)", "--output-count=1",
                ],
                environment: ["XDG_RUNTIME_DIR": runtimeDirectory, "DISPLAY": xDisplay, "PATH": "/usr/bin:/bin"],
                stopSignal: SIGKILL)
        } catch {
            // weston did not come up: take its Xvfb down with it.
            kill(xvfb.processIdentifier, SIGKILL)
            xvfb.waitUntilExit()
            throw error
        }
    }

    deinit { stop() }

    /// Key repeat as weston announces it in `wl_keyboard.repeat_info`.
    static let repeatRate = 30
    static let repeatDelayMilliseconds = 200
    static let keyboardConfig = """
        [keyboard]
        repeat-rate=\(repeatRate)
        repeat-delay=\(repeatDelayMilliseconds)

        """

    static let tools = ["Xvfb", "xdotool", "weston"]

    /// Why these tests cannot run here, or nil when every tool is installed.
    static var missingTool: String? {
        tools.first { !FileManager.default.isExecutableFile(atPath: "/usr/bin/\($0)") }
            .map { "\($0) is not installed (run scripts/install-deps.sh): X11 input tests skipped" }
    }

    /// Tests that need this compositor carry this trait: skipped, with the reason, when a tool is missing.
    static let required = ConditionTrait.enabled(if: missingTool == nil, Comment(rawValue: missingTool ?? ""))

    /// The environment a Wayland client needs to reach this weston.
    var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socket, "PATH": "/usr/bin:/bin"]
    }

    func stop() {
        weston.stop()
        guard xvfb.isRunning else { return }
        kill(xvfb.processIdentifier, SIGKILL)
        xvfb.waitUntilExit()
    }

    /// Runs `xdotool ARGS` against this Xvfb and waits for it; throws when it fails.
    func xdotool(_ arguments: String...) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        p.arguments = arguments
        p.environment = ["DISPLAY": xDisplay, "PATH": "/usr/bin:/bin"]
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw TestSetupError("xdotool \(arguments.joined(separator: " ")) failed: \(p.terminationStatus)")
        }
    }

    /// Starts Xvfb with `-displayfd 1`: it picks a free display and writes its number on standard output.
    private static func startXvfb(_ xvfb: Process, screen: String) throws -> String {
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        xvfb.arguments = ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        xvfb.standardOutput = out
        xvfb.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try xvfb.run()
        var text = ""
        let deadline = Date().addingTimeInterval(10)
        // Poll before reading, so an Xvfb that neither writes nor exits cannot hang the test.
        var ready = pollfd(fd: out.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while !text.contains("\n"), Date() < deadline {
            guard poll(&ready, 1, 100) > 0 else { continue }
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            if xvfb.isRunning { kill(xvfb.processIdentifier, SIGKILL) }
            throw TestSetupError("Xvfb did not report a display number (got \"\(text)\")")
        }
        return ":\(number)"
    }
}
