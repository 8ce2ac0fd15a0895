import Foundation

/// A private mutter (GNOME's compositor) for one test: `mutter --headless --wayland --no-x11` with a virtual
/// monitor, on a session bus of its own (mutter needs one; `dbus-daemon` runs beside it and both are stopped by
/// PID). It offers `wp_presentation` with clock id 1 (CLOCK_MONOTONIC, where weston uses MONOTONIC_RAW) and
/// `wp_viewporter`, no fractional scale.
final class Mutter {
    static let tools = ["/usr/bin/mutter", "/usr/bin/dbus-daemon"]
    let runtimeDirectory: String
    let socket = "kite-mutter-0"
    private let bus: CompositorProcess
    private let process: CompositorProcess

    /// Why mutter cannot run here, or nil when it is installed.
    static var missing: String? {
        tools.first { !FileManager.default.isExecutableFile(atPath: $0) }.map {
            "\($0) is not installed (mutter, dbus-daemon; run scripts/install-deps.sh): mutter tests skipped"
        }
    }

    /// Starts a session bus, then mutter with a `width` x `height` virtual monitor, and waits for its socket.
    /// Throws `CompositorUnavailable` when either is missing or fails to start.
    init(width: Int = 1280, height: Int = 800) throws {
        if let missing = Self.missing { throw CompositorUnavailable(missing) }
        runtimeDirectory = try Weston.makePrivateDirectory()
        let busAddress = "unix:path=\(runtimeDirectory)/bus"
        let environment = ["XDG_RUNTIME_DIR": runtimeDirectory, "HOME": runtimeDirectory, "PATH": "/usr/bin:/bin"]
        bus = try CompositorProcess(
            name: "dbus-daemon", executable: "/usr/bin/dbus-daemon",
            arguments: ["--session", "--nofork", "--nopidfile", "--address=\(busAddress)"],
            environment: environment, logPath: "\(runtimeDirectory)/dbus.log")
        _ = try bus.waitForSocket(in: runtimeDirectory, named: "bus", seconds: 5)
        process = try CompositorProcess(
            name: "mutter", executable: "/usr/bin/mutter",
            arguments: [
                "--headless", "--wayland", "--no-x11", "--wayland-display=\(socket)",
                "--virtual-monitor", "\(width)x\(height)",
            ],
            environment: environment.merging(["DBUS_SESSION_BUS_ADDRESS": busAddress]) { $1 },
            logPath: "\(runtimeDirectory)/mutter.log")
        _ = try process.waitForSocket(in: runtimeDirectory, named: socket)
    }

    deinit { stop() }

    var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socket, "PATH": "/usr/bin:/bin"]
    }

    func stop() {
        process.stop()
        bus.stop()
    }
}
