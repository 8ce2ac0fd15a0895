/// A cubic-bezier easing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction(controlPoints:)`.
///
/// Control-point x coordinates lie in [0, 1] so that x(s) is monotonic and time maps to exactly one progress value;
/// y coordinates are unrestricted, which gives anticipation (y < 0) and overshoot (y > 1).
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// First control point; x in [0, 1].
    public let p1x: Double
    public let p1y: Double
    /// Second control point; x in [0, 1].
    public let p2x: Double
    public let p2y: Double

    /// Default accuracy of `progress(at:)`: the curve parameter is solved to this absolute error, which keeps the
    /// progress within about 1e-11 of the exact value for any control points with |y| < 100.
    public static let defaultTolerance = 1e-13

    /// Throws `AnimationError` when a coordinate is not finite, an x coordinate lies outside [0, 1] or a y coordinate
    /// beyond `AnimationLimits.maximumControlPointY`.
    public init(controlPoints p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) throws(AnimationError) {
        self.p1x = try Check.inRange(p1x, 0...1, "bezier control point 1 x")
        let yRange = -AnimationLimits.maximumControlPointY...AnimationLimits.maximumControlPointY
        self.p1y = try Check.inRange(p1y, yRange, "bezier control point 1 y")
        self.p2x = try Check.inRange(p2x, 0...1, "bezier control point 2 x")
        self.p2y = try Check.inRange(p2y, yRange, "bezier control point 2 y")
    }

    /// The presets, with Core Animation's control points.
    private init(preset p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        (self.p1x, self.p1y, self.p2x, self.p2y) = (p1x, p1y, p2x, p2y)
    }

    public static let linear = TimingFunction(preset: 0, 0, 1, 1)
    public static let easeIn = TimingFunction(preset: 0.42, 0, 1, 1)
    public static let easeOut = TimingFunction(preset: 0, 0, 0.58, 1)
    public static let easeInEaseOut = TimingFunction(preset: 0.42, 0, 0.58, 1)
    /// Core Animation's `kCAMediaTimingFunctionDefault`, used by implicit animations.
    public static let `default` = TimingFunction(preset: 0.25, 0.1, 0.25, 1)

    /// Parses "P1X,P1Y,P2X,P2Y" (the `kite curve bezier` argument) or one of the preset names.
    public init(parsing text: String) throws(AnimationError) {
        switch text {
        case "linear": self = .linear
        case "easeIn", "ease-in": self = .easeIn
        case "easeOut", "ease-out": self = .easeOut
        case "easeInEaseOut", "ease-in-out": self = .easeInEaseOut
        case "default": self = .default
        default:
            let parts = text.split(separator: ",").map { Double(String($0.filter { !$0.isWhitespace })) }
            guard parts.count == 4, let p = parts as? [Double] else {
                throw .invalid("bezier control points must be four numbers P1X,P1Y,P2X,P2Y, got \"\(text)\"")
            }
            try self.init(controlPoints: p[0], p[1], p[2], p[3])
        }
    }

    public var description: String { "cubic-bezier(\(p1x), \(p1y), \(p2x), \(p2y))" }

    /// True when the curve is the identity (both control points on the diagonal), evaluated exactly.
    private var isIdentity: Bool { p1x == p1y && p2x == p2y }

    /// Progress for normalised time `t` (clamped to [0, 1]); exact at 0 and 1.
    public func progress(at t: Double, tolerance: Double = defaultTolerance) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if isIdentity { return t }
        return Self.cubic(parameter(forX: t, tolerance: tolerance), p1y, p2y)
    }

    /// Below this dx/ds the analytic slope dy/dx is ill-conditioned and `slope(at:)` differences instead.
    public static let flatTimeDerivative = 1e-9
    /// Default step of that difference quotient, in normalised time.
    public static let defaultSlopeStep = 1e-6

    /// d(progress)/dt at normalised time `t`. Where dx/ds vanishes (an endpoint with a control point on the
    /// time axis) the slope is taken as a one-sided difference quotient over `slopeStep`.
    public func slope(at t: Double, tolerance: Double = defaultTolerance, slopeStep: Double = defaultSlopeStep)
        -> Double
    {
        if isIdentity { return 1 }
        let tc = min(max(t, 0), 1)
        let s = parameter(forX: tc, tolerance: tolerance)
        let dx = Self.derivative(s, p1x, p2x)
        if dx > Self.flatTimeDerivative { return Self.derivative(s, p1y, p2y) / dx }
        let (a, b) = tc + slopeStep <= 1 ? (tc, tc + slopeStep) : (tc - slopeStep, tc)
        return (progress(at: b, tolerance: tolerance) - progress(at: a, tolerance: tolerance)) / (b - a)
    }

    /// The curve parameter s with x(s) = t: safeguarded Newton, falling back to bisection when a step leaves the
    /// bracket, so it converges even where dx/ds is zero.
    func parameter(forX t: Double, tolerance: Double) -> Double {
        var (lo, hi) = (0.0, 1.0)
        var s = t
        for _ in 0..<100 {
            let x = Self.cubic(s, p1x, p2x) - t
            if x == 0 { return s }
            if x < 0 { lo = s } else { hi = s }
            let dx = Self.derivative(s, p1x, p2x)
            var next = dx > 0 ? s - x / dx : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - s) <= tolerance || hi - lo <= tolerance { return next }
            s = next
        }
        return s
    }

    /// One coordinate of the bezier with endpoints 0 and 1 and control values c1, c2, in power form.
    static func cubic(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}
