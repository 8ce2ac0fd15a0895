import CWaylandClient
import CWaylandProtocols

#if canImport(Glibc)
    import Glibc
#endif

/// A connection to a Wayland compositor and the globals Kite binds from its registry.
///
/// All calls happen on one thread; the C callbacks run inside `dispatch`, on that same thread.
public final class WaylandDisplay {
    /// The `wl_display` pointer, for EGL's `eglGetPlatformDisplay(EGL_PLATFORM_WAYLAND_KHR, ...)`.
    public let rawDisplay: OpaquePointer
    let registry: OpaquePointer
    var globals = Globals()
    /// Input events from the seats, queued per window surface.
    let input = InputRouter()
    /// The clock presentation timestamps are on, from `wp_presentation.clock_id`.
    public internal(set) var presentationClock = PresentationClock()
    let registryListener: UnsafeMutablePointer<wl_registry_listener>
    let presentationListener: UnsafeMutablePointer<wp_presentation_listener>
    let wmBaseListener: UnsafeMutablePointer<xdg_wm_base_listener>
    let syncListener: UnsafeMutablePointer<wl_callback_listener>
    /// Called after any output's scale changes (`wl_output.done`).
    var onOutputsChanged: (() -> Void)?

    /// Connects to the compositor named by `WAYLAND_DISPLAY` (or `name`) and binds the globals in one round trip.
    /// Fails at once with `PlatformError.noCompositor` when nothing listens there.
    public init(name: String? = nil) throws {
        let display = name.map { wl_display_connect($0) } ?? wl_display_connect(nil)
        guard let display else {
            let env = getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? "(unset, so wayland-0)"
            throw PlatformError.noCompositor(display: name ?? env)
        }
        rawDisplay = display
        registry = wl_display_get_registry(display)
        registryListener = .allocate(capacity: 1)
        presentationListener = .allocate(capacity: 1)
        wmBaseListener = .allocate(capacity: 1)
        syncListener = .allocate(capacity: 1)
        installListeners()
        // Two round trips: the first delivers the globals, the second the events of what we bound (clock_id, scale).
        try roundtrip()
        try roundtrip()
        guard globals.compositor != nil else { throw PlatformError.missingGlobal("wl_compositor") }
        guard globals.wmBase != nil else { throw PlatformError.missingGlobal("xdg_wm_base") }
        if let compositor = globals.compositor, let shm = globals.shm {
            input.cursorGlobals = CursorGlobals(compositor: compositor, shm: shm)
        }
    }

    /// Teardown in one explicit order: seats (each releasing its cursor surfaces and devices first) while the
    /// compositor, shm and connection they use still exist, then outputs, globals, registry, the connection.
    deinit {
        for seat in globals.seats.values { seat.release() }
        globals.seats.removeAll()
        input.cursorGlobals = nil
        globals.outputs.removeAll()
        for proxy in [
            globals.shm, globals.decorationManager, globals.fractionalScaleManager, globals.viewporter,
            globals.presentation,
            globals.wmBase, globals.compositor,
        ] {
            if let proxy { wl_proxy_destroy(proxy) }
        }
        wl_registry_destroy(registry)
        wl_display_disconnect(rawDisplay)
        registryListener.deallocate()
        presentationListener.deallocate()
        wmBaseListener.deallocate()
        syncListener.deallocate()
    }

    /// What the compositor offers.
    public var features: CompositorFeatures {
        CompositorFeatures(
            presentation: globals.presentation != nil,
            fractionalScale: globals.fractionalScaleManager != nil && globals.viewporter != nil,
            serverDecorations: globals.decorationManager != nil)
    }

    /// The largest integer scale among the given outputs, 1 when none is known.
    func scale(ofOutputs proxies: Set<OpaquePointer>) -> Int32 {
        globals.outputs.values.filter { proxies.contains($0.proxy) }.map(\.scale).max() ?? 1
    }

    /// Waits until the compositor has processed every request sent so far and its replies are dispatched.
    /// Throws `connectionLost` when no answer comes within `timeoutSeconds` (a hung compositor must not hang Kite).
    public func roundtrip(timeoutSeconds: Double = 2) throws {
        let done = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        done.initialize(to: false)
        defer { done.deallocate() }
        let callback = wl_display_sync(rawDisplay)
        defer { wl_callback_destroy(callback) }
        // Safe: `done` outlives the callback proxy, destroyed before `done` is deallocated.
        wl_callback_add_listener(callback, syncListener, done)
        let clock = PresentationClock()
        let deadline = clock.nowNanoseconds() + UInt64(timeoutSeconds * 1e9)
        while !done.pointee {
            let now = clock.nowNanoseconds()
            if now >= deadline {
                throw PlatformError.connectionLost("the compositor did not answer within \(timeoutSeconds) s")
            }
            try dispatch(timeoutSeconds: Double(deadline - now) / 1e9)
        }
    }

    /// Sends queued requests, waits at most `timeoutSeconds` for events, and dispatches what arrived.
    /// Never blocks longer than the timeout, because a compositor may never send a frame callback.
    /// - Returns: whether any event was read from the socket.
    @discardableResult
    public func dispatch(timeoutSeconds: Double) throws -> Bool {
        while wl_display_prepare_read(rawDisplay) != 0 {
            if wl_display_dispatch_pending(rawDisplay) < 0 { throw connectionError() }
        }
        if wl_display_flush(rawDisplay) < 0 && errno != EAGAIN {
            wl_display_cancel_read(rawDisplay)
            throw connectionError()
        }
        var fds = pollfd(fd: wl_display_get_fd(rawDisplay), events: Int16(POLLIN), revents: 0)
        let ms = Int32(max(0, min(timeoutSeconds, 60)) * 1000)
        let ready = poll(&fds, 1, ms)
        if ready <= 0 {
            wl_display_cancel_read(rawDisplay)
            if ready < 0 && errno != EINTR { throw connectionError() }
            return false
        }
        if fds.revents & Int16(POLLIN) != 0 {
            if wl_display_read_events(rawDisplay) < 0 { throw connectionError() }
        } else {
            wl_display_cancel_read(rawDisplay)
            if fds.revents & Int16(POLLHUP | POLLERR) != 0 {
                throw PlatformError.connectionLost("the compositor closed the socket")
            }
        }
        if wl_display_dispatch_pending(rawDisplay) < 0 { throw connectionError() }
        afterDispatch()
        return true
    }

    /// When the next key repeat is due (ns on the presentation clock), nil when no key is held: a loop that sleeps
    /// while nothing changes must wake by then, since the compositor sends nothing for a repeat.
    public var nextTimerNanoseconds: UInt64? {
        globals.seats.values.compactMap { $0.keyboard?.nextRepeatNanoseconds }.min()
    }

    /// Work the seats do once the socket's events are dispatched: touch sequences that ended without a frame,
    /// key repeats that are due.
    func afterDispatch() {
        let now = input.clock.nowNanoseconds()
        for seat in globals.seats.values { seat.afterDispatch(nowNanoseconds: now) }
    }

    /// Sends queued requests without waiting.
    public func flush() throws {
        if wl_display_flush(rawDisplay) < 0 && errno != EAGAIN { throw connectionError() }
    }

    private func connectionError() -> PlatformError {
        let code = wl_display_get_error(rawDisplay)
        if code == EPROTO {
            var interface: UnsafePointer<wl_interface>?
            var id: UInt32 = 0
            let protocolCode = wl_display_get_protocol_error(rawDisplay, &interface, &id)
            let name = interface.map { String(cString: kite_interface_name($0)) } ?? "?"
            return .connectionLost("protocol error \(protocolCode) on \(name)@\(id)")
        }
        if code == 0 { return .connectionLost("the compositor closed the socket") }
        return .connectionLost(String(cString: strerror(code)))
    }

    /// Safe: `data` is always the unretained pointer set in `installListeners`, and `self` outlives the registry.
    static func from(_ data: UnsafeMutableRawPointer?) -> WaylandDisplay {
        Unmanaged<WaylandDisplay>.fromOpaque(data!).takeUnretainedValue()
    }
}
