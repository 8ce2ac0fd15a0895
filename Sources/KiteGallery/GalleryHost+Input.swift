import KiteInput

extension GalleryHost {
    /// Feeds one input event: pointer and touch go to the components' gesture bindings, keys to focus and the
    /// gallery's commands. Handlers run (and trace lines are written) before this returns.
    public func handle(_ event: InputEvent) {
        time = event.time
        switch event.kind {
        case .key(let key):
            if let command = GalleryCommand(key) { perform(command) }
        default:
            router.handle(event)
        }
    }

    /// Feeds a batch of events in order (one frame's worth).
    public func handle<Events: Sequence<InputEvent>>(_ events: Events) {
        for event in events { handle(event) }
    }

    /// Does what a key command asks.
    public func perform(_ command: GalleryCommand) {
        switch command {
        case .focusNext: moveFocus(by: 1)
        case .focusPrevious: moveFocus(by: -1)
        case .activate: focusedIndex.map { components[$0].activate() }
        case .dismiss: dismiss()
        case .toggleHUD: isHUDVisible.toggle()
        case .quit: requestQuit()
        }
    }

    /// Tab order is display order; from no focus, forwards starts at the first component and backwards at the
    /// last.
    private func moveFocus(by step: Int) {
        let n = components.count
        guard n > 0 else { return }
        guard let current = focusedIndex else { return setFocus(step > 0 ? 0 : n - 1) }
        setFocus(((current + step) % n + n) % n)
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
