import KiteGeometry

/// One input event as plain data: what the platform layer makes of a Wayland event (or what a replay file holds),
/// and what the gesture layer consumes. Nothing here knows about Wayland or about gestures.
///
/// Locations are in logical surface coordinates (points, origin top-left, y down), already divided by the surface
/// scale, so the same recording replays identically at any scale.
public struct InputEvent: Hashable, Sendable, Codable {
    /// Seconds on the run's monotonic clock at which the event was received: the same clock as frame and
    /// presentation times, so input-to-present latency is a subtraction. Replays reproduce it exactly.
    public var time: Double
    /// The compositor's protocol timestamp in milliseconds (wrapping), when the event carried one.
    public var protocolTimeMilliseconds: UInt32?
    public var kind: InputEventKind

    public init(time: Double, protocolTimeMilliseconds: UInt32? = nil, kind: InputEventKind) {
        (self.time, self.protocolTimeMilliseconds, self.kind) = (time, protocolTimeMilliseconds, kind)
    }
}
