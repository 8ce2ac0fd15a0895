/// Why the Wayland platform layer could not do what was asked. Each case reads as one line for a person.
public enum PlatformError: Error, CustomStringConvertible, Equatable {
    /// `wl_display_connect` failed: no compositor listens on the socket `WAYLAND_DISPLAY` names.
    case noCompositor(display: String)
    /// A global the window cannot work without (wl_compositor, xdg_wm_base) is not offered.
    case missingGlobal(String)
    /// The connection broke: the compositor went away or sent a protocol error.
    case connectionLost(String)
    /// The compositor never sent the first configure event in time.
    case noConfigure

    public var description: String {
        switch self {
        case .noCompositor(let display):
            return "no Wayland compositor reachable at WAYLAND_DISPLAY=\(display); "
                + "start one, set WAYLAND_DISPLAY, or run with --headless"
        case .missingGlobal(let name):
            return "the compositor does not offer \(name), which Kite needs"
        case .connectionLost(let why):
            return "lost the connection to the Wayland compositor: \(why)"
        case .noConfigure:
            return "the compositor did not configure the window within the time allowed"
        }
    }
}
