import KiteGeometry
import KiteScene

/// Two fingers turning about each other on its layer, like `UIRotationGestureRecognizer`. `rotation` is the angle
/// the line between the fingers has turned since the second went down, in radians, positive clockwise on screen
/// (y points down), accumulated so that it runs past ±π; it begins once that angle reaches `minimumRotation`.
public final class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// How far the fingers must turn before the rotation begins, in radians. Defaults to 0.1 (about 5.7°).
    public var minimumRotation: Double = 0.1
    /// The accumulated turn in radians; 0 before the fingers move.
    public private(set) var rotation: Double = 0

    private var lastSpan: Vector?

    public init(layer: Layer) {
        super.init(layer: layer, kind: "rotation")
    }

    override func spanDidChange(from initial: Vector, to current: Vector) {
        let previous = lastSpan ?? initial
        lastSpan = current
        guard previous.length > 0, current.length > 0 else { return }
        // The signed angle of this step, in (-π, π]: moves between events are far smaller than half a turn.
        rotation += Vector(previous.dot(current), previous.cross(current)).angle
    }

    override var hasMovedEnough: Bool { abs(rotation) >= minimumRotation }

    override func resetGesture() {
        super.resetGesture()
        (rotation, lastSpan) = (0, nil)
    }
}
