import CWaylandClient
import KiteGeometry
import KiteInput

/// A seat's `wl_pointer`: enter/leave, motion, buttons and scrolling batched per `wl_pointer.frame`, and the cursor.
///
/// Released explicitly by its seat (`release()`); `deinit` touches no Wayland object.
final class SeatPointer {
    let proxy: OpaquePointer
    private let router: InputRouter
    private let listener = UnsafeMutablePointer<wl_pointer_listener>.allocate(capacity: 1)
    private var accumulator = PointerFrameAccumulator<OpaquePointer>()
    /// Version 5 and later end each group of events with `wl_pointer.frame`; earlier ones send no frame.
    private let sendsFrames: Bool
    private var cursor: CursorSurface?
    private var enterSerial: UInt32 = 0
    private var released = false

    /// The surface the pointer is over, nil when it is over none of ours.
    var focus: OpaquePointer? { accumulator.focus }

    init(seat: OpaquePointer, router: InputRouter) {
        proxy = wl_seat_get_pointer(seat)
        self.router = router
        sendsFrames = wl_proxy_get_version(proxy) >= 5
        installListener()
    }

    deinit {
        assert(released, "SeatPointer dropped without release(): its proxy would outlive the display")
    }

    /// Ends the pointer's batch (a final `leave` for its surface), destroys its cursor, then the proxy.
    func release() {
        guard !released else { return }
        released = true
        accumulator.leave(time: router.receiptTime())
        router.deliver(accumulator.frame())
        cursor?.release()
        cursor = nil
        if wl_proxy_get_version(proxy) >= 3 { wl_pointer_release(proxy) } else { wl_pointer_destroy(proxy) }
        listener.deallocate()
    }

    /// Shows the cursor `surface` asked for, if the pointer is over it (after `WaylandWindow.setCursor`).
    func refreshCursor(for surface: OpaquePointer) {
        guard focus == surface else { return }
        showCursor(over: surface)
    }

    /// Shows the cursor `surface` asked for, at its scale.
    private func showCursor(over surface: OpaquePointer) {
        guard let shape = router.cursorShapes[surface] else { return }
        if cursor == nil, let globals = router.cursorGlobals { cursor = CursorSurface(globals: globals) }
        let scale = router.surfaceScales[surface] ?? 1
        cursor?.show(shape, scale: scale, pointer: proxy, enterSerial: enterSerial)
    }

    /// Before version 5 every event stands alone: deliver it at once.
    private func endOfEvent() {
        if !sendsFrames { router.deliver(accumulator.frame()) }
    }

    /// `wl_fixed_t` is a signed 24.8 fixed-point number.
    static func double(fixed: Int32) -> Double { Double(fixed) / 256 }

    static func scrollAxis(_ raw: UInt32) -> ScrollAxis? {
        switch raw {
        case WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue: return .vertical
        case WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue: return .horizontal
        default: return nil
        }
    }

    static func scrollSource(_ raw: UInt32) -> ScrollSource? {
        switch raw {
        case WL_POINTER_AXIS_SOURCE_WHEEL.rawValue: return .wheel
        case WL_POINTER_AXIS_SOURCE_FINGER.rawValue: return .finger
        case WL_POINTER_AXIS_SOURCE_CONTINUOUS.rawValue: return .continuous
        case WL_POINTER_AXIS_SOURCE_WHEEL_TILT.rawValue: return .wheelTilt
        default: return nil
        }
    }

    /// Safe: `data` is the unretained pointer set in `installListener`; the seat keeps this object alive until
    /// `release()` has destroyed the proxy, after which no event arrives.
    private static func from(_ data: UnsafeMutableRawPointer?) -> SeatPointer {
        Unmanaged<SeatPointer>.fromOpaque(data!).takeUnretainedValue()
    }

    private func installListener() {
        listener.initialize(
            to: wl_pointer_listener(
                enter: { data, _, serial, surface, x, y in
                    // wl_pointer.enter: the pointer is over `surface` at (x, y) in surface coordinates.
                    guard let surface else { return }
                    SeatPointer.from(data).entered(surface, serial: serial, x: x, y: y)
                },
                leave: { data, _, _, _ in
                    // wl_pointer.leave: the pointer left our surface (the surface argument may be gone already).
                    let p = SeatPointer.from(data)
                    p.accumulator.leave(time: p.router.receiptTime())
                    p.endOfEvent()
                },
                motion: { data, _, time, x, y in
                    let p = SeatPointer.from(data)
                    let location = Point(x: SeatPointer.double(fixed: x), y: SeatPointer.double(fixed: y))
                    p.accumulator.motion(location: location, time: p.router.receiptTime(), protocolTime: time)
                    p.endOfEvent()
                },
                button: { data, _, _, time, button, state in
                    let p = SeatPointer.from(data)
                    let pressed = state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue
                    p.accumulator.button(
                        PointerButton(rawValue: button), pressed: pressed, time: p.router.receiptTime(),
                        protocolTime: time)
                    p.endOfEvent()
                },
                axis: { data, _, time, axis, value in
                    let p = SeatPointer.from(data)
                    guard let axis = SeatPointer.scrollAxis(axis) else { return }
                    p.accumulator.axis(
                        axis, value: SeatPointer.double(fixed: value), time: p.router.receiptTime(),
                        protocolTime: time)
                    p.endOfEvent()
                },
                frame: { data, _ in
                    // wl_pointer.frame (v5): the events since the last frame belong together.
                    let p = SeatPointer.from(data)
                    p.router.deliver(p.accumulator.frame())
                },
                axis_source: { data, _, source in
                    guard let source = SeatPointer.scrollSource(source) else { return }
                    SeatPointer.from(data).accumulator.axisSource(source)
                },
                // wl_pointer.axis_stop (v5): KiteInput has no scroll-stop event; the frame ends the scroll batch.
                axis_stop: { _, _, _, _ in },
                axis_discrete: { data, _, axis, discrete in
                    // wl_pointer.axis_discrete (v5-7): wheel detents; one detent is 120 in value120 terms.
                    let p = SeatPointer.from(data)
                    guard let axis = SeatPointer.scrollAxis(axis) else { return }
                    p.accumulator.axisValue120(axis, value120: discrete * 120, time: p.router.receiptTime())
                },
                axis_value120: { data, _, axis, value120 in
                    // wl_pointer.axis_value120 (v8): high-resolution wheel steps, 120 per detent.
                    let p = SeatPointer.from(data)
                    guard let axis = SeatPointer.scrollAxis(axis) else { return }
                    p.accumulator.axisValue120(axis, value120: value120, time: p.router.receiptTime())
                }))
        // Safe: this object owns the listener and outlives the proxy (both released together in `release()`).
        wl_pointer_add_listener(proxy, listener, Unmanaged.passUnretained(self).toOpaque())
    }

    private func entered(_ surface: OpaquePointer, serial: UInt32, x: Int32, y: Int32) {
        enterSerial = serial
        let location = Point(x: Self.double(fixed: x), y: Self.double(fixed: y))
        accumulator.enter(target: surface, location: location, time: router.receiptTime())
        // Every enter must set the cursor again: the compositor forgets it when the pointer leaves.
        showCursor(over: surface)
        endOfEvent()
    }
}
