import KiteGeometry
import Testing

@testable import KiteAnimation

@Suite struct KeyframeAnimationTests {
    /// Value at progress `p` of a 1-second keyframe animation, read through an animator.
    private func values(_ animation: KeyframeAnimation<Double>, at progresses: [Double]) throws -> [Double] {
        let animator = try Animator()
        let box = Box()
        animator.add(animation, to: box, keyPath: \.value, forKey: "k")
        return progresses.map { p in
            animator.advance(to: p)
            return box.value
        }
    }

    @Test func linearFollowsKeyTimes() throws {
        let a = try KeyframeAnimation<Double>(
            values: [0, 10, 5], keyTimes: [0, 0.2, 1], timing: MediaTiming(duration: 1))
        let v = try values(a, at: [0, 0.1, 0.2, 0.6, 0.9])
        for (x, y) in zip(v, [0.0, 5, 10, 7.5, 5.625]) { #expect(abs(x - y) < 1e-12, "\(v)") }
    }

    @Test func segmentTimingFunctionsEaseEachSegment() throws {
        let a = try KeyframeAnimation<Double>(
            values: [0, 10, 20], timingFunctions: [.easeIn, .linear], timing: MediaTiming(duration: 1))
        let v = try values(a, at: [0.25, 0.75])
        #expect(abs(v[0] - 10 * TimingFunction.easeIn.progress(at: 0.5)) < 1e-12)
        #expect(abs(v[1] - 15) < 1e-12)
    }

    @Test func discreteHoldsEachValue() throws {
        let a = try KeyframeAnimation<Double>(
            values: [1, 2, 3], keyTimes: [0, 0.5, 0.8], calculationMode: .discrete,
            timing: MediaTiming(duration: 1, fillMode: .forwards), isRemovedOnCompletion: false)
        #expect(try values(a, at: [0, 0.49, 0.5, 0.79, 0.8, 0.99, 2]) == [1, 1, 2, 2, 3, 3, 3])
    }

    @Test func pacedMovesAtConstantSpeed() throws {
        let a = try KeyframeAnimation<Double>(
            values: [0, 10, 5], keyTimes: [0, 0.9, 1], timingFunctions: [.easeIn, .easeOut], calculationMode: .paced,
            timing: MediaTiming(duration: 1))
        let expectedTimes: [Double] = [0, 2.0 / 3, 1]
        #expect(zip(a.keyTimes, expectedTimes).allSatisfy { abs($0 - $1) < 1e-15 })
        // Total path length 15 over 1 s: after t seconds the path covered is 15t.
        let v = try values(a, at: [0.2, 0.6, 0.8])
        for (x, y) in zip(v, [3.0, 9, 8]) { #expect(abs(x - y) < 1e-12, "\(v)") }
    }

    @Test func pacedPointsUseEuclideanDistance() throws {
        let a = try KeyframeAnimation<Point>(
            values: [Point(x: 0, y: 0), Point(x: 3, y: 4), Point(x: 3, y: 9)], calculationMode: .paced,
            timing: MediaTiming(duration: 1))
        #expect(abs(a.keyTimes[1] - 0.5) < 1e-15)
    }

    @Test func cubicIsCatmullRomThroughTheValues() throws {
        let points: [Double] = [0, 10, 3, 7]
        let a = try KeyframeAnimation<Double>(values: points, calculationMode: .cubic, timing: MediaTiming(duration: 3))
        let animator = try Animator()
        let box = Box()
        animator.add(a, to: box, keyPath: \.value, forKey: "k")
        func at(_ t: Double) -> Double {
            animator.advance(to: t)
            return box.value
        }
        // Matrix form of uniform Catmull-Rom on the middle segment (P0..P3 = 0, 10, 3, 7) at u = 0.3.
        let u = 0.3
        let reference =
            0.5 * (2 * 10 + (-0 + 3) * u + (2 * 0 - 5 * 10 + 4 * 3 - 7) * u * u + (-0 + 3 * 10 - 3 * 3 + 7) * u * u * u)
        // Passes through every value at its key time (times 0, 1, 2 s; 3 s is the end, removed). The clock only
        // runs forwards, so the instants are visited in order.
        #expect(abs(at(0) - 0) < 1e-12)
        #expect(abs(at(1) - 10) < 1e-12)
        #expect(abs(at(1.3) - reference) < 1e-12)
        #expect(abs(at(2) - 3) < 1e-12)
    }

    @Test func cubicHasContinuousSlopeAtKeys() throws {
        let a = try KeyframeAnimation<Double>(
            values: [0, 10, 3, 7], calculationMode: .cubic, timing: MediaTiming(duration: 3))
        let animator = try Animator()
        let box = Box()
        animator.add(a, to: box, keyPath: \.value, forKey: "k")
        let h = 1e-6
        var samples: [Double] = []
        for t in [1 - h, 1, 1 + h] {
            animator.advance(to: t)
            samples.append(box.value)
        }
        let left = (samples[1] - samples[0]) / h
        let right = (samples[2] - samples[1]) / h
        #expect(abs(left - right) < 1e-3 * abs(left))
        #expect(abs(a.velocity(at: 1) - left) < 1e-3 * abs(left))
    }

    @Test func rejectsMalformedKeyframes() {
        let timing = try! MediaTiming(duration: 1)
        #expect(throws: AnimationError.self) { try KeyframeAnimation<Double>(values: [], timing: timing) }
        #expect(throws: AnimationError.self) {
            try KeyframeAnimation<Double>(values: [0, 1], keyTimes: [0], timing: timing)
        }
        #expect(throws: AnimationError.self) {
            try KeyframeAnimation<Double>(values: [0, 1, 2], keyTimes: [0, 0.7, 0.5], timing: timing)
        }
        #expect(throws: AnimationError.self) {
            try KeyframeAnimation<Double>(values: [0, 1], keyTimes: [0, 1.5], timing: timing)
        }
        #expect(throws: AnimationError.self) {
            try KeyframeAnimation<Double>(values: [0, 1], timingFunctions: [.linear, .easeIn], timing: timing)
        }
        #expect(throws: AnimationError.self) { try KeyframeAnimation<Double>(values: [0, .nan], timing: timing) }
    }
}
