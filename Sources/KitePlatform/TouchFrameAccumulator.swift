import KiteGeometry
import KiteInput

/// Gathers `wl_touch` events until the `wl_touch.frame` that completes them, and keeps the set of active points.
///
/// A pure value: the seat feeds it protocol events and delivers what `frame`, `cancel` or `deliverStalled` return.
/// `Target` is the surface a point went down on (any hashable key in tests).
struct TouchFrameAccumulator<Target: Hashable> {
    /// The surface each active touch point went down on, by protocol id.
    private(set) var activePoints: [Int32: Target] = [:]
    /// Events of the frame being gathered, oldest first.
    private(set) var pending: [RoutedInputEvent<Target>] = []

    /// `wl_touch.down`: a new point. An id still active (a compositor bug) is ended first, so every down the
    /// consumer sees has a matching end.
    mutating func down(id: Int32, target: Target, location: Point, time: Double, protocolTime: UInt32) {
        if let previous = activePoints[id] {
            pending.append(routed(previous, time, protocolTime, .touchUp(id: id)))
        }
        activePoints[id] = target
        pending.append(routed(target, time, protocolTime, .touchDown(id: id, location: location)))
    }

    /// `wl_touch.motion` of an active point; motion of an unknown id is dropped.
    mutating func motion(id: Int32, location: Point, time: Double, protocolTime: UInt32) {
        guard let target = activePoints[id] else { return }
        pending.append(routed(target, time, protocolTime, .touchMotion(id: id, location: location)))
    }

    /// `wl_touch.up`: the point ends and its id may be reused at once.
    mutating func up(id: Int32, time: Double, protocolTime: UInt32) {
        guard let target = activePoints.removeValue(forKey: id) else { return }
        pending.append(routed(target, time, protocolTime, .touchUp(id: id)))
    }

    /// `wl_touch.frame`: the gathered events form one batch.
    mutating func frame() -> [RoutedInputEvent<Target>] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }

    /// `wl_touch.cancel`: every active point ends; no frame follows. Returns the gathered events, then one
    /// `touchCancel` per surface that had active points (in order of first appearance).
    mutating func cancel(time: Double) -> [RoutedInputEvent<Target>] {
        var batch = frame()
        var cancelled: [Target] = []
        for target in activePoints.sorted(by: { $0.key < $1.key }).map(\.value) where !cancelled.contains(target) {
            cancelled.append(target)
        }
        activePoints.removeAll()
        batch += cancelled.map { RoutedInputEvent(target: $0, event: InputEvent(time: time, kind: .touchCancel)) }
        return batch
    }

    /// Called after each dispatch: when the gathered events left no point active, the sequence is over and no
    /// `frame` may come (weston 10 sends none after the last `up`), so they are delivered now rather than held.
    mutating func deliverStalled() -> [RoutedInputEvent<Target>] {
        guard activePoints.isEmpty, !pending.isEmpty else { return [] }
        return frame()
    }

    private func routed(
        _ target: Target, _ time: Double, _ protocolTime: UInt32, _ kind: InputEventKind
    ) -> RoutedInputEvent<Target> {
        RoutedInputEvent(
            target: target, event: InputEvent(time: time, protocolTimeMilliseconds: protocolTime, kind: kind))
    }
}
