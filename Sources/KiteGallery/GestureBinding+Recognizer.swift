import KiteComponents
import KiteGestures

extension GestureBinding {
    /// The KiteGestures recogniser that drives this binding, for a host that adds it to a `GestureSystem`:
    /// - `.tap`: a single `TapGestureRecognizer`; the action runs when it ends.
    /// - `.press`: a `PressGestureRecognizer`; `began`, `changed(isInside)` at each crossing of the layer's edge,
    ///   `ended(isInside)`, and `ended(false)` when cancelled (it yields: a rival that takes the touch cancels it).
    /// - `.pan`: a `PanGestureRecognizer`; `began(start)` with the touch-down point in the superlayer, at once
    ///   followed by `changed` for the move that began it, `changed` on every move, `ended(translation, velocity)`,
    ///   and `ended(translation, .zero)` when cancelled.
    ///
    /// `trace` hears each state change before the handler runs, as `--trace` wants it: the recogniser's kind, the
    /// state and the time; a `changed` right after a `changed` is not repeated (the handler still runs).
    public func makeRecognizer(
        trace: @escaping (_ kind: String, _ state: GestureState, _ time: Double) -> Void
    ) -> GestureRecognizer {
        let recognizer: GestureRecognizer
        let handle: (GestureState) -> Void
        switch self {
        case .tap(let layer, let action):
            recognizer = TapGestureRecognizer(layer: layer)
            handle = { state in if state == .ended { action() } }
        case .press(let layer, let handler):
            let press = PressGestureRecognizer(layer: layer)
            (recognizer, handle) = (press, { [unowned press] in Self.drive(handler, with: press, state: $0) })
        case .pan(let layer, let handler):
            let pan = PanGestureRecognizer(layer: layer)
            (recognizer, handle) = (pan, { [unowned pan] in Self.drive(handler, with: pan, state: $0) })
        }
        var previous = GestureState.possible
        recognizer.stateDidChange = { recognizer, state, time in
            if !(state == .changed && previous == .changed) { trace(recognizer.kind, state, time) }
            previous = state.isFinal ? .possible : state
            handle(state)
        }
        return recognizer
    }

    private static func drive(_ handler: PressHandler, with press: PressGestureRecognizer, state: GestureState) {
        switch state {
        case .began: handler.began()
        case .changed: handler.changed(press.isInside)
        case .ended: handler.ended(press.isInside)
        case .cancelled: handler.ended(false)
        case .possible, .failed: break
        }
    }

    private static func drive(_ handler: PanHandler, with pan: PanGestureRecognizer, state: GestureState) {
        switch state {
        case .began:
            handler.began(pan.startLocation ?? .zero)
            handler.changed(pan.translation, pan.velocity)
        case .changed: handler.changed(pan.translation, pan.velocity)
        case .ended: handler.ended(pan.translation, pan.velocity)
        case .cancelled: handler.ended(pan.translation, .zero)
        case .possible, .failed: break
        }
    }
}
