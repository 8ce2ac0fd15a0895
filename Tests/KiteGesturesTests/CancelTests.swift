import KiteGeometry
import KiteGestures
import KiteInput
import KiteScene
import Testing

/// `wl_touch.cancel` in every state of every recogniser.
@Suite struct CancelTests {
    let center = Point(150, 125)

    func run(_ make: (Layer) -> GestureRecognizer, _ before: [InputEvent]) -> [String] {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let recognizer = make(children[0])
        system.add(recognizer)
        let log = StateLog()
        log.watch(recognizer)
        system.handle(before + [Events.cancel(5)])
        // Ids are reused after a cancel: the same finger id starts a fresh sequence.
        system.handle([Events.down(1, center, 6), Events.up(1, 6.05)])
        #expect(recognizer.touches.isEmpty)
        return log.lines
    }

    @Test func tap() {
        #expect(run({ TapGestureRecognizer(layer: $0) }, [Events.down(1, center, 0)]) == ["tap:failed", "tap:ended"])
        // A double tap waiting for its second tap, no finger down.
        let waiting = run({ TapGestureRecognizer(layer: $0, numberOfTaps: 2) }, Events.tap(1, at: center, from: 4.8))
        #expect(waiting == ["tap:failed"])
    }

    @Test func press() {
        let began = run({ PressGestureRecognizer(layer: $0) }, [Events.down(1, center, 0)])
        #expect(began == ["press:began", "press:cancelled", "press:began", "press:ended"])
        let changed = run(
            { PressGestureRecognizer(layer: $0) }, [Events.down(1, center, 0), Events.move(1, Point(300, 300), 1)])
        #expect(changed == ["press:began", "press:changed", "press:cancelled", "press:began", "press:ended"])
    }

    @Test func pan() {
        let possible = run({ PanGestureRecognizer(layer: $0) }, [Events.down(1, center, 0)])
        #expect(possible == ["pan:failed", "pan:failed"])
        let began = run(
            { PanGestureRecognizer(layer: $0) }, [Events.down(1, center, 0), Events.move(1, center + Vector(20, 0), 1)])
        #expect(began == ["pan:began", "pan:cancelled", "pan:failed"])
        let changed = run(
            { PanGestureRecognizer(layer: $0) },
            [Events.down(1, center, 0), Events.move(1, center + Vector(20, 0), 1), Events.move(1, center, 2)])
        #expect(changed == ["pan:began", "pan:changed", "pan:cancelled", "pan:failed"])
    }

    @Test func cancelEndsEveryFingerButNotTheMouse() {
        let (root, children) = makeScene([
            Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 200, y: 200, width: 100, height: 100),
            Rect(x: 0, y: 200, width: 100, height: 100),
        ])
        let system = GestureSystem(rootLayer: root)
        let recognizers = children.map { PanGestureRecognizer(layer: $0) }
        let log = StateLog()
        for (index, recognizer) in recognizers.enumerated() {
            system.add(recognizer)
            log.watch(recognizer, as: "pan\(index)")
        }
        system.handle([Events.down(1, Point(50, 50), 0), Events.down(2, Point(250, 250), 0)])
        system.handle([Events.pointer(Point(50, 250), 0), Events.button(.left, true, 0)])
        system.handle([Events.move(1, Point(80, 50), 0.1), Events.pointer(Point(80, 250), 0.1)])
        system.handle(Events.cancel(0.2))
        #expect(log.lines == ["pan0:began", "pan2:began", "pan0:cancelled", "pan1:failed"])
        system.handle([Events.pointer(Point(90, 250), 0.3), Events.button(.left, false, 0.4)])
        #expect(log.lines.suffix(2) == ["pan2:changed", "pan2:ended"])
    }

    @Test func aWaitingTapIsCancelledToo() {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let (single, double) = (
            TapGestureRecognizer(layer: children[0]), TapGestureRecognizer(layer: children[0], numberOfTaps: 2)
        )
        let log = system.add(single, as: "single", waitingFor: double, as: "double")
        system.handle(Events.tap(1, at: center, from: 0))
        system.handle(Events.cancel(0.1))
        system.advance(to: 1)
        #expect(log.lines == ["single:failed", "double:failed"] || log.lines == ["double:failed", "single:failed"])
    }
}
