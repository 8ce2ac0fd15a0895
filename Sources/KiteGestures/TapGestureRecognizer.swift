import KiteGeometry
import KiteScene

/// Recognises `numberOfTaps` quick touches on its layer (discrete: `possible → ended`), like
/// `UITapGestureRecognizer`. It fails when a touch moves more than `slop` from where it went down, is held longer
/// than `maximumTapDuration`, or the next tap does not start within `maximumInterval` and `maximumTapDistance`.
public final class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed, at least 1. Defaults to 1.
    public var numberOfTaps: Int
    /// How far a touch may wander from its down location and still be a tap, in surface points. Defaults to 10.
    public var slop: Double = 10
    /// How long one touch may stay down, in seconds. Defaults to 0.5.
    public var maximumTapDuration: Double = 0.5
    /// How long after one tap lifts the next must go down, in seconds. Defaults to 0.35.
    public var maximumInterval: Double = 0.35
    /// How far from the first tap later taps may go down, in surface points. Defaults to 45.
    public var maximumTapDistance: Double = 45
    /// Taps completed in the current sequence.
    public private(set) var tapCount = 0

    private var downTime: Double?
    private var lastUpTime: Double?
    private var firstLocation: Point?

    /// A recogniser for `numberOfTaps` taps (clamped to at least 1) on `layer`.
    public init(layer: Layer, numberOfTaps: Int = 1) {
        self.numberOfTaps = max(1, numberOfTaps)
        super.init(layer: layer, kind: "tap")
    }

    override var isEngaged: Bool { super.isEngaged || (tapCount > 0 && logicalState == .possible) }

    override func touchBegan(_ touch: Touch, at time: Double) {
        if let first = firstLocation, touch.location.distance(to: first) > maximumTapDistance {
            return transition(to: .failed, at: time)
        }
        firstLocation = firstLocation ?? touch.location
        downTime = time
        lastUpTime = nil
    }

    override func touchMoved(_ touch: Touch, at time: Double) {
        if touch.distanceFromStart > slop { transition(to: .failed, at: time) }
    }

    override func touchEnded(_ touch: Touch, at time: Double) {
        guard let down = downTime, time - down <= maximumTapDuration else {
            return transition(to: .failed, at: time)
        }
        tapCount += 1
        downTime = nil
        if tapCount >= numberOfTaps {
            transition(to: .ended, at: time)
        } else {
            lastUpTime = time
        }
    }

    override func advance(to time: Double) {
        if let down = downTime, time - down > maximumTapDuration {
            transition(to: .failed, at: down + maximumTapDuration)
        } else if let up = lastUpTime, time - up > maximumInterval {
            transition(to: .failed, at: up + maximumInterval)
        }
    }

    override func resetGesture() {
        (tapCount, downTime, lastUpTime, firstLocation) = (0, nil, nil, nil)
    }
}
