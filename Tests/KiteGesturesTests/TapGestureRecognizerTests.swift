import KiteGeometry
import KiteGestures
import KiteInput
import Testing

@Suite struct TapGestureRecognizerTests {
    let center = Point(150, 125)

    func setUp(taps: Int = 1) -> (GestureSystem, TapGestureRecognizer, StateLog) {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let tap = TapGestureRecognizer(layer: children[0], numberOfTaps: taps)
        system.add(tap)
        let log = StateLog()
        log.watch(tap)
        return (system, tap, log)
    }

    @Test func jitterInsideTheSlopStillTaps() {
        let (system, _, log) = setUp()
        system.handle(Events.tap(1, at: center, from: 1, jitter: [Vector(3, -2), Vector(-6, 7), Vector(9.9, 0)]))
        #expect(log.lines == ["tap:ended"])
        #expect(log.timesMatch([1.08]))
    }

    @Test func jitterBeyondTheSlopFailsAtThatMove() {
        let (system, _, log) = setUp()
        system.handle(Events.tap(1, at: center, from: 1, jitter: [Vector(3, -2), Vector(8, 7), Vector(0, 0)]))
        // |(8, 7)| = 10.63 > 10 points: failed at the second move, 20 ms after down; the return is too late.
        #expect(log.lines == ["tap:failed"])
        #expect(log.timesMatch([1.02]))
    }

    @Test func tooLongATouchFailsAtTheDeadline() {
        let (system, _, log) = setUp()
        system.handle(Events.down(1, center, 2))
        system.advance(to: 2.4)
        #expect(log.lines.isEmpty)
        system.advance(to: 2.9)
        #expect(log.lines == ["tap:failed"] && log.timesMatch([2.5]))
        system.handle(Events.up(1, 3))
        #expect(log.lines == ["tap:failed"])
        // Reset once the finger lifted: the next tap is recognised.
        system.handle(Events.tap(1, at: center, from: 4))
        #expect(log.lines == ["tap:failed", "tap:ended"])
    }

    @Test func aLateUpWithoutAdvanceStillFails() {
        let (system, _, log) = setUp()
        system.handle([Events.down(1, center, 0), Events.up(1, 0.7)])
        // The system advances to the up's time first, so the duration timeout fires at its deadline.
        #expect(log.lines == ["tap:failed"] && log.timesMatch([0.5]))
    }

    @Test func doubleTapCountsTaps() {
        let (system, tap, log) = setUp(taps: 2)
        system.handle(Events.tap(1, at: center, from: 0))
        #expect(tap.tapCount == 1 && log.lines.isEmpty)
        system.handle(Events.tap(1, at: center + Vector(5, 5), from: 0.3))
        #expect(log.lines == ["tap:ended"] && log.timesMatch([0.38]))
        #expect(tap.tapCount == 0)  // reset after the finger lifted
    }

    @Test func doubleTapFailsWhenTheSecondTapComesTooLate() {
        let (system, _, log) = setUp(taps: 2)
        system.handle(Events.tap(1, at: center, from: 0))
        system.handle(Events.tap(1, at: center, from: 0.5))
        // Interval deadline: up at 0.08 + 0.35.
        #expect(log.lines == ["tap:failed"] && log.timesMatch([0.43]))
    }

    @Test func doubleTapFailsWhenTheSecondTapIsTooFarAway() {
        let (system, _, log) = setUp(taps: 2)
        system.handle(Events.tap(1, at: Point(105, 105), from: 0))
        system.handle(Events.tap(1, at: Point(195, 145), from: 0.2))
        #expect(log.lines == ["tap:failed"] && log.timesMatch([0.2]))
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let single = TapGestureRecognizer(layer: children[0])
        let double = TapGestureRecognizer(layer: children[0], numberOfTaps: 2)
        let log = system.add(single, as: "single", waitingFor: double, as: "double")

        system.handle(Events.tap(1, at: center, from: 0))
        #expect(log.lines.isEmpty)
        system.advance(to: 1)
        #expect(log.lines == ["double:failed", "single:ended"] && log.timesMatch([0.43, 0.43]))

        system.handle(Events.tap(1, at: center, from: 2))
        system.handle(Events.tap(1, at: center, from: 2.2))
        #expect(log.lines.suffix(2) == ["double:ended", "single:failed"])
        #expect(zip(log.times.suffix(2), [2.28, 2.28]).allSatisfy { abs($0 - $1) < 1e-12 })
        system.advance(to: 3)
        #expect(log.entries.count == 4)
    }

    @Test func twoFingerTapNeedsBothFingersDownTogether() {
        let (root, _) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let tap = TapGestureRecognizer(layer: root, numberOfTouches: 2)
        system.add(tap)
        let log = StateLog()
        log.watch(tap)
        // Two fingers, one on the child and one on the root's background: both reach the root's recogniser.
        system.handle([Events.down(1, center, 0), Events.down(2, Point(300, 300), 0.03)])
        system.handle([Events.up(1, 0.1), Events.up(2, 0.12)])
        #expect(log.lines == ["tap:ended"] && log.timesMatch([0.12]))
        // One finger alone fails when it lifts.
        system.handle(Events.tap(1, at: center, from: 1))
        #expect(log.lines.suffix(1) == ["tap:failed"] && log.timesMatch([0.12, 1.08]))
        // A second finger landing after the first lifted is not the same tap.
        system.handle([Events.down(1, center, 2), Events.down(2, Point(300, 300), 2.01), Events.up(1, 2.02)])
        system.handle([Events.down(3, Point(50, 50), 2.03), Events.up(2, 2.04), Events.up(3, 2.05)])
        #expect(log.lines.suffix(1) == ["tap:failed"] && log.times.count == 3)
        // A third finger is not delivered: the two still tap.
        system.handle([Events.down(1, center, 3), Events.down(2, Point(300, 300), 3.01)])
        system.handle([Events.down(3, Point(50, 50), 3.02), Events.up(3, 3.03), Events.up(1, 3.04), Events.up(2, 3.05)])
        #expect(log.lines.suffix(1) == ["tap:ended"] && log.times.last == 3.05)
    }

    @Test func aComponentTapWaitsForTheTwoFingerTapOnlyWhileItCouldStillHappen() {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let (component, hud) = (
            TapGestureRecognizer(layer: children[0]), TapGestureRecognizer(layer: root, numberOfTouches: 2)
        )
        let log = system.add(component, as: "component", waitingFor: hud, as: "hud")
        system.handle(Events.tap(1, at: center, from: 0))
        #expect(log.lines == ["hud:failed", "component:ended"] && log.timesMatch([0.08, 0.08]))
        system.handle([Events.down(1, center, 1), Events.down(2, Point(300, 300), 1.01)])
        system.handle([Events.up(1, 1.05), Events.up(2, 1.06)])
        #expect(log.lines.dropFirst(2) == ["hud:ended", "component:failed"])
    }
}
