import KiteGeometry
import Testing

@testable import KiteAnimation

final class Box {
    var value = 0.0
    var point = Point.zero
    var color = Color.black
}

/// Runs `make` on a fresh animator at `fps` frames per second for `seconds`, recording the box's value at each frame.
private func record(fps: Double, seconds: Double, _ make: (Animator, Box) throws -> Void) throws -> [Double: Double] {
    let animator = try Animator()
    let box = Box()
    try make(animator, box)
    var values: [Double: Double] = [:]
    let frames = Int((seconds * fps).rounded())
    for frame in 0...frames {
        let t = Double(frame) / fps
        animator.advance(to: t)
        values[t] = box.value
    }
    return values
}

@Suite struct AnimatorTests {
    // MARK: Frame-rate independence

    static let rates: [Double] = [30, 60, 120, 144]

    /// Values at instants shared by every rate (multiples of 1/6 s) agree to 1e-9 of the travel.
    private func expectRateIndependent(travel: Double, seconds: Double, _ make: (Animator, Box) throws -> Void) throws {
        let runs = try Self.rates.map { try record(fps: $0, seconds: seconds, make) }
        for k in 0...Int(seconds * 6) {
            let instant = Double(k) / 6
            let samples = zip(Self.rates, runs).map { rate, run in
                run[Double(Int((instant * rate).rounded())) / rate]!
            }
            let spread = samples.max()! - samples.min()!
            #expect(spread <= 1e-9 * travel, "at \(instant): \(samples)")
        }
    }

    @Test func springIsFrameRateIndependent() throws {
        try expectRateIndependent(travel: 100, seconds: 3) { animator, box in
            let spring = try SpringParameters(bounciness: 12, speed: 10)
            animator.add(
                try SpringAnimation(spring: spring, to: 100, kind: .points(deviceScale: 2)), to: box, keyPath: \.value,
                forKey: "x")
        }
    }

    @Test func retargetedSpringIsFrameRateIndependent() throws {
        var retargets = 0
        defer { #expect(retargets == Self.rates.count) }
        try expectRateIndependent(travel: 100, seconds: 3) { animator, box in
            let animation = try SpringAnimation(spring: SpringParameters(), to: 100.0)
            animator.add(animation, to: box, keyPath: \.value, forKey: "x")
            // Retarget at a shared instant from a completion of a 0.5 s timer animation on another key.
            let timer = try BasicAnimation<Point>(from: .zero, to: .zero, duration: 0.5)
            timer.completion = { finished in
                #expect(finished && animation.lastFrameTime == 0.5)
                retargets += 1
                animation.toValue = -50
            }
            animator.add(timer, to: box, keyPath: \.point, forKey: "timer")
        }
    }

    @Test func curveAndKeyframeAndDecayAreFrameRateIndependent() throws {
        try expectRateIndependent(travel: 1, seconds: 2) { animator, box in
            let f = try TimingFunction(controlPoints: 0.25, -0.8, 0.75, 1.85)
            let timing = try MediaTiming(duration: 0.7, beginTime: 0.1, repeatCount: 2, autoreverses: true)
            animator.add(
                try BasicAnimation<Double>(from: 0, to: 1, timing: timing, timingFunction: f), to: box,
                keyPath: \.value, forKey: "x")
        }
        try expectRateIndependent(travel: 10, seconds: 2) { animator, box in
            let keyframes = try KeyframeAnimation<Double>(
                values: [0, 10, 3, 7], calculationMode: .cubic, timing: MediaTiming(duration: 1.5))
            animator.add(keyframes, to: box, keyPath: \.value, forKey: "x")
        }
        try expectRateIndependent(travel: 500, seconds: 4) { animator, box in
            let bounds = try DecayBounds<Double>(lower: 0, upper: 300)
            animator.add(
                try DecayAnimation(velocity: 1500.0, bounds: bounds, kind: .points(deviceScale: 1)), to: box,
                keyPath: \.value, forKey: "x")
        }
    }

    // MARK: Springs on the animator

    @Test func springEndsExactlyOnTargetAndCompletesOnce() throws {
        let animator = try Animator()
        let box = Box()
        var completions: [Bool] = []
        let animation = try SpringAnimation(spring: SpringParameters(), to: 40.0, kind: .points(deviceScale: 1))
        animation.completion = { completions.append($0) }
        animator.add(animation, to: box, keyPath: \.value, forKey: "x")
        for frame in 0...600 { animator.advance(to: Double(frame) / 60) }
        #expect(box.value == 40)
        #expect(completions == [true])
        #expect(animator.animation(forKey: "x", on: box) == nil)
        #expect(!animation.isRunning)
    }

    @Test func fromValueDefaultsToTheOnScreenValue() throws {
        let animator = try Animator()
        let box = Box()
        box.value = 25
        let spring = try SpringParameters()
        animator.add(try SpringAnimation(spring: spring, to: 100.0), to: box, keyPath: \.value, forKey: "x")
        animator.advance(to: 0)
        #expect(box.value == 25)
        animator.advance(to: 0.1)
        let expected = 100 + SpringMotion(spring).state(x0: -75, v0: 0, at: 0.1).x
        #expect(abs(box.value - expected) < 1e-12)
    }

    /// Retargeting keeps value and velocity continuous: one-sided difference quotients on both sides of the retarget
    /// instant agree to O(h), and the new segment starts at the old value and velocity.
    @Test func retargetKeepsValueAndVelocityContinuous() throws {
        let animator = try Animator()
        let box = Box()
        let animation = try SpringAnimation(spring: SpringParameters(bounciness: 8, speed: 12), to: Point(x: 100, y: 0))
        animator.add(animation, to: box, keyPath: \.point, forKey: "p")
        let (retargetTime, h) = (0.05, 1e-6)
        animator.advance(to: retargetTime - h)
        let before = box.point
        animator.advance(to: retargetTime)
        let at = box.point
        let velocityBefore = animation.currentVelocity
        animation.toValue = Point(x: -30, y: 60)
        let segment = try #require(animation.currentSegment)
        #expect(segment.startTime == retargetTime)
        #expect(segment.curve.from == at)
        #expect(segment.curve.velocity == velocityBefore)
        animator.advance(to: retargetTime + h)
        let after = box.point
        let left = at.subtracting(before).scaled(by: 1 / h)
        let right = after.subtracting(at).scaled(by: 1 / h)
        #expect(left.subtracting(right).magnitude < 1e-2 * max(1, left.magnitude))
        #expect(left.subtracting(velocityBefore).magnitude < 1e-2 * max(1, left.magnitude))
        #expect(left.magnitude > 100, "the spring should be moving fast at the retarget instant")
        var reached = 0
        animation.onReachedTarget = { reached += 1 }
        for frame in 1...400 { animator.advance(to: retargetTime + Double(frame) / 120) }
        #expect(box.point == Point(x: -30, y: 60))
        #expect(reached == 1)
    }

    @Test func replacingSpringInheritsVelocityAndCompletesTheOldOne() throws {
        let animator = try Animator()
        let box = Box()
        var events: [String] = []
        let first = try SpringAnimation(spring: SpringParameters(), to: 100.0)
        first.completion = { events.append("first \($0)") }
        animator.add(first, to: box, keyPath: \.value, forKey: "x")
        let h = 1e-6
        animator.advance(to: 0.1 - h)
        let before = box.value
        animator.advance(to: 0.1)
        let at = box.value
        let second = try SpringAnimation(spring: SpringParameters(), to: 0.0)
        second.completion = { events.append("second \($0)") }
        animator.add(second, to: box, keyPath: \.value, forKey: "x")
        #expect(events == ["first false"])
        animator.advance(to: 0.1 + h)
        let left = (at - before) / h
        let right = (box.value - at) / h
        #expect(abs(left - right) < 1e-2 * abs(left))
        #expect(animator.animation(forKey: "x", on: box) === second)
    }

    @Test func curveReplacedMidFlightStartsFromTheCurrentValue() throws {
        let animator = try Animator()
        let box = Box()
        animator.add(try BasicAnimation<Double>(from: 0, to: 100, duration: 1), to: box, keyPath: \.value, forKey: "x")
        animator.advance(to: 0.4)
        #expect(abs(box.value - 40) < 1e-12)
        animator.add(try BasicAnimation<Double>(to: -10, duration: 1), to: box, keyPath: \.value, forKey: "x")
        animator.advance(to: 0.4)
        #expect(abs(box.value - 40) < 1e-12)
        animator.advance(to: 0.9)
        #expect(abs(box.value - (40 + (-10 - 40) * 0.5)) < 1e-12)
    }

    @Test func gestureVelocityHandsOffToSpring() throws {
        let animator = try Animator()
        let box = Box()
        box.point = Point(x: 50, y: 50)
        let release = Point(x: 800, y: -300)
        let spring = try SpringParameters(dampingRatio: 0.8, response: 0.4)
        animator.add(
            try SpringAnimation(spring: spring, to: Point.zero, velocity: release), to: box, keyPath: \.point,
            forKey: "p")
        animator.advance(to: 0)
        let h = 1e-6
        animator.advance(to: h)
        let measured = box.point.subtracting(Point(x: 50, y: 50)).scaled(by: 1 / h)
        #expect(measured.subtracting(release).magnitude < 1e-2 * release.magnitude)
    }

    @Test func springReplacingACurveTakesOverItsVelocity() throws {
        let animator = try Animator()
        let box = Box()
        animator.add(try BasicAnimation<Double>(from: 0, to: 100, duration: 1), to: box, keyPath: \.value, forKey: "x")
        animator.advance(to: 0.5)
        animator.add(try SpringAnimation(spring: SpringParameters(), to: 50.0), to: box, keyPath: \.value, forKey: "x")
        let h = 1e-6
        animator.advance(to: 0.5 + h)
        // The linear curve moved at 100 units/s, and the spring starts at 50 (its target) with that velocity.
        #expect(abs((box.value - 50) / h - 100) < 1e-2)
    }

    @Test func completionHandlerOfAReplacedAnimationMayAddUnderTheSameKey() throws {
        let animator = try Animator()
        let box = Box()
        let first = try BasicAnimation<Double>(to: 1, duration: 1)
        let second = try BasicAnimation<Double>(to: 2, duration: 1)
        let third = try BasicAnimation<Double>(to: 3, duration: 1)
        var secondFinished: Bool?
        second.completion = { secondFinished = $0 }
        first.completion = { _ in animator.add(third, to: box, keyPath: \.value, forKey: "x") }
        animator.add(first, to: box, keyPath: \.value, forKey: "x")
        animator.add(second, to: box, keyPath: \.value, forKey: "x")
        #expect(animator.animation(forKey: "x", on: box) === third)
        #expect(secondFinished == false)
        #expect(animator.animationCount == 1)
    }

    @Test func keysListAndRemoveAll() throws {
        let animator = try Animator()
        let (a, b) = (Box(), Box())
        var finished: [String] = []
        for (key, box) in [("one", a), ("two", a), ("three", b)] {
            let animation = try BasicAnimation<Double>(to: 1, duration: 1)
            animation.completion = { finished.append("\(key) \($0)") }
            animator.add(animation, to: box, keyPath: \.value, forKey: key)
        }
        #expect(animator.animationKeys(on: a) == ["one", "two"])
        animator.removeAllAnimations(on: a)
        #expect(finished == ["one false", "two false"])
        #expect(animator.animationKeys(on: a).isEmpty && animator.animationKeys(on: b) == ["three"])
    }

    @Test func explicitAccessorsDriveTheProperty() throws {
        let animator = try Animator()
        let box = Box()
        let point = AnimatableProperty<Box, Point>(name: "point", get: { $0.point }, set: { $0.point = $1 })
        let animation = try BasicAnimation<Point>(to: Point(x: 10, y: -10), duration: 2)
        animator.add(animation, to: box, property: point, forKey: "p")
        animator.advance(to: 1)
        #expect(box.point == Point(x: 5, y: -5))
    }

    /// Value of a linear 0 → 1 animation over 1 s with the given timing, on a box whose model value is -1.
    private func sampleLinear(_ timing: MediaTiming, removed: Bool = true, at times: [Double]) throws -> [Double] {
        let animator = try Animator()
        let box = Box()
        box.value = -1
        animator.add(
            try BasicAnimation<Double>(from: 0, to: 1, timing: timing, isRemovedOnCompletion: removed), to: box,
            keyPath: \.value, forKey: "x")
        return times.map { t in
            animator.advance(to: t)
            return box.value
        }
    }

    private func expectClose(_ a: [Double], _ b: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.count == b.count, sourceLocation: sourceLocation)
        for (x, y) in zip(a, b) { #expect(abs(x - y) < 1e-12, "\(a) vs \(b)", sourceLocation: sourceLocation) }
    }

    @Test func delayShowsModelValueUnlessFillingBackwards() throws {
        expectClose(
            try sampleLinear(MediaTiming(duration: 1, beginTime: 0.5), at: [0.25, 0.75, 1.5, 2]), [-1, 0.25, -1, -1])
        expectClose(
            try sampleLinear(MediaTiming(duration: 1, beginTime: 0.5, fillMode: .backwards), at: [0.25, 0.75]),
            [0, 0.25])
    }

    @Test func repeatsAndAutoreverses() throws {
        expectClose(
            try sampleLinear(MediaTiming(duration: 1, repeatCount: 2), at: [0.25, 1.25, 1.75, 2.5]),
            [0.25, 0.25, 0.75, -1])
        expectClose(
            try sampleLinear(
                MediaTiming(duration: 1, repeatCount: 2, autoreverses: true), at: [0.25, 1.25, 2.5, 3.75, 4.5]),
            [0.25, 0.75, 0.5, 0.25, -1])
        expectClose(
            try sampleLinear(MediaTiming(duration: 1, repeatCount: .infinity), at: [0.5, 100.25, 1000.75]),
            [0.5, 0.25, 0.75])
    }

    @Test func fillForwardsHoldsTheEndOnlyWhenNotRemoved() throws {
        expectClose(
            try sampleLinear(MediaTiming(duration: 1, fillMode: .forwards), removed: false, at: [0.5, 2, 5]),
            [0.5, 1, 1])
        expectClose(
            try sampleLinear(MediaTiming(duration: 1, fillMode: .forwards), removed: true, at: [0.5, 2]), [0.5, -1])
        expectClose(
            try sampleLinear(MediaTiming(duration: 1, autoreverses: true, fillMode: .both), removed: false, at: [3]),
            [0])
        expectClose(
            try sampleLinear(
                MediaTiming(duration: 1, repeatCount: 1.5, fillMode: .forwards), removed: false, at: [1.25, 3]),
            [0.25, 0.5])
    }

    @Test func speedScalesTheActiveDurationButNotTheDelay() throws {
        expectClose(
            try sampleLinear(MediaTiming(duration: 1, beginTime: 1, speed: 2), at: [0.5, 1.25, 1.49, 1.6]),
            [-1, 0.5, 0.98, -1])
    }

    @Test func modelValueSetAfterAddingIsShownOnceRemoved() throws {
        let animator = try Animator()
        let box = Box()
        animator.add(try BasicAnimation<Double>(from: 0, to: 1, duration: 1), to: box, keyPath: \.value, forKey: "x")
        box.value = 1  // Core Animation habit: set the model value right after adding the animation.
        animator.advance(to: 0.5)
        #expect(box.value == 0.5)
        animator.advance(to: 2)
        #expect(box.value == 1)
    }

    @Test func additiveAnimationAddsToTheModelValue() throws {
        let animator = try Animator()
        let box = Box()
        box.value = 10
        let wiggle = try BasicAnimation<Double>(from: 0, to: 4, timing: MediaTiming(duration: 1), isAdditive: true)
        animator.add(wiggle, to: box, keyPath: \.value, forKey: "wiggle")
        animator.advance(to: 0.5)
        #expect(box.value == 12)
        box.value = 20
        animator.advance(to: 0.75)
        #expect(box.value == 23)
    }

    @Test func fromToByCombinations() throws {
        func run(_ make: () throws -> BasicAnimation<Double>) throws -> (Double, Double) {
            let animator = try Animator()
            let box = Box()
            box.value = 5
            animator.add(try make(), to: box, keyPath: \.value, forKey: "x")
            animator.advance(to: 0)
            let start = box.value
            animator.advance(to: 0.999999999)
            return (start, box.value)
        }
        let timing = try MediaTiming(duration: 1)
        let cases: [(BasicAnimation<Double>, (Double, Double))] = [
            (try BasicAnimation(from: 1, by: 2, timing: timing), (1, 3)),
            (try BasicAnimation(to: 8, by: 2, timing: timing), (6, 8)),
            (try BasicAnimation(by: 2, timing: timing), (5, 7)),
            (try BasicAnimation(from: 1, timing: timing), (1, 5)),
            (try BasicAnimation(to: 9, timing: timing), (5, 9)),
        ]
        for (animation, expected) in cases {
            let (start, end) = try run { animation }
            #expect(abs(start - expected.0) < 1e-6 && abs(end - expected.1) < 1e-6, "\(expected)")
        }
    }

    // MARK: Events

    @Test func completionsFireInTimeOrderWithinOneFrame() throws {
        let animator = try Animator()
        var order: [String] = []
        let boxes = (0..<4).map { _ in Box() }
        let durations = [0.9, 0.3, 0.6, 0.3]
        for (i, duration) in durations.enumerated() {
            let a = try BasicAnimation<Double>(from: 0, to: 1, duration: duration)
            a.completion = { order.append("\(i):\($0)") }
            animator.add(a, to: boxes[i], keyPath: \.value, forKey: "x")
        }
        let spring = try SpringAnimation(spring: SpringParameters(bounciness: 10, speed: 20), to: 1.0, kind: .opacity)
        spring.onReachedTarget = { order.append("spring reached") }
        spring.completion = { order.append("spring:\($0)") }
        let springBox = Box()
        animator.add(spring, to: springBox, keyPath: \.value, forKey: "s")
        let reachedAt = spring.currentSegment!.curve.reachedTargetTime!
        #expect(reachedAt < 0.3)
        animator.advance(to: 5)
        let springEnd = spring.currentSegment!.curve.settleTime
        var expected = ["spring reached", "1:true", "3:true", "2:true", "0:true"]
        let position = durations.filter { $0 < springEnd }.count + 1
        expected.insert("spring:true", at: position)
        #expect(order == expected)
    }

    @Test func reducedMotionCompletesAtOnceInOrder() throws {
        let animator = try Animator()
        animator.reducesMotion = true
        let box = Box()
        var order: [String] = []
        let spring = try SpringAnimation(spring: SpringParameters(), to: 30.0)
        spring.onReachedTarget = { order.append("spring reached") }
        spring.completion = { order.append("spring \($0)") }
        animator.add(spring, to: box, keyPath: \.value, forKey: "x")
        let fade = try BasicAnimation<Color>(to: .red, duration: 10)
        fade.completion = { order.append("fade \($0)") }
        animator.add(fade, to: box, keyPath: \.color, forKey: "c")
        let held = try BasicAnimation<Point>(
            to: Point(x: 5, y: 5), timing: MediaTiming(duration: 10, fillMode: .forwards), isRemovedOnCompletion: false)
        held.completion = { order.append("held \($0)") }
        animator.add(held, to: box, keyPath: \.point, forKey: "p")
        animator.advance(to: 0.001)
        #expect(box.value == 30)
        #expect(box.color == .black, "removed on completion: the model value shows")
        #expect(box.point == Point(x: 5, y: 5))
        #expect(order == ["spring reached", "spring true", "fade true", "held true"])
        animator.advance(to: 0.01)
        #expect(order.count == 4)
        #expect(animator.animationCount == 1)
    }

    @Test func timeScaleSlowsWithoutJumping() throws {
        let animator = try Animator()
        let box = Box()
        animator.add(try BasicAnimation<Double>(from: 0, to: 1, duration: 1), to: box, keyPath: \.value, forKey: "x")
        animator.advance(to: 0.5)
        #expect(box.value == 0.5)
        try animator.setTimeScale(0.25)
        animator.advance(to: 0.5)
        #expect(box.value == 0.5)
        animator.advance(to: 1.5)
        #expect(abs(box.value - 0.75) < 1e-12)
        #expect(throws: AnimationError.self) { try animator.setTimeScale(0) }
        #expect(throws: AnimationError.self) { try animator.setTimeScale(.nan) }
    }

    @Test func removalCompletesUnfinishedAndTargetsLiveUntilTheEnd() throws {
        let animator = try Animator()
        let box = Box()
        var results: [Bool] = []
        let a = try BasicAnimation<Double>(from: 0, to: 1, duration: 1)
        a.completion = { results.append($0) }
        animator.add(a, to: box, keyPath: \.value, forKey: "x")
        animator.advance(to: 0.5)
        animator.removeAnimation(forKey: "x", on: box)
        #expect(results == [false])
        #expect(box.value == 0.5)
        // The animator keeps a target alive while it animates it, so the animation still lands.
        weak var released: Box?
        do {
            let transient = Box()
            released = transient
            let b = try SpringAnimation(spring: SpringParameters(), to: 1.0)
            b.completion = { results.append($0) }
            animator.add(b, to: transient, keyPath: \.value, forKey: "x")
        }
        #expect(released != nil)
        for frame in 1...600 { animator.advance(to: 0.5 + Double(frame) / 60) }
        #expect(results == [false, true])
        #expect(released == nil, "released once the animation ended")
        #expect(animator.animationCount == 0)
    }

    @Test func clockIgnoresBackwardsAndNonFiniteTimes() throws {
        let animator = try Animator(hostTime: 10)
        animator.advance(to: 11)
        animator.advance(to: 10.5)
        animator.advance(to: .nan)
        #expect(animator.time == 11)
        #expect(throws: AnimationError.self) { try Animator(hostTime: .infinity) }
    }

    @Test func badAnimationInputsThrow() {
        #expect(throws: AnimationError.self) { try SpringAnimation(spring: SpringParameters(), to: Double.nan) }
        #expect(throws: AnimationError.self) {
            try SpringAnimation(spring: SpringParameters(), to: 1.0, kind: .custom(threshold: 0))
        }
        #expect(throws: AnimationError.self) { try MediaTiming(duration: -1) }
        #expect(throws: AnimationError.self) { try MediaTiming(duration: 1, speed: 0) }
        #expect(throws: AnimationError.self) { try MediaTiming(duration: 1, repeatCount: -2) }
        #expect(throws: AnimationError.self) { try MediaTiming(duration: .infinity) }
        #expect(throws: AnimationError.self) { try BasicAnimation<Point>(to: Point(x: .nan, y: 0), duration: 1) }
        #expect(throws: AnimationError.self) { try DecayAnimation<Double>(velocity: 10, deceleration: 1) }
        #expect(throws: AnimationError.self) { try DecayAnimation<Double>(velocity: .infinity) }
    }
}
