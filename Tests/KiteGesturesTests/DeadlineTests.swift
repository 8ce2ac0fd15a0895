import KiteGeometry
import KiteGestures
import KiteInput
import Testing

/// `GestureSystem.nextDeadline`: when a host that sleeps between events must wake and advance the system, so that a
/// long press begins and a held tap fails without another event.
@Suite struct DeadlineTests {
    let center = Point(150, 125)

    @Test func aLongPressIsDueItsMinimumDurationAfterTheDown() {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let hold = LongPressGestureRecognizer(layer: children[0])
        hold.minimumDuration = 0.8
        system.add(hold)
        let log = StateLog()
        log.watch(hold)
        #expect(system.nextDeadline == nil)
        system.handle(Events.down(1, center, 2.25))
        #expect(system.nextDeadline == 3.05)
        system.advance(to: 3.0)
        #expect(log.lines.isEmpty && system.nextDeadline == 3.05)
        // Advancing to the deadline itself, with no event, begins the press there.
        system.advance(to: 3.05)
        #expect(log.lines == ["long-press:began"] && log.timesMatch([3.05]))
        #expect(system.nextDeadline == nil)
        system.handle(Events.up(1, 3.5))
        #expect(system.nextDeadline == nil)
    }

    @Test func aHeldTapAndAMultiTapWaitingForItsNextTapAreDue() {
        let (root, children) = makeScene([
            Rect(x: 100, y: 100, width: 100, height: 50), Rect(x: 100, y: 250, width: 100, height: 50),
        ])
        let system = GestureSystem(rootLayer: root)
        let single = TapGestureRecognizer(layer: children[0])
        let double = TapGestureRecognizer(layer: children[1], numberOfTaps: 2)
        system.add(single)
        system.add(double)
        let log = StateLog()
        log.watch(single, as: "single")
        log.watch(double, as: "double")
        system.handle(Events.down(1, center, 1))
        #expect(system.nextDeadline == 1 + single.maximumTapDuration)
        system.advance(to: 1.6)
        #expect(log.lines == ["single:failed"] && log.timesMatch([1.5]))
        system.handle(Events.up(1, 1.7))
        #expect(system.nextDeadline == nil)
        // The second layer: one tap of two; the next must go down within the interval after the lift.
        system.handle(Events.tap(1, at: Point(150, 275), from: 2, duration: 0.08))
        #expect(system.nextDeadline == 2.08 + double.maximumInterval)
        system.advance(to: 2.5)
        #expect(log.lines.last == "double:failed" && log.timesMatch([1.5, 2.08 + double.maximumInterval]))
        #expect(system.nextDeadline == nil)
    }
}
