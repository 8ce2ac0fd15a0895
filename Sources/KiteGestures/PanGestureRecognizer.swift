import KiteGeometry
import KiteScene

/// A drag that starts on its layer, like `UIPanGestureRecognizer`: it begins once the touch has moved
/// `minimumDistance` from where it went down, then reports `changed` on every move and `ended` when it lifts.
/// Translation and velocity are in the coordinates of the layer's superlayer (the space its `position` is in), so
/// adding the translation to the position at `began` makes the layer follow the finger.
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far the touch must move before the pan begins, in surface points. Defaults to 10.
    public var minimumDistance: Double = 10
    /// From the touch-down location to the current one, in the superlayer's points.
    public private(set) var translation: Vector = .zero
    /// In the superlayer's points per second, estimated from the last `velocityWindowSeconds` of motion; zero after
    /// the touch has been still for a whole window.
    public private(set) var velocity: Vector = .zero
    /// Where the touch went down, in the superlayer's points.
    public private(set) var startLocation: Point?
    /// The estimator's window, in seconds. Defaults to 0.1.
    public var velocityWindowSeconds: Double {
        get { estimator.windowSeconds }
        set { estimator.windowSeconds = newValue }
    }

    private var estimator = VelocityEstimator()

    public init(layer: Layer) {
        super.init(layer: layer, kind: "pan")
    }

    override func touchBegan(_ touch: Touch, at time: Double) {
        let start = pointInSuperlayer(touch.location)
        startLocation = start
        estimator.reset()
        estimator.add(start, at: touch.sampleTime)
    }

    override func touchMoved(_ touch: Touch, at time: Double) {
        guard let start = startLocation else { return }
        let point = pointInSuperlayer(touch.location)
        estimator.add(point, at: touch.sampleTime)
        (translation, velocity) = (point - start, estimator.velocity(at: touch.sampleTime))
        if logicalState == .possible {
            if touch.distanceFromStart >= minimumDistance { transition(to: .began, at: time) }
        } else {
            transition(to: .changed, at: time)
        }
    }

    override func touchEnded(_ touch: Touch, at time: Double) {
        velocity = estimator.velocity(at: touch.sampleTime)
        transition(to: logicalState.isActive ? .ended : .failed, at: time)
    }

    override func resetGesture() {
        (translation, velocity, startLocation) = (.zero, .zero, nil)
        estimator.reset()
    }
}
