import KiteInput

/// What a key does in the gallery (issue 6's keyboard section).
public enum GalleryCommand: Hashable, Sendable {
    /// Tab: focus the next component (the first when none is focused), wrapping around.
    case focusNext
    /// Shift-Tab: focus the previous component, wrapping around.
    case focusPrevious
    /// Space or Enter: activate the focused component, as a tap on its primary control would.
    case activate
    /// Escape: close what is open.
    case dismiss
    /// F1: show or hide the frame-timing HUD.
    case toggleHUD
    /// Ctrl-Q: leave the gallery.
    case quit

    /// The command `key` triggers, if any. Only presses count; activation ignores key repeat so holding Space
    /// does not toggle a component back and forth, while Tab repeats as focus movement does elsewhere.
    public init?(_ key: KeyEvent) {
        guard key.pressed else { return nil }
        let shifted = key.modifiers.contains(.shift)
        let control = key.modifiers.contains(.control)
        switch key.keysym {
        case Keysym.tab: self = shifted ? .focusPrevious : .focusNext
        case Keysym.isoLeftTab: self = .focusPrevious
        case _ where key.isRepeat: return nil
        case Keysym.space, Keysym.returnKey, Keysym.keypadEnter: self = .activate
        case Keysym.escape: self = .dismiss
        case Keysym.f1: self = .toggleHUD
        case Keysym.q, Keysym.upperQ:
            guard control else { return nil }
            self = .quit
        default: return nil
        }
    }
}
