import KiteGeometry
import KiteInput

/// Gathers `wl_pointer` events until the `wl_pointer.frame` that completes them (version 5 and later), merging the
/// parts of a scroll (`axis`, `axis_source`, `axis_discrete` or `axis_value120`) into one event per axis.
///
/// A pure value; `Target` is the surface the pointer is over (any hashable key in tests).
struct PointerFrameAccumulator<Target: Hashable> {
    /// The surface from the last `enter`, nil after `leave`.
    private(set) var focus: Target?
    private(set) var pending: [RoutedInputEvent<Target>] = []
    private var scroll: [ScrollAxis: ScrollPart] = [:]
    private var scrollSource: ScrollSource?

    /// The parts of one axis's scroll within a frame.
    private struct ScrollPart {
        var time: Double
        var protocolTime: UInt32?
        var value: Double = 0
        var value120: Int32?
    }

    mutating func enter(target: Target, location: Point, time: Double) {
        focus = target
        pending.append(
            RoutedInputEvent(target: target, event: InputEvent(time: time, kind: .pointerEnter(location: location))))
    }

    mutating func leave(time: Double) {
        guard let focus else { return }
        pending.append(RoutedInputEvent(target: focus, event: InputEvent(time: time, kind: .pointerLeave)))
        self.focus = nil
    }

    mutating func motion(location: Point, time: Double, protocolTime: UInt32) {
        append(.pointerMotion(location: location), time: time, protocolTime: protocolTime)
    }

    mutating func button(_ button: PointerButton, pressed: Bool, time: Double, protocolTime: UInt32) {
        append(.pointerButton(button, pressed: pressed), time: time, protocolTime: protocolTime)
    }

    /// `wl_pointer.axis`: continuous scroll distance in surface units along `axis`.
    mutating func axis(_ axis: ScrollAxis, value: Double, time: Double, protocolTime: UInt32) {
        var part = scroll[axis] ?? ScrollPart(time: time, protocolTime: protocolTime)
        part.value += value
        part.protocolTime = protocolTime
        scroll[axis] = part
    }

    /// `wl_pointer.axis_value120` (version 8), or `axis_discrete` (versions 5 to 7) times 120.
    mutating func axisValue120(_ axis: ScrollAxis, value120: Int32, time: Double) {
        var part = scroll[axis] ?? ScrollPart(time: time)
        part.value120 = (part.value120 ?? 0) + value120
        scroll[axis] = part
    }

    /// `wl_pointer.axis_source`: what produced this frame's scroll.
    mutating func axisSource(_ source: ScrollSource) {
        scrollSource = source
    }

    /// `wl_pointer.frame` (or, before version 5, the end of each event): the gathered events as one batch, scroll
    /// last (vertical, then horizontal).
    mutating func frame() -> [RoutedInputEvent<Target>] {
        if let focus {
            for axis in [ScrollAxis.vertical, .horizontal] {
                guard let part = scroll[axis] else { continue }
                let kind = InputEventKind.pointerAxis(
                    axis, value: part.value, value120: part.value120, source: scrollSource)
                pending.append(
                    RoutedInputEvent(
                        target: focus,
                        event: InputEvent(time: part.time, protocolTimeMilliseconds: part.protocolTime, kind: kind)))
            }
        }
        scroll.removeAll(keepingCapacity: true)
        scrollSource = nil
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }

    private mutating func append(_ kind: InputEventKind, time: Double, protocolTime: UInt32) {
        guard let focus else { return }
        pending.append(
            RoutedInputEvent(
                target: focus, event: InputEvent(time: time, protocolTimeMilliseconds: protocolTime, kind: kind)))
    }
}
