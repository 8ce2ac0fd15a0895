/// Keyboard focus over an ordered list of focusable items (the gallery's components in layout order): Tab moves to
/// the next, Shift-Tab to the previous, both wrapping around. Nothing is focused until the first move, as in a
/// browser: the first Tab focuses the first item, the first Shift-Tab the last.
public struct FocusRing<Item> {
    /// The focusable items in focus order.
    public private(set) var items: [Item]
    /// Index of the focused item in `items`, or nil when nothing is focused.
    public private(set) var focusedIndex: Int?

    public init(_ items: [Item]) {
        self.items = items
    }

    /// The focused item, or nil.
    public var focused: Item? { focusedIndex.map { items[$0] } }

    /// Focuses the next item (wrapping to the first) and returns it; nil when the ring is empty.
    @discardableResult
    public mutating func moveNext() -> Item? {
        guard !items.isEmpty else { return nil }
        focusedIndex = focusedIndex.map { ($0 + 1) % items.count } ?? 0
        return focused
    }

    /// Focuses the previous item (wrapping to the last) and returns it; nil when the ring is empty.
    @discardableResult
    public mutating func movePrevious() -> Item? {
        guard !items.isEmpty else { return nil }
        focusedIndex = focusedIndex.map { ($0 + items.count - 1) % items.count } ?? items.count - 1
        return focused
    }

    /// Focuses `items[index]`; an index outside the list clears the focus instead.
    public mutating func focus(at index: Int) {
        focusedIndex = items.indices.contains(index) ? index : nil
    }

    /// Nothing focused.
    public mutating func clearFocus() {
        focusedIndex = nil
    }

    /// Replaces the items (components added or removed), keeping the focus on the same position when it still
    /// exists and clearing it otherwise.
    public mutating func replaceItems(with newItems: [Item]) {
        items = newItems
        if let index = focusedIndex, !items.indices.contains(index) { focusedIndex = nil }
    }

    /// Applies `focusNext` / `focusPrevious`; returns whether `command` was a focus move.
    @discardableResult
    public mutating func apply(_ command: KeyCommand) -> Bool {
        switch command {
        case .focusNext: moveNext()
        case .focusPrevious: movePrevious()
        case .activate, .dismiss, .cycleHUD, .quit: return false
        }
        return true
    }
}

extension FocusRing: Sendable where Item: Sendable {}
