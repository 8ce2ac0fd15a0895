import KiteGeometry
import KiteInput

extension GestureSystem {
    /// Feeds one input event: touch and left-button pointer events drive recognisers; keys, scrolling and other
    /// buttons are ignored here (keys go to `KeyCommand`). Timeouts up to the event's time run first. Events for
    /// touches that are not down (a motion or up with an unknown id, a second down for an active id) are ignored, as
    /// are events with a non-finite time or location; an event older than the latest time counts as happening at the
    /// latest time.
    public func handle(_ event: InputEvent) {
        // A non-finite time or location (a broken platform event) would poison every deadline and velocity after it.
        guard event.time.isFinite, event.kind.location?.isFinite ?? true else { return }
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
            cancelTouches(includingWaiting: true) { $0 != .pointer }
        case .pointerEnter(let location):
            pointerLocation = location
        case .pointerMotion(let location):
            pointerLocation = location
            touchMoved(.pointer, to: location, event: event, time: time)
        case .pointerLeave:
            // Buttons held at leave count as released, but no release arrives: the compositor took the pointer
            // (a grab, a window switch), so what the button was doing is cancelled rather than completed.
            pointerLocation = nil
            cancelTouches(includingWaiting: false) { $0 == .pointer }
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

    /// Cancels the active touches `matching` selects (`wl_touch.cancel`: every finger; pointer leave: the mouse).
    /// Every recogniser engaged in a sequence that involves one of them is cancelled (failed if it had not begun);
    /// one driven only by other touches carries on. `includingWaiting` also ends recognisers engaged without a touch
    /// down (a double tap between its taps, a recognition held back by a failure requirement).
    private func cancelTouches(includingWaiting: Bool, matching: (TouchID) -> Bool) {
        let cancelled = Set(activeTouches.keys.filter(matching))
        for recognizer in recognizers where recognizer.isEngaged {
            let involved =
                recognizer.touches.isEmpty
                ? includingWaiting : recognizer.touches.contains { cancelled.contains($0.id) }
            if involved { recognizer.forceEnd(at: time) }
        }
        for id in cancelled {
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

extension InputEventKind {
    /// The surface location the event carries, if any.
    fileprivate var location: Point? {
        switch self {
        case .pointerEnter(let p), .pointerMotion(let p), .touchDown(_, let p), .touchMotion(_, let p): p
        default: nil
        }
    }
}
