import KiteGeometry
import KiteScene

/// Recognises `numberOfTaps` quick taps of `numberOfTouches` fingers on its layer (discrete: `possible → ended`),
/// like `UITapGestureRecognizer`. It fails when a touch moves more than `slop` from where it went down, a tap lasts
/// longer than `maximumTapDuration`, the next tap does not start within `maximumInterval` and `maximumTapDistance`,
/// or, for several fingers, one lifts before all have landed.
public final class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed; values below 1 count as 1. Defaults to 1.
    public var numberOfTaps: Int {
        didSet { numberOfTaps = max(1, numberOfTaps) }
    }
    /// Fingers each tap needs, down together (the mouse counts as one); values below 1 count as 1. Defaults to 1.
    public var numberOfTouches: Int {
        didSet { numberOfTouches = max(1, numberOfTouches) }
    }
    /// How far a touch may wander from its down location and still be a tap, in surface points. Defaults to 10.
    public var slop: Double = 10
    /// How long one tap may last, from its first finger down to its last finger up, in seconds. Defaults to 0.5.
    public var maximumTapDuration: Double = 0.5
    /// How long after one tap lifts the next must go down, in seconds. Defaults to 0.35.
    public var maximumInterval: Double = 0.35
    /// How far from the first tap later taps may go down, in surface points. Defaults to 45.
    public var maximumTapDistance: Double = 45
    /// Taps completed in the current sequence.
    public private(set) var tapCount = 0

    /// When the current tap's first finger went down (host seconds).
    private var downTime: Double?
    private var lastUpTime: Double?
    private var firstLocation: Point?
    private var fingersDown = 0
    private var fingersUp = 0

    /// A recogniser for `numberOfTaps` taps of `numberOfTouches` fingers (each clamped to at least 1) on `layer`.
    public init(layer: Layer, numberOfTaps: Int = 1, numberOfTouches: Int = 1) {
        self.numberOfTaps = max(1, numberOfTaps)
        self.numberOfTouches = max(1, numberOfTouches)
        super.init(layer: layer, kind: "tap")
    }

    override var maximumTouchCount: Int { numberOfTouches }

    override var isEngaged: Bool { super.isEngaged || (tapCount > 0 && logicalState == .possible) }

    override func touchBegan(_ touch: Touch, at time: Double) {
        // Later taps start near the first; fingers of one tap may land anywhere on the layer.
        let startsTap = fingersDown == 0
        let tooFar = startsTap && firstLocation.map { touch.location.distance(to: $0) > maximumTapDistance } ?? false
        // A finger landing after another of the same tap lifted starts no new tap: the fingers were not together.
        if tooFar || fingersUp > 0 { return transition(to: .failed, at: time) }
        if startsTap {
            firstLocation = firstLocation ?? touch.location
            (downTime, lastUpTime) = (time, nil)
        }
        fingersDown += 1
    }

    override func touchMoved(_ touch: Touch, at time: Double) {
        if touch.distanceFromStart > slop { transition(to: .failed, at: time) }
    }

    override func touchEnded(_ touch: Touch, at time: Double) {
        guard let down = downTime, time - down <= maximumTapDuration, fingersDown == numberOfTouches else {
            return transition(to: .failed, at: time)
        }
        fingersUp += 1
        guard fingersUp == fingersDown else { return }
        tapCount += 1
        (downTime, fingersDown, fingersUp) = (nil, 0, 0)
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

    override var nextDeadline: Double? {
        if let down = downTime { return down + maximumTapDuration }
        return lastUpTime.map { $0 + maximumInterval }
    }

    override func resetGesture() {
        (tapCount, downTime, lastUpTime, firstLocation) = (0, nil, nil, nil)
        (fingersDown, fingersUp) = (0, 0)
    }
}
