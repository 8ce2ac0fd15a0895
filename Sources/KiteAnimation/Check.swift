/// Checks shared by the initialisers; each returns the value so call sites read as assignments.
enum Check {
    static func finite(_ value: Double, _ name: String) throws(AnimationError) -> Double {
        guard value.isFinite else { throw .notFinite(parameter: name, value: value) }
        return value
    }

    static func positive(_ value: Double, _ name: String) throws(AnimationError) -> Double {
        _ = try finite(value, name)
        guard value > 0 else { throw .notPositive(parameter: name, value: value) }
        return value
    }

    static func nonNegative(_ value: Double, _ name: String) throws(AnimationError) -> Double {
        _ = try finite(value, name)
        guard value >= 0 else { throw .negative(parameter: name, value: value) }
        return value
    }

    static func inRange(_ value: Double, _ range: ClosedRange<Double>, _ name: String) throws(AnimationError) -> Double
    {
        _ = try finite(value, name)
        guard range.contains(value) else { throw .outOfRange(parameter: name, value: value, range: range) }
        return value
    }

    /// An animated value: every component finite and within `AnimationLimits.maximumMagnitude`.
    static func finite<V: Animatable>(_ value: V, _ name: String) throws(AnimationError) -> V {
        let limit = AnimationLimits.maximumMagnitude
        for i in 0..<V.componentCount {
            let component = value[component: i]
            guard component.isFinite else { throw .notFinite(parameter: "\(name) component \(i)", value: component) }
            guard abs(component) <= limit else {
                throw .outOfRange(parameter: "\(name) component \(i)", value: component, range: -limit...limit)
            }
        }
        return value
    }

    /// A scalar animated value (a `kite curve` option): finite and within `AnimationLimits.maximumMagnitude`.
    static func value(_ value: Double, _ name: String) throws(AnimationError) -> Double {
        let limit = AnimationLimits.maximumMagnitude
        return try inRange(value, -limit...limit, name)
    }
}
