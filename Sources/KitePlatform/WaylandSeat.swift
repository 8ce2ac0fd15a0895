import CWaylandClient

/// One `wl_seat`: a group of input devices. Its pointer, keyboard and touch are created and released as
/// `wl_seat.capabilities` announces them, at any time during the run.
///
/// Owned by the display and released explicitly (`release()`) before the display disconnects; no Wayland call
/// happens in `deinit`.
final class WaylandSeat {
    let proxy: OpaquePointer
    /// The registry name, for `wl_registry.global_remove`.
    let name: UInt32
    private let router: InputRouter
    private let listener = UnsafeMutablePointer<wl_seat_listener>.allocate(capacity: 1)
    private(set) var pointer: SeatPointer?
    private(set) var keyboard: SeatKeyboard?
    private(set) var touch: SeatTouch?
    private var released = false

    init(proxy: OpaquePointer, name: UInt32, router: InputRouter) {
        self.proxy = proxy
        self.name = name
        self.router = router
        listener.initialize(
            to: wl_seat_listener(
                capabilities: { data, _, capabilities in
                    // wl_seat.capabilities: sent at bind and whenever a device class appears or disappears.
                    WaylandSeat.from(data).update(capabilities: capabilities)
                },
                name: { _, _, _ in }))
        // Safe: the display keeps this object alive until `release()` has destroyed the proxy.
        wl_seat_add_listener(proxy, listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        assert(released, "WaylandSeat dropped without release(): its proxies would outlive the display")
    }

    /// Releases the devices (each ends what is in flight: leave, focus loss, cancel), then the seat.
    func release() {
        guard !released else { return }
        released = true
        update(capabilities: 0)
        if wl_proxy_get_version(proxy) >= 5 { wl_seat_release(proxy) } else { wl_seat_destroy(proxy) }
        listener.deallocate()
    }

    /// After each dispatch: touch sequences that ended without a frame, and key repeats due now.
    func afterDispatch(nowNanoseconds: UInt64) {
        touch?.deliverStalled()
        keyboard?.deliverRepeats(nowNanoseconds: nowNanoseconds)
    }

    func update(capabilities: UInt32) {
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        let hasTouch = capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        if hasPointer && pointer == nil { pointer = SeatPointer(seat: proxy, router: router) }
        if !hasPointer, let pointer {
            pointer.release()
            self.pointer = nil
        }
        if hasKeyboard && keyboard == nil { keyboard = SeatKeyboard(seat: proxy, router: router) }
        if !hasKeyboard, let keyboard {
            keyboard.release()
            self.keyboard = nil
        }
        if hasTouch && touch == nil { touch = SeatTouch(seat: proxy, router: router) }
        if !hasTouch, let touch {
            touch.release()
            self.touch = nil
        }
    }

    /// Safe: `data` is the unretained pointer set in `init`; the display keeps this object alive until `release()`.
    private static func from(_ data: UnsafeMutableRawPointer?) -> WaylandSeat {
        Unmanaged<WaylandSeat>.fromOpaque(data!).takeUnretainedValue()
    }
}
