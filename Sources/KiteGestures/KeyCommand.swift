import KiteInput

/// What a key press asks the gallery to do, independent of any keymap detail: the gallery's keyboard model.
/// Tab / Shift-Tab move focus, Space / Enter activate the focused component, Escape dismisses (closes an open
/// menu), F1 cycles the HUD (`HUDMode.next`: compact, full, off), Ctrl-Q quits.
public enum KeyCommand: String, Hashable, Sendable, CaseIterable {
    case focusNext
    case focusPrevious
    case activate
    case dismiss
    case toggleHUD
    case quit

    /// The command a key event means, or nil. Only presses count; key repeat counts only for focus moves (holding
    /// Tab walks the ring, holding Space does not activate again and again). Alt, Super and (except for Ctrl-Q)
    /// Ctrl turn a key into something else, so they yield nil.
    public init?(_ key: KeyEvent) {
        guard key.pressed, let command = Self.command(for: key) else { return nil }
        if key.isRepeat && command != .focusNext && command != .focusPrevious { return nil }
        self = command
    }

    /// The command of a `.key` input event; nil for anything else.
    public init?(_ event: InputEvent) {
        guard case .key(let key) = event.kind else { return nil }
        self.init(key)
    }

    private static func command(for key: KeyEvent) -> KeyCommand? {
        let others = key.modifiers.subtracting([.shift, .control])
        guard others.isEmpty else { return nil }
        if key.modifiers.contains(.control) {
            return key.keysym == Keysym.q || key.keysym == Keysym.upperQ ? .quit : nil
        }
        switch key.keysym {
        case Keysym.tab: return key.modifiers.contains(.shift) ? .focusPrevious : .focusNext
        case Keysym.isoLeftTab: return .focusPrevious
        case Keysym.space, Keysym.returnKey, Keysym.keypadEnter: return .activate
        case Keysym.escape: return .dismiss
        case Keysym.f1: return .toggleHUD
        default: return nil
        }
    }
}
