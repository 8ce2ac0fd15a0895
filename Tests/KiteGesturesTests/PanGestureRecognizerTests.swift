import KiteGeometry
import KiteGestures
import KiteInput
import Testing

@Suite struct PanGestureRecognizerTests {
    func setUp() -> (GestureSystem, PanGestureRecognizer, StateLog) {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let pan = PanGestureRecognizer(layer: children[0])
        system.add(pan)
        let log = StateLog()
        log.watch(pan)
        return (system, pan, log)
    }

    func close(_ a: Vector, _ b: Vector, within tolerance: Double = 1e-9) -> Bool {
        (a - b).length <= tolerance
    }

    @Test func constantVelocityIsEstimatedExactly() {
        let (system, pan, _) = setUp()
        let (start, velocity) = (Point(120, 120), Vector(300, -120))
        var seen: [Vector] = []
        pan.stateDidChange = { recognizer, _, _ in seen.append((recognizer as! PanGestureRecognizer).velocity) }
        system.handle(Events.down(1, start, 0))
        for frame in 1...30 {
            let t = Double(frame) / 60
            system.handle(Events.move(1, start + velocity * t, t))
            #expect(close(pan.translation, velocity * t))
        }
        system.handle(Events.up(1, 0.5 + 0.004))
        #expect(pan.state == .possible)  // reset after the lift
        #expect(seen.count == 30)  // began at 1/30 s (10.8 points), 28 changed, ended
        #expect(seen.allSatisfy { close($0, velocity) })
    }

    @Test func protocolTimestampsBeatJitteryReceiptTimes() {
        let (system, pan, _) = setUp()
        let velocity = Vector(250, 40)
        var ended = Vector.zero
        pan.stateDidChange = { r, state, _ in if state == .ended { ended = (r as! PanGestureRecognizer).velocity } }
        // Samples every 8 ms on the compositor's clock, which wraps through zero on the way; received in bursts.
        let firstMilliseconds = UInt32.max - 40
        for k in 0...12 {
            let ms = firstMilliseconds &+ UInt32(8 * k)
            let received = 10 + Double(k / 3) * 0.024
            let point = Point(120, 120) + velocity * (0.008 * Double(k))
            system.handle(k == 0 ? Events.down(1, point, received, ms: ms) : Events.move(1, point, received, ms: ms))
        }
        system.handle(Events.up(1, 10.1, ms: firstMilliseconds &+ 100))
        #expect(close(ended, velocity, within: 1e-6))
    }

    @Test func velocityIsZeroAfterTheFingerRestedForAWindow() {
        let (system, pan, _) = setUp()
        var ended: Vector?
        pan.stateDidChange = { r, state, _ in if state == .ended { ended = (r as! PanGestureRecognizer).velocity } }
        system.handle([Events.down(1, Point(120, 120), 0), Events.move(1, Point(140, 120), 0.02)])
        system.handle([Events.move(1, Point(160, 120), 0.04), Events.up(1, 0.2)])
        #expect(ended == .zero)
    }

    @Test func beginsAtTheMinimumDistanceAndFailsWithoutIt() {
        let (system, pan, log) = setUp()
        system.handle([Events.down(1, Point(120, 120), 0), Events.move(1, Point(126, 127.9), 0.01)])
        #expect(log.lines.isEmpty)  // 9.9 points
        system.handle(Events.up(1, 0.05))
        #expect(log.lines == ["pan:failed"])
        pan.minimumDistance = 20
        system.handle([Events.down(1, Point(120, 120), 1), Events.move(1, Point(139, 120), 1.01)])
        #expect(log.lines == ["pan:failed"])
        system.handle([Events.move(1, Point(140, 120), 1.02), Events.move(1, Point(150, 120), 1.03)])
        system.handle(Events.up(1, 1.04))
        #expect(log.lines == ["pan:failed", "pan:began", "pan:changed", "pan:ended"])
        #expect(log.timesMatch([0.05, 1.02, 1.03, 1.04]))
    }

    @Test func velocityEstimatorGivesTheMeanTimeVelocityUnderConstantAcceleration() {
        // x = a t²: the least-squares slope over evenly spaced samples is 2 a mean(t), exactly.
        var estimator = VelocityEstimator(windowSeconds: 0.1)
        let acceleration = 1200.0
        for k in 0...40 {
            let t = Double(k) * 0.005
            estimator.add(Point(acceleration * t * t, 0), at: t)
        }
        // Samples in [0.1, 0.2]: mean time 0.15.
        let v = estimator.velocity(at: 0.2)
        #expect(abs(v.dx - 2 * acceleration * 0.15) < 1e-6 && v.dy == 0)
        #expect(estimator.velocity(at: 0.35) == .zero)
    }
}
