import KiteGeometry

/// What happened. Touch events of one `wl_touch.frame` arrive together in one batch; a `touchCancel` ends every
/// active touch point at once (Wayland sends no per-point up and no frame after it).
public enum InputEventKind: Hashable, Sendable, Codable {
    /// The pointer entered the surface at `location`.
    case pointerEnter(location: Point)
    /// The pointer left the surface; any pressed buttons are released from Kite's point of view.
    case pointerLeave
    /// The pointer moved to `location`.
    case pointerMotion(location: Point)
    /// A pointer button went down (`pressed`) or up.
    case pointerButton(PointerButton, pressed: Bool)
    /// Scrolling: continuous `value` in points along `axis`; `value120` is the high-resolution wheel step
    /// (120 per detent) when the compositor reports one.
    case pointerAxis(ScrollAxis, value: Double, value120: Int32?, source: ScrollSource?)
    /// A finger touched down. `id` is unique among active touches and may be reused after up or cancel.
    case touchDown(id: Int32, location: Point)
    /// An active finger moved.
    case touchMotion(id: Int32, location: Point)
    /// A finger lifted.
    case touchUp(id: Int32)
    /// The compositor took over every active touch (for instance for a global gesture).
    case touchCancel
    /// A key went down or up, or repeated while held.
    case key(KeyEvent)
    /// The surface gained (`true`) or lost keyboard focus; on loss every held key counts as released.
    case keyboardFocus(Bool)
}
