import KiteGeometry
import KiteGestures
import KiteInput
import KiteScene
import Testing

/// Touches reach the recognisers of the layer they land on through transforms, anchor points and masks.
@Suite struct HitTestingTests {
    func root() -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        return root
    }

    func pressed(_ system: GestureSystem, at p: Point, layer: Layer) -> Bool {
        system.recognizers(at: p).contains { $0.layer === layer }
    }

    @Test func scaledAboutATopLeftAnchor() {
        let root = root()
        let child = Layer()
        (child.bounds, child.anchorPoint, child.position) = (
            Rect(x: 0, y: 0, width: 50, height: 50), .zero, Point(100, 100)
        )
        child.transform = Transform3D(scaleX: 2, y: 2)
        root.addSublayer(child)
        let system = GestureSystem(rootLayer: root)
        system.add(TapGestureRecognizer(layer: child))
        // Covers (100...200)² on the surface; unscaled it would end at 150.
        #expect(pressed(system, at: Point(190, 190), layer: child))
        #expect(pressed(system, at: Point(101, 101), layer: child))
        #expect(!pressed(system, at: Point(99, 150), layer: child))
        #expect(!pressed(system, at: Point(201, 150), layer: child))
    }

    @Test func rotatedAQuarterTurnAboutItsCentre() {
        let root = root()
        let child = Layer()
        (child.bounds, child.position) = (Rect(x: 0, y: 0, width: 100, height: 20), Point(200, 200))
        child.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        root.addSublayer(child)
        let system = GestureSystem(rootLayer: root)
        system.add(TapGestureRecognizer(layer: child))
        // Upright now: x in 190...210, y in 150...250.
        #expect(pressed(system, at: Point(200, 245), layer: child))
        #expect(pressed(system, at: Point(191, 155), layer: child))
        #expect(!pressed(system, at: Point(240, 200), layer: child))
        #expect(!pressed(system, at: Point(200, 255), layer: child))
    }

    @Test func aMaskingAncestorHidesTheOverhang() {
        let root = root()
        let clip = Layer()
        clip.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        clip.masksToBounds = true
        let child = Layer()
        child.frame = Rect(x: 80, y: 80, width: 100, height: 100)
        clip.addSublayer(child)
        root.addSublayer(clip)
        let system = GestureSystem(rootLayer: root)
        let tap = TapGestureRecognizer(layer: child)
        system.add(tap)
        let log = StateLog()
        log.watch(tap)
        system.handle(Events.tap(1, at: Point(150, 150), from: 0))
        #expect(log.lines.isEmpty)
        system.handle(Events.tap(1, at: Point(90, 90), from: 1))
        #expect(log.lines == ["tap:ended"])
        clip.masksToBounds = false
        system.handle(Events.tap(1, at: Point(150, 150), from: 2))
        #expect(log.lines == ["tap:ended", "tap:ended"])
        child.isHidden = true
        system.handle(Events.tap(1, at: Point(90, 90), from: 3))
        #expect(log.lines.count == 2)
    }

    @Test func panTranslationIsInTheRotatedScaledSuperlayersSpace() throws {
        let root = root()
        // The superlayer is turned a quarter turn clockwise and doubled: surface (dx, dy) is (dy, -dx) / 2 in it.
        let parent = Layer()
        (parent.bounds, parent.position) = (Rect(x: 0, y: 0, width: 100, height: 100), Point(200, 200))
        parent.transform = Transform3D(scaleX: 2, y: 2).concatenating(
            Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
        let knob = Layer()
        knob.frame = Rect(x: 25, y: 25, width: 50, height: 50)
        parent.addSublayer(knob)
        root.addSublayer(parent)
        let system = GestureSystem(rootLayer: root)
        let pan = PanGestureRecognizer(layer: knob)
        system.add(pan)
        var ended: (Vector, Vector)?
        pan.stateDidChange = { r, state, _ in
            let pan = r as! PanGestureRecognizer
            if state == .ended { ended = (pan.translation, pan.velocity) }
        }
        system.handle(Events.down(1, Point(200, 200), 0))
        for k in 1...5 {
            system.handle(Events.move(1, Point(200 + 8 * Double(k), 200 - 4 * Double(k)), 0.01 * Double(k)))
        }
        system.handle(Events.up(1, 0.06))
        let (translation, velocity) = try #require(ended)
        #expect((translation - Vector(-10, -20)).length < 1e-9)
        #expect((velocity - Vector(-200, -400)).length < 1e-6)
        #expect(pan.startLocation == nil)
    }

    @Test func aHostHitTestCanLeaveDecorationsOut() {
        let (root, children) = makeScene()
        let ring = Layer()
        ring.frame = children[0].frame.insetBy(dx: -6, dy: -6)
        root.addSublayer(ring)
        let components = [children[0]]
        let plain = GestureSystem(rootLayer: root)
        let host = GestureSystem(rootLayer: root) { p in components.lazy.compactMap { $0.hitTest(p) }.first }
        for system in [plain, host] { system.add(TapGestureRecognizer(layer: children[0])) }
        #expect(plain.recognizers(at: Point(150, 125)).isEmpty)
        #expect(host.recognizers(at: Point(150, 125)).count == 1)
        #expect(host.recognizers(at: Point(97, 125)).isEmpty)
    }

    @Test func locationIsTheCentroidOfTheTouchesInAnyLayer() throws {
        let root = root()
        let child = Layer()
        (child.bounds, child.anchorPoint, child.position) = (
            Rect(x: 0, y: 0, width: 100, height: 100), .zero, Point(100, 100)
        )
        child.transform = Transform3D(scaleX: 2, y: 2)
        root.addSublayer(child)
        let system = GestureSystem(rootLayer: root)
        let pinch = PinchGestureRecognizer(layer: child)
        system.add(pinch)
        #expect(pinch.location(in: nil) == nil)
        system.handle([Events.down(1, Point(120, 140), 0), Events.down(2, Point(180, 200), 0)])
        #expect(pinch.location(in: nil) == Point(150, 170))
        // (150, 170) on the surface is (25, 35) in the doubled child and (150, 170) in the root.
        let inChild = try #require(pinch.location(in: child))
        #expect(abs(inChild.x - 25) < 1e-12 && abs(inChild.y - 35) < 1e-12)
        #expect(pinch.location(in: root) == Point(150, 170))
    }
}
