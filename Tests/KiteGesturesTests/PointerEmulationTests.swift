import KiteGeometry
import KiteGestures
import KiteInput
import Testing

@Suite struct PointerEmulationTests {
    let center = Point(150, 125)

    @Test func theLeftButtonTapsAndDrags() {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let (tap, pan) = (TapGestureRecognizer(layer: children[0]), PanGestureRecognizer(layer: children[0]))
        system.add(tap)
        system.add(pan)
        let log = StateLog()
        log.watch(tap)
        log.watch(pan)
        system.handle([
            InputEvent(time: 0, kind: .pointerEnter(location: Point(10, 10))), Events.pointer(center, 0.1),
            Events.button(.left, true, 0.2), Events.button(.left, false, 0.25),
        ])
        #expect(log.lines == ["tap:ended", "pan:failed"])

        // Right and middle buttons do nothing; motion with no button held does nothing.
        system.handle([Events.button(.right, true, 1), Events.pointer(center + Vector(50, 0), 1.1)])
        system.handle([Events.button(.right, false, 1.2), Events.button(.middle, true, 1.3)])
        system.handle([Events.button(.middle, false, 1.4), Events.pointer(center, 1.5)])
        #expect(log.lines.count == 2)

        var velocity = Vector.zero
        pan.stateDidChange = { r, state, _ in if state == .ended { velocity = (r as! PanGestureRecognizer).velocity } }
        system.handle(Events.button(.left, true, 2))
        for k in 1...6 { system.handle(Events.pointer(center + Vector(0, 10 * Double(k)), 2 + 0.01 * Double(k))) }
        system.handle(Events.button(.left, false, 2.07))
        #expect(abs(velocity.dy - 1000) < 1e-6 && abs(velocity.dx) < 1e-9)
        #expect(pan.touches.isEmpty && tap.touches.isEmpty)
    }

    @Test func leavingWithTheButtonHeldCancels() {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let press = PressGestureRecognizer(layer: children[0])
        system.add(press)
        let log = StateLog()
        log.watch(press)
        system.handle([Events.pointer(center, 0), Events.button(.left, true, 0.1)])
        system.handle([InputEvent(time: 0.2, kind: .pointerLeave), Events.button(.left, false, 0.3)])
        #expect(log.lines == ["press:began", "press:cancelled"] && log.timesMatch([0.1, 0.2]))
        // Without a known location (no enter or motion since the leave) a click is ignored.
        system.handle([Events.button(.left, true, 1), Events.button(.left, false, 1.1)])
        #expect(log.lines.count == 2)
    }

    @Test func mouseAndFingerAreSeparateSequences() {
        let (root, children) = makeScene([
            Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 200, y: 200, width: 100, height: 100),
        ])
        let system = GestureSystem(rootLayer: root)
        let (a, b) = (PressGestureRecognizer(layer: children[0]), PressGestureRecognizer(layer: children[1]))
        system.add(a)
        system.add(b)
        let log = StateLog()
        log.watch(a, as: "a")
        log.watch(b, as: "b")
        system.handle([Events.pointer(Point(50, 50), 0), Events.button(.left, true, 0.1)])
        system.handle([Events.down(0, Point(250, 250), 0.2), Events.button(.left, false, 0.3), Events.up(0, 0.4)])
        #expect(log.lines == ["a:began", "b:began", "a:ended", "b:ended"])
    }
}
