import Foundation
import KiteGeometry
import Testing

@testable import KiteAnimation

@Suite struct DecayTests {
    @Test func followsPopsPerMillisecondDecayInClosedForm() throws {
        // Reference: Pop's model stepped one millisecond at a time (v *= d each ms, x += v·1ms, exact in the limit
        // of small steps); compare at whole milliseconds with the step's own discretisation error in the tolerance.
        let curve = try DecayCurve<Double>(from: 10, velocity: 2000, threshold: 0.01)
        var (x, v) = (10.0, 2000.0)
        let d = 0.998
        let substeps = 1000
        for ms in 1...500 {
            for _ in 0..<substeps {
                // Exact per-substep factor d^(1/substeps); position by the midpoint velocity.
                let factor = pow(d, 1 / Double(substeps))
                let next = v * factor
                x += (v + next) / 2 * (0.001 / Double(substeps))
                v = next
            }
            if ms % 100 == 0 {
                let s = curve.sample(at: Double(ms) / 1000)
                #expect(abs(s.value - x) < 1e-6 * abs(x), "x at \(ms) ms")
                #expect(abs(s.velocity - v) < 1e-9 * abs(v), "v at \(ms) ms")
            }
        }
    }

    @Test func projectedEndAndStop() throws {
        let curve = try DecayCurve<Double>(from: 0, velocity: 1000, threshold: 0.5)
        let projected = 0 - 1000 / (1000 * log(0.998))
        #expect(abs(curve.projectedEnd - projected) < 1e-9)
        #expect(abs(DecayCurve<Double>.projectedEnd(from: 0, velocity: 1000) - projected) < 1e-9)
        // Stops when the speed falls to the threshold: 1000·0.998^(1000t) = 0.5.
        let stop = log(0.5 / 1000) / (1000 * log(0.998))
        #expect(abs(curve.settleTime - stop) < 1e-9)
        let end = curve.sample(at: stop + 1)
        #expect(end.velocity == 0)
        #expect(abs(end.value - projected) <= 0.5 / (1000 * -log(0.998)) + 1e-9)
    }

    @Test func springEdgeSettlesOnTheBoundWithContinuousMotion() throws {
        let bounds = try DecayBounds<Double>(lower: 0, upper: 200)
        let curve = try DecayCurve<Double>(from: 100, velocity: 3000, threshold: 0.01, bounds: bounds)
        // Hit time of the bound by the unbounded closed form.
        let rate = 1000 * log(0.998)
        let hit = log(1 + (200 - 100) * rate / 3000) / rate
        #expect(abs(curve.sample(at: hit).value - 200) < 1e-9)
        let h = 1e-7
        let left = (curve.sample(at: hit).value - curve.sample(at: hit - h).value) / h
        let right = (curve.sample(at: hit + h).value - curve.sample(at: hit).value) / h
        #expect(abs(left - right) < 1e-3 * abs(left))
        var maximum = 0.0
        for i in 0...1000 { maximum = max(maximum, curve.sample(at: Double(i) * curve.settleTime / 1000).value) }
        #expect(maximum > 200, "the edge spring carries the momentum past the bound")
        #expect(curve.sample(at: curve.settleTime).value == 200)
    }

    @Test func rubberBandCompressesTheOvershoot() throws {
        let band = try RubberBand(extent: 400)
        let spring = DecayEdge.defaultSpring
        let bounds = try DecayBounds<Double>(lower: 0, upper: 100, edge: .rubberBand(band, returnSpring: spring))
        let curve = try DecayCurve<Double>(from: 90, velocity: 5000, threshold: 0.01, bounds: bounds)
        let limit = 1 / band.coefficient
        var previous = curve.sample(at: 0).value
        var maximum = 0.0
        let step = curve.settleTime / 4000
        for i in 1...4000 {
            let value = curve.sample(at: Double(i) * step).value
            #expect(value - 100 < limit)
            // Never faster than the release velocity: no jump where the phases change.
            #expect(abs(value - previous) <= 5000 * step + 1e-9, "no jump at step \(i)")
            previous = value
            maximum = max(maximum, value)
        }
        #expect(maximum > 150)
        #expect(curve.sample(at: curve.settleTime).value == 100)
    }

    @Test func rubberBandFormula() throws {
        let band = try RubberBand(extent: 200, limitFraction: 0.5)
        #expect(band.coefficient == 0.01)
        for x in [0.0, 1, 50, 300, -80] {
            let expected = (1 - 1 / (1 + abs(x) * 0.01)) / 0.01
            #expect(abs(band.displayed(x) - (x < 0 ? -expected : expected)) < 1e-12)
        }
        #expect(band.slope(at: 0) == 1)
        #expect(abs(band.displayed(1e9) - 100) < 1e-3)
        #expect(throws: AnimationError.self) { try RubberBand(extent: 0) }
    }

    @Test func startingOutsideTheBoundsSpringsBack() throws {
        let bounds = try DecayBounds<Double>(lower: 0, upper: 100)
        let curve = try DecayCurve<Double>(from: -40, velocity: -100, threshold: 0.01, bounds: bounds)
        #expect(curve.sample(at: 0).value == -40)
        #expect(curve.sample(at: curve.settleTime).value == 0)
    }

    @Test func gestureVelocityHandsOffToDecayOnAnimator() throws {
        let animator = try Animator()
        let box = Box()
        box.value = 20
        animator.add(
            try DecayAnimation(velocity: 1200.0, kind: .points(deviceScale: 2)), to: box, keyPath: \.value,
            forKey: "fling")
        animator.advance(to: 0)
        let h = 1e-6
        animator.advance(to: h)
        #expect(abs((box.value - 20) / h - 1200) < 1)
        for frame in 1...600 { animator.advance(to: Double(frame) / 60) }
        #expect(animator.animationCount == 0)
        #expect(abs(box.value - DecayCurve<Double>.projectedEnd(from: 20, velocity: 1200)) < 0.5)
    }

    @Test func rejectsBadDecays() throws {
        #expect(throws: AnimationError.self) {
            try DecayCurve<Double>(from: 0, velocity: 1, deceleration: 1.2, threshold: 1)
        }
        #expect(throws: AnimationError.self) { try DecayCurve<Double>(from: 0, velocity: .nan, threshold: 1) }
        #expect(throws: AnimationError.self) { try DecayBounds<Double>(lower: 5, upper: 1) }
        // Finite inputs whose unbounded rest point overflows: the samples would turn infinite part way.
        #expect(throws: AnimationError.self) {
            try DecayCurve<Double>(from: 0, velocity: 1e308, deceleration: 0.99999, threshold: 1)
        }
        #expect(throws: AnimationError.self) {
            try DecayAnimation<Point>(velocity: Point(x: 1, y: -1e308), deceleration: 0.99999)
        }
        let far = try DecayCurve<Double>(from: 0, velocity: 1e150, deceleration: 1 - 1e-15, threshold: 1)
        #expect(far.projectedEnd.isFinite && far.sample(at: far.settleTime).value.isFinite)
    }
}
