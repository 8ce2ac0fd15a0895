import KiteGeometry

/// Which finger or pointer a touch sequence comes from. The mouse's left button is one pointer-emulating touch.
public enum TouchID: Hashable, Sendable, CustomStringConvertible {
    /// A `wl_touch` point; ids are reused after up or cancel.
    case finger(Int32)
    /// The pointer while its left button is held.
    case pointer

    public var description: String {
        switch self {
        case .finger(let id): "finger \(id)"
        case .pointer: "pointer"
        }
    }
}

/// One touch sequence as a recogniser sees it: from down to up (or cancel).
public struct Touch: Hashable, Sendable {
    public var id: TouchID
    /// Where it is now, in surface coordinates (points).
    public var location: Point
    /// Where it went down, in surface coordinates (points).
    public var startLocation: Point
    /// Host seconds (the `InputEvent.time` clock) of the down event.
    public var startTime: Double
    /// Host seconds of the latest event of this touch.
    public var time: Double
    /// Seconds on the clock velocities are measured with: the compositor's protocol timestamps when the events carry
    /// them (they are not quantised by frame batching), otherwise host seconds. Only differences are meaningful.
    public var sampleTime: Double

    public init(id: TouchID, location: Point, time: Double, sampleTime: Double? = nil) {
        (self.id, self.location, self.startLocation) = (id, location, location)
        (self.startTime, self.time, self.sampleTime) = (time, time, sampleTime ?? time)
    }

    /// How far it has moved from where it went down, in surface points.
    public var distanceFromStart: Double { location.distance(to: startLocation) }
}
