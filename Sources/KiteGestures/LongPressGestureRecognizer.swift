import KiteGeometry
import KiteScene

/// A touch held still on its layer, like `UILongPressGestureRecognizer`: it begins once the touch has stayed down
/// `minimumDuration` without wandering more than `allowableMovement`, reports `changed` as it moves afterwards, and
/// ends when it lifts. The begin time is the exact deadline, whatever the rate at which the system is advanced.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the touch must be held, in seconds. Defaults to 0.5.
    public var minimumDuration: Double = 0.5
    /// How far the touch may move before the press begins, in surface points. Defaults to 10.
    public var allowableMovement: Double = 10

    private var downTime: Double?

    public init(layer: Layer) {
        super.init(layer: layer, kind: "long-press")
    }

    override func touchBegan(_ touch: Touch, at time: Double) {
        downTime = time
    }

    override func touchMoved(_ touch: Touch, at time: Double) {
        if logicalState.isActive {
            transition(to: .changed, at: time)
        } else if touch.distanceFromStart > allowableMovement {
            transition(to: .failed, at: time)
        }
    }

    override func touchEnded(_ touch: Touch, at time: Double) {
        transition(to: logicalState.isActive ? .ended : .failed, at: time)
    }

    override func advance(to time: Double) {
        // Compared as `nextDeadline` computes it, so advancing to that deadline begins the press.
        guard logicalState == .possible, let down = downTime, time >= down + minimumDuration else { return }
        transition(to: .began, at: down + minimumDuration)
    }

    override var nextDeadline: Double? {
        guard logicalState == .possible, let down = downTime else { return nil }
        return down + minimumDuration
    }

    override func resetGesture() {
        downTime = nil
    }
}
