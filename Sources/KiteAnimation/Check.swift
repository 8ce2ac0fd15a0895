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

    static func finite<V: Animatable>(_ value: V, _ name: String) throws(AnimationError) -> V {
        for i in 0..<V.componentCount where !value[component: i].isFinite {
            throw .notFinite(parameter: "\(name) component \(i)", value: value[component: i])
        }
        return value
    }
}
