/// Why an animation parameter was rejected. Every public initialiser that takes numbers validates them and throws
/// one of these instead of producing NaN values or trapping later inside the frame loop.
public enum AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter was NaN or infinite.
    case notFinite(parameter: String, value: Double)
    /// A parameter that must be greater than zero was zero or negative (mass, stiffness, duration, speed...).
    case notPositive(parameter: String, value: Double)
    /// A parameter that must be zero or more was negative (damping, repeat count, delay of a keyframe...).
    case negative(parameter: String, value: Double)
    /// A parameter lies outside its allowed closed range.
    case outOfRange(parameter: String, value: Double, range: ClosedRange<Double>)
    /// A structural problem: mismatched array lengths, unsorted key times, unparsable text.
    case invalid(String)

    public var description: String {
        switch self {
        case .notFinite(let name, let value): "\(name) must be a finite number, got \(value)"
        case .notPositive(let name, let value): "\(name) must be greater than zero, got \(value)"
        case .negative(let name, let value): "\(name) must not be negative, got \(value)"
        case .outOfRange(let name, let value, let range):
            "\(name) must lie in \(range.lowerBound)...\(range.upperBound), got \(value)"
        case .invalid(let message): message
        }
    }
}
