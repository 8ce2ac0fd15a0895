import Foundation

/// The test suite's own compositor (`kite-touch-compositor`, C on libwayland-server, in Tests/TouchCompositor):
/// wl_compositor, wl_shm, xdg_wm_base, one wl_output of a chosen scale and a touch-only wl_seat. It plays a touch
/// script to the first mapped toplevel and exits once its last client disconnects. Private XDG_RUNTIME_DIR.
final class TouchCompositor {
    let runtimeDirectory: String
    let socket = "kite-touch-0"
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    /// What the compositor printed and returned at exit.
    struct Outcome {
        /// 0: the whole script was played; 1: the client left early; 2: bad arguments or script; 3: timed out.
        var status: Int32
        /// Buffers committed, and how many of them held an image (more than one colour).
        var buffers: Int
        var buffersWithImage: Int
        /// Size of the last committed buffer in device pixels, and the surface's buffer scale then.
        var lastBufferWidth: Int
        var lastBufferHeight: Int
        var lastBufferScale: Int
        /// The `wp_viewport` destination of the last committed buffer's surface, points; nil when unset.
        var lastViewportDestination: (width: Int, height: Int)?
        var standardError: String
    }

    /// Starts the compositor with `script` (the touch script's text), an output of `logicalSize` at `scale`.
    /// - Parameters:
    ///   - startAfterBuffers: the script's times count from the target's this-many-th committed buffer (1: its
    ///     mapping); a nested weston commits steadily only once a client of its own is mapped and animating.
    ///   - timeoutSeconds: the compositor gives up (status 3) after this long, so a test cannot hang.
    ///   - fractionalScale120: offer `wp_viewporter` and `wp_fractional_scale_manager_v1` with this preferred
    ///     scale in 120ths (150 is 1.25); nil offers neither. The script's `scale N` steps change it.
    ///   - pointer: give the seat a pointer too, for the script's `point X Y`, `press` and `release` steps.
    init(
        script: String, scale: Int = 1, logicalSize: (Int, Int) = (800, 600), startAfterBuffers: Int = 1,
        timeoutSeconds: Int = 30, fractionalScale120: Int? = nil, pointer: Bool = false
    ) throws {
        runtimeDirectory = try Weston.makePrivateDirectory()
        let scriptPath = "\(runtimeDirectory)/touch.script"
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: Self.path)
        process.arguments =
            [
                "--socket", socket, "--script", scriptPath, "--scale", "\(scale)",
                "--size", "\(logicalSize.0)x\(logicalSize.1)", "--start-after", "\(startAfterBuffers)",
                "--timeout", "\(timeoutSeconds)",
            ] + (fractionalScale120.map { ["--fractional-scale", "\($0)"] } ?? [])
            + (pointer ? ["--pointer", "yes"] : [])
        process.environment = ["XDG_RUNTIME_DIR": runtimeDirectory]
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try waitForSocket()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// The compositor built next to the test bundle, like `kite` (see `KiteBinary`).
    static var path: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("kite-touch-compositor").path
    }

    /// The environment a client needs to reach this compositor (nothing else inherited).
    var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socket, "PATH": "/usr/bin:/bin"]
    }

    /// Waits for the compositor to exit (its clients gone), killing it after `timeoutSeconds`, and reads its
    /// statistics line (`buffers N with-image K last WxH scale S steps P/M viewport WxH|none`).
    func finish(timeoutSeconds: Double = 30) throws -> Outcome {
        let deadline = Date().addingTimeInterval(timeoutSeconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard process.terminationReason == .exit, numbers.count >= 5 else {
            throw TestSetupError("kite-touch-compositor ended without statistics: \(text) \(errorText)")
        }
        return Outcome(
            status: process.terminationStatus, buffers: numbers[0], buffersWithImage: numbers[1],
            lastBufferWidth: numbers[2], lastBufferHeight: numbers[3], lastBufferScale: numbers[4],
            lastViewportDestination: numbers.count >= 9 ? (numbers[7], numbers[8]) : nil, standardError: errorText)
    }

    private func waitForSocket() throws {
        let path = "\(runtimeDirectory)/\(socket)"
        for _ in 0..<200 {
            if FileManager.default.fileExists(atPath: path) { return }
            guard process.isRunning else {
                let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                throw TestSetupError("kite-touch-compositor exited at start: \(text)")
            }
            usleep(25_000)
        }
        throw TestSetupError("kite-touch-compositor did not create its socket within 5 s")
    }
}
