import KiteGeometry
import KiteScene
import Testing

@Suite struct LayerTreeTests {
    func named(_ name: String) -> Layer {
        let l = Layer()
        l.name = name
        return l
    }

    @Test func sublayersKeepTheirOrder() {
        let root = named("root")
        let (a, b, c, d) = (named("a"), named("b"), named("c"), named("d"))
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, above: a)
        root.insertSublayer(d, at: 0)
        #expect(root.sublayers.map(\.name) == ["d", "a", "b", "c"])
        root.insertSublayer(d, below: c)
        #expect(root.sublayers.map(\.name) == ["a", "b", "d", "c"])
        b.removeFromSuperlayer()
        #expect(root.sublayers.map(\.name) == ["a", "d", "c"] && b.superlayer == nil)
        #expect(a.superlayer === root)
    }

    @Test func addingElsewhereMovesTheLayer() {
        let (p, q, x) = (named("p"), named("q"), named("x"))
        p.addSublayer(x)
        q.addSublayer(x)
        #expect(p.sublayers.isEmpty && q.sublayers.map(\.name) == ["x"] && x.superlayer === q)
        #expect(x.rootLayer === q)
    }

    @Test func superlayerIsWeak() {
        let child = Layer()
        do {
            let parent = Layer()
            parent.addSublayer(child)
            #expect(child.superlayer != nil)
        }
        #expect(child.superlayer == nil)
    }

    @Test func defaultsMatchCoreAnimation() {
        let l = Layer()
        #expect(l.anchorPoint == Point(0.5, 0.5) && l.opacity == 1 && l.shadowOpacity == 0)
        #expect(l.shadowOffset == Vector(0, -3) && l.shadowRadius == 3 && l.borderColor == .black)
        let s = ShapeLayer()
        #expect(s.fillColor == .black && s.strokeColor == nil && s.lineWidth == 1 && s.miterLimit == 10)
        #expect(s.strokeStart == 0 && s.strokeEnd == 1 && s.lineCap == .butt && s.lineJoin == .miter)
    }
}

@Suite struct LayerGeometryInTreeTests {
    /// The strokes of robb's hamburger button: bounds are the stroked bounds of the short stroke (0, 0, 30, 4).
    @Test func hamburgerStrokeFrames() {
        var short = Path()
        short.move(to: Point(2, 2))
        short.addLine(to: Point(28, 2))
        let top = ShapeLayer()
        top.path = short
        top.bounds = short.strokedBounds(StrokeStyle(width: 4, cap: .round, join: .miter, miterLimit: 4))!
        top.anchorPoint = Point(28.0 / 30, 0.5)
        top.position = Point(40, 18)
        #expect(top.frame == Rect(x: 12, y: 16, width: 30, height: 4))
        // The right end of the stroke (x = 28) is the pivot: rotating keeps it at the position.
        top.transform = Transform3D.identity.rotated(by: -.pi / 4)
        let pivot = top.convert(Point(28, 2), to: nil)!
        #expect(pivot.distance(to: Point(40, 18)) < 1e-12)
    }

    @Test func settingTheFrameSetsPositionAndSize() {
        let l = Layer()
        l.anchorPoint = Point(0, 1)
        l.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(l.position == Point(10, 60) && l.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(l.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    /// root (identity) > parent (200x100 at (200, 200), turned 90 degrees clockwise) > child (20x10, anchor (0, 0),
    /// at (10, 20) in the parent). Parent point p lands at R(p - (100, 50)) + (200, 200) with R(x, y) = (-y, x).
    func tree() -> (root: Layer, parent: Layer, child: Layer) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
        root.anchorPoint = .zero
        let parent = Layer()
        parent.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        parent.position = Point(200, 200)
        parent.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let child = Layer()
        child.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        child.anchorPoint = .zero
        child.position = Point(10, 20)
        root.addSublayer(parent)
        parent.addSublayer(child)
        return (root, parent, child)
    }

    @Test func convertingThroughNestedTransforms() {
        let (root, parent, child) = tree()
        #expect(child.convert(Point(0, 0), to: root)!.distance(to: Point(230, 110)) < 1e-9)
        #expect(child.convert(Point(20, 10), to: root)!.distance(to: Point(220, 130)) < 1e-9)
        #expect(child.convert(Point(230, 110), from: root)!.distance(to: .zero) < 1e-9)
        #expect(parent.convert(Point(3, 4), from: child)!.distance(to: Point(13, 24)) < 1e-9)
        #expect(child.convert(Point(13, 24), from: parent)!.distance(to: Point(3, 4)) < 1e-9)
        // Layers of another tree share the root space.
        let loose = Layer()
        loose.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        loose.position = Point(5, 5)
        #expect(child.convert(Point(230, 110), from: loose)!.distance(to: .zero) < 1e-9)
    }

    @Test func scaleActsAboutTheAnchorPoint() {
        let l = Layer()
        l.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        l.position = Point(50, 50)
        l.transform = Transform3D(scaleX: 2, y: 2)
        #expect(l.convert(.zero, to: nil) == Point(-50, -50))
        #expect(l.frame == Rect(x: -50, y: -50, width: 200, height: 200))
        l.anchorPoint = .zero
        l.position = .zero
        #expect(l.convert(Point(50, 50), to: nil) == Point(100, 100))
    }

    @Test func singularTransformsConvertToNil() {
        let l = Layer()
        l.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        l.transform = Transform3D(scaleX: 0, y: 1)
        #expect(l.convert(Point(1, 1), from: nil) == nil)
        #expect(l.hitTest(Point(0, 0)) == nil)
    }
}

@Suite struct HitTestTests {
    let geometry = LayerGeometryInTreeTests()

    @Test func hitsFollowTransformsAndAnchors() {
        let (root, parent, child) = geometry.tree()
        // (225, 115) is child point (5, 5); (250, 110) is parent point (10, 0), outside the child.
        #expect(root.hitTest(Point(225, 115)) === child)
        #expect(root.hitTest(Point(250, 110)) === parent)
        #expect(root.hitTest(Point(10, 10)) === root)
        #expect(root.hitTest(Point(-1, 10)) == nil)
    }

    @Test func laterSiblingsAreOnTop() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        let (a, b) = (Layer(), Layer())
        for l in [a, b] {
            l.frame = Rect(x: 10, y: 10, width: 50, height: 50)
            root.addSublayer(l)
        }
        #expect(root.hitTest(Point(20, 20)) === b)
        b.isHidden = true
        #expect(root.hitTest(Point(20, 20)) === a)
        // Opacity does not matter to Core Animation's hit testing.
        a.opacity = 0
        #expect(root.hitTest(Point(20, 20)) === a)
    }

    @Test func masksToBoundsCutsOffSublayersOutside() {
        let (root, parent, _) = (Layer(), Layer(), Layer())
        root.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        root.anchorPoint = .zero
        parent.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        let outside = Layer()
        outside.frame = Rect(x: 100, y: 100, width: 50, height: 50)
        root.addSublayer(parent)
        parent.addSublayer(outside)
        #expect(root.hitTest(Point(120, 120)) === outside)
        parent.masksToBounds = true
        #expect(root.hitTest(Point(120, 120)) === root)
        parent.masksToBounds = false
        parent.isHidden = true
        #expect(root.hitTest(Point(120, 120)) === root)
    }

    @Test func boundsOriginShiftsSublayers() {
        // Scrolling: a bounds origin of (0, 100) shows sublayer content from y = 100 at the top.
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 300)
        root.anchorPoint = .zero
        let scroller = Layer()
        scroller.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        scroller.bounds.origin = Point(0, 100)
        let item = Layer()
        item.frame = Rect(x: 0, y: 120, width: 100, height: 10)
        root.addSublayer(scroller)
        scroller.addSublayer(item)
        #expect(root.hitTest(Point(50, 25)) === item)
        #expect(root.hitTest(Point(50, 125)) === root)
    }

    /// Turned 60 degrees about y with perspective -1/500: a local x at distance z = -x sin(60) from the eye plane
    /// (right-hand rule) shows at x cos(60) / (1 + x sin(60) / 500) from the anchor.
    @Test func perspectiveHits() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        root.anchorPoint = .zero
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        card.position = Point(100, 100)
        // As in Core Animation code: perspective on identity, then CATransform3DRotate, which prepends the turn.
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        card.transform = t.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
        root.addSublayer(card)
        let s = 3.0.squareRoot() / 2
        let right = 100 + 50 * 0.5 / (1 + 50 * s / 500)
        let left = 100 - 50 * 0.5 / (1 - 50 * s / 500)
        #expect(root.hitTest(Point(right - 0.5, 100)) === card)
        #expect(root.hitTest(Point(right + 0.5, 100)) === root)
        #expect(root.hitTest(Point(left + 0.5, 100)) === card)
        #expect(root.hitTest(Point(left - 0.5, 100)) === root)
        #expect(abs(card.convert(Point(100, 0), to: root)!.x - right) < 1e-9)
    }
}
