/// When a `DynamicAnimator` tells its owner that the motion is over.
public enum CompletionPolicy: Equatable, Sendable {
    /// When every item has been at rest (see `RestThreshold`): the UIKit behaviour, which for a bouncing menu
    /// can leave the interface unresponsive for a second or two while the bounce dies out.
    case atRest
    /// At the first contact between an item and the boundary with this identifier; the simulation keeps
    /// running (the bounce stays visible) but the caller can take input again at once.
    case firstContact(boundary: String)
}

/// How still the items must be, and for how long, before the animator calls them at rest.
public struct RestThreshold: Equatable, Sendable {
    /// No point of any item may move faster than this, in points per second; > 0, default 1.
    public var speed: Double
    /// ...for at least this long, in seconds; >= 0, default 0.1, so that the top of a bounce does not count.
    public var durationSeconds: Double

    public init(speed: Double = 1, durationSeconds: Double = 0.1) {
        self.speed = speed
        self.durationSeconds = durationSeconds
    }

    public static let `default` = RestThreshold()

    func validate() throws {
        try DynamicsError.checkPositive(speed, "rest speed")
        try DynamicsError.checkNonNegative(durationSeconds, "rest duration")
    }
}
