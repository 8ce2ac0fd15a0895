import Foundation
import Testing

@testable import KiteAnimation

/// Independent reference: m x'' + c x' + k x = 0 integrated with classical RK4 at a tiny step.
private func rk4(_ s: SpringParameters, x0: Double, v0: Double, until t: Double, step h: Double = 1e-4) -> (
    x: Double, v: Double
) {
    func acceleration(_ x: Double, _ v: Double) -> Double { -(s.stiffness * x + s.damping * v) / s.mass }
    var (x, v, time) = (x0, v0, 0.0)
    while time < t - 1e-12 {
        let dt = min(h, t - time)
        let (k1x, k1v) = (v, acceleration(x, v))
        let (k2x, k2v) = (v + dt / 2 * k1v, acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v))
        let (k3x, k3v) = (v + dt / 2 * k2v, acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v))
        let (k4x, k4v) = (v + dt * k3v, acceleration(x + dt * k3x, v + dt * k3v))
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        time += dt
    }
    return (x, v)
}

/// Independent reference: the textbook solution of each regime, written directly from the roots.
private func textbook(_ s: SpringParameters, x0: Double, v0: Double, t: Double) -> Double {
    let w0 = (s.stiffness / s.mass).squareRoot()
    let zeta = s.damping / (2 * (s.stiffness * s.mass).squareRoot())
    if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * w0 * t) * (x0 * cos(wd * t) + (v0 + zeta * w0 * x0) / wd * sin(wd * t))
    } else if zeta == 1 {
        return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
    }
    let r1 = -w0 * (zeta - (zeta * zeta - 1).squareRoot())
    let r2 = -w0 * (zeta + (zeta * zeta - 1).squareRoot())
    let c2 = (r1 * x0 - v0) / (r1 - r2)
    return (x0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
}

@Suite struct SpringTests {
    static let springs: [SpringParameters] = [
        try! SpringParameters(mass: 1, stiffness: 100, damping: 10),  // under, CA default
        try! SpringParameters(mass: 1, stiffness: 100, damping: 20),  // critical
        try! SpringParameters(mass: 1, stiffness: 100, damping: 45),  // over
        try! SpringParameters(mass: 2.5, stiffness: 300, damping: 3),  // lightly damped, heavier
        try! SpringParameters(bounciness: 20, speed: 1),
        try! SpringParameters(mass: 1, stiffness: 100, damping: 20.000001),  // just over critical
        try! SpringParameters(mass: 1, stiffness: 100, damping: 19.999999),  // just under critical
    ]
    static let starts: [(Double, Double)] = [(1, 0), (-3, 0), (0, 25), (2, -40), (0.5, 7)]

    @Test(arguments: springs) func closedFormMatchesRK4(_ spring: SpringParameters) {
        let motion = SpringMotion(spring)
        for (x0, v0) in Self.starts {
            for t in [0.0, 0.05, 0.31, 0.8, 1.7] {
                let reference = rk4(spring, x0: x0, v0: v0, until: t)
                let state = motion.state(x0: x0, v0: v0, at: t)
                let scale = max(abs(x0), abs(v0) / spring.naturalFrequency)
                #expect(abs(state.x - reference.x) < 1e-9 * scale, "x at \(t) for \(spring) from \(x0), \(v0)")
                #expect(abs(state.v - reference.v) < 1e-8 * max(scale * spring.naturalFrequency, 1))
            }
        }
    }

    @Test(arguments: springs) func closedFormMatchesTextbookRoots(_ spring: SpringParameters) {
        let motion = SpringMotion(spring)
        let nearCritical = abs(spring.dampingRatio - 1) < 1e-3 && spring.dampingRatio != 1
        for (x0, v0) in Self.starts {
            for t in stride(from: 0.0, through: 2, by: 0.125) {
                let reference = textbook(spring, x0: x0, v0: v0, t: t)
                // Near critical damping the textbook form itself loses digits to cancellation; RK4 covers it.
                let tolerance = nearCritical ? 1e-4 : 1e-11
                #expect(abs(motion.state(x0: x0, v0: v0, at: t).x - reference) < tolerance * max(1, abs(x0), abs(v0)))
            }
        }
    }

    @Test func popConversionMatchesHandComputedTable() throws {
        // Computed separately from Pop's conversion formulas (b, s, T, F0 piecewise cubic, F = mix(F0, 0.01, 2b - b²)).
        let table: [(Double, Double, Double, Double)] = [
            (4, 12, 342.10058823529414, 30.48697964824425),
            (20, 1, 108.45088235294118, 4.619565133228427),
            (11, 18, 469.5458823529412, 24.215424129944175),
            (0, 18, 469.5458823529412, 43.235767029187876),
            (5, 10, 299.61882352941177, 27.04870440573241),
            (12, 10, 299.61882352941177, 18.241662061107608),
            (20, 10, 299.61882352941177, 10.39673358606367),
            (0, 0, 87.21, 5.777012500000001),
            (20, 20, 512.0276470588235, 13.356488421183533),
        ]
        for (bounciness, speed, tension, friction) in table {
            let spring = try SpringParameters(bounciness: bounciness, speed: speed)
            #expect(abs(spring.stiffness - tension) < 1e-9, "tension for \(bounciness), \(speed)")
            #expect(abs(spring.damping - friction) < 1e-9, "friction for \(bounciness), \(speed)")
            #expect(spring.mass == 1)
        }
        let defaults = try SpringParameters()
        #expect(defaults.mass == 1 && defaults.stiffness == 100 && defaults.damping == 10)
        let pop = try SpringParameters(tension: 300, friction: 20, mass: 2)
        #expect(pop.stiffness == 300 && pop.damping == 20 && pop.mass == 2)
    }

    @Test func perceptualParametersRoundTrip() throws {
        let s = try SpringParameters(dampingRatio: 0.7, response: 0.55)
        #expect(abs(s.dampingRatio - 0.7) < 1e-12)
        #expect(abs(s.response - 0.55) < 1e-12)
        let bouncy = try SpringParameters(duration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12 && abs(bouncy.response - 0.5) < 1e-12)
        let flat = try SpringParameters(duration: 0.5, bounce: -0.5)
        #expect(abs(flat.dampingRatio - 2) < 1e-12)
    }

    @Test func rejectsBadParameters() {
        #expect(throws: AnimationError.self) { try SpringParameters(mass: -1) }
        #expect(throws: AnimationError.self) { try SpringParameters(mass: 0) }
        #expect(throws: AnimationError.self) { try SpringParameters(stiffness: .nan) }
        #expect(throws: AnimationError.self) { try SpringParameters(damping: -0.1) }
        #expect(throws: AnimationError.self) { try SpringParameters(stiffness: .infinity) }
        #expect(throws: AnimationError.self) { try SpringParameters(bounciness: 21, speed: 4) }
        #expect(throws: AnimationError.self) { try SpringParameters(bounciness: 4, speed: -1) }
        #expect(throws: AnimationError.self) { try SpringParameters(dampingRatio: 1, response: 0) }
        #expect(throws: AnimationError.self) { try SpringParameters(duration: -1, bounce: 0) }
        #expect(throws: AnimationError.self) { try SpringParameters(duration: 1, bounce: 1) }
        #expect(throws: AnimationError.self) {
            try SpringCurve<Double>(spring: SpringParameters(), from: .nan, to: 1, threshold: 0.01)
        }
        // Each value valid, but so far apart that the closed form would give NaN (damping ratio squared
        // overflows) or a spring with no restoring force (stiffness / mass underflows to zero).
        for (mass, stiffness, damping) in [(1.0, 1.0, 1e300), (1e300, 1e-300, 1.0), (1e-300, 1e300, 1.0)] {
            #expect(throws: AnimationError.self, "\(mass), \(stiffness), \(damping)") {
                try SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
            }
        }
        let message = AnimationError.notPositive(parameter: "spring mass", value: -1).description
        #expect(message == "spring mass must be greater than zero, got -1.0")
    }

    @Test(arguments: springs) func settleTimeIsNeverEarlyAndNotFarLate(_ spring: SpringParameters) throws {
        for (x0, v0) in Self.starts {
            let curve = try SpringCurve<Double>(spring: spring, from: x0, to: 0, velocity: v0, threshold: 1e-3)
            let motion = SpringMotion(spring)
            let end = curve.settleTime
            #expect(end.isFinite && end > 0)
            var lastAbove = 0.0
            for i in 0...4000 {
                let t = end * 2 * Double(i) / 4000
                let s = motion.state(x0: x0, v0: v0, at: t)
                if abs(s.x) > 1e-3 || abs(s.v) > 1e-3 { lastAbove = t }
            }
            #expect(lastAbove <= end, "still moving at \(lastAbove) after settle estimate \(end)")
            #expect(lastAbove >= 0.5 * end, "settle estimate \(end) is more than twice the last motion \(lastAbove)")
            #expect(curve.value(at: end) == 0 && curve.sample(at: end).velocity == 0)
        }
    }

    @Test func settlingDurationUsesDocumentedEpsilon() throws {
        let spring = try SpringParameters(mass: 1, stiffness: 100, damping: 20)
        let t = spring.settlingDuration()
        // Critically damped from rest: x(t) = (1 + 10t)e^(-10t) and v(t) = -100t·e^(-10t); the later of the two
        // to fall under 1e-3 (units, units per second) decides.
        let worst = max((1 + 10 * t) * exp(-10 * t), 100 * t * exp(-10 * t))
        #expect(worst <= 1e-3 && worst > 0.999e-3)
        #expect(try SpringParameters(mass: 1, stiffness: 100, damping: 0).settlingDuration() == .infinity)
    }

    @Test(arguments: springs) func velocityIsTheDerivativeOfValue(_ spring: SpringParameters) throws {
        let curve = try SpringCurve<Double>(spring: spring, from: 3, to: 1, velocity: -5, threshold: 1e-6)
        let h = 1e-6
        for t in stride(from: 0.01, through: 1, by: 0.07) {
            let difference = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
            #expect(abs(curve.sample(at: t).velocity - difference) < 1e-5 * max(1, abs(difference)))
        }
    }

    @Test func firstArrivalIsTheFirstZeroOfTheClosedForm() throws {
        for spring in Self.springs {
            for (x0, v0) in [(1.0, 0.0), (1, 8), (1, -30), (0, 5), (-2, 3)] {
                let curve = try SpringCurve<Double>(spring: spring, from: x0, to: 0, velocity: v0, threshold: 1e-9)
                let initialSign = x0 != 0 ? x0.sign : v0.sign
                // Only before settling: afterwards the value is exactly the target, whose sign means nothing.
                let moving = stride(from: 0.0005, to: min(curve.settleTime, 3), by: 0.0005)
                guard let arrival = curve.reachedTargetTime, arrival < curve.settleTime else {
                    #expect(moving.allSatisfy { curve.value(at: $0).sign == initialSign }, "\(spring) \(x0) \(v0)")
                    continue
                }
                #expect(abs(curve.value(at: arrival)) < 1e-9 * max(1, abs(v0)))
                for t in moving where t < arrival * (1 - 1e-9) {
                    #expect(curve.value(at: t).sign == initialSign, "crossed before \(arrival) at \(t)")
                }
                #expect(curve.value(at: min(arrival * 1.01, arrival + 1e-3)).sign != initialSign)
            }
        }
    }

    @Test func clampedOvershootStopsAtTheTarget() throws {
        let spring = try SpringParameters(bounciness: 20, speed: 10)
        let curve = try SpringCurve<Double>(spring: spring, from: 0, to: 100, threshold: 0.01, clampsOvershoot: true)
        let arrival = try #require(curve.reachedTargetTime)
        #expect(curve.settleTime == arrival)
        for i in 0...300 { #expect(curve.value(at: Double(i) / 120) <= 100) }
        #expect(curve.value(at: arrival) == 100)
    }

    @Test func vectorSpringMovesEveryComponentWithTheScalarSolution() throws {
        let spring = try SpringParameters(mass: 1, stiffness: 200, damping: 12)
        let from = TransformComponents(translationX: 10, translationY: -4, rotation: 1, scaleX: 2, scaleY: 0.5)
        let velocity = TransformComponents(translationX: 30, translationY: 0, rotation: -2, scaleX: 0, scaleY: 1)
        let curve = try SpringCurve(spring: spring, from: from, to: .identity, velocity: velocity, threshold: 1e-6)
        let motion = SpringMotion(spring)
        for t in [0.0, 0.1, 0.25, 0.6] {
            let value = curve.value(at: t)
            for i in 0..<5 {
                let x0 = from[component: i] - TransformComponents.identity[component: i]
                let expected =
                    TransformComponents.identity[component: i]
                    + motion.state(x0: x0, v0: velocity[component: i], at: t).x
                #expect(abs(value[component: i] - expected) < 1e-12)
            }
        }
    }
}
