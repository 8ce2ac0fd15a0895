/// A curve animation through a list of values, as `CAKeyframeAnimation`.
public final class KeyframeAnimation<Value: Animatable>: CurveAnimation<Value> {
    /// How values between key times are computed.
    public enum CalculationMode: Hashable, Sendable {
        /// Straight interpolation within each segment, eased by the segment's timing function.
        case linear
        /// Each value holds until the next key time; no interpolation.
        case discrete
        /// Key times are ignored and recomputed so the value moves at constant speed (by component distance);
        /// timing functions are ignored, as in Core Animation.
        case paced
        /// A Catmull-Rom spline through the values (end tangents from mirrored neighbours), eased per segment.
        case cubic
    }

    public let values: [Value]
    /// Fraction of the duration (0...1, non-decreasing) at which each value is reached.
    public let keyTimes: [Double]
    /// Easing of each of the `values.count - 1` segments.
    public let timingFunctions: [TimingFunction]
    public let calculationMode: CalculationMode
    /// `values` packed, for the per-frame work.
    private let vectors: [AnimationVector]

    /// `keyTimes` defaults to evenly spaced; when given it needs one entry per value, in 0...1 and non-decreasing.
    /// `timingFunctions` defaults to linear; when given it needs `values.count - 1` entries. Throws otherwise, for
    /// an empty `values`, or for non-finite values.
    public init(
        values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
        calculationMode: CalculationMode = .linear, timing: MediaTiming, isAdditive: Bool = false,
        isRemovedOnCompletion: Bool = true
    ) throws(AnimationError) {
        guard !values.isEmpty else { throw .invalid("keyframe animation needs at least one value") }
        for (i, v) in values.enumerated() { _ = try Check.finite(v, "keyframe value \(i)") }
        let segments = max(values.count - 1, 1)
        let times = keyTimes ?? values.indices.map { values.count == 1 ? 0 : Double($0) / Double(segments) }
        try Self.validate(keyTimes: times, count: values.count)
        let functions = timingFunctions ?? Array(repeating: .linear, count: segments)
        guard functions.count == segments else {
            throw .invalid("keyframe animation needs \(segments) timing functions, got \(functions.count)")
        }
        self.values = values
        self.vectors = values.map(\.animationVector)
        self.keyTimes = calculationMode == .paced ? Self.pacedKeyTimes(values) : times
        self.timingFunctions = functions
        self.calculationMode = calculationMode
        super.init(timing: timing, isAdditive: isAdditive, isRemovedOnCompletion: isRemovedOnCompletion)
    }

    private static func validate(keyTimes: [Double], count: Int) throws(AnimationError) {
        guard keyTimes.count == count else {
            throw .invalid("keyframe animation has \(count) values but \(keyTimes.count) key times")
        }
        var previous = 0.0
        for (i, t) in keyTimes.enumerated() {
            _ = try Check.inRange(t, 0...1, "key time \(i)")
            guard t >= previous else { throw .invalid("key times must not decrease: key time \(i) is \(t)") }
            previous = t
        }
    }

    /// Key times proportional to the cumulative distance between successive values.
    static func pacedKeyTimes(_ values: [Value]) -> [Double] {
        guard values.count > 1 else { return [0] }
        var cumulative = [0.0]
        for i in 1..<values.count {
            cumulative.append(cumulative[i - 1] + values[i].subtracting(values[i - 1]).magnitude)
        }
        let total = cumulative[cumulative.count - 1]
        guard total > 0 else { return values.indices.map { Double($0) / Double(values.count - 1) } }
        return cumulative.map { $0 / total }
    }

    /// The segment containing `progress` and the eased position within it.
    private func segment(at progress: Double) -> (index: Int, local: Double, slope: Double) {
        let last = vectors.count - 1
        guard last > 0 else { return (0, 0, 0) }
        if progress <= keyTimes[0] { return (0, 0, 0) }
        if progress >= keyTimes[last] { return (last - 1, 1, 0) }
        var i = 0
        while i < last - 1 && progress >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        guard span > 0 else { return (i, 1, 0) }
        let u = (progress - keyTimes[i]) / span
        if calculationMode == .paced { return (i, u, 1 / span) }
        let f = timingFunctions[i]
        return (i, f.progress(at: u), f.slope(at: u) / span)
    }

    override func interpolated(atProgress progress: Double, base: AnimationVector) -> AnimationVector {
        let last = vectors.count - 1
        if calculationMode == .discrete {
            var i = 0
            while i < last && progress >= keyTimes[i + 1] { i += 1 }
            return vectors[i]
        }
        guard last > 0 else { return vectors[0] }
        let (i, u, _) = segment(at: progress)
        if calculationMode == .cubic { return catmullRom(i, u).value }
        return vectors[i] + (vectors[i + 1] - vectors[i]) * u
    }

    override func derivative(atProgress progress: Double, base: AnimationVector) -> AnimationVector {
        guard vectors.count > 1, calculationMode != .discrete else { return .zero }
        let (i, u, slope) = segment(at: progress)
        if calculationMode == .cubic { return catmullRom(i, u).derivative * slope }
        return (vectors[i + 1] - vectors[i]) * slope
    }

    /// Uniform Catmull-Rom between values[i] and values[i+1]; missing neighbours are mirrored (2·P1 - P2).
    private func catmullRom(_ i: Int, _ u: Double) -> (value: AnimationVector, derivative: AnimationVector) {
        let p1 = vectors[i]
        let p2 = vectors[i + 1]
        let p0 = i > 0 ? vectors[i - 1] : 2 * p1 - p2
        let p3 = i + 2 < vectors.count ? vectors[i + 2] : 2 * p2 - p1
        // Cubic Hermite form with tangents m1 = (p2 - p0)/2, m2 = (p3 - p1)/2.
        let m1 = (p2 - p0) * 0.5
        let m2 = (p3 - p1) * 0.5
        let (u2, u3) = (u * u, u * u * u)
        let value = p1 * (2 * u3 - 3 * u2 + 1) + m1 * (u3 - 2 * u2 + u) + p2 * (-2 * u3 + 3 * u2) + m2 * (u3 - u2)
        let derivative =
            p1 * (6 * u2 - 6 * u) + m1 * (3 * u2 - 4 * u + 1) + p2 * (-6 * u2 + 6 * u) + m2 * (3 * u2 - 2 * u)
        return (value, derivative)
    }
}
