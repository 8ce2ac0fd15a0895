import Foundation

/// A real weston on its wayland back end, running as a client of a `TouchCompositor` (same XDG_RUNTIME_DIR), so
/// touch that compositor scripts reaches Kite through weston's own seat. `--fullscreen` drops weston's window frame,
/// and kiosk-shell fills the output with its one client at (0, 0): surface positions carry over unchanged.
final class NestedWeston {
    private let weston: WestonProcess
    var runtimeDirectory: String { weston.runtimeDirectory }
    var socket: String { weston.socket }

    init(inside parent: TouchCompositor) throws {
        weston = try WestonProcess(
            name: "nested weston", runtimeDirectory: parent.runtimeDirectory, socket: "kite-nested-0",
            configName: "nested-weston.ini", config: Self.config,
            arguments: ["--backend=wayland-backend.so", "--use-pixman", "--fullscreen", "--idle-time=0"],
            environment: parent.clientEnvironment,
            // SIGTERM: it disconnects from its parent compositor cleanly.
            stopSignal: SIGTERM)
    }

    /// The environment a client needs to reach this weston.
    var clientEnvironment: [String: String] { weston.clientEnvironment }

    /// Stops weston by PID (SIGTERM) and waits for it.
    func stop() { weston.stop() }

    static let config = """
        [core]
        shell=kiosk-shell.so
        idle-time=0
        repaint-window=15
        require-input=false

        """
}
