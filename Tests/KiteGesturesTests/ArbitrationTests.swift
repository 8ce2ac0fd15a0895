import KiteGeometry
import KiteGestures
import KiteInput
import KiteScene
import Testing

@Suite struct ArbitrationTests {
    let center = Point(150, 125)

    func system(_ recognizers: [(String, GestureRecognizer)], root: Layer) -> (GestureSystem, StateLog) {
        let system = GestureSystem(rootLayer: root)
        let log = StateLog()
        for (label, recognizer) in recognizers {
            system.add(recognizer)
            log.watch(recognizer, as: label)
        }
        return (system, log)
    }

    @Test func aTapAndAPanOnOneLayerNeverBothFire() {
        let (root, children) = makeScene()
        let (tap, pan) = (TapGestureRecognizer(layer: children[0]), PanGestureRecognizer(layer: children[0]))
        let (system, log) = system([("tap", tap), ("pan", pan)], root: root)

        system.handle(Events.tap(1, at: center, from: 0, jitter: [Vector(4, 4)]))
        #expect(log.lines == ["tap:ended", "pan:failed"])

        // Exactly 10 points: within the tap's slop, but enough for the pan, which claims the touch first.
        system.handle([Events.down(1, center, 1), Events.move(1, center + Vector(6, 8), 1.01)])
        system.handle([Events.move(1, center + Vector(30, 8), 1.02), Events.up(1, 1.03)])
        #expect(log.lines.dropFirst(2) == ["pan:began", "tap:failed", "pan:changed", "pan:ended"])

        // Beyond the slop at once: the tap fails on its own, the pan begins.
        system.handle([Events.down(1, center, 2), Events.move(1, center + Vector(0, 20), 2.01), Events.up(1, 2.02)])
        #expect(log.lines.dropFirst(6) == ["tap:failed", "pan:began", "pan:ended"])
    }

    @Test func aPressYieldsToATapUnlessSimultaneous() {
        let (root, children) = makeScene()
        let (press, tap) = (PressGestureRecognizer(layer: children[0]), TapGestureRecognizer(layer: children[0]))
        let (system, log) = system([("press", press), ("tap", tap)], root: root)
        system.handle(Events.tap(1, at: center, from: 0))
        #expect(log.lines == ["press:began", "tap:ended", "press:cancelled"])
        // A touch the tap does not want leaves the press alone.
        system.handle([Events.down(1, center, 1), Events.move(1, center + Vector(60, 0), 1.1), Events.up(1, 1.2)])
        #expect(log.lines.dropFirst(3) == ["press:began", "press:changed", "tap:failed", "press:ended"])

        press.recognizeSimultaneously(with: tap)
        #expect(tap.recognizesSimultaneously(with: press))
        system.handle(Events.tap(1, at: center, from: 2))
        #expect(log.lines.dropFirst(7) == ["press:began", "tap:ended", "press:ended"])
    }

    @Test func aPanOnAnAncestorCancelsAPressButAShortMoveDoesNot() {
        let (root, children) = makeScene([Rect(x: 0, y: 0, width: 400, height: 400)])
        let button = Layer()
        button.frame = Rect(x: 100, y: 100, width: 100, height: 50)
        children[0].addSublayer(button)
        let (press, pan) = (PressGestureRecognizer(layer: button), PanGestureRecognizer(layer: children[0]))
        let (system, log) = system([("press", press), ("pan", pan)], root: root)
        system.handle([Events.down(1, center, 0), Events.move(1, center + Vector(0, 15), 0.1), Events.up(1, 0.2)])
        #expect(log.lines == ["press:began", "pan:began", "press:cancelled", "pan:ended"])
        system.handle([Events.down(1, center, 1), Events.move(1, center + Vector(0, 5), 1.1), Events.up(1, 1.2)])
        #expect(log.lines.dropFirst(4) == ["press:began", "pan:failed", "press:ended"])
    }

    @Test func theDeepestLayerWinsASharedTouch() {
        let (root, children) = makeScene([Rect(x: 50, y: 50, width: 300, height: 300)])
        let knob = Layer()
        knob.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        children[0].addSublayer(knob)
        let (inner, outer) = (PanGestureRecognizer(layer: knob), PanGestureRecognizer(layer: children[0]))
        let (system, log) = system([("outer", outer), ("inner", inner)], root: root)
        #expect(system.recognizers(at: Point(70, 70)).map { $0 === inner } == [true, false])

        system.handle([Events.down(1, Point(70, 70), 0), Events.move(1, Point(90, 70), 0.01), Events.up(1, 0.02)])
        #expect(log.lines == ["inner:began", "outer:failed", "inner:ended"])

        // Outside the knob only the outer pan sees the touch.
        system.handle([Events.down(1, Point(200, 200), 1), Events.move(1, Point(220, 200), 1.01), Events.up(1, 1.02)])
        #expect(log.lines.dropFirst(3) == ["outer:began", "outer:ended"])

        inner.recognizeSimultaneously(with: outer)
        system.handle([Events.down(1, Point(70, 70), 2), Events.move(1, Point(90, 70), 2.01), Events.up(1, 2.02)])
        #expect(log.lines.dropFirst(5) == ["inner:began", "outer:began", "inner:ended", "outer:ended"])
    }

    @Test func aRecognitionFailsItsDependentsAndAFailureReleasesThem() {
        let (root, children) = makeScene()
        let (pan, tap) = (PanGestureRecognizer(layer: children[0]), TapGestureRecognizer(layer: children[0]))
        tap.require(toFail: pan)
        let (system, log) = system([("tap", tap), ("pan", pan)], root: root)
        // The tap completes while the pan still could begin: it waits until the pan fails at the lift.
        system.handle(Events.tap(1, at: center, from: 0))
        #expect(log.lines == ["pan:failed", "tap:ended"])
        system.handle([Events.down(1, center, 1), Events.move(1, center + Vector(10, 0), 1.01), Events.up(1, 1.02)])
        #expect(log.lines.dropFirst(2) == ["pan:began", "tap:failed", "pan:ended"])
    }

    @Test func twoFingersOnTwoLayersAreIndependent() {
        let (root, children) = makeScene([
            Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 200, y: 200, width: 100, height: 100),
        ])
        let (pan, press) = (PanGestureRecognizer(layer: children[0]), PressGestureRecognizer(layer: children[1]))
        let (system, log) = system([("pan", pan), ("press", press)], root: root)
        system.handle([Events.down(1, Point(50, 50), 0), Events.move(1, Point(70, 50), 0.01)])
        system.handle([Events.down(2, Point(250, 250), 0.02), Events.move(1, Point(90, 50), 0.03)])
        system.handle([Events.up(2, 0.04), Events.move(1, Point(95, 50), 0.05), Events.up(1, 0.06)])
        #expect(log.lines == ["pan:began", "press:began", "pan:changed", "press:ended", "pan:changed", "pan:ended"])
        #expect(pan.touches.isEmpty && press.touches.isEmpty)
    }

    @Test func aSecondFingerOnABusyRecogniserIsNotDeliveredToIt() {
        let (root, children) = makeScene()
        let pan = PanGestureRecognizer(layer: children[0])
        let (system, log) = system([("pan", pan)], root: root)
        system.handle([Events.down(1, center, 0), Events.down(2, center + Vector(5, 5), 0.01)])
        #expect(pan.touches.map(\.id) == [.finger(1)])
        system.handle([Events.move(2, center + Vector(40, 5), 0.02), Events.up(2, 0.03)])
        #expect(log.lines.isEmpty)
        system.handle([Events.move(1, center + Vector(20, 0), 0.04), Events.up(1, 0.05)])
        #expect(log.lines == ["pan:began", "pan:ended"])
    }

    @Test func removingAnActiveRecogniserCancelsIt() {
        let (root, children) = makeScene()
        let pan = PanGestureRecognizer(layer: children[0])
        let (system, log) = system([("pan", pan)], root: root)
        system.handle([Events.down(1, center, 0), Events.move(1, center + Vector(20, 0), 0.01)])
        system.remove(pan)
        system.handle([Events.move(1, center + Vector(30, 0), 0.02), Events.up(1, 0.03)])
        #expect(log.lines == ["pan:began", "pan:cancelled"] && pan.state == .possible)
    }

    @Test func disablingMidGestureCancelsAndStopsNewTouches() {
        let (root, children) = makeScene()
        let pan = PanGestureRecognizer(layer: children[0])
        let (system, log) = system([("pan", pan)], root: root)
        system.handle([Events.down(1, center, 0), Events.move(1, center + Vector(20, 0), 0.01)])
        pan.isEnabled = false
        system.handle([Events.move(1, center + Vector(30, 0), 0.02), Events.up(1, 0.03)])
        system.handle([Events.down(1, center, 1), Events.move(1, center + Vector(20, 0), 1.01), Events.up(1, 1.02)])
        #expect(log.lines == ["pan:began", "pan:cancelled"] && log.timesMatch([0.01, 0.01]))
        pan.isEnabled = true
        system.handle([Events.down(1, center, 2), Events.move(1, center + Vector(20, 0), 2.01), Events.up(1, 2.02)])
        #expect(log.lines.dropFirst(2) == ["pan:began", "pan:ended"])
    }

    @Test func idleRecognisersReportNothingWhenDisabledOrRemoved() {
        let (root, children) = makeScene()
        let (tap, pan) = (TapGestureRecognizer(layer: children[0]), PanGestureRecognizer(layer: children[0]))
        let (system, log) = system([("tap", tap), ("pan", pan)], root: root)
        tap.isEnabled = false
        system.remove(pan)
        system.handle(Events.tap(1, at: center, from: 0))
        #expect(log.lines.isEmpty && system.recognizers.count == 1)
    }

    @Test func nonFiniteEventsAreIgnored() {
        let (root, children) = makeScene()
        let pan = PanGestureRecognizer(layer: children[0])
        let (system, log) = system([("pan", pan)], root: root)
        system.handle([Events.down(1, center, 0), Events.move(1, Point(.nan, 10), 0.01)])
        system.handle([Events.move(1, center + Vector(20, 0), .infinity), Events.move(1, center + Vector(20, 0), 0.02)])
        // Two samples left, 20 points in 20 ms.
        #expect(abs(pan.velocity.dx - 1000) < 1e-9 && pan.velocity.dy == 0)
        system.handle(Events.up(1, 0.03))
        #expect(log.lines == ["pan:began", "pan:ended"] && system.time == 0.03)
    }
}
