import KiteGeometry
import KiteGestures
import KiteInput
import KiteScene
import Testing

@testable import KiteApp

/// A scene that keeps every event it receives and a HUD mode.
final class RecordingScene: AppScene {
    let rootLayer = Layer()
    let backgroundColor = Color(hex: 0x1C1C1E)
    var hudMode: HUDMode
    var received: [InputEventKind] = []

    init(hudMode: HUDMode) { self.hudMode = hudMode }

    func handle(_ event: InputEvent) { received.append(event.kind) }
    func layout(width: Int, height: Int, scale: Double) {}
    func advance(to timeSeconds: Double) {}
}

/// Taps on the HUD switch it between compact and full and never reach the scene; everything else does.
@Suite struct HUDTapFilterTests {
    let scene = RecordingScene(hudMode: .compact)
    let filter: HUDTapFilter
    static let hud = Rect(x: 644, y: 8, width: 148, height: 52)

    init() {
        filter = HUDTapFilter(scene: scene)
        filter.hudFrame = Self.hud
    }

    func send(_ kinds: [InputEventKind]) {
        for (i, kind) in kinds.enumerated() { filter.handle(InputEvent(time: Double(i) * 0.01, kind: kind)) }
    }

    @Test func aClickOnTheHUDOpensTheFullPanelAndAnotherGoesBack() {
        let click: [InputEventKind] = [
            .pointerMotion(location: Point(700, 30)), .pointerButton(.left, pressed: true),
            .pointerButton(.left, pressed: false),
        ]
        send(click)
        #expect(scene.hudMode == .full)
        send(click)
        #expect(scene.hudMode == .compact)
        #expect(scene.received == [.pointerMotion(location: Point(700, 30)), .pointerMotion(location: Point(700, 30))])
        #expect(filter.isPointerOnHUD, "a window shows the hand over the HUD")
        send([.pointerMotion(location: Point(600, 30))])
        #expect(!filter.isPointerOnHUD)
    }

    @Test func aClickElsewhereGoesToTheScene() {
        let events: [InputEventKind] = [
            .pointerEnter(location: Point(640, 30)), .pointerButton(.left, pressed: true),
            .pointerButton(.left, pressed: false),
        ]
        send(events)
        #expect(scene.hudMode == .compact && scene.received == events)
    }

    /// A press on the HUD is the HUD's until released, like a button's: dragged off, it taps nothing and the scene
    /// sees no half of it.
    @Test func aPressDraggedOffTheHUDIsNoTap() {
        send([
            .pointerMotion(location: Point(700, 30)), .pointerButton(.left, pressed: true),
            .pointerMotion(location: Point(500, 300)), .pointerButton(.left, pressed: false),
        ])
        #expect(scene.hudMode == .compact)
        #expect(
            scene.received == [.pointerMotion(location: Point(700, 30)), .pointerMotion(location: Point(500, 300))])
    }

    @Test func aFingerTapOnTheHUDSwitchesItOnceForAnyNumberOfFingers() {
        send([.touchDown(id: 3, location: Point(650, 12)), .touchUp(id: 3)])
        #expect(scene.hudMode == .full)
        send([
            .touchDown(id: 0, location: Point(650, 12)), .touchDown(id: 1, location: Point(780, 50)),
            .touchMotion(id: 1, location: Point(781, 51)), .touchUp(id: 0), .touchUp(id: 1),
        ])
        #expect(scene.hudMode == .compact, "two fingers, one tap")
        #expect(scene.received.isEmpty)
    }

    @Test func touchesOffTheHUDAndCancelledTouchesAreTheScenes() {
        let outside: [InputEventKind] = [.touchDown(id: 0, location: Point(100, 100)), .touchUp(id: 0)]
        send(outside)
        send([.touchDown(id: 1, location: Point(700, 30)), .touchCancel, .touchUp(id: 1)])
        #expect(scene.hudMode == .compact)
        #expect(scene.received == outside + [.touchCancel, .touchUp(id: 1)])
        // A finger that slides off the HUD before lifting taps nothing.
        send([
            .touchDown(id: 2, location: Point(700, 30)), .touchMotion(id: 2, location: Point(700, 90)), .touchUp(id: 2),
        ])
        #expect(scene.hudMode == .compact)
    }

    @Test func withoutAHUDEverythingGoesToTheScene() {
        filter.hudFrame = nil
        let events: [InputEventKind] = [
            .pointerMotion(location: Point(700, 30)), .pointerButton(.left, pressed: true),
            .pointerButton(.left, pressed: false), .touchDown(id: 0, location: Point(700, 30)), .touchUp(id: 0),
            .key(KeyEvent(keysym: Keysym.f1, pressed: true)),
        ]
        send(events)
        #expect(scene.hudMode == .compact && scene.received == events)
    }
}
