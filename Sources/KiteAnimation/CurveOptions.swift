/// The options of `kite curve`, as typed on the command line, before validation. The command fills one of these and
/// calls `table()`; keeping the logic here makes every option combination testable without the executable.
public struct CurveOptions: Sendable {
    /// Which curve: spring, bezier or decay.
    public enum Variant: String, Sendable, CaseIterable { case spring, bezier, decay }

    public var variant: Variant
    // Spring parameter sets; exactly one set must be given.
    public var bounciness: Double?
    public var speed: Double?
    public var tension: Double?
    public var friction: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var mass: Double?
    public var dampingRatio: Double?
    public var response: Double?
    public var duration: Double?
    public var bounce: Double?
    /// "P1X,P1Y,P2X,P2Y" or a preset name, for `bezier`.
    public var controlPoints: String?
    public var from: Double?
    public var to: Double?
    /// Initial velocity, value units per second.
    public var velocity: Double?
    public var deceleration: Double?
    /// Frames per second of the output rows. Default 60.
    public var fps: Double = 60
    /// Length of the output; nil runs until the curve has settled.
    public var seconds: Double?
    /// Completion threshold; nil uses 1e-3 of the travel (or of the velocity times one second for a decay).
    public var threshold: Double?

    public init(variant: Variant) { self.variant = variant }

    /// The accepted `--fps`: 1...1000 frames per second.
    public static let framesPerSecondRange = 1.0...1000

    /// Validates the options and builds the curve. Throws `AnimationError` with a message naming the bad option.
    public func curve() throws(AnimationError) -> MotionCurve {
        // Below one frame a second a curve is one or two rows; above 1000 no display refreshes.
        let fps = try Check.inRange(fps, Self.framesPerSecondRange, "--fps")
        let seconds = try seconds.map { s throws(AnimationError) in try Check.nonNegative(s, "--seconds") }
        try rejectForeignOptions()
        let kind: MotionCurve.Kind
        switch variant {
        case .spring: kind = try springKind()
        case .bezier: kind = try bezierKind()
        case .decay: kind = try decayKind()
        }
        return MotionCurve(kind: kind, framesPerSecond: fps, seconds: seconds)
    }

    /// The options each variant reads; `--fps` and `--seconds` belong to all of them.
    private var foreignOptions: [(name: String, isSet: Bool)] {
        let spring: [(String, Bool)] = [
            ("--bounciness", bounciness != nil), ("--speed", speed != nil), ("--tension", tension != nil),
            ("--friction", friction != nil), ("--stiffness", stiffness != nil), ("--damping", damping != nil),
            ("--mass", mass != nil), ("--damping-ratio", dampingRatio != nil), ("--response", response != nil),
            ("--bounce", bounce != nil),
        ]
        switch variant {
        case .spring: return [("control points", controlPoints != nil), ("--deceleration", deceleration != nil)]
        case .bezier:
            return spring + [
                ("--velocity", velocity != nil), ("--deceleration", deceleration != nil),
                ("--threshold", threshold != nil),
            ]
        case .decay:
            return spring + [
                ("control points", controlPoints != nil), ("--duration", duration != nil), ("--to", to != nil),
            ]
        }
    }

    /// An option the chosen curve would ignore is a mistake worth reporting (`--to` on a decay, which has no
    /// target; `--deceleration` on a spring), not something to drop silently.
    private func rejectForeignOptions() throws(AnimationError) {
        let ignored = foreignOptions.filter(\.isSet).map(\.name)
        guard ignored.isEmpty else {
            throw .invalid("\(variant.rawValue) curves do not take \(ignored.joined(separator: ", "))")
        }
    }

    private func springParameters() throws(AnimationError) -> SpringParameters {
        let sets: [(String, Bool)] = [
            ("--bounciness/--speed", bounciness != nil || speed != nil),
            ("--tension/--friction", tension != nil || friction != nil),
            ("--stiffness/--damping", stiffness != nil || damping != nil),
            ("--damping-ratio/--response", dampingRatio != nil || response != nil),
            ("--duration/--bounce", duration != nil || bounce != nil),
        ]
        let given = sets.filter(\.1).map(\.0)
        guard given.count <= 1 else {
            throw .invalid("give one spring parameter set, got \(given.joined(separator: " and "))")
        }
        if mass != nil && given.first != "--tension/--friction" && given.first != "--stiffness/--damping" {
            throw .invalid("--mass goes with --tension/--friction or --stiffness/--damping")
        }
        switch given.first {
        case "--tension/--friction":
            return try SpringParameters(
                tension: try required(tension, "--tension"), friction: try required(friction, "--friction"),
                mass: mass ?? 1)
        case "--stiffness/--damping":
            return try SpringParameters(
                mass: mass ?? 1, stiffness: try required(stiffness, "--stiffness"),
                damping: try required(damping, "--damping"))
        case "--damping-ratio/--response":
            return try SpringParameters(
                dampingRatio: try required(dampingRatio, "--damping-ratio"),
                response: try required(response, "--response"))
        case "--duration/--bounce":
            return try SpringParameters(duration: try required(duration, "--duration"), bounce: bounce ?? 0)
        default:
            return try SpringParameters(bounciness: bounciness ?? 4, speed: speed ?? 12)
        }
    }

    private func springKind() throws(AnimationError) -> MotionCurve.Kind {
        let spring = try springParameters()
        let from = try Check.value(from ?? 0, "--from")
        let to = try Check.value(to ?? 1, "--to")
        let velocity = try Check.value(velocity ?? 0, "--velocity")
        // Energy never grows in a damped spring, so |v| <= sqrt(v0^2 + (k/m) x0^2) <= |v0| + omega |x0|: keep that
        // under the engine's limit, or the printed velocities would pass it.
        let peakSpeed = abs(velocity) + spring.naturalFrequency * abs(to - from)
        guard peakSpeed <= AnimationLimits.maximumMagnitude else {
            throw .invalid(
                "this spring would move at up to \(peakSpeed) units per second (natural frequency "
                    + "\(spring.naturalFrequency) rad/s times the travel \(abs(to - from))), past the limit of "
                    + "\(AnimationLimits.maximumMagnitude); lower the stiffness or the travel")
        }
        let travel = max(abs(to - from), abs(velocity) * 0.1)
        let curve = try SpringCurve(
            spring: spring, from: from, to: to, velocity: velocity,
            threshold: try completionThreshold(travel))
        return .spring(curve)
    }

    private func bezierKind() throws(AnimationError) -> MotionCurve.Kind {
        let function = try TimingFunction(parsing: try required(controlPoints, "control points"))
        let duration = try Check.positive(duration ?? 1, "--duration")
        return .bezier(
            function, duration: duration, from: try Check.value(from ?? 0, "--from"),
            to: try Check.value(to ?? 1, "--to"))
    }

    private func decayKind() throws(AnimationError) -> MotionCurve.Kind {
        let velocity = try Check.value(try required(velocity, "--velocity"), "--velocity")
        let curve = try DecayCurve(
            from: try Check.value(from ?? 0, "--from"), velocity: velocity,
            deceleration: deceleration ?? DecayCurve<Double>.defaultDeceleration,
            threshold: try completionThreshold(abs(velocity)))
        return .decay(curve)
    }

    /// `--threshold`, or 1e-3 of `scale` (the travel) when not given.
    private func completionThreshold(_ scale: Double) throws(AnimationError) -> Double {
        if let threshold { return try Check.positive(threshold, "--threshold") }
        return scale > 0 ? 1e-3 * scale : 1e-3
    }

    private func required(_ value: Double?, _ name: String) throws(AnimationError) -> Double {
        guard let value else { throw .invalid("\(variant.rawValue) curve needs \(name)") }
        return value
    }

    private func required(_ value: String?, _ name: String) throws(AnimationError) -> String {
        guard let value else { throw .invalid("\(variant.rawValue) curve needs \(name)") }
        return value
    }
}
