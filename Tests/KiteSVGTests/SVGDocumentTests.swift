import KiteGeometry
import KiteSVG
import KiteScene
import Testing

/// Parses `body` inside an `<svg>` of 100x100 and returns the document.
func document(_ body: String, svgAttributes: String = #"width="100" height="100""#) throws -> SVGDocument {
    try SVGDocument(string: #"<svg xmlns="http://www.w3.org/2000/svg" \#(svgAttributes)>\#(body)</svg>"#)
}

/// The single shape layer a one-element document produces.
func onlyShape(_ body: String) throws -> ShapeLayer {
    let doc = try document(body)
    #expect(doc.root.sublayers.count == 1)
    return try #require(doc.root.sublayers.first as? ShapeLayer)
}

extension ShapeLayer {
    /// The fill colour wherever the importer put it: the background for rects and circles, else the path fill.
    var fillPaint: Color? { backgroundColor ?? fillColor }
}

@Suite struct SVGDocumentTests {
    @Test func rootMapsTheViewBoxOntoTheDocumentSize() throws {
        let doc = try document("", svgAttributes: #"width="200" height="100" viewBox="10 20 50 50""#)
        #expect(doc.size == Size(200, 100))
        #expect(doc.viewBox == Rect(x: 10, y: 20, width: 50, height: 50))
        // meet, centred: scale 2, the 100 px wide content centred in 200 px.
        #expect(doc.root.transformToRoot.apply(to: Point(10, 20)) == Point(50, 0))
        #expect(doc.root.transformToRoot.apply(to: Point(60, 70)) == Point(150, 100))
    }

    @Test func preserveAspectRatioAlignmentsAndNone() throws {
        let box = #"width="200" height="100" viewBox="0 0 50 50""#
        let min = try document("", svgAttributes: box + #" preserveAspectRatio="xMinYMax meet""#)
        #expect(min.root.transformToRoot.apply(to: Point(50, 50)) == Point(100, 100))
        let none = try document("", svgAttributes: box + #" preserveAspectRatio="none""#)
        #expect(none.root.transformToRoot.apply(to: Point(50, 50)) == Point(200, 100))
        let slice = try document("", svgAttributes: box + #" preserveAspectRatio="xMidYMin slice""#)
        #expect(slice.root.transformToRoot.apply(to: Point(0, 0)) == Point(0, 0))
        #expect(slice.root.transformToRoot.apply(to: Point(50, 50)) == Point(200, 200))
    }

    @Test func sizeFallsBackToTheViewBoxAndItsAspect() throws {
        #expect(try document("", svgAttributes: #"viewBox="0 0 40 30""#).size == Size(40, 30))
        #expect(try document("", svgAttributes: #"width="80" viewBox="0 0 40 30""#).size == Size(80, 60))
        #expect(
            try document("", svgAttributes: #"width="100%" height="100%" viewBox="0 0 40 30""#).size == Size(40, 30))
        #expect(try document("", svgAttributes: #"width="1in" height="72pt""#).size == Size(96, 96))
    }

    @Test func rectBecomesAShapeLayerWithTheSVGPath() throws {
        let shape = try onlyShape(#"<rect id="box" x="10" y="20" width="30" height="40"/>"#)
        #expect(shape.name == "box")
        #expect(
            shape.path?.elements == [
                .move(to: Point(10, 20)), .line(to: Point(40, 20)), .line(to: Point(40, 60)), .line(to: Point(10, 60)),
                .close,
            ])
        #expect(shape.strokeColor == nil)  // SVG's initial stroke
        // The fill (SVG's initial black) is the layer's background, which renderers draw analytically.
        #expect(shape.backgroundColor == .black && shape.fillColor == nil && shape.cornerRadius == 0)
        #expect(shape.bounds == Rect(x: 10, y: 20, width: 30, height: 40) && shape.position == Point(10, 20))
        #expect(shape.transform == .identity && shape.anchorPoint == .zero)
        #expect(shape.transformToSuperlayer.apply(to: Point(25, 30)) == Point(25, 30))
    }

    @Test func roundedRectAndCircleFillsBecomeBackgroundsInTheSameUserSpace() throws {
        let rect = try onlyShape(#"<rect x="10" y="4" width="30" height="20" rx="5" transform="rotate(90) scale(2)"/>"#)
        #expect(rect.backgroundColor == .black && rect.cornerRadius == 5 && rect.fillColor == nil)
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(rotationAngle: .pi / 2))
        for p in [Point(10, 4), Point(40, 24), Point(17, 9)] {
            let moved = try #require(rect.transformToSuperlayer.apply(to: p))
            #expect(moved.distance(to: t.apply(to: p)) < 1e-12, "\(p)")
        }
        let circle = try onlyShape(#"<circle cx="50" cy="40" r="10" fill="red" stroke="blue"/>"#)
        #expect(circle.bounds == Rect(x: 40, y: 30, width: 20, height: 20) && circle.cornerRadius == 10)
        #expect(circle.backgroundColor == .red && circle.fillColor == nil && circle.strokeColor == .blue)
        // Elliptical corners, ellipses and paths keep their fill as a path.
        let elliptical = try onlyShape(#"<rect width="40" height="20" rx="8" ry="4"/>"#)
        #expect(elliptical.fillColor == .black && elliptical.backgroundColor == nil && elliptical.bounds == .zero)
        #expect(try onlyShape(#"<ellipse rx="3" ry="2"/>"#).fillColor == .black)
    }

    @Test func roundedRectStartsAfterTheTopLeftCornerWithEllipticalCorners() throws {
        let shape = try onlyShape(#"<rect x="0" y="0" width="40" height="20" rx="8" ry="4"/>"#)
        let elements = try #require(shape.path?.elements)
        #expect(elements.first == .move(to: Point(8, 0)))
        #expect(elements.last == .close)
        let ends = elements.compactMap { $0.points.last }
        for corner in [
            Point(32, 0), Point(40, 4), Point(40, 16), Point(32, 20), Point(8, 20), Point(0, 16), Point(0, 4),
        ] {
            #expect(ends.contains { $0.distance(to: corner) < 1e-12 }, "no element ends at \(corner)")
        }
        // A lone rx is used for ry too; each is then clamped to half its side on its own (SVG 1.1).
        let clamped = try onlyShape(#"<rect width="40" height="20" rx="15"/>"#)
        let box = try #require(clamped.path?.boundingBox)
        #expect(abs(box.width - 40) < 1e-9 && abs(box.height - 20) < 1e-9)
        #expect(clamped.path?.elements.first == .move(to: Point(15, 0)))
        let clampedEnds = try #require(clamped.path?.elements.compactMap { $0.points.last })
        #expect(clampedEnds.contains { $0.distance(to: Point(40, 10)) < 1e-12 })
    }

    @Test func circleEllipseAndLineFollowTheirEquivalentPaths() throws {
        let circle = try #require(try onlyShape(#"<circle cx="50" cy="40" r="10"/>"#).path)
        #expect(circle == Path(ellipseIn: Rect(x: 40, y: 30, width: 20, height: 20)))
        #expect(circle.elements.first == .move(to: Point(60, 40)))
        let ellipse = try #require(try onlyShape(#"<ellipse cx="5" cy="6" rx="4" ry="2"/>"#).path)
        #expect(ellipse == Path(ellipseIn: Rect(x: 1, y: 4, width: 8, height: 4)))
        let line = try onlyShape(#"<line x1="1" y1="2" x2="30" y2="40" stroke="red"/>"#)
        #expect(line.path?.elements == [.move(to: Point(1, 2)), .line(to: Point(30, 40))])
        #expect(line.fillColor == nil && line.strokeColor == .red)
    }

    @Test func polylineStaysOpenAndPolygonCloses() throws {
        let expected: [PathElement] = [.move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 5.5))]
        #expect(try onlyShape(#"<polyline points="0,0 10,0 10 5.5"/>"#).path?.elements == expected)
        #expect(try onlyShape(#"<polygon points="0,0,10,0 10,5.5 "/>"#).path?.elements == expected + [.close])
    }

    @Test func pathDataGoesThroughTheGeometryParser() throws {
        let shape = try onlyShape(#"<path d="M10 10 h20 v-5 q5 5 10 0 z" fill-rule="evenodd"/>"#)
        #expect(shape.path == (try Path(svgPathData: "M10 10 h20 v-5 q5 5 10 0 z")))
        #expect(shape.fillRule == .evenOdd)
    }

    @Test func zeroSizedShapesAndEmptyPathsDrawNothing() throws {
        let doc = try document(
            #"<rect width="0" height="5"/><circle r="0"/><ellipse rx="3"/><path d=""/><polyline points="1 2"/>"#)
        #expect(doc.root.sublayers.isEmpty)
        #expect(doc.warnings.isEmpty)
    }
}
