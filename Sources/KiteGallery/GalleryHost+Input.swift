import KiteGestures
import KiteInput

extension GalleryHost {
    /// Feeds one input event: pointer and touch go to the gesture system (and so to the components' bindings), keys
    /// to focus and the gallery's commands. Handlers run (and trace lines are written) before this returns.
    public func handle(_ event: InputEvent) {
        time = event.time
        if let command = KeyCommand(event) {
            perform(command)
        } else {
            gestures.handle(event)
        }
    }

    /// Feeds a batch of events in order (one frame's worth).
    public func handle<Events: Sequence<InputEvent>>(_ events: Events) {
        for event in events { handle(event) }
    }

    /// Does what a key command asks.
    public func perform(_ command: KeyCommand) {
        switch command {
        case .focusNext, .focusPrevious:
            focus.apply(command)
            updateFocusRing()
        case .activate: focusedIndex.map { components[$0].activate() }
        case .dismiss: dismiss()
        case .cycleHUD: hudMode = hudMode.next
        case .quit: requestQuit()
        }
    }

    /// Escape closes the most recently opened thing first: components are asked in the order of their last state
    /// change, newest first, then the rest in gallery order; the first that has something to close closes it. A
    /// toggle icon that opens nothing has nothing to close (its `dismiss()` says so), so Escape passes over it.
    private func dismiss() {
        let rest = components.indices.filter { !recentlyChanged.contains($0) }
        for i in recentlyChanged.reversed() + rest where components[i].dismiss() { return }
    }
}
