import Foundation

/// A private KWin (Plasma's compositor, `kwin_wayland --virtual`) for one test: its own XDG_RUNTIME_DIR, a virtual
/// output of `width` x `height` logical points at `scale`, no lock screen, shortcuts or activities. KWin 5.27 offers
/// `wp_fractional_scale_v1` and `wp_viewporter` and sends no `wp_presentation` feedback on this back end.
///
/// Debian's `kwin_wayland` carries a file capability (`cap_sys_resource`) that root inside a container may not be
/// granted, so exec fails with EPERM; a plain copy (capabilities live in an extended attribute `cp` does not copy)
/// named `kwin_wayland`, in the runtime directory, runs.
final class KWin {
    static let installedPath = "/usr/bin/kwin_wayland"
    let runtimeDirectory: String
    let socket = "kite-kwin-0"
    let scale: Double
    private let process: CompositorProcess

    /// Why KWin cannot run here, or nil when it is installed.
    static var missing: String? {
        FileManager.default.isExecutableFile(atPath: installedPath)
            ? nil : "kwin_wayland is not installed (kwin-wayland; run scripts/install-deps.sh): KWin tests skipped"
    }

    /// Starts KWin and waits for its socket. Throws `CompositorUnavailable` when it is missing or fails to start.
    init(width: Int = 1280, height: Int = 800, scale: Double) throws {
        if let missing = Self.missing { throw CompositorUnavailable(missing) }
        self.scale = scale
        runtimeDirectory = try Weston.makePrivateDirectory()
        let copy = "\(runtimeDirectory)/bin/kwin_wayland"
        try FileManager.default.createDirectory(
            atPath: "\(runtimeDirectory)/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.installedPath, toPath: copy)
        process = try CompositorProcess(
            name: "KWin", executable: copy,
            arguments: [
                "--virtual", "--width", "\(width)", "--height", "\(height)", "--scale", "\(scale)", "--socket", socket,
                "--no-lockscreen", "--no-global-shortcuts", "--no-kactivities",
            ],
            environment: ["XDG_RUNTIME_DIR": runtimeDirectory, "HOME": runtimeDirectory, "PATH": "/usr/bin:/bin"],
            logPath: "\(runtimeDirectory)/kwin.log")
        _ = try process.waitForSocket(in: runtimeDirectory, named: socket)
    }

    var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socket, "PATH": "/usr/bin:/bin"]
    }

    deinit { stop() }

    /// Stops KWin by PID and removes the copy of its binary.
    func stop() {
        process.stop()
        try? FileManager.default.removeItem(atPath: "\(runtimeDirectory)/bin")
    }
}
