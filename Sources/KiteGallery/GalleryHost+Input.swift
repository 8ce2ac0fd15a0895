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
        case .toggleHUD: isHUDVisible.toggle()
        case .quit: requestQuit()
        }
    }

    /// Escape closes the focused component's open part; without focus (or when it had nothing open), the first
    /// component that has something open closes it, so Escape closes an open menu wherever focus is.
    private func dismiss() {
        if let i = focusedIndex, components[i].dismiss() { return }
        for (i, component) in components.enumerated() where i != focusedIndex {
            if component.dismiss() { return }
        }
    }
}
