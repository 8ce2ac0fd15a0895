import KiteGeometry
import KiteTestSupport
import Testing

@testable import KiteAnimation

/// Random animations built from values at the edges of what the API accepts (0, 1e-300, 1e150, 1.7e308, with
/// either sign), added to a target and run for two seconds. A `Layer` traps on a non-finite value, so the property
/// checked is that every animation is either refused with an `AnimationError` or writes only finite values.
/// Before `AnimationLimits` this sweep recorded 330 non-finite writes (travel from -1.7e308 to 1.7e308, a
/// Catmull-Rom spline through 1.7e308, a bezier with y = -1.7e308, an autoreversing 1.7e308 s cycle).
@Suite struct AnimationRobustnessTests {
    /// SplitMix64 over a fixed list of edge values.
    struct Edges {
        static let values = [0, 1e-300, 1e-9, 1e-3, 0.5, 1, 10, 1e3, 1e9, 1e150, 1e300, 1.7e308]
        var random: SplitMix64

        mutating func int(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        mutating func bool() -> Bool { int(2) == 0 }
        mutating func value() -> Double { Self.values[int(Self.values.count)] }
        mutating func signed() -> Double { value() * (bool() ? 1 : -1) }
        mutating func unit() -> Double { Double(int(1001)) / 1000 }
    }

    final class Target {
        var value = 0.0
        var point = Point.zero
    }

    static func spring(_ e: inout Edges) throws -> SpringAnimation<Double> {
        let (mass, stiffness, damping) = (e.value(), e.value(), e.value())
        let parameters = try SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
        let (to, velocity, threshold) = (e.signed(), e.signed(), e.value())
        return try SpringAnimation(
            spring: parameters, to: to, velocity: velocity, kind: .custom(threshold: threshold),
            clampsOvershoot: e.bool())
    }

    static func decay(_ e: inout Edges) throws -> DecayAnimation<Double> {
        let velocity = e.signed()
        let deceleration = [0.5, 0.998, 0.99999, 1 - 1e-12][e.int(4)]
        var bounds: DecayBounds<Double>?
        if e.bool() {
            let band = try RubberBand(extent: e.value())
            let edge: DecayEdge =
                e.bool() ? .spring(DecayEdge.defaultSpring) : .rubberBand(band, returnSpring: DecayEdge.defaultSpring)
            let (lower, upper) = (-e.value(), e.value())
            bounds = try DecayBounds(lower: lower, upper: upper, edge: edge)
        }
        let threshold = e.value()
        return try DecayAnimation(
            velocity: velocity, deceleration: deceleration, bounds: bounds, kind: .custom(threshold: threshold))
    }

    static func bezier(_ e: inout Edges) throws -> BasicAnimation<Double> {
        let (x1, y1, x2, y2) = (e.unit(), e.signed(), e.unit(), e.signed())
        let function = try TimingFunction(controlPoints: x1, y1, x2, y2)
        let (from, to) = (e.signed(), e.signed())
        let (duration, begin, speed, repeats) = (e.value(), e.signed(), e.value(), e.value())
        let timing = try MediaTiming(
            duration: duration, beginTime: begin, speed: speed, repeatCount: repeats, autoreverses: e.bool(),
            fillMode: .both)
        return try BasicAnimation(from: from, to: to, timing: timing, timingFunction: function)
    }

    static func keyframes(_ e: inout Edges) throws -> KeyframeAnimation<Double> {
        var values: [Double] = []
        for _ in 0...e.int(4) { values.append(e.signed()) }
        let mode = [KeyframeAnimation<Double>.CalculationMode.linear, .discrete, .paced, .cubic][e.int(4)]
        return try KeyframeAnimation(values: values, calculationMode: mode, timing: MediaTiming(duration: e.value()))
    }

    static func path(_ e: inout Edges) throws -> PathAnimation {
        var points: [Point] = []
        for _ in 0...e.int(4) { points.append(Point(e.signed(), e.signed())) }
        return PathAnimation(path: try PolylinePath(points: points), timing: try MediaTiming(duration: e.value()))
    }

    /// Adds one random animation; throws when the API refuses its values.
    static func add(_ e: inout Edges, to target: Target, on animator: Animator) throws {
        switch e.int(5) {
        case 0: animator.add(try spring(&e), to: target, keyPath: \.value, forKey: "value")
        case 1: animator.add(try decay(&e), to: target, keyPath: \.value, forKey: "value")
        case 2: animator.add(try bezier(&e), to: target, keyPath: \.value, forKey: "value")
        case 3: animator.add(try keyframes(&e), to: target, keyPath: \.value, forKey: "value")
        default: animator.add(try path(&e), to: target, keyPath: \.point, forKey: "point")
        }
    }

    @Test func edgeValueAnimationsAreRefusedOrWriteFiniteValues() throws {
        var ran = 0
        for seed in 0..<6000 as Range<UInt64> {
            var edges = Edges(random: SplitMix64(seed: seed))
            let animator = try Animator()
            let target = Target()
            target.value = edges.signed() / 1e160  // any start within the limits
            do {
                try Self.add(&edges, to: target, on: animator)
                // A second one under the same key: a spring takes over the first one's velocity.
                if edges.bool() { try Self.add(&edges, to: target, on: animator) }
            } catch is AnimationError {
                continue
            }
            ran += 1
            for frame in 1...40 {
                animator.advance(to: Double(frame) / 20)
                guard target.value.isFinite && target.point.isFinite else {
                    Issue.record("seed \(seed) wrote \(target.value), \(target.point) at frame \(frame)")
                    break
                }
            }
        }
        #expect(ran > 1000, "the sweep must run enough animations to mean something")
    }

    @Test func theLimitsAreNamedInTheErrors() {
        let limit = AnimationLimits.maximumMagnitude
        #expect(
            throws: AnimationError.outOfRange(parameter: "to value component 0", value: 1e200, range: -limit...limit)
        ) {
            try BasicAnimation<Double>(to: 1e200, duration: 1)
        }
        #expect(throws: AnimationError.self) {
            try SpringAnimation(spring: SpringParameters(), to: Point(x: 0, y: -1e151))
        }
        #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: 0.5, 2e6, 0.5, 1) }
        #expect(throws: AnimationError.self) { try MediaTiming(duration: 1e200) }
        #expect(throws: AnimationError.self) { try MediaTiming(duration: 1e-300, speed: 1e100) }
        #expect(throws: AnimationError.self) { try PolylinePath(points: [.zero, Point(x: 1e300, y: 0)]) }
        var options = CurveOptions(variant: .bezier)
        (options.controlPoints, options.from) = ("0,0,1,1", 1e200)
        #expect(throws: AnimationError.outOfRange(parameter: "--from", value: 1e200, range: -limit...limit)) {
            try options.curve()
        }
        // The limits themselves are accepted.
        #expect(throws: Never.self) { try BasicAnimation<Double>(from: -limit, to: limit, duration: 1) }
        #expect(throws: Never.self) { try TimingFunction(controlPoints: 0.5, -1e6, 0.5, 1e6) }
    }
}
