import KiteGeometry
import KiteScene

/// Two fingers moving apart or together on its layer, like `UIPinchGestureRecognizer`. `scale` is the distance
/// between the fingers over their distance when the second went down; the pinch begins once that distance has
/// changed by `minimumSpanChange`.
public final class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// How much the distance between the fingers must change before the pinch begins, in surface points.
    /// Defaults to 8.
    public var minimumSpanChange: Double = 8
    /// Current distance over initial distance between the fingers; 1 before they move. A pinch whose fingers went
    /// down on the same point has no scale and never begins.
    public private(set) var scale: Double = 1

    private var spanChange: Double = 0

    public init(layer: Layer) {
        super.init(layer: layer, kind: "pinch")
    }

    override func spanDidChange(from initial: Vector, to current: Vector) {
        spanChange = current.length - initial.length
        if initial.length > 0 { scale = current.length / initial.length }
    }

    override var hasMovedEnough: Bool {
        (initialSpan?.length ?? 0) > 0 && abs(spanChange) >= minimumSpanChange
    }

    override func resetGesture() {
        super.resetGesture()
        (scale, spanChange) = (1, 0)
    }
}
