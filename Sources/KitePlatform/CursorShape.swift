/// The pointer image a window shows while the pointer is over it.
public enum CursorShape: Sendable, Equatable, CaseIterable {
    /// The default arrow (`left_ptr`).
    case arrow
    /// A pointing hand, shown over things that can be tapped.
    case hand

    /// Names to try in the cursor theme, best first (themes name the hand differently; libwayland-cursor's built-in
    /// fallback theme has `left_ptr` and `hand1`).
    var themeNames: [String] {
        switch self {
        case .arrow: return ["left_ptr", "default", "arrow"]
        case .hand: return ["pointer", "hand2", "hand1", "left_ptr"]
        }
    }
}
