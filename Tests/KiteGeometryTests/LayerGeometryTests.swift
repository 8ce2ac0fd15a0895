import Testing

@testable import KiteGeometry

@Suite struct LayerGeometryTests {
    /// The top stroke of robb's hamburger button: bounds 30x4, anchor at (28/30, 0.5), position (40, 18).
    var seedTop: LayerGeometry {
        LayerGeometry(
            position: Point(40, 18), bounds: Rect(x: 0, y: 0, width: 30, height: 4), anchorPoint: Point(28.0 / 30, 0.5))
    }

    @Test func frameComesFromPositionBoundsAndAnchor() {
        #expect(isClose(seedTop.frame, Rect(x: 12, y: 16, width: 30, height: 4)))
    }

    @Test func theAnchorPointStaysAtThePositionUnderAnyTransform() {
        var g = seedTop
        g.transform = Transform3D.identity.translatedBy(x: -4, y: 0).rotated(by: -.pi / 4)
        let anchor = g.toSuperlayer.apply(to: g.anchorInBounds)!
        // The translation moves the anchor by (-4, 0) after the rotation about it.
        #expect(isClose(anchor, Point(36, 18)))
        g.transform = Transform3D(rotationAngle: 1.1, x: 0, y: 0, z: 1).scaledBy(x: 2, y: 0.5)
        #expect(isClose(g.toSuperlayer.apply(to: g.anchorInBounds)!, Point(40, 18)))
    }

    @Test func boundsOriginShiftsContentNotTheFrame() {
        var g = LayerGeometry(position: Point(50, 50), bounds: Rect(x: 10, y: 20, width: 100, height: 40))
        #expect(isClose(g.frame, Rect(x: 0, y: 30, width: 100, height: 40)))
        // The bounds origin (10, 20) is what appears at the frame's top-left corner.
        #expect(isClose(g.toSuperlayer.apply(to: Point(10, 20))!, Point(0, 30)))
        g.setFrame(Rect(x: 5, y: 5, width: 20, height: 10))
        #expect(g.position == Point(15, 10) && g.bounds.size == Size(20, 10) && g.bounds.origin == Point(10, 20))
    }

    @Test func rotatedFrameIsTheBoundingBox() {
        var g = LayerGeometry(position: Point(0, 0), bounds: Rect(x: 0, y: 0, width: 10, height: 20))
        g.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(isClose(g.frame, Rect(x: -10, y: -5, width: 20, height: 10)))
    }
}
