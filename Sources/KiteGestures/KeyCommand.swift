import KiteInput

/// What a key press asks the gallery to do, independent of any keymap detail: the gallery's keyboard model.
///
/// | Key | Command | What it does |
/// | --- | --- | --- |
/// | Tab, Shift-Tab | `focusNext`, `focusPrevious` | Move the focus (held: repeats) |
/// | Space, Enter | `activate` | Activate the focused component |
/// | Escape | `dismiss` | Close the most recently opened thing |
/// | F1 | `cycleHUD` | The next HUD mode (`HUDMode.next`): off, compact, full, off |
/// | Ctrl-Q | `quit` | End the run |
public enum KeyCommand: String, Hashable, Sendable, CaseIterable {
    case focusNext
    case focusPrevious
    case activate
    case dismiss
    /// Steps the HUD through its modes (`HUDMode.next`): off, compact, full, and round again.
    case cycleHUD
    case quit

    /// The old name of `cycleHUD`: F1 steps through three modes, it does not toggle between two.
    @available(*, deprecated, renamed: "cycleHUD")
    public static var toggleHUD: KeyCommand { .cycleHUD }

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
        case Keysym.f1: return .cycleHUD
        default: return nil
        }
    }
}
