import CWaylandClient
import KiteGeometry
import KiteInput

/// A seat's `wl_touch`: points gathered per `wl_touch.frame` by a `TouchFrameAccumulator`.
///
/// Released explicitly by its seat (`release()`); `deinit` touches no Wayland object.
final class SeatTouch {
    let proxy: OpaquePointer
    private let router: InputRouter
    private let listener = UnsafeMutablePointer<wl_touch_listener>.allocate(capacity: 1)
    private var accumulator = TouchFrameAccumulator<OpaquePointer>()
    private var released = false

    init(seat: OpaquePointer, router: InputRouter) {
        proxy = wl_seat_get_touch(seat)
        self.router = router
        installListener()
    }

    deinit {
        assert(released, "SeatTouch dropped without release(): its proxy would outlive the display")
    }

    /// Called after every dispatch: delivers a sequence whose last `up` came without a `frame` (weston 10).
    func deliverStalled() {
        router.deliver(accumulator.deliverStalled())
    }

    /// Cancels any active points (the touch device went away), then destroys the proxy.
    func release() {
        guard !released else { return }
        released = true
        router.deliver(accumulator.cancel(time: router.receiptTime()))
        if wl_proxy_get_version(proxy) >= 3 { wl_touch_release(proxy) } else { wl_touch_destroy(proxy) }
        listener.deallocate()
    }

    /// Safe: `data` is the unretained pointer set in `installListener`; the seat keeps this object alive until
    /// `release()` has destroyed the proxy.
    private static func from(_ data: UnsafeMutableRawPointer?) -> SeatTouch {
        Unmanaged<SeatTouch>.fromOpaque(data!).takeUnretainedValue()
    }

    private static func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: SeatPointer.double(fixed: x), y: SeatPointer.double(fixed: y))
    }

    private func installListener() {
        listener.initialize(
            to: wl_touch_listener(
                down: { data, _, _, time, surface, id, x, y in
                    // wl_touch.down: a new point on `surface`, in its surface coordinates.
                    guard let surface else { return }
                    let t = SeatTouch.from(data)
                    t.accumulator.down(
                        id: id, target: surface, location: SeatTouch.point(x, y), time: t.router.receiptTime(),
                        protocolTime: time)
                },
                up: { data, _, _, time, id in
                    let t = SeatTouch.from(data)
                    t.accumulator.up(id: id, time: t.router.receiptTime(), protocolTime: time)
                },
                motion: { data, _, time, id, x, y in
                    let t = SeatTouch.from(data)
                    t.accumulator.motion(
                        id: id, location: SeatTouch.point(x, y), time: t.router.receiptTime(), protocolTime: time)
                },
                frame: { data, _ in
                    // wl_touch.frame: the points' changes since the last frame belong together.
                    let t = SeatTouch.from(data)
                    t.router.deliver(t.accumulator.frame())
                },
                cancel: { data, _ in
                    // wl_touch.cancel: the compositor took every active point; no frame follows.
                    let t = SeatTouch.from(data)
                    t.router.deliver(t.accumulator.cancel(time: t.router.receiptTime()))
                },
                // wl_touch.shape and .orientation (v6): contact ellipses, not used by Kite's gestures.
                shape: { _, _, _, _, _ in },
                orientation: { _, _, _, _ in }))
        // Safe: this object owns the listener and outlives the proxy (both released together in `release()`).
        wl_touch_add_listener(proxy, listener, Unmanaged.passUnretained(self).toOpaque())
    }
}
