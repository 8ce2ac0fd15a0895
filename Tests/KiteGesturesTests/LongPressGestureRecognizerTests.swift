import KiteGeometry
import KiteGestures
import KiteInput
import Testing

@Suite struct LongPressGestureRecognizerTests {
    let center = Point(150, 125)

    func setUp() -> (GestureSystem, LongPressGestureRecognizer, StateLog) {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let longPress = LongPressGestureRecognizer(layer: children[0])
        system.add(longPress)
        let log = StateLog()
        log.watch(longPress)
        return (system, longPress, log)
    }

    @Test(arguments: [30.0, 60, 120, 144])
    func beginsAtTheDeadlineWhateverTheFrameRate(hertz: Double) {
        let (system, _, log) = setUp()
        system.handle(Events.down(1, center, 0.003))
        for frame in 1..<Int(0.9 * hertz) { system.advance(to: Double(frame) / hertz) }
        system.handle([Events.move(1, center + Vector(30, 0), 0.9), Events.up(1, 1)])
        #expect(log.lines == ["long-press:began", "long-press:changed", "long-press:ended"])
        #expect(log.timesMatch([0.503, 0.9, 1]))
    }

    @Test func failsWhenMovedOrLiftedEarly() {
        let (system, _, log) = setUp()
        system.handle([Events.down(1, center, 0), Events.move(1, center + Vector(10, 0), 0.2)])
        system.handle(Events.move(1, center + Vector(10.5, 0), 0.3))
        system.advance(to: 1)
        #expect(log.lines == ["long-press:failed"] && log.timesMatch([0.3]))
        system.handle([Events.up(1, 1.1), Events.down(1, center, 2), Events.up(1, 2.4)])
        #expect(log.lines == ["long-press:failed", "long-press:failed"])
    }

    @Test func aHoldBeatsATapOnTheSameLayer() {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let (tap, hold) = (TapGestureRecognizer(layer: children[0]), LongPressGestureRecognizer(layer: children[0]))
        system.add(tap)
        system.add(hold)
        let log = StateLog()
        log.watch(tap)
        log.watch(hold)
        system.handle(Events.tap(1, at: center, from: 0))
        #expect(log.lines == ["tap:ended", "long-press:failed"])
        system.handle(Events.down(1, center, 1))
        system.advance(to: 1.7)
        system.handle(Events.up(1, 1.8))
        #expect(log.lines.dropFirst(2) == ["tap:failed", "long-press:began", "long-press:ended"])
    }

    @Test func cancelInEveryState() {
        let (system, _, log) = setUp()
        system.handle([Events.down(1, center, 0), Events.cancel(0.1)])
        system.handle([Events.down(1, center, 1), Events.cancel(1.6)])
        system.handle([Events.down(1, center, 2), Events.move(1, center + Vector(1, 0), 2.6), Events.cancel(2.7)])
        #expect(
            log.lines == [
                "long-press:failed", "long-press:began", "long-press:cancelled", "long-press:began",
                "long-press:changed", "long-press:cancelled",
            ])
    }
}
