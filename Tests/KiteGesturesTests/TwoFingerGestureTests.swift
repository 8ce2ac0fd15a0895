import Foundation
import KiteGeometry
import KiteGestures
import KiteInput
import KiteScene
import Testing

@Suite struct TwoFingerGestureTests {
    func setUp<R: GestureRecognizer>(_ make: (Layer) -> R) -> (GestureSystem, R, StateLog) {
        let (root, children) = makeScene([Rect(x: 0, y: 0, width: 400, height: 400)])
        let system = GestureSystem(rootLayer: root)
        let recognizer = make(children[0])
        system.add(recognizer)
        let log = StateLog()
        log.watch(recognizer)
        return (system, recognizer, log)
    }

    @Test func pinchScaleIsTheRatioOfFingerDistances() {
        let (system, pinch, log) = setUp { PinchGestureRecognizer(layer: $0) }
        system.handle([Events.down(1, Point(100, 100), 0), Events.down(2, Point(200, 200), 0.01)])
        system.handle(Events.move(2, Point(205, 205), 0.02))  // 7.07 points more: not yet
        #expect(log.lines.isEmpty && abs(pinch.scale - 105 / 100) < 1e-12)
        var scales: [Double] = []
        pinch.stateDidChange = { r, _, _ in scales.append((r as! PinchGestureRecognizer).scale) }
        system.handle([Events.move(2, Point(250, 250), 0.03), Events.move(1, Point(50, 50), 0.04)])
        system.handle([Events.move(1, Point(175, 175), 0.05), Events.up(2, 0.06)])
        #expect(scales.count == 4)
        for (scale, expected) in zip(scales, [1.5, 2, 0.75, 0.75]) { #expect(abs(scale - expected) < 1e-12) }
        #expect(pinch.state == .ended && abs(pinch.scale - 0.75) < 1e-12)  // finger 1 is still down
        system.handle(Events.up(1, 0.07))
        #expect(pinch.state == .possible && pinch.scale == 1)
    }

    @Test func aThirdFingerIsIgnoredAndOneFingerFails() {
        let (system, pinch, log) = setUp { PinchGestureRecognizer(layer: $0) }
        system.handle([Events.down(1, Point(100, 100), 0), Events.down(2, Point(200, 100), 0)])
        system.handle([Events.down(3, Point(300, 300), 0), Events.move(3, Point(390, 390), 0.1)])
        #expect(pinch.touches.map(\.id) == [.finger(1), .finger(2)] && log.lines.isEmpty)
        system.handle([Events.up(3, 0.2), Events.up(2, 0.3), Events.up(1, 0.4)])
        #expect(log.lines == ["pinch:failed"])
        system.handle([Events.down(1, Point(100, 100), 1), Events.move(1, Point(300, 300), 1.1), Events.up(1, 1.2)])
        #expect(log.lines == ["pinch:failed", "pinch:failed"])
    }

    @Test func rotationAccumulatesPastHalfATurn() {
        let (system, rotation, log) = setUp { RotationGestureRecognizer(layer: $0) }
        // Each step moves one finger, then the other: the line between them turns half a step at a time, so the
        // threshold sits between half steps (0.10 and 0.12 rad) and the rotation begins at the third step.
        rotation.minimumRotation = 0.11
        let (center, radius) = (Point(200, 200), 80.0)
        func finger(_ angle: Double, _ sign: Double) -> Point {
            center + Vector(radius * sign * cos(angle), radius * sign * sin(angle))
        }
        system.handle([Events.down(1, finger(0.3, -1), 0), Events.down(2, finger(0.3, 1), 0)])
        // Both fingers turn clockwise on screen (y down) by 0.04 rad per step, 100 steps: 4 rad in all.
        for step in 1...100 {
            let angle = 0.3 + 0.04 * Double(step)
            let t = 0.01 * Double(step)
            system.handle([Events.move(1, finger(angle, -1), t), Events.move(2, finger(angle, 1), t)])
        }
        #expect(abs(rotation.rotation - 4) < 1e-9)
        #expect(log.lines.first == "rotation:began" && log.entries.first.map { abs($0.time - 0.03) < 1e-12 } == true)
        system.handle(Events.up(1, 2))
        #expect(log.lines.last == "rotation:ended")
    }

    @Test func pinchAndRotationTogetherOnlyWhenSimultaneous() {
        let (root, children) = makeScene([Rect(x: 0, y: 0, width: 400, height: 400)])
        let system = GestureSystem(rootLayer: root)
        let (pinch, rotation) = (
            PinchGestureRecognizer(layer: children[0]), RotationGestureRecognizer(layer: children[0])
        )
        system.add(pinch)
        system.add(rotation)
        let log = StateLog()
        log.watch(pinch)
        log.watch(rotation)
        // Fingers 100 apart, then 200 apart and turned a quarter turn: both thresholds pass on one move.
        let gesture = [
            Events.down(1, Point(150, 200), 0), Events.down(2, Point(250, 200), 0),
            Events.move(2, Point(150, 400), 0.1), Events.up(2, 0.2), Events.up(1, 0.3),
        ]
        system.handle(gesture)
        #expect(log.lines == ["pinch:began", "rotation:failed", "pinch:ended"])
        pinch.recognizeSimultaneously(with: rotation)
        system.handle(gesture.map { InputEvent(time: $0.time + 1, kind: $0.kind) })
        #expect(log.lines.dropFirst(3) == ["pinch:began", "rotation:began", "pinch:ended", "rotation:ended"])
        #expect(abs(rotation.rotation) == 0)  // reset after the lift
    }

    @Test func cancelInEveryState() {
        let (system, _, log) = setUp { PinchGestureRecognizer(layer: $0) }
        system.handle([Events.down(1, Point(100, 100), 0), Events.down(2, Point(200, 100), 0), Events.cancel(0.1)])
        system.handle([Events.down(1, Point(100, 100), 1), Events.down(2, Point(200, 100), 1)])
        system.handle([Events.move(2, Point(300, 100), 1.1), Events.cancel(1.2)])
        system.handle([Events.down(1, Point(100, 100), 2), Events.down(2, Point(200, 100), 2)])
        system.handle([Events.move(2, Point(300, 100), 2.1), Events.move(2, Point(310, 100), 2.2), Events.cancel(2.3)])
        #expect(
            log.lines == [
                "pinch:failed", "pinch:began", "pinch:cancelled", "pinch:began", "pinch:changed", "pinch:cancelled",
            ])
    }
}
