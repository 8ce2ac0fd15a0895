import KiteGeometry
import KiteGestures
import KiteInput
import KiteScene
import Testing

@testable import KiteApp

@Suite struct LayerSceneTests {
    static func key(_ keysym: UInt32, modifiers: KeyModifiers = [], at time: Double = 0) -> InputEvent {
        InputEvent(time: time, kind: .key(KeyEvent(keysym: keysym, pressed: true, modifiers: modifiers)))
    }

    @Test func f1CyclesTheHUDAndCtrlQAsksToQuit() {
        let scene = LayerScene()
        #expect(scene.hudMode == .off)
        var modes: [HUDMode] = []
        for _ in 0..<4 {
            scene.handle(Self.key(Keysym.f1))
            modes.append(scene.hudMode)
        }
        #expect(modes == [.compact, .full, .off, .compact])
        #expect(!scene.quitRequested)
        scene.handle(Self.key(Keysym.q, modifiers: .control))
        #expect(scene.quitRequested)
    }

    @Test func layoutSizesTheRootAndCallsOnLayoutOnlyWhenSomethingChanged() {
        let scene = LayerScene()
        var sizes: [Size] = []
        scene.onLayout = { sizes.append($0) }
        scene.layout(width: 320, height: 240, scale: 1)
        scene.layout(width: 320, height: 240, scale: 1)
        scene.layout(width: 320, height: 240, scale: 2)
        scene.layout(width: 640, height: 480, scale: 2)
        #expect(sizes == [Size(320, 240), Size(320, 240), Size(640, 480)])
        #expect(scene.rootLayer.bounds == Rect(x: 0, y: 0, width: 640, height: 480))
        #expect(scene.scale == 2)
    }

    @Test func advanceMovesTheAnimatorBeforeOnFrame() {
        let scene = LayerScene()
        var seen: [(frame: Double, animator: Double)] = []
        scene.onFrame = { time in seen.append((time, scene.animator.time)) }
        scene.advance(to: 0.5)
        #expect(seen.count == 1 && seen[0].frame == 0.5 && seen[0].animator == 0.5)
        #expect(scene.time == 0.5)
    }

    @Test func aTapOnALayerReachesItsRecogniserAndTheCursorBecomesAHand() {
        let scene = LayerScene()
        scene.layout(width: 200, height: 200, scale: 1)
        let button = Layer()
        button.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        scene.rootLayer.addSublayer(button)
        let tap = TapGestureRecognizer(layer: button)
        var ended = 0
        tap.stateDidChange = { _, state, _ in if state == .ended { ended += 1 } }
        scene.gestures.add(tap)
        scene.handle(InputEvent(time: 0, kind: .pointerEnter(location: Point(10, 10))))
        #expect(scene.cursor == .arrow)
        scene.handle(InputEvent(time: 0.01, kind: .pointerMotion(location: Point(100, 100))))
        #expect(scene.cursor == .hand)
        scene.handle(InputEvent(time: 0.02, kind: .pointerButton(.left, pressed: true)))
        scene.handle(InputEvent(time: 0.1, kind: .pointerButton(.left, pressed: false)))
        #expect(ended == 1)
    }
}
