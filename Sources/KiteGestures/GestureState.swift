/// Where a recogniser is in its life cycle, as in UIKit's `UIGestureRecognizer.State`.
///
/// A continuous recogniser (pan, press, long press, pinch, rotation) goes `possible → began → changed* → ended` or
/// `→ cancelled`; a discrete one (tap) goes `possible → ended` (UIKit's `.recognized`). Either may go
/// `possible → failed`. After a final state the recogniser returns to `possible` once its touches have lifted;
/// that reset is not reported. The raw values are the `state` strings of `--trace` gesture events.
public enum GestureState: String, Hashable, Sendable, CaseIterable {
    case possible
    case began
    case changed
    case ended
    case cancelled
    case failed

    /// Ended, cancelled or failed: nothing more happens until the recogniser is reset.
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Began or changed: the gesture is in progress and owns its touches.
    public var isActive: Bool { self == .began || self == .changed }
}
