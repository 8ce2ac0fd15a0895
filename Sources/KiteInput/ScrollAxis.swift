/// The direction of a scroll event (`wl_pointer.axis`).
public enum ScrollAxis: String, Hashable, Sendable, Codable {
    case vertical
    case horizontal
}

/// What produced a scroll event (`wl_pointer.axis_source`, version 5 and later).
public enum ScrollSource: String, Hashable, Sendable, Codable {
    case wheel
    case finger
    case continuous
    case wheelTilt
}
