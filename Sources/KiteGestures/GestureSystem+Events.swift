import KiteGeometry
import KiteInput

extension GestureSystem {
    /// Feeds one input event: touch and left-button pointer events drive recognisers; keys, scrolling and other
    /// buttons are ignored here (keys go to `KeyCommand`). Timeouts up to the event's time run first. Events for
    /// touches that are not down (a motion or up with an unknown id, a second down for an active id) are ignored, and
    /// an event older than the latest time counts as happening at the latest time.
    public func handle(_ event: InputEvent) {
        advance(to: event.time)
        let time = max(event.time, self.time)
        switch event.kind {
        case .touchDown(let id, let location):
            touchDown(.finger(id), at: location, event: event, time: time)
        case .touchMotion(let id, let location):
            touchMoved(.finger(id), to: location, event: event, time: time)
        case .touchUp(let id):
            touchUp(.finger(id), event: event, time: time)
        case .touchCancel:
            cancelTouchscreen(at: time)
        case .pointerEnter(let location):
            pointerLocation = location
        case .pointerMotion(let location):
            pointerLocation = location
            touchMoved(.pointer, to: location, event: event, time: time)
        case .pointerLeave:
            // Kite counts buttons held at leave as released (see InputEventKind.pointerLeave).
            pointerLocation = nil
            touchUp(.pointer, event: event, time: time)
        case .pointerButton(.left, pressed: true):
            if let location = pointerLocation { touchDown(.pointer, at: location, event: event, time: time) }
        case .pointerButton(.left, pressed: false):
            touchUp(.pointer, event: event, time: time)
        case .pointerButton, .pointerAxis, .key, .keyboardFocus:
            break
        }
        settle()
    }

    private func touchDown(_ id: TouchID, at location: Point, event: InputEvent, time: Double) {
        guard activeTouches[id] == nil else { return }
        let sampleTime = protocolClock.seconds(for: event)
        let touch = Touch(id: id, location: location, time: time, sampleTime: sampleTime ?? time)
        let targets = recognizers(at: location).filter { recognizer in
            recognizer.isEnabled && !recognizer.logicalState.isFinal
                && recognizer.touches.count < recognizer.maximumTouchCount
        }
        activeTouches[id] = ActiveTouch(touch: touch, targets: targets, usesProtocolTime: sampleTime != nil)
        // Every target tracks the touch before any hears of it, so one that begins at once (a press) sees its rivals.
        for recognizer in targets { recognizer.touches.append(touch) }
        for recognizer in targets where !recognizer.logicalState.isFinal { recognizer.touchBegan(touch, at: time) }
    }

    private func touchMoved(_ id: TouchID, to location: Point, event: InputEvent, time: Double) {
        guard var active = activeTouches[id] else { return }
        active.touch.location = location
        active.touch.sampleTime = sampleTime(of: event, for: active, time: time)
        active.touch.time = time
        activeTouches[id] = active
        for recognizer in active.targets {
            guard let index = recognizer.touches.firstIndex(where: { $0.id == id }) else { continue }
            recognizer.touches[index] = active.touch
            if !recognizer.logicalState.isFinal { recognizer.touchMoved(active.touch, at: time) }
        }
    }

    private func touchUp(_ id: TouchID, event: InputEvent, time: Double) {
        guard var active = activeTouches.removeValue(forKey: id) else { return }
        active.touch.sampleTime = sampleTime(of: event, for: active, time: time)
        active.touch.time = time
        // Yielding recognisers (presses) hear last, so a tap recognised at this lift cancels them first.
        let ordered = active.targets.filter { !$0.yieldsToRivals } + active.targets.filter(\.yieldsToRivals)
        for recognizer in ordered {
            guard let index = recognizer.touches.firstIndex(where: { $0.id == id }) else { continue }
            recognizer.touches[index] = active.touch
            if !recognizer.logicalState.isFinal { recognizer.touchEnded(active.touch, at: time) }
            recognizer.touches.removeAll { $0.id == id }
        }
        owners[id] = nil
    }

    /// `wl_touch.cancel`: the compositor took every finger. Recognisers engaged in a sequence that involves a finger
    /// (or waiting between taps) are cancelled; one driven only by the held mouse button carries on.
    private func cancelTouchscreen(at time: Double) {
        let fingers = activeTouches.keys.filter { $0 != .pointer }
        for recognizer in recognizers where recognizer.isEngaged {
            let onlyPointer = !recognizer.touches.isEmpty && recognizer.touches.allSatisfy { $0.id == .pointer }
            if !onlyPointer { recognizer.forceEnd(at: time) }
        }
        for id in fingers {
            for recognizer in activeTouches[id]?.targets ?? [] { recognizer.touches.removeAll { $0.id == id } }
            activeTouches[id] = nil
            owners[id] = nil
        }
    }

    /// The velocity clock's time for a later event of `active`'s sequence: its protocol time when the sequence
    /// started on the protocol clock and this event has one, otherwise the host time elapsed since the last event
    /// added on the sequence's clock, so one sequence never mixes clocks.
    private func sampleTime(of event: InputEvent, for active: ActiveTouch, time: Double) -> Double {
        let protocolSeconds = protocolClock.seconds(for: event)
        guard active.usesProtocolTime else { return time }
        return protocolSeconds ?? active.touch.sampleTime + (time - active.touch.time)
    }
}
