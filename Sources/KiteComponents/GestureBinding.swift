import KiteGeometry
import KiteScene

/// An interaction a component wants, described as data so components do not depend on a recogniser
/// implementation: the host (gallery) creates the matching KiteGestures recogniser on `layer` and calls the
/// handlers from its state changes. Locations and translations are in the coordinates of `layer`'s superlayer.
public enum GestureBinding {
    /// A single tap (touch or click) on `layer`.
    case tap(layer: Layer, action: () -> Void)
    /// A press that begins at touch-down (like `touchesBegan`), reports whether the finger is still inside while
    /// it moves, and ends at touch-up (`inside` tells whether it ended inside) or is cancelled (`inside` false).
    case press(layer: Layer, handler: PressHandler)
    /// A drag: `began`, then `changed` with the translation since the start and the velocity in points per second
    /// (estimated from the last ~100 ms), then `ended` (or cancelled, reported as `ended` with zero velocity).
    case pan(layer: Layer, handler: PanHandler)
}

/// Callbacks of a press binding.
public struct PressHandler {
    public var began: () -> Void
    public var changed: (_ inside: Bool) -> Void
    public var ended: (_ inside: Bool) -> Void

    public init(
        began: @escaping () -> Void, changed: @escaping (_ inside: Bool) -> Void = { _ in },
        ended: @escaping (_ inside: Bool) -> Void
    ) {
        (self.began, self.changed, self.ended) = (began, changed, ended)
    }
}

/// Callbacks of a pan binding.
public struct PanHandler {
    public var began: (_ location: Point) -> Void
    public var changed: (_ translation: Vector, _ velocity: Vector) -> Void
    public var ended: (_ translation: Vector, _ velocity: Vector) -> Void

    public init(
        began: @escaping (_ location: Point) -> Void,
        changed: @escaping (_ translation: Vector, _ velocity: Vector) -> Void,
        ended: @escaping (_ translation: Vector, _ velocity: Vector) -> Void
    ) {
        (self.began, self.changed, self.ended) = (began, changed, ended)
    }
}
