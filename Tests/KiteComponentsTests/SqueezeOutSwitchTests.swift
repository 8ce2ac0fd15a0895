import Foundation
import KiteAnimation
import KiteComponents
import KiteGeometry
import KiteScene
import Testing

/// The SqueezeOut switch at 200 x 100 driven by a manual 60 Hz clock. Reference numbers from Tubik's SqueezeOut
/// switch (github.com/Tubik-Studio/SqueezeOutSwitch, and its case study "SqueezeOutSwitch. Animation in Code."):
/// gap 0.1 W = 20, circle 0.7 H (radius 35) inset 0.15 H = 15, so it rests at x = 50 (on, left) and 150 (off); a
/// tap moves it in 0.3 s with ease-in-out to W / 2 +/- 0.425 H = 142.5 or 57.5, switches, then a 1.0 s spring with
/// damping 0.2 takes it home while the baffler's tip sits at W / 2 +/- (0.075 H + percent * 0.7 H).
@Suite struct SqueezeOutSwitchTests {
    static let frameSeconds = 1.0 / 60
    /// The settle spring: damping ratio 0.2, envelope down to 0.1 % after 1.0 s, so omega = ln(1000) / 0.2.
    static let zeta = 0.2
    static let omega = log(1000.0) / 0.2
    static let dampedOmega = omega * (1 - zeta * zeta).squareRoot()

    /// x(t) of a damped oscillator released at `x0` with velocity `v0` towards `rest`.
    static func oscillator(rest: Double, x0: Double, v0: Double, t: Double) -> Double {
        let a = x0 - rest
        let b = (v0 + zeta * omega * a) / dampedOmega
        return rest + exp(-zeta * omega * t) * (a * cos(dampedOmega * t) + b * sin(dampedOmega * t))
    }

    final class Harness {
        let animator: Animator
        let control: SqueezeOutSwitch
        var time = 0.0
        var frame = 0
        var changes: [(state: String, x: Double)] = []

        init(size: Size = Size(200, 100)) throws {
            animator = try Animator()
            control = SqueezeOutSwitch(animator: animator)
            control.layer.bounds = Rect(origin: .zero, size: size)
            control.layout()
            control.stateDidChange = { [unowned self] state in changes.append((state, control.knobX)) }
        }

        func step() {
            frame += 1
            time = Double(frame) * SqueezeOutSwitchTests.frameSeconds
            animator.advance(to: time)
            control.advance(to: time)
        }

        /// Steps for `seconds`, returning the circle's x after every frame.
        @discardableResult func run(seconds: Double) -> [Double] {
            (0..<Int((seconds / SqueezeOutSwitchTests.frameSeconds).rounded())).map { _ in
                step()
                return control.knobX
            }
        }

        var pan: PanHandler {
            for binding in control.gestureBindings() { if case .pan(_, let handler) = binding { return handler } }
            fatalError("the switch has no pan binding")
        }
    }

    static func near(_ a: Point, _ b: Point) -> Bool { a.distance(to: b) < 1e-9 }

    @Test func measurementsFollowTheOriginalsProportions() {
        let geometry = SqueezeOutGeometry(size: Size(200, 100))
        #expect(geometry.gapWidth == 20 && geometry.circleRadius == 35 && geometry.circleInset == 15)
        #expect(geometry.leftHalf == Rect(x: 0, y: 0, width: 90, height: 100))
        #expect(geometry.rightHalf == Rect(x: 110, y: 0, width: 90, height: 100))
        #expect(geometry.restX(on: true) == 50 && geometry.restX(on: false) == 150)
        #expect(geometry.switchX(on: true) == 142.5 && geometry.switchX(on: false) == 57.5)
        #expect(geometry.dragRange(on: true) == 50...142.5 && geometry.dragRange(on: false) == 57.5...150)
        #expect(geometry.maximumStretch == 77.5 && abs(geometry.pulseRestOffset - 7.5) < 1e-12)
    }

    /// Points 1 to 5 of the case study's figure: the centre line's ends, the tip at mid-height, the controls on the
    /// top and bottom lines at the tip's distance from the middle.
    @Test func bafflerPointsMatchTheHandComputedValues() {
        let geometry = SqueezeOutGeometry(size: Size(200, 100))
        let full = geometry.baffler(tipOffset: 77.5)
        #expect(Self.near(full.top, Point(100, 0)) && Self.near(full.bottom, Point(100, 100)))
        #expect(Self.near(full.tip, Point(177.5, 50)))
        #expect(Self.near(full.topControl, Point(177.5, 0)) && Self.near(full.bottomControl, Point(177.5, 100)))
        let left = geometry.baffler(tipOffset: -20)
        #expect(Self.near(left.tip, Point(80, 50)) && Self.near(left.topControl, Point(80, 0)))
        #expect(geometry.baffler(tipOffset: 0).path.isEmpty)
        let big = SqueezeOutGeometry(size: Size(400, 200)).baffler(tipOffset: 155)
        #expect(Self.near(big.tip, Point(355, 100)) && Self.near(big.bottomControl, Point(355, 200)))
    }

    /// Following the circle, the tip is the circle's edge facing the other side once it is past the middle; the
    /// pulse puts it at 0.075 H + percent * 0.7 H on the circle's side.
    @Test func tipOffsetsFollowTheCircleAndThePulse() {
        let geometry = SqueezeOutGeometry(size: Size(200, 100))
        #expect(geometry.followTipOffset(circleX: 50, on: true) == 0)
        #expect(geometry.followTipOffset(circleX: 100, on: true) == 35)
        #expect(geometry.followTipOffset(circleX: 142.5, on: true) == 77.5)
        #expect(geometry.followTipOffset(circleX: 150, on: false) == 0)
        #expect(geometry.followTipOffset(circleX: 57.5, on: false) == -77.5)
        #expect(geometry.pulseTipOffset(percent: 1, on: false, startOffset: 77.5) == 77.5)
        #expect(abs(geometry.pulseTipOffset(percent: 0, on: false, startOffset: 77.5) - 7.5) < 1e-12)
        #expect(abs(geometry.pulseTipOffset(percent: -0.5, on: false, startOffset: 77.5) + 27.5) < 1e-12)
        #expect(geometry.pulseTipOffset(percent: 1, on: true, startOffset: 77.5) == -77.5)
    }

    /// Stretched to the tap's switching point, the baffler covers the circle (0.5 pt inside its edge).
    @Test func fullyStretchedBafflerCoversTheCircle() {
        let geometry = SqueezeOutGeometry(size: Size(200, 100))
        let path = geometry.baffler(tipOffset: geometry.maximumStretch).path
        let center = Point(142.5, 50)
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 36) {
            for radius in [5.0, 20, 34.5] {
                let point = center + Vector(dx: radius * cos(angle), dy: radius * sin(angle))
                guard point.x > 110 else { continue }
                #expect(path.contains(point, rule: .nonZero), "circle point \(point) not covered")
            }
        }
        #expect(!path.contains(Point(178.5, 50), rule: .nonZero))
    }

    @Test func startsOnWithTheCircleOnTheLeftCarryingTheState() throws {
        let harness = try Harness()
        let control = harness.control
        #expect(control.state == "on" && control.knobX == 50)
        #expect(control.knobLayer.fillColor == Color(hex: 0x26C282))
        #expect(control.leftHalfLayer.backgroundColor == Color(hex: 0xD1E2F0))
        #expect(control.rightHalfLayer.backgroundColor == Color(hex: 0xD1E2F0))
        #expect(control.bafflerLayer.path?.isEmpty ?? true)
    }

    /// The whole tap: 0.3 s of ease-in-out from 50 to 142.5, the change there, then the damped spring from rest
    /// at 142.5 to 150, with the baffler pulsing at 7.5 + (150 - x) / 7.5 * 70 right of the middle, red on the
    /// circle's side and green once the tip swings left of the middle.
    @Test func tapEasesToTheSwitchPointChangesThereAndPulsesHome() throws {
        let harness = try Harness()
        let control = harness.control
        control.toggle()
        #expect(control.state == "on")
        while harness.time < 0.3 - 1.5 * Self.frameSeconds {
            harness.step()
            let expected = 50 + 92.5 * UIKitEaseInOut.value(at: harness.time / 0.3)
            #expect(abs(control.knobX - expected) < 1e-6, "approach at \(harness.time)")
            let tip = control.geometry.followTipOffset(circleX: control.knobX, on: true)
            #expect(control.bafflerLayer.path == control.geometry.baffler(tipOffset: tip).path)
            #expect(control.bafflerLayer.fillColor == control.onColor)
        }
        #expect(control.state == "on" && harness.changes.isEmpty)
        harness.step()
        #expect(harness.changes.map(\.state) == ["off"])
        #expect(control.knobLayer.fillColor == control.offColor)
        var crossed = false
        for _ in 0..<90 {
            let t = harness.time - 0.3
            let expected = Self.oscillator(rest: 150, x0: 142.5, v0: 0, t: t)
            guard control.isMoving else {
                // Completed: left exactly at the rest, within the completion threshold of the closed form.
                #expect(control.knobX == 150 && abs(expected - 150) < 0.1)
                break
            }
            #expect(abs(control.knobX - expected) < 1e-6, "spring at \(t)")
            let tip = 7.5 + (150 - control.knobX) / 7.5 * 70
            #expect(abs(control.bafflerTipOffset - tip) < 1e-9)
            #expect(control.bafflerLayer.path == control.geometry.baffler(tipOffset: tip).path)
            #expect(control.bafflerLayer.fillColor == (tip >= 0 ? control.offColor : control.onColor))
            crossed = crossed || tip < 0
            harness.step()
        }
        #expect(crossed, "the overshoot swings the tip across the middle")
        let settle = harness.run(seconds: 3)
        #expect(settle.last == 150 && !control.isMoving)
        #expect(harness.changes.map(\.state) == ["off"])
    }

    /// The first overshoot of a spring with damping ratio 0.2 released at rest is exp(-0.2 pi / sqrt(1 - 0.04)) =
    /// 0.527 of its 7.5 pt travel.
    @Test func theBounceOvershootsByTheDampingRatiosShare() throws {
        let animator = try Animator()
        let control = SqueezeOutSwitch(animator: animator)
        control.toggle()
        var overshoot = -Double.infinity
        // At 1 kHz, so the sampled peak is within a millisecond of the true one.
        for frame in 1...2000 {
            animator.advance(to: Double(frame) / 1000)
            control.advance(to: Double(frame) / 1000)
            overshoot = max(overshoot, control.knobX - 150)
        }
        #expect(abs(overshoot - 7.5 * exp(-0.2 * .pi / (1 - 0.04).squareRoot())) < 0.01)
    }

    @Test func dragIsClampedFromTheRestToTheSwitchPoint() throws {
        let harness = try Harness()
        let control = harness.control
        let pan = harness.pan
        pan.began(Point(50, 50))
        pan.changed(Vector(500, 3), .zero)
        #expect(control.knobX == 142.5)
        #expect(control.bafflerTipOffset == control.geometry.maximumStretch)
        #expect(control.bafflerLayer.fillColor == control.onColor)
        pan.changed(Vector(-500, 0), .zero)
        #expect(control.knobX == 50)
        pan.changed(Vector(60, 0), .zero)
        #expect(control.knobX == 110)
        #expect(control.bafflerLayer.path == control.geometry.baffler(tipOffset: 45).path)
    }

    @Test func releasedBeforeTheMiddleSpringsBack() throws {
        let harness = try Harness()
        let control = harness.control
        let pan = harness.pan
        pan.began(Point(50, 50))
        pan.changed(Vector(45, 0), .zero)
        pan.ended(Vector(45, 0), .zero)
        #expect(control.state == "on")
        let xs = harness.run(seconds: 5)
        #expect(xs.last == 50 && harness.changes.isEmpty)
    }

    /// Past the middle the state changes at release and the pulse starts from the tip the drag left (x = 105: the
    /// circle's far edge 140, 40 right of the middle), so the baffler does not jump.
    @Test func releasedPastTheMiddleSwitchesAndPulsesFromWhereItIs() throws {
        let harness = try Harness()
        let control = harness.control
        let pan = harness.pan
        pan.began(Point(50, 50))
        pan.changed(Vector(55, 0), .zero)
        #expect(control.bafflerTipOffset == 40)
        pan.ended(Vector(55, 0), .zero)
        #expect(harness.changes.map(\.state) == ["off"])
        #expect(abs(control.bafflerTipOffset - 40) < 1e-9)
        #expect(control.bafflerLayer.fillColor == control.offColor && control.knobLayer.fillColor == control.offColor)
        harness.step()
        let percent = (150 - control.knobX) / 45
        #expect(abs(control.bafflerTipOffset - (7.5 + percent * 32.5)) < 1e-9)
        let xs = harness.run(seconds: 5)
        #expect(xs.last == 150)
    }

    /// Released at x = 90 moving at 300 pt/s, the circle follows the damped oscillator from 90 with 300 pt/s towards
    /// 50: the pan's velocity carries into the spring (Kite's improvement; the original starts it at rest).
    @Test func releaseHandsThePanVelocityToTheSpring() throws {
        let harness = try Harness()
        let control = harness.control
        harness.step()
        let pan = harness.pan
        pan.began(Point(50, 50))
        pan.changed(Vector(40, 0), Vector(300, 0))
        pan.ended(Vector(40, 0), Vector(300, 0))
        let releasedAt = harness.time
        for _ in 0..<30 {
            harness.step()
            let expected = Self.oscillator(rest: 50, x0: 90, v0: 300, t: harness.time - releasedAt)
            #expect(abs(control.knobX - expected) < 1e-6)
        }
    }

    @Test func grabbingMidSpringContinuesWithoutAJump() throws {
        let harness = try Harness()
        let control = harness.control
        control.toggle()
        harness.run(seconds: 0.35)
        #expect(control.state == "off" && control.isMoving)
        let x = control.knobX
        let pan = harness.pan
        pan.began(Point(x, 50))
        #expect(control.knobX == x)
        pan.changed(.zero, .zero)
        harness.step()
        #expect(control.knobX == x)
        pan.changed(Vector(5, 0), .zero)
        #expect(abs(control.knobX - min(x + 5, max(x, 150))) < 1e-9)
    }

    /// The running animation's value and velocity at the animator's latest frame.
    static func motionState(_ control: SqueezeOutSwitch) -> (value: Double, velocity: Double)? {
        let animator = control.animator
        guard let key = animator.animationKeys(on: control.knobLayer).first,
            let running = animator.animation(forKey: key, on: control.knobLayer)
        else { return nil }
        if let spring = running as? SpringAnimation<Double>, let segment = spring.currentSegment {
            return segment.curve.sample(at: animator.time - segment.startTime)
        }
        if let curve = running as? BasicAnimation<Double>, let from = curve.fromValue, let to = curve.toValue {
            let progress = (animator.time - curve.startTime) / 0.3
            let value = from + (to - from) * curve.timingFunction.progress(at: progress)
            return (value, (to - from) * curve.timingFunction.slope(at: progress) / 0.3)
        }
        return nil
    }

    /// A tap mid-bounce turns the circle round from its position and velocity: the ease-in-out back starts with the
    /// circle's own speed.
    @Test func tappingMidBounceHasNoJumpInPositionOrVelocity() throws {
        let harness = try Harness()
        let control = harness.control
        control.toggle()
        harness.run(seconds: 0.35)
        #expect(control.state == "off")
        let before = try #require(Self.motionState(control))
        #expect(abs(before.velocity) > 10 && abs(before.value - control.knobX) < 1e-9)
        control.toggle()
        let after = try #require(Self.motionState(control))
        #expect(after.value == before.value && abs(after.velocity - before.velocity) < 1e-3 * abs(before.velocity))
        harness.run(seconds: 5)
        #expect(control.state == "on" && control.knobX == 50)
        #expect(harness.changes.map(\.state) == ["off", "on"])
    }

    /// The drag range comes from the current side and size, never from the first animation.
    @Test func dragRangeIsNeverStale() throws {
        let harness = try Harness()
        let control = harness.control
        control.toggle()
        harness.run(seconds: 5)
        #expect(control.state == "off")
        let pan = harness.pan
        pan.began(Point(150, 50))
        pan.changed(Vector(-500, 0), .zero)
        #expect(control.knobX == 57.5)
        pan.ended(Vector(-500, 0), .zero)
        harness.run(seconds: 5)
        #expect(control.state == "on" && control.knobX == 50)
        control.layer.bounds = Rect(x: 0, y: 0, width: 300, height: 100)
        control.layout()
        #expect(control.knobX == 50)
        pan.began(Point(50, 50))
        pan.changed(Vector(500, 0), .zero)
        #expect(control.knobX == 192.5)
        pan.ended(Vector(500, 0), .zero)
        harness.run(seconds: 5)
        #expect(control.state == "off" && control.knobX == 250)
    }

    /// The circle's x at every sixth of a second (an instant shared by 30, 60, 120 and 144 Hz) for a tap at t = 0.
    static func tapTrajectory(framesPerSecond: Double) throws -> [Double] {
        let animator = try Animator()
        let control = SqueezeOutSwitch(animator: animator)
        control.toggle()
        var samples: [Double] = []
        for frame in 1...Int(2 * framesPerSecond) {
            let t = Double(frame) / framesPerSecond
            animator.advance(to: t)
            control.advance(to: t)
            if frame % Int(framesPerSecond / 6) == 0 { samples.append(control.knobX) }
        }
        return samples
    }

    @Test func frameRatesAgreeAtSharedInstants() throws {
        let reference = try Self.tapTrajectory(framesPerSecond: 60)
        #expect(reference.count == 12 && reference.contains { $0 > 150 })
        for rate in [30.0, 120, 144] {
            let samples = try Self.tapTrajectory(framesPerSecond: rate)
            #expect(samples.count == reference.count)
            #expect(zip(samples, reference).allSatisfy { abs($0 - $1) < 1e-6 }, "at \(rate) Hz")
        }
    }

    @Test func emptyBoundsAndNonFiniteInputNeverCrash() throws {
        let harness = try Harness(size: Size(0, 0))
        let control = harness.control
        control.toggle()
        harness.run(seconds: 2)
        #expect(control.state == "off" && control.knobX == 0)
        control.layer.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        control.layout()
        let pan = harness.pan
        pan.began(Point(150, 50))
        pan.changed(Vector(.nan, 0), Vector(.infinity, 0))
        #expect(control.knobX == 150)
        pan.ended(Vector(.infinity, 0), Vector(.nan, 0))
        harness.run(seconds: 5)
        #expect(control.state == "off" && control.knobX == 150)
    }

    @Test func keyboardActivationTogglesLikeATap() throws {
        let harness = try Harness()
        harness.control.activate()
        harness.run(seconds: 3)
        #expect(harness.control.state == "off")
        #expect(!harness.control.dismiss())
    }
}
