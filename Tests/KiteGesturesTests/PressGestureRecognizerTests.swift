import KiteGeometry
import KiteGestures
import KiteInput
import Testing

@Suite struct PressGestureRecognizerTests {
    @Test func beginsAtDownReportsCrossingsAndEndsInsideOrOutside() {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let press = PressGestureRecognizer(layer: children[0])
        system.add(press)
        var log: [String] = []
        press.stateDidChange = { r, state, _ in
            log.append("\(state.rawValue):\((r as! PressGestureRecognizer).isInside)")
        }

        system.handle(Events.down(1, Point(150, 125), 0))
        #expect(log == ["began:true"])
        system.handle(Events.move(1, Point(190, 140), 0.1))  // still inside: nothing to report
        system.handle(Events.move(1, Point(210, 140), 0.2))  // right edge is x = 200
        system.handle(Events.move(1, Point(230, 140), 0.3))
        system.handle(Events.move(1, Point(199, 149), 0.4))
        system.handle(Events.up(1, 0.5))
        #expect(log == ["began:true", "changed:false", "changed:true", "ended:true"])

        system.handle([Events.down(1, Point(150, 125), 1), Events.move(1, Point(150, 160), 1.1), Events.up(1, 1.2)])
        #expect(log.suffix(3) == ["began:true", "changed:false", "ended:false"])
    }

    @Test func insideMarginWidensTheInside() {
        let (root, children) = makeScene()
        let system = GestureSystem(rootLayer: root)
        let press = PressGestureRecognizer(layer: children[0])
        press.insideMargin = 30
        system.add(press)
        var ends: [Bool] = []
        press.stateDidChange = { r, state, _ in
            if state == .ended { ends.append((r as! PressGestureRecognizer).isInside) }
        }
        system.handle([Events.down(1, Point(150, 125), 0), Events.move(1, Point(229, 125), 0.1), Events.up(1, 0.2)])
        system.handle([Events.down(1, Point(150, 125), 1), Events.move(1, Point(231, 125), 1.1), Events.up(1, 1.2)])
        #expect(ends == [true, false])
    }
}
