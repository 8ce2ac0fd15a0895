import KiteAnimation
import KiteGallery
import KiteGeometry
import KiteGestures
import KiteInput
import Testing

/// The touch users' HUD switch (off and compact): a two-finger tap whose fingers land in the 96 x 96 top-left corner. The host is
/// the two-fake-component one of `GalleryHostTests` (components at (300, 43) and (300, 334), 200 x 200), so the
/// corner lies on the first card, clear of both components.
@Suite struct GalleryHUDCornerTests {
    let host: GalleryHost

    init() throws { try self.init(hudMode: .off) }

    init(hudMode: HUDMode) throws {
        host = GalleryHost(
            components: [FakeComponent(name: "a"), FakeComponent(name: "b")], animator: try Animator(),
            hudMode: hudMode)
        host.resize(to: Size(800, 600), scale: 1)
    }

    /// One finger down at each of `points`, 10 ms apart from `start` (seconds), each lifted 80 ms after it landed;
    /// then the host is advanced a second on, past every tap timeout.
    func tap(_ points: [Point], at start: Double) {
        for (i, point) in points.enumerated() {
            host.handle(InputEvent(time: start + 0.01 * Double(i), kind: .touchDown(id: Int32(i), location: point)))
        }
        for i in points.indices {
            host.handle(InputEvent(time: start + 0.08 + 0.01 * Double(i), kind: .touchUp(id: Int32(i))))
        }
        host.advance(to: start + 1)
    }

    @Test func aTwoFingerTapInTheCornerTogglesTheHUDEachTime() throws {
        tap([Point(20, 30), Point(70, 60)], at: 0)
        #expect(host.hudMode == .compact)
        tap([Point(90, 10), Point(5, 95)], at: 2)
        #expect(host.hudMode == .off, "the second tap hides it again; the corner's far edges count")
    }

    @Test func theInitialStateComesFromTheHost() throws {
        let shown = try GalleryHUDCornerTests(hudMode: .full)
        #expect(shown.host.hudMode == .full)
        shown.tap([Point(20, 30), Point(70, 60)], at: 0)
        #expect(shown.host.hudMode == .off)
    }

    @Test func oneFingerOrTheMouseInTheCornerDoesNothing() throws {
        tap([Point(20, 30)], at: 0)
        #expect(host.hudMode == .off, "one finger")
        host.handle(InputEvent(time: 2, kind: .pointerMotion(location: Point(40, 40))))
        host.handle(InputEvent(time: 2, kind: .pointerButton(.left, pressed: true)))
        host.handle(InputEvent(time: 2.05, kind: .pointerButton(.left, pressed: false)))
        #expect(host.hudMode == .off, "a click")
    }

    @Test func twoFingersOutsideTheCornerOrWithOneOutsideDoNothing() throws {
        tap([Point(150, 200), Point(200, 230)], at: 0)
        #expect(host.hudMode == .off, "on the card, away from the corner")
        tap([Point(20, 30), Point(120, 60)], at: 2)
        #expect(host.hudMode == .off, "the second finger lands just right of the corner")
        tap([Point(20, 30), Point(60, 97)], at: 4)
        #expect(host.hudMode == .off, "the second finger lands just below the corner")
    }

    @Test func aTwoFingerTapHeldTooLongOrMovedDoesNothing() throws {
        host.handle(InputEvent(time: 0, kind: .touchDown(id: 0, location: Point(20, 30))))
        host.handle(InputEvent(time: 0.01, kind: .touchDown(id: 1, location: Point(70, 60))))
        host.advance(to: 0.8)
        host.handle(InputEvent(time: 0.8, kind: .touchUp(id: 0)))
        host.handle(InputEvent(time: 0.81, kind: .touchUp(id: 1)))
        #expect(host.hudMode == .off, "held 0.8 s, longer than a tap's 0.5 s")
        host.handle(InputEvent(time: 2, kind: .touchDown(id: 0, location: Point(20, 30))))
        host.handle(InputEvent(time: 2.01, kind: .touchDown(id: 1, location: Point(70, 60))))
        host.handle(InputEvent(time: 2.03, kind: .touchMotion(id: 1, location: Point(70, 85))))
        host.handle(InputEvent(time: 2.08, kind: .touchUp(id: 0)))
        host.handle(InputEvent(time: 2.09, kind: .touchUp(id: 1)))
        #expect(host.hudMode == .off, "a finger slid 25 points: a drag, not a tap")
    }

    @Test func theCornerSitsAboveTheCardsAndBelowTheComponents() throws {
        let layers = host.contentLayer.sublayers
        let corner = try #require(layers.firstIndex { $0 === host.hudCorner })
        #expect(layers[..<corner].allSatisfy { $0.name?.hasPrefix("card:") == true })
        #expect(layers[(corner + 1)...].allSatisfy { layer in host.components.contains { $0.layer === layer } })
        #expect(host.hudCorner.frame == Rect(x: 0, y: 0, width: 96, height: 96))
    }
}
