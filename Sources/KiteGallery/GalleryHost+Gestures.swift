import KiteComponents
import KiteGestures

extension GalleryHost {
    /// The KiteGestures recogniser for one of `component`'s bindings, calling the binding's handlers from its state
    /// changes and tracing them: tap acts on `ended`; press begins, reports inside/outside on `changed`, ends with
    /// whether it lifted inside, and is `ended(false)` when cancelled; pan reports translation and velocity (in the
    /// layer's superlayer) from `began` on, and ends with zero velocity when cancelled.
    func recognizer(for binding: GestureBinding, of component: String) -> GestureRecognizer {
        let recognizer: GestureRecognizer
        let act: (GestureRecognizer, GestureState) -> Void
        switch binding {
        case .tap(let layer, let action):
            recognizer = TapGestureRecognizer(layer: layer)
            act = { _, state in if state == .ended { action() } }
        case .press(let layer, let handler):
            let press = PressGestureRecognizer(layer: layer)
            recognizer = press
            act = { _, state in Self.drive(handler, with: state, inside: press.isInside) }
        case .pan(let layer, let handler):
            let pan = PanGestureRecognizer(layer: layer)
            recognizer = pan
            act = { _, state in Self.drive(handler, with: state, pan: pan) }
        }
        var traced = GestureState.possible
        recognizer.stateDidChange = { [weak self] recognizer, state, time in
            // A pan reports `changed` on every move: trace the change of state, not each report.
            if state != traced {
                traced = state
                self?.trace?.write(
                    GalleryTrace.gestureLine(
                        component: component, recognizer: recognizer.kind, state: state.rawValue, time: time))
            }
            if state.isFinal { traced = .possible }
            self?.time = time
            act(recognizer, state)
        }
        return recognizer
    }

    private static func drive(_ handler: PressHandler, with state: GestureState, inside: Bool) {
        switch state {
        case .began: handler.began()
        case .changed: handler.changed(inside)
        case .ended: handler.ended(inside)
        case .cancelled: handler.ended(false)
        case .possible, .failed: break
        }
    }

    private static func drive(_ handler: PanHandler, with state: GestureState, pan: PanGestureRecognizer) {
        switch state {
        case .began:
            handler.began(pan.startLocation ?? .zero)
            // The pan begins once the finger has moved its minimum distance: follow it from there at once.
            handler.changed(pan.translation, pan.velocity)
        case .changed: handler.changed(pan.translation, pan.velocity)
        case .ended: handler.ended(pan.translation, pan.velocity)
        case .cancelled: handler.ended(pan.translation, .zero)
        case .possible, .failed: break
        }
    }
}
