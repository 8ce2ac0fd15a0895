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
        single.require(toFail: double)
        system.add(single)
        system.add(double)
        let log = StateLog()
        log.watch(single, as: "single")
        log.watch(double, as: "double")

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
}
