import KiteGeometry
import KiteGestures
import KiteInput
import KiteScene

/// A 400 × 400 root placed at the surface origin, with `children` frames as sublayers named by index.
func makeScene(_ frames: [Rect] = [Rect(x: 100, y: 100, width: 100, height: 50)]) -> (Layer, [Layer]) {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
    let children = frames.enumerated().map { index, frame in
        let layer = Layer()
        layer.frame = frame
        layer.name = "child\(index)"
        root.addSublayer(layer)
        return layer
    }
    return (root, children)
}

/// Records every reported state change as "kind:state" with its time.
final class StateLog {
    private(set) var entries: [(label: String, state: GestureState, time: Double)] = []

    func watch(_ recognizer: GestureRecognizer, as label: String? = nil) {
        let name = label ?? recognizer.kind
        recognizer.stateDidChange = { [unowned self] _, state, time in entries.append((name, state, time)) }
    }

    /// "label:state" in order.
    var lines: [String] { entries.map { "\($0.label):\($0.state.rawValue)" } }
    var times: [Double] { entries.map(\.time) }

    /// Whether the reported times are `expected`, to rounding (1e-12 s).
    func timesMatch(_ expected: [Double]) -> Bool {
        times.count == expected.count && zip(times, expected).allSatisfy { abs($0 - $1) < 1e-12 }
    }
}

extension GestureSystem {
    /// Adds `first`, made to wait for `second` to fail, and `second`, and returns a log watching both under their
    /// labels.
    func add(
        _ first: GestureRecognizer, as firstLabel: String, waitingFor second: GestureRecognizer,
        as secondLabel: String
    ) -> StateLog {
        first.require(toFail: second)
        add(first)
        add(second)
        let log = StateLog()
        log.watch(first, as: firstLabel)
        log.watch(second, as: secondLabel)
        return log
    }
}

/// Builds input events; times in seconds.
enum Events {
    static func down(_ id: Int32, _ p: Point, _ t: Double, ms: UInt32? = nil) -> InputEvent {
        InputEvent(time: t, protocolTimeMilliseconds: ms, kind: .touchDown(id: id, location: p))
    }
    static func move(_ id: Int32, _ p: Point, _ t: Double, ms: UInt32? = nil) -> InputEvent {
        InputEvent(time: t, protocolTimeMilliseconds: ms, kind: .touchMotion(id: id, location: p))
    }
    static func up(_ id: Int32, _ t: Double, ms: UInt32? = nil) -> InputEvent {
        InputEvent(time: t, protocolTimeMilliseconds: ms, kind: .touchUp(id: id))
    }
    static func cancel(_ t: Double) -> InputEvent { InputEvent(time: t, kind: .touchCancel) }
    static func pointer(_ p: Point, _ t: Double) -> InputEvent {
        InputEvent(time: t, kind: .pointerMotion(location: p))
    }
    static func button(_ b: PointerButton, _ pressed: Bool, _ t: Double) -> InputEvent {
        InputEvent(time: t, kind: .pointerButton(b, pressed: pressed))
    }

    /// A tap: down at `p`, moves through `jitter` offsets (one per 10 ms), up `duration` seconds after down.
    static func tap(_ id: Int32, at p: Point, from t: Double, duration: Double = 0.08, jitter: [Vector] = [])
        -> [InputEvent]
    {
        [down(id, p, t)] + jitter.enumerated().map { move(id, p + $1, t + 0.01 * Double($0 + 1)) }
            + [up(id, t + duration)]
    }
}

extension GestureSystem {
    func handle(_ events: [InputEvent]) { events.forEach { handle($0) } }
}
