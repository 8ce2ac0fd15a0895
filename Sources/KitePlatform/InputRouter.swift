import KiteInput

/// Collects the input events the seats produce, per window surface, until each window drains its batch.
///
/// A plain object without proxies: seats hold it strongly, so nothing here can outlive the display it reads the
/// clock of, and tearing it down touches no Wayland object.
final class InputRouter {
    /// The clock receipt times are read on: the presentation clock, so input and frame times subtract directly.
    var clock = PresentationClock()
    /// Events waiting per registered surface, oldest first. Events for other surfaces are dropped.
    private var queues: [OpaquePointer: [InputEvent]] = [:]
    /// The time of the last event queued per surface.
    private var lastTimes: [OpaquePointer: Double] = [:]
    /// The cursor each surface asked for with `WaylandWindow.setCursor`.
    private(set) var cursorShapes: [OpaquePointer: CursorShape] = [:]
    /// Each surface's integer buffer scale (fractional scales rounded up), for cursor images to match.
    private(set) var surfaceScales: [OpaquePointer: Int32] = [:]
    /// What pointers need to make cursors; nil until the display has bound `wl_shm`.
    var cursorGlobals: CursorGlobals?

    /// Seconds on `clock`, for an event received now.
    func receiptTime() -> Double { Double(clock.nowNanoseconds()) / 1e9 }

    func register(_ surface: OpaquePointer) {
        queues[surface] = queues[surface] ?? []
        cursorShapes[surface] = cursorShapes[surface] ?? .arrow
    }

    func unregister(_ surface: OpaquePointer) {
        queues[surface] = nil
        lastTimes[surface] = nil
        cursorShapes[surface] = nil
        surfaceScales[surface] = nil
    }

    func deliver(_ events: [RoutedInputEvent<OpaquePointer>]) {
        for routed in events { deliver(routed.event, to: routed.target) }
    }

    /// Queues `event` for `surface`. Times are kept non-decreasing per surface (a recording must be), so an event
    /// stamped earlier than one already queued (a key repeat at its scheduled instant, a scroll stamped at its first
    /// part) takes the later time.
    func deliver(_ event: InputEvent, to surface: OpaquePointer) {
        guard queues[surface] != nil else { return }
        var event = event
        event.time = max(event.time, lastTimes[surface] ?? -.infinity)
        lastTimes[surface] = event.time
        queues[surface]?.append(event)
    }

    /// Whether events are queued for `surface` (without taking them).
    func hasEvents(for surface: OpaquePointer) -> Bool {
        !(queues[surface]?.isEmpty ?? true)
    }

    /// Returns and clears the events queued for `surface`.
    func take(for surface: OpaquePointer) -> [InputEvent] {
        guard let events = queues[surface], !events.isEmpty else { return [] }
        queues[surface] = []
        return events
    }

    func setScale(_ scale: Double, for surface: OpaquePointer) {
        if cursorShapes[surface] != nil { surfaceScales[surface] = max(1, Int32(scale.rounded(.up))) }
    }

    func setCursorShape(_ shape: CursorShape, for surface: OpaquePointer) {
        if cursorShapes[surface] != nil { cursorShapes[surface] = shape }
    }
}
