import Foundation

/// A private sway (wlroots 0.16) for one test, on wlroots' headless back end with the pixman renderer. sway refuses
/// to run as root, so it runs as `nobody` (through util-linux's `setpriv`) in a runtime directory that user owns;
/// clients running as root still reach its socket. It offers the virtual keyboard protocol (`wtype` types into the
/// focused window) and the virtual pointer protocol (`kite-virtual-pointer` moves and clicks), and answers
/// `wp_presentation` feedback on this back end with `discarded` for the first frames and nothing after.
///
/// The config gives one `width` x `height` output at scale 1 with no bar, border or Xwayland, so the one window
/// fills the output at its origin: a point of the output layout is the same point of the window's surface.
final class Sway {
    static let tools = ["/usr/bin/sway", "/usr/bin/setpriv", "/usr/bin/wtype"]
    /// The unprivileged user sway runs as (Debian's `nobody`).
    static let user: uid_t = 65534
    let runtimeDirectory: String
    /// The socket sway chose (`wayland-N`).
    let socket: String
    let width: Int
    let height: Int
    private let process: CompositorProcess

    /// Why sway cannot run here, or nil when everything it needs is installed.
    static var missing: String? {
        tools.first { !FileManager.default.isExecutableFile(atPath: $0) }.map {
            "\($0) is not installed (sway, wtype; run scripts/install-deps.sh): sway tests skipped"
        }
    }

    /// Starts sway as `nobody` and waits for its socket. Throws `CompositorUnavailable` when it is missing or fails
    /// to start.
    init(width: Int = 1024, height: Int = 768) throws {
        if let missing = Self.missing { throw CompositorUnavailable(missing) }
        (self.width, self.height) = (width, height)
        runtimeDirectory = try Weston.makePrivateDirectory()
        let config = "\(runtimeDirectory)/sway.config"
        try """
        output HEADLESS-1 resolution \(width)x\(height) scale 1
        default_border none
        xwayland disable

        """.write(toFile: config, atomically: true, encoding: .utf8)
        guard chown(runtimeDirectory, Self.user, gid_t(Self.user)) == 0, chmod(config, 0o644) == 0 else {
            throw CompositorUnavailable("cannot hand \(runtimeDirectory) to uid \(Self.user): sway tests skipped")
        }
        process = try CompositorProcess(
            name: "sway", executable: "/usr/bin/setpriv",
            arguments: [
                "--reuid=\(Self.user)", "--regid=\(Self.user)", "--clear-groups", "/usr/bin/sway", "-c", config,
            ],
            environment: [
                "XDG_RUNTIME_DIR": runtimeDirectory, "HOME": runtimeDirectory, "PATH": "/usr/bin:/bin",
                "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
            ],
            // Opened by the test (root) and inherited: sway need not be able to create it.
            logPath: "\(runtimeDirectory)/sway.log")
        socket = try process.waitForSocket(in: runtimeDirectory)
    }

    deinit { stop() }

    var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socket, "PATH": "/usr/bin:/bin"]
    }

    /// Types through the virtual keyboard protocol: `wtype ARGS` (e.g. `-k Tab`, `-M ctrl -k q -m ctrl`). wtype
    /// makes a new virtual keyboard each run, and the focused client gets the first key of a new keyboard before
    /// its keymap has settled: a 300 ms pause leads, so no key is lost.
    func type(_ arguments: String...) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/wtype")
        p.arguments = ["-s", "300"] + arguments
        p.environment = clientEnvironment
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw TestSetupError("wtype \(arguments.joined(separator: " ")) failed: \(p.terminationStatus)")
        }
    }

    func stop() { process.stop() }
}
