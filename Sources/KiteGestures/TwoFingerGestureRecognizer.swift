import KiteGeometry
import KiteScene

/// What pinch and rotation share: they track two touches on their layer and measure the vector from the first
/// finger to the second against that vector when the second finger went down. A third finger is not delivered; when
/// either finger lifts, the gesture ends (or fails if it had not begun).
public class TwoFingerGestureRecognizer: GestureRecognizer {
    /// From the first finger to the second when the second went down, in surface points.
    public private(set) var initialSpan: Vector?
    /// From the first finger to the second now, in surface points.
    public var currentSpan: Vector? {
        touches.count == 2 ? touches[1].location - touches[0].location : nil
    }

    override var maximumTouchCount: Int { 2 }

    override func touchBegan(_ touch: Touch, at time: Double) {
        if touches.count == 2 { initialSpan = currentSpan }
    }

    override func touchMoved(_ touch: Touch, at time: Double) {
        guard let initial = initialSpan, let current = currentSpan else { return }
        spanDidChange(from: initial, to: current)
        if logicalState.isActive {
            transition(to: .changed, at: time)
        } else if hasMovedEnough {
            transition(to: .began, at: time)
        }
    }

    override func touchEnded(_ touch: Touch, at time: Double) {
        transition(to: logicalState.isActive ? .ended : .failed, at: time)
    }

    override func resetGesture() {
        initialSpan = nil
    }

    /// Updates the measured value from the two spans.
    func spanDidChange(from initial: Vector, to current: Vector) {}

    /// Whether the measured value has changed enough to begin.
    var hasMovedEnough: Bool { false }
}
