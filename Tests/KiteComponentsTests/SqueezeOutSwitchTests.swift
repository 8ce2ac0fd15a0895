import Foundation
import KiteAnimation
import KiteComponents
import KiteGeometry
import KiteScene
import Testing

/// The SqueezeOut switch at 200 x 100 driven by a manual 60 Hz clock: gap 20, circle radius 35, rests at x = 50
/// (off) and 150 (on), middle 100.
@Suite struct SqueezeOutSwitchTests {
    static let frameSeconds = 1.0 / 60

    final class Harness {
        let animator: Animator
        let control: SqueezeOutSwitch
        var time = 0.0
        var changes: [(state: String, x: Double)] = []

        init(size: Size = Size(200, 100)) throws {
            animator = try Animator()
            control = SqueezeOutSwitch(animator: animator)
            control.layer.bounds = Rect(origin: .zero, size: size)
            control.layout()
            control.stateDidChange = { [unowned self] state in changes.append((state, control.knobX)) }
        }

        func step() {
            time += SqueezeOutSwitchTests.frameSeconds
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

    @Test func measurementsFollowTheSeedProportions() {
        let geometry = SqueezeOutGeometry(size: Size(200, 100))
        #expect(geometry.gapWidth == 20 && geometry.circleRadius == 35 && geometry.circleInset == 15)
        #expect(geometry.leftHalf == Rect(x: 0, y: 0, width: 90, height: 100))
        #expect(geometry.rightHalf == Rect(x: 110, y: 0, width: 90, height: 100))
        #expect(geometry.restX(on: false) == 50 && geometry.restX(on: true) == 150)
        #expect(geometry.dragRange(on: false) == 50...110 && geometry.dragRange(on: true) == 90...150)
    }

    /// Tip = the circle's edge facing the middle at mid-height, but never behind the gap's near edge (at rest the
    /// baffler is the seed's straight line); controls on the top and bottom lines at middle + (tip - middle) / 2;
    /// the curves start and end on the gap's edge facing the circle.
    @Test func bafflerControlPointsMatchTheHandComputedValues() {
        let geometry = SqueezeOutGeometry(size: Size(200, 100))
        // Off at rest: the edge 50 + 35 = 85 is behind the near edge 90, so the tip is 90 and the control
        // 100 + (90 - 100) / 2 = 95; far edge 110.
        let rest = geometry.baffler(circleX: 50, on: false)
        #expect(Self.near(rest.nearTop, Point(90, 0)) && Self.near(rest.nearBottom, Point(90, 100)))
        #expect(Self.near(rest.farTop, Point(110, 0)) && Self.near(rest.farBottom, Point(110, 100)))
        #expect(Self.near(rest.tip, Point(90, 50)))
        #expect(Self.near(rest.topControl, Point(95, 0)) && Self.near(rest.bottomControl, Point(95, 100)))
        // Off, circle at the middle: tip 135, control 117.5.
        let middle = geometry.baffler(circleX: 100, on: false)
        #expect(Self.near(middle.tip, Point(135, 50)) && Self.near(middle.topControl, Point(117.5, 0)))
        // On at rest: the edge 150 - 35 = 115 is behind the near edge 110: tip 110, control 105.
        let on = geometry.baffler(circleX: 150, on: true)
        #expect(Self.near(on.nearTop, Point(110, 0)) && Self.near(on.farTop, Point(90, 0)))
        #expect(Self.near(on.tip, Point(110, 50)) && Self.near(on.bottomControl, Point(105, 100)))
        // On, dragged to 70: tip 35, control 67.5.
        let dragged = geometry.baffler(circleX: 70, on: true)
        #expect(Self.near(dragged.tip, Point(35, 50)) && Self.near(dragged.topControl, Point(67.5, 0)))
        // Twice the size, circle at 200: every point of the middle case doubles.
        let big = SqueezeOutGeometry(size: Size(400, 200)).baffler(circleX: 200, on: false)
        #expect(Self.near(big.tip, Point(270, 100)) && Self.near(big.topControl, Point(235, 0)))
    }

    /// The baffler always fills the whole gap: at rest exactly the gap (a straight edge), and with the tip pushed
    /// past the gap's far edge the gap stays filled (an outline through both far corners would cross itself there
    /// and leave a hole) while the bulge reaches the tip.
    @Test func bafflerFillsTheGapAndTheBulge() {
        let geometry = SqueezeOutGeometry(size: Size(200, 100))
        let rest = geometry.baffler(circleX: 50, on: false).path
        #expect(rest.contains(Point(91, 3), rule: .nonZero) && rest.contains(Point(109, 50), rule: .nonZero))
        #expect(!rest.contains(Point(89, 50), rule: .nonZero))
        let pushed = geometry.baffler(circleX: 100, on: false).path  // tip at 135, past the far edge 110
        for x in stride(from: 90.5, through: 109.5, by: 1) {
            for y in [3.0, 25, 50, 75, 97] {
                #expect(pushed.contains(Point(x, y), rule: .nonZero), "gap point (\(x), \(y)) left unfilled")
            }
        }
        #expect(pushed.contains(Point(130, 50), rule: .nonZero) && !pushed.contains(Point(136, 50), rule: .nonZero))
    }

    @Test func bafflerIsRebuiltFromTheCircleEveryFrame() throws {
        let harness = try Harness()
        let control = harness.control
        control.toggle()
        for _ in 0..<90 {
            harness.step()
            let expected = control.geometry.baffler(circleX: control.knobX, on: control.isOn).path
            #expect(control.bafflerLayer.path == expected)
        }
    }

    @Test func tapTravelsToTheMiddleSwitchesThereAndBouncesOnTheFarSide() throws {
        let harness = try Harness()
        let control = harness.control
        #expect(control.state == "off")
        #expect(control.leftHalfLayer.backgroundColor == control.offColor)
        #expect(control.bafflerLayer.fillColor == control.onColor)
        control.toggle()
        #expect(control.state == "off")
        var approach: [Double] = []
        while control.state == "off" && approach.count < 120 {
            harness.step()
            approach.append(control.knobX)
        }
        #expect(harness.changes.map(\.state) == ["on"])
        #expect(abs(harness.changes[0].x - 100) < 0.01)
        // The circle never passes the middle before the switch; the frame that switches already shows the spring
        // that started at the instant of arrival.
        #expect(zip(approach, approach.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(approach.dropLast().allSatisfy { $0 <= 100 } && approach.last! - 100 < 2)
        #expect(control.rightHalfLayer.backgroundColor == control.onColor)
        #expect(control.bafflerLayer.fillColor == control.offColor)
        #expect(control.knobLayer.fillColor == control.onKnobColor)
        let settle = harness.run(seconds: 5)
        // Damping ratio 0.2 from rest at the middle: the first overshoot is exp(-0.2 pi / sqrt(1 - 0.04)) = 0.527
        // of the 50 pt travel.
        let overshoot = settle.max()! - 150
        #expect(abs(overshoot - 50 * exp(-0.2 * .pi / (1 - 0.04).squareRoot())) < 1)
        #expect(settle.last == 150 && !control.isMoving)
        #expect(harness.changes.map(\.state) == ["on"])
    }

    @Test func dragIsClampedToItsHalfAndTheMaximumStretch() throws {
        let harness = try Harness()
        let control = harness.control
        let pan = harness.pan
        pan.began(Point(50, 50))
        pan.changed(Vector(500, 3), .zero)
        #expect(control.knobX == 110)
        #expect(
            abs(control.geometry.baffler(circleX: 110, on: false).tip.x - 90 - control.geometry.maximumStretch) < 1e-9)
        pan.changed(Vector(-500, 0), .zero)
        #expect(control.knobX == 50)
        pan.changed(Vector(20, 0), .zero)
        #expect(control.knobX == 70)
        #expect(control.bafflerLayer.path == control.geometry.baffler(circleX: 70, on: false).path)
    }

    @Test func releasedBeforeTheMiddleSpringsBack() throws {
        let harness = try Harness()
        let control = harness.control
        let pan = harness.pan
        pan.began(Point(50, 50))
        pan.changed(Vector(45, 0), .zero)
        pan.ended(Vector(45, 0), .zero)
        #expect(control.state == "off")
        let xs = harness.run(seconds: 5)
        #expect(xs.last == 50 && harness.changes.isEmpty)
    }

    @Test func releasedPastTheMiddleSwitches() throws {
        let harness = try Harness()
        let control = harness.control
        let pan = harness.pan
        pan.began(Point(50, 50))
        pan.changed(Vector(55, 0), .zero)
        pan.ended(Vector(55, 0), .zero)
        #expect(harness.changes.map(\.state) == ["on"])
        #expect(control.bafflerLayer.fillColor == control.offColor)
        let xs = harness.run(seconds: 5)
        #expect(xs.last == 150)
    }

    /// Released at x = 90 moving at 300 pt/s, the circle follows the damped oscillator x(t) = 50 + e^(-z w t)
    /// (A cos(wd t) + B sin(wd t)) with A = 40, B = (300 + z w A) / wd, w = 2 pi / 0.5, z = 0.2.
    @Test func releaseHandsThePanVelocityToTheSpring() throws {
        let harness = try Harness()
        let control = harness.control
        harness.step()
        let pan = harness.pan
        pan.began(Point(50, 50))
        pan.changed(Vector(40, 0), Vector(300, 0))
        pan.ended(Vector(40, 0), Vector(300, 0))
        let releasedAt = harness.time
        let (zeta, omega) = (0.2, 2 * Double.pi / 0.5)
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let (a, b) = (40.0, (300 + zeta * omega * 40) / damped)
        for _ in 0..<30 {
            harness.step()
            let t = harness.time - releasedAt
            let expected = 50 + exp(-zeta * omega * t) * (a * cos(damped * t) + b * sin(damped * t))
            #expect(abs(control.knobX - expected) < 1e-6)
        }
    }

    @Test func grabbingMidSpringContinuesWithoutAJump() throws {
        let harness = try Harness()
        let control = harness.control
        control.toggle()
        harness.run(seconds: 0.4)
        #expect(control.state == "on" && control.isMoving)
        let x = control.knobX
        let pan = harness.pan
        pan.began(Point(x, 50))
        #expect(control.knobX == x)
        pan.changed(.zero, .zero)
        #expect(control.knobX == x)
        harness.step()
        #expect(control.knobX == x)
        pan.changed(Vector(-5, 0), .zero)
        #expect(abs(control.knobX - max(x - 5, 90)) < 1e-9)
    }

    /// The running spring's value and velocity at the animator's latest frame, from its closed-form segment.
    static func springState(_ control: SqueezeOutSwitch) -> (value: Double, velocity: Double)? {
        let animator = control.animator
        guard let key = animator.animationKeys(on: control.knobLayer).first,
            let spring = animator.animation(forKey: key, on: control.knobLayer) as? SpringAnimation<Double>,
            let segment = spring.currentSegment
        else { return nil }
        return segment.curve.sample(at: animator.time - segment.startTime)
    }

    /// A tap mid-spring turns the circle round from its position and velocity: no jump in either.
    @Test func tappingMidSpringHasNoJumpInPositionOrVelocity() throws {
        let harness = try Harness()
        let control = harness.control
        control.toggle()
        harness.run(seconds: 0.4)
        #expect(control.state == "on")
        let before = try #require(Self.springState(control))
        #expect(abs(before.velocity) > 50 && abs(before.value - control.knobX) < 1e-9)
        control.toggle()
        let after = try #require(Self.springState(control))
        #expect(after.value == before.value && abs(after.velocity - before.velocity) < 1e-9)
        harness.run(seconds: 5)
        #expect(control.state == "off" && control.knobX == 50)
        #expect(harness.changes.map(\.state) == ["on", "off"])
    }

    /// The drag range comes from the current side and size, never from the first animation.
    @Test func maximumOffsetIsNeverStale() throws {
        let harness = try Harness()
        let control = harness.control
        control.toggle()
        harness.run(seconds: 5)
        #expect(control.state == "on")
        let pan = harness.pan
        pan.began(Point(150, 50))
        pan.changed(Vector(-500, 0), .zero)
        #expect(control.knobX == 90)
        pan.ended(Vector(-500, 0), .zero)
        harness.run(seconds: 5)
        #expect(control.state == "off" && control.knobX == 50)
        control.layer.bounds = Rect(x: 0, y: 0, width: 300, height: 100)
        control.layout()
        #expect(control.knobX == 50)
        pan.began(Point(50, 50))
        pan.changed(Vector(500, 0), .zero)
        #expect(control.knobX == 165)
        pan.ended(Vector(500, 0), .zero)
        harness.run(seconds: 5)
        #expect(control.state == "on" && control.knobX == 250)
    }

    /// The circle's x at every sixth of a second (an instant shared by 30, 60, 120 and 144 Hz) for a tap at t = 0.
    static func tapTrajectory(framesPerSecond: Double) throws -> [Double] {
        let animator = try Animator()
        let control = SqueezeOutSwitch(animator: animator)
        control.toggle()
        var samples: [Double] = []
        for frame in 1...Int(4 * framesPerSecond) {
            let t = Double(frame) / framesPerSecond
            animator.advance(to: t)
            control.advance(to: t)
            if frame % Int(framesPerSecond / 6) == 0 { samples.append(control.knobX) }
        }
        return samples
    }

    @Test func frameRatesAgreeAtSharedInstants() throws {
        let reference = try Self.tapTrajectory(framesPerSecond: 60)
        #expect(reference.count == 24 && reference.contains { $0 > 150 })
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
        #expect(control.state == "on" && control.knobX == 0)
        control.layer.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        control.layout()
        let pan = harness.pan
        pan.began(Point(150, 50))
        pan.changed(Vector(.nan, 0), Vector(.infinity, 0))
        #expect(control.knobX == 150)
        pan.ended(Vector(.infinity, 0), Vector(.nan, 0))
        harness.run(seconds: 5)
        #expect(control.state == "on" && control.knobX == 150)
    }

    @Test func keyboardActivationTogglesLikeATap() throws {
        let harness = try Harness()
        harness.control.activate()
        harness.run(seconds: 3)
        #expect(harness.control.state == "on")
        #expect(!harness.control.dismiss())
    }
}
