import KiteComponents
import KiteGallery
import KiteGeometry
import KiteGestures
import KiteInput
import KiteScene
import Testing

/// Bindings driven through KiteGestures' `GestureSystem` by `makeRecognizer(trace:)`: handler calls and trace
/// states as the interim `BindingRouter` produces them, on a 100 x 100 control at (100, 100) in a component layer at
/// (50, 50) of the root.
@Suite struct GestureBindingRecognizerTests {
    final class Fixture {
        let root = Layer()
        let component = Layer()
        let control = Layer()
        let system: GestureSystem
        var calls: [String] = []
        var traced: [String] = []

        init(_ bindings: (Fixture) -> [GestureBinding]) {
            root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
            component.frame = Rect(x: 50, y: 50, width: 400, height: 400)
            control.frame = Rect(x: 100, y: 100, width: 100, height: 100)
            root.addSublayer(component)
            component.addSublayer(control)
            system = GestureSystem(rootLayer: root)
            for binding in bindings(self) {
                system.add(
                    binding.makeRecognizer { [unowned self] kind, state, t in traced.append("\(kind) \(state) \(t)") })
            }
        }

        func touch(_ kind: InputEventKind, at t: Double) { system.handle(InputEvent(time: t, kind: kind)) }
    }

    @Test func aTapRunsItsActionWhenItEnds() {
        let f = Fixture { f in [.tap(layer: f.control, action: { f.calls.append("tapped") })] }
        f.touch(.touchDown(id: 0, location: Point(200, 200)), at: 1)
        #expect(f.calls.isEmpty)
        f.touch(.touchUp(id: 0), at: 1.1)
        #expect(f.calls == ["tapped"] && f.traced == ["tap ended 1.1"])
    }

    @Test func aPressReportsCrossingsAndACancelEndsItOutside() {
        let f = Fixture { f in
            let handler = PressHandler(
                began: { f.calls.append("began") }, changed: { f.calls.append("changed \($0)") },
                ended: { f.calls.append("ended \($0)") })
            return [.press(layer: f.control, handler: handler)]
        }
        f.touch(.touchDown(id: 0, location: Point(200, 200)), at: 0)
        f.touch(.touchMotion(id: 0, location: Point(260, 200)), at: 0.1)  // control's right edge: x = 250
        f.touch(.touchMotion(id: 0, location: Point(240, 200)), at: 0.2)
        f.touch(.touchUp(id: 0), at: 0.3)
        f.touch(.touchDown(id: 0, location: Point(200, 200)), at: 1)
        f.touch(.touchCancel, at: 1.1)
        #expect(f.calls == ["began", "changed false", "changed true", "ended true", "began", "ended false"])
        #expect(
            f.traced == [
                "press began 0.0", "press changed 0.1", "press ended 0.3", "press began 1.0", "press cancelled 1.1",
            ])
    }

    /// 400 pt/s right and 200 pt/s down in steps of 1/64 s: the tap fails, the pan reports the exact velocity.
    @Test func aPanReportsTheMoveThatBeganItAndBeatsTheTap() {
        var pans: [String] = []
        let f = Fixture { f in
            [
                .tap(layer: f.control, action: { f.calls.append("tapped") }),
                .pan(
                    layer: f.control,
                    handler: PanHandler(
                        began: { pans.append("began \($0)") }, changed: { pans.append("changed \($0) \($1)") },
                        ended: { pans.append("ended \($0) \($1)") })),
            ]
        }
        f.touch(.touchDown(id: 0, location: Point(160, 160)), at: 2)
        for step in 1...8 {
            let t = Double(step) / 64
            f.touch(.touchMotion(id: 0, location: Point(160 + 400 * t, 160 + 200 * t)), at: 2 + t)
        }
        f.touch(.touchUp(id: 0), at: 2 + 8.0 / 64)
        #expect(f.calls.isEmpty)
        // In the control's superlayer (the component at (50, 50)); beyond 10 points at the second step (13.98).
        #expect(pans.first == "began (110.0, 110.0)")
        #expect(pans[1] == "changed <12.5, 6.25> <400.0, 200.0>")
        #expect(pans.last == "ended <50.0, 25.0> <400.0, 200.0>")
        #expect(pans.count == 1 + 7 + 1)
        #expect(f.traced == ["tap failed 2.03125", "pan began 2.03125", "pan changed 2.046875", "pan ended 2.125"])
    }

    @Test func aCancelledPanEndsAtRest() {
        var ends: [String] = []
        let f = Fixture { f in
            [
                .pan(
                    layer: f.control,
                    handler: PanHandler(began: { _ in }, changed: { _, _ in }, ended: { ends.append("\($0) \($1)") }))
            ]
        }
        f.touch(.pointerMotion(location: Point(160, 160)), at: 0)
        f.touch(.pointerButton(.left, pressed: true), at: 0)
        f.touch(.pointerMotion(location: Point(200, 160)), at: 0.05)
        f.touch(.pointerLeave, at: 0.1)
        #expect(ends == ["<40.0, 0.0> <0.0, 0.0>"])
        #expect(f.traced == ["pan began 0.05", "pan cancelled 0.1"])
    }

    @Test func fingersOnTwoComponentsAreIndependent() {
        let other = Layer()
        other.frame = Rect(x: 500, y: 100, width: 100, height: 100)
        let f = Fixture { f in
            [
                .tap(layer: f.control, action: { f.calls.append("a") }),
                .tap(layer: other, action: { f.calls.append("b") }),
            ]
        }
        f.root.addSublayer(other)
        f.touch(.touchDown(id: 0, location: Point(200, 200)), at: 0)
        f.touch(.touchDown(id: 1, location: Point(550, 150)), at: 0.01)
        f.touch(.touchUp(id: 1), at: 0.02)
        f.touch(.touchUp(id: 0), at: 0.03)
        #expect(f.calls == ["b", "a"])
    }
}
