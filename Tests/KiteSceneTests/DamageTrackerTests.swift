import KiteGeometry
import Testing

@testable import KiteScene

/// Damage rectangles checked against boxes worked out by hand: the device-pixel box of what a layer draws,
/// rounded outwards, plus `DamageTracker.antialiasPadding` (2) pixels on every side.
@Suite struct DamageTrackerTests {
    let surface = (width: 200, height: 150)

    func box(_ frame: Rect, _ color: Color? = .white) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    /// A root the size of the surface that draws nothing itself, and a tracker that has seen it once.
    func settled(_ sublayers: [Layer], scale: Double = 1) -> (Layer, DamageTracker) {
        let root = Layer()
        root.anchorPoint = .zero
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 150)
        for s in sublayers { root.addSublayer(s) }
        let tracker = DamageTracker()
        _ = tracker.collect(root: root, scale: scale, width: 200, height: 150)
        return (root, tracker)
    }

    func collect(_ tracker: DamageTracker, _ root: Layer, scale: Double = 1) -> [PixelRect] {
        tracker.collect(root: root, scale: scale, width: surface.width, height: surface.height).rects
    }

    @Test func firstFrameAndNewSurfaceAreFullyDamaged() {
        let root = box(Rect(x: 0, y: 0, width: 10, height: 10))
        let tracker = DamageTracker()
        #expect(collect(tracker, root) == [PixelRect(x: 0, y: 0, width: 200, height: 150)])
        #expect(collect(tracker, root).isEmpty)
        #expect(collect(tracker, root, scale: 2) == [PixelRect(x: 0, y: 0, width: 200, height: 150)])
        tracker.invalidate()
        #expect(collect(tracker, root, scale: 2) == [PixelRect(x: 0, y: 0, width: 200, height: 150)])
    }

    @Test func settingTheSameValueDamagesNothing() {
        let a = box(Rect(x: 10, y: 10, width: 20, height: 20))
        let (root, tracker) = settled([a])
        let revision = root.treeRevision
        a.position = Point(20, 20)  // where it already is
        a.backgroundColor = .white
        a.opacity = 1
        #expect(root.treeRevision == revision)
        #expect(collect(tracker, root).isEmpty)
    }

    @Test func aMoveDamagesTheOldAndTheNewPlace() {
        let a = box(Rect(x: 10, y: 10, width: 20, height: 20))
        let b = box(Rect(x: 100, y: 100, width: 20, height: 20))
        let (root, tracker) = settled([a, b])
        a.position = Point(60, 20)  // frame now (50, 10, 20, 20)
        // Old: [10, 30] padded to [8, 32]; new: [50, 70] padded to [48, 72]; b untouched.
        #expect(
            collect(tracker, root) == [
                PixelRect(x: 8, y: 8, width: 24, height: 24), PixelRect(x: 48, y: 8, width: 24, height: 24),
            ])
        #expect(collect(tracker, root).isEmpty)
    }

    @Test func overlappingOldAndNewPlacesMergeIntoOneRectangle() {
        let a = box(Rect(x: 10, y: 10, width: 20, height: 20))
        let (root, tracker) = settled([a])
        a.position.x += 5.5  // frame (15.5, 10, 20, 20): [15.5, 35.5] rounds out to [15, 36], padded [13, 38]
        #expect(collect(tracker, root) == [PixelRect(x: 8, y: 8, width: 30, height: 24)])
    }

    @Test func aRotationDamagesTheRotatedBox() {
        let a = box(Rect(x: 40, y: 40, width: 20, height: 20))  // centred on (50, 50), the anchor
        let (root, tracker) = settled([a])
        a.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        // Corners at 10 * sqrt(2) = 14.14 from the centre: [35.86, 64.14] rounds out to [35, 65], padded [33, 67];
        // the old box [38, 62] lies inside.
        #expect(collect(tracker, root) == [PixelRect(x: 33, y: 33, width: 34, height: 34)])
    }

    @Test func opacityOfAnAncestorDamagesWhatItsSubtreeDraws() {
        let group = Layer()
        group.frame = Rect(x: 0, y: 0, width: 200, height: 150)  // draws nothing itself
        let a = box(Rect(x: 10, y: 20, width: 30, height: 10))
        group.addSublayer(a)
        let (root, tracker) = settled([group])
        group.opacity = 0.5
        #expect(collect(tracker, root) == [PixelRect(x: 8, y: 18, width: 34, height: 14)])
        group.opacity = 0  // invisible: what it drew goes
        #expect(collect(tracker, root) == [PixelRect(x: 8, y: 18, width: 34, height: 14)])
        #expect(collect(tracker, root).isEmpty)
        group.opacity = 1
        #expect(collect(tracker, root) == [PixelRect(x: 8, y: 18, width: 34, height: 14)])
    }

    @Test func aColourChangeDamagesOnlyThatLayer() {
        let a = box(Rect(x: 10, y: 10, width: 20, height: 20))
        let b = box(Rect(x: 100, y: 100, width: 20, height: 20))
        let (root, tracker) = settled([a, b])
        b.backgroundColor = .red
        #expect(collect(tracker, root) == [PixelRect(x: 98, y: 98, width: 24, height: 24)])
    }

    @Test func removalAndHidingDamageWhereTheLayerWas() {
        let a = box(Rect(x: 10, y: 10, width: 20, height: 20))
        let child = box(Rect(x: 5, y: 5, width: 4, height: 4))  // at (15, 15) on the surface
        a.addSublayer(child)
        let b = box(Rect(x: 100, y: 100, width: 20, height: 20))
        let (root, tracker) = settled([a, b])
        b.removeFromSuperlayer()
        #expect(collect(tracker, root) == [PixelRect(x: 98, y: 98, width: 24, height: 24)])
        a.isHidden = true  // the layer and its sublayer, which lies inside it
        #expect(collect(tracker, root) == [PixelRect(x: 8, y: 8, width: 24, height: 24)])
        a.isHidden = false
        #expect(collect(tracker, root) == [PixelRect(x: 8, y: 8, width: 24, height: 24)])
    }

    @Test func addingAndReorderingDamageTheLayerAndItsSubtree() {
        let a = box(Rect(x: 10, y: 10, width: 20, height: 20))
        let b = box(Rect(x: 100, y: 100, width: 20, height: 20))
        let child = box(Rect(x: 30, y: 0, width: 10, height: 10))  // reaches past b: (130, 100) on the surface
        b.addSublayer(child)
        let (root, tracker) = settled([a])
        root.addSublayer(b)
        let added = [PixelRect(x: 98, y: 98, width: 24, height: 24), PixelRect(x: 128, y: 98, width: 14, height: 14)]
        #expect(collect(tracker, root) == added)
        // Moving b below a changes what is on top where they overlap: b's subtree is damaged again.
        root.insertSublayer(b, at: 0)
        #expect(collect(tracker, root) == added)
    }

    @Test func nestedTransformsCompose() {
        let parent = Layer()
        parent.anchorPoint = .zero
        parent.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        parent.position = Point(20, 10)
        let child = box(Rect(x: 10, y: 10, width: 10, height: 5))
        parent.addSublayer(child)
        let (root, tracker) = settled([parent])
        parent.transform = Transform3D(scaleX: 2, y: 3)
        // The child's box [10, 20] x [10, 15] in the parent, scaled about the parent's origin (its anchor) to
        // [20, 40] x [30, 45] and moved by (20, 10): [40, 60] x [40, 55]. Before: [30, 40] x [20, 25].
        #expect(
            collect(tracker, root) == [
                PixelRect(x: 28, y: 18, width: 14, height: 9), PixelRect(x: 38, y: 38, width: 24, height: 19),
            ])
    }

    @Test func fractionalScaleRoundsOutwards() {
        let a = box(Rect(x: 10, y: 10, width: 20, height: 20))
        let (root, tracker) = settled([a], scale: 1.25)
        a.backgroundColor = .red
        // [10, 30] points is [12.5, 37.5] device pixels: [12, 38], padded [10, 40].
        #expect(collect(tracker, root, scale: 1.25) == [PixelRect(x: 10, y: 10, width: 30, height: 30)])
    }

    @Test func shadowsReachThreeDeviationsPastTheSilhouette() {
        let a = box(Rect(x: 50, y: 50, width: 20, height: 20))
        a.shadowOpacity = 0.5
        a.shadowRadius = 4  // sigma 2 points
        a.shadowOffset = Vector(0, 3)
        let (root, tracker) = settled([a], scale: 2)
        a.opacity = 0.5
        // Content [100, 140] device pixels padded 2: [98, 142]. Shadow [100, 140] x [106, 146] grown by
        // 3 sigma (3 * 4 px) + 1 + 2 = 15: [85, 155] x [91, 161]; clipped to the 200 x 150 surface.
        #expect(collect(tracker, root, scale: 2) == [PixelRect(x: 85, y: 91, width: 70, height: 59)])
    }

    @Test func strokesReachTheirWidestMiter() {
        let shape = ShapeLayer()
        shape.frame = Rect(x: 20, y: 20, width: 40, height: 40)
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 40, height: 40))
        shape.fillColor = nil
        shape.strokeColor = .red
        shape.lineWidth = 2
        shape.miterLimit = 4
        let (root, tracker) = settled([shape])
        shape.strokeEnd = 0.5
        // Half width 1 times miter limit 4 = 4 points past the path's box [20, 60], plus 2: [14, 66].
        #expect(collect(tracker, root) == [PixelRect(x: 14, y: 14, width: 52, height: 52)])
    }

    @Test func maskingAncestorsClipTheDamage() {
        let clip = box(Rect(x: 10, y: 10, width: 40, height: 40), nil)
        clip.masksToBounds = true
        let a = box(Rect(x: 30, y: 30, width: 40, height: 40))  // on the surface [40, 80], clipped to [10, 50]
        clip.addSublayer(a)
        let (root, tracker) = settled([clip])
        a.backgroundColor = .red
        // The clip's box [10, 50] grown by 1 pixel: [9, 51]; a's box padded: [38, 82].
        #expect(collect(tracker, root) == [PixelRect(x: 38, y: 38, width: 13, height: 13)])
    }

    @Test func textDamageAllowsAnEmAround() {
        let text = TextLayer()
        text.frame = Rect(x: 40, y: 40, width: 60, height: 20)
        text.string = "Kite"
        text.fontSize = 10
        let (root, tracker) = settled([text])
        text.string = "Kites"
        #expect(collect(tracker, root) == [PixelRect(x: 28, y: 28, width: 84, height: 44)])
    }

    @Test func damageKeepsAtMostFourRectanglesMergingTheCheapest() {
        var damage = Damage()
        for i in 0..<5 { damage.add(PixelRect(x: i * 40, y: 0, width: 10, height: 10)) }
        #expect(damage.rects.count == Damage.maximumRectCount)
        // Every pair costs the same; the first pair is merged.
        #expect(damage.rects.contains(PixelRect(x: 0, y: 0, width: 50, height: 10)))
        #expect(damage.area == 50 * 10 + 3 * 100)
    }
}
