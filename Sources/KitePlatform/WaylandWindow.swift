import CWaylandClient
import CWaylandEGL
import CWaylandProtocols
import KiteInput

/// One xdg-shell toplevel window with a `wl_egl_window` for EGL to draw into.
///
/// Protocol callbacks only record state and queue `WindowEvent`s; `takeEvents()` hands them to the application.
public final class WaylandWindow {
    public let display: WaylandDisplay
    let surface: OpaquePointer
    let xdgSurface: OpaquePointer
    let toplevel: OpaquePointer
    var decoration: OpaquePointer?
    var fractionalScale: OpaquePointer?
    var viewport: OpaquePointer?
    /// The `wl_egl_window`, created at the first configure; pass `eglWindowPointer` to EGL.
    var eglWindow: OpaquePointer?
    let listeners = WindowListeners()

    /// The size used when the compositor leaves the choice to the client (a 0x0 configure), in logical pixels.
    public let defaultSize: (width: Int, height: Int)
    /// The configuration in force: set when an `xdg_surface.configure` is acknowledged.
    public internal(set) var configuration: WindowConfiguration?
    var pending = PendingConfigure()
    var enteredOutputs = Set<OpaquePointer>()
    /// Scale from `wp_fractional_scale_v1.preferred_scale`, in 120ths; nil when the protocol is not in use.
    var fractionalScale120: UInt32?
    var events: [WindowEvent] = []
    var frameCallbackPending = false

    /// Creates and maps a toplevel titled `title` with `appID`, asking for server-side decorations when offered.
    /// The window is not usable until the first `.configured` event (see `waitForConfigure`).
    public init(display: WaylandDisplay, title: String, appID: String, defaultSize: (width: Int, height: Int)) {
        self.display = display
        self.defaultSize = defaultSize
        surface = wl_compositor_create_surface(display.globals.compositor)
        xdgSurface = xdg_wm_base_get_xdg_surface(display.globals.wmBase, surface)
        toplevel = xdg_surface_get_toplevel(xdgSurface)
        installListeners()
        xdg_toplevel_set_title(toplevel, title)
        xdg_toplevel_set_app_id(toplevel, appID)
        setUpOptionalProtocols()
        display.onOutputsChanged = { [unowned self] in scaleMayHaveChanged() }
        display.input.register(surface)
        // The initial commit without a buffer asks the compositor for the first configure.
        wl_surface_commit(surface)
    }

    deinit {
        display.input.unregister(surface)
        display.onOutputsChanged = nil
        if let eglWindow { wl_egl_window_destroy(eglWindow) }
        if let viewport { wp_viewport_destroy(viewport) }
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        if let decoration { zxdg_toplevel_decoration_v1_destroy(decoration) }
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
        wl_surface_destroy(surface)
        try? display.flush()
    }

    /// The `wl_egl_window*` as an untyped pointer, for `eglCreatePlatformWindowSurface`; nil before configure.
    public var eglWindowPointer: UnsafeMutableRawPointer? { eglWindow.map { UnsafeMutableRawPointer($0) } }

    /// Dispatches until the first configure has been acknowledged, or throws after `timeoutSeconds`.
    public func waitForConfigure(timeoutSeconds: Double = 5) throws {
        let clock = PresentationClock()
        let deadline = clock.nowNanoseconds() + UInt64(timeoutSeconds * 1e9)
        while configuration == nil {
            if clock.nowNanoseconds() > deadline { throw PlatformError.noConfigure }
            try display.dispatch(timeoutSeconds: 0.1)
        }
    }

    /// Returns and clears the events queued since the last call, oldest first.
    public func takeEvents() -> [WindowEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Returns and clears the input events for this window since the last call, oldest first: pointer and touch
    /// events batched per protocol frame, keys (with repeats due by now), focus changes. Call once per frame.
    /// Locations are in surface coordinates (logical pixels); times are seconds on `display.presentationClock`.
    public func takeInputEvents() -> [InputEvent] {
        display.afterDispatch()
        return display.input.take(for: surface)
    }

    /// Whether input for this window is waiting to be taken (key repeats due by now included): a frame loop that
    /// sleeps while nothing changes wakes for it.
    public var hasPendingInput: Bool {
        display.afterDispatch()
        return display.input.hasEvents(for: surface)
    }

    /// Shows `shape` while the pointer is over this window (a hand over tappable things, else the arrow).
    public func setCursor(_ shape: CursorShape) {
        guard display.input.cursorShapes[surface] != shape else { return }
        display.input.setCursorShape(shape, for: surface)
        for seat in display.globals.seats.values { seat.pointer?.refreshCursor(for: surface) }
    }

    /// Safe: `data` is always the unretained pointer to this window set when the listeners were added, and the
    /// window destroys every proxy carrying it in `deinit`.
    static func from(_ data: UnsafeMutableRawPointer?) -> WaylandWindow {
        Unmanaged<WaylandWindow>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// The `xdg_toplevel.configure` values waiting for the `xdg_surface.configure` that completes them.
struct PendingConfigure {
    var width: Int = 0
    var height: Int = 0
    var maximized = false
    var fullscreen = false
    var activated = false
    var resizing = false
}
