import KiteGeometry
import KiteSVG
import KiteScene
import Testing

@Suite struct SVGStyleTests {
    @Test func strokePropertiesLandOnTheShapeLayer() throws {
        let shape = try onlyShape(
            ##"<path d="M0 0 L10 10" stroke="#0f0" stroke-width="4" stroke-linecap="round" stroke-linejoin="bevel" "##
                + #"stroke-miterlimit="2.5" stroke-dasharray="5, 3 1" stroke-dashoffset="2" fill="none"/>"#)
        #expect(shape.strokeColor == Color(red: 0, green: 1, blue: 0))
        #expect(shape.fillColor == nil)
        #expect(shape.lineWidth == 4)
        #expect(shape.lineCap == .round && shape.lineJoin == .bevel && shape.miterLimit == 2.5)
        #expect(shape.lineDashPattern == [5, 3, 1] && shape.lineDashPhase == 2)
    }

    @Test func svgDefaultsDifferFromCoreAnimations() throws {
        let shape = try onlyShape(#"<path d="M0 0 L10 10" stroke="black"/>"#)
        #expect(shape.miterLimit == 4 && shape.lineWidth == 1 && shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.lineDashPattern.isEmpty && shape.fillRule == .nonZero)
    }

    @Test func groupsPassInheritedPropertiesDownButNotOpacityOrTransform() throws {
        let doc = try document(
            #"<g id="outer" fill="blue" stroke="red" stroke-width="3" opacity="0.5" transform="translate(5 6)">"#
                + #"<g id="inner" stroke-width="7"><rect width="1" height="1"/></g><circle r="2" fill="lime"/></g>"#)
        let outer = try #require(doc.root.sublayers.first)
        #expect(outer.name == "outer" && outer.opacity == 0.5)
        #expect(outer.transform == Transform3D(AffineTransform(translationX: 5, y: 6)))
        let inner = outer.sublayers[0]
        #expect(inner.opacity == 1 && inner.transform == .identity)
        let rect = try #require(inner.sublayers.first as? ShapeLayer)
        #expect(rect.fillPaint == .blue && rect.strokeColor == .red && rect.lineWidth == 7)
        let circle = try #require(outer.sublayers[1] as? ShapeLayer)
        #expect(circle.fillPaint == Color(hex: 0x00FF00) && circle.lineWidth == 3)
        #expect(
            doc.warnings.map(\.message) == [
                "<g>: group opacity is applied to each shape of the <g> on its own, so overlaps inside it show through"
            ])
    }

    @Test func styleAttributeOverridesPresentationAttributes() throws {
        let shape = try onlyShape(
            #"<rect width="2" height="2" fill="red" style="fill: rgb(0, 128, 255) ; stroke:navy;stroke-width : 2px;"#
                + #" opacity:0.25 !important"/>"#)
        #expect(shape.fillPaint == Color(red: 0, green: 128.0 / 255, blue: 1))
        #expect(shape.strokeColor == Color(hex: 0x000080) && shape.lineWidth == 2 && shape.opacity == 0.25)
    }

    @Test func coloursInEveryForm() throws {
        let cases: [(String, Color?)] = [
            ("#abc", Color(hex: 0xAABBCC)), ("#A0B1C2", Color(hex: 0xA0B1C2)),
            ("#ff000080", Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)),
            ("rgb(255,0,0)", .red), ("rgb(100%, 50%, 0%)", Color(red: 1, green: 0.5, blue: 0)),
            ("rgba(0, 0, 255, 0.5)", Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
            ("rgb(300, -5, 0)", .red), ("green", Color(hex: 0x008000)), ("Grey", Color(hex: 0x808080)),
            ("none", nil), ("transparent", .clear),
        ]
        for (text, color) in cases {
            #expect(try onlyShape(#"<rect width="1" height="1" fill="\#(text)"/>"#).fillPaint == color, "\(text)")
        }
    }

    @Test func opacitiesMultiplyIntoTheColours() throws {
        let shape = try onlyShape(
            ##"<rect width="1" height="1" fill="#fff" fill-opacity="0.5" stroke="rgba(0,0,0,0.5)" "##
                + #"stroke-opacity="50%" opacity="0.8"/>"#)
        #expect(shape.fillPaint == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(shape.strokeColor == Color(red: 0, green: 0, blue: 0, alpha: 0.25))
        #expect(shape.opacity == 0.8)
    }

    @Test func currentColorFollowsTheColorProperty() throws {
        let doc = try document(#"<g color="teal"><rect width="1" height="1" fill="currentColor" stroke="none"/></g>"#)
        let rect = try #require(doc.root.sublayers.first?.sublayers.first as? ShapeLayer)
        #expect(rect.fillPaint == Color(hex: 0x008080))
    }

    @Test func dashArrayOfZerosAndZeroWidthStrokesAreSolidOrNone() throws {
        let zeros = try onlyShape(#"<path d="M0 0H9" stroke="red" stroke-dasharray="0 0"/>"#)
        #expect(zeros.lineDashPattern.isEmpty)
        let thin = try onlyShape(#"<path d="M0 0H9" stroke="red" stroke-width="0"/>"#)
        #expect(thin.strokeColor == nil)
    }

    @Test func transformListsComposeRightToLeft() throws {
        let shape = try onlyShape(
            #"<rect width="1" height="1" transform="translate(10,20) rotate(90) scale(2 3) skewX(45)"/>"#)
        let expected = AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
            .concatenating(AffineTransform(scaleX: 2, y: 3))
            .concatenating(AffineTransform(rotationAngle: .pi / 2))
            .concatenating(AffineTransform(translationX: 10, y: 20))
        let actual = shape.transform.affineTransform
        for (a, e) in zip(
            [actual.a, actual.b, actual.c, actual.d, actual.tx, actual.ty],
            [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty])
        {
            #expect(abs(a - e) < 1e-12)
        }
        let matrix = try onlyShape(#"<rect width="1" height="1" transform="matrix(1 2 3 4 5 6)"/>"#)
        #expect(matrix.transform == Transform3D(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
        let pivot = try onlyShape(#"<rect width="1" height="1" transform="rotate(180 10 10)"/>"#)
        let p = try #require(pivot.transform.apply(to: Point(0, 0)))
        #expect(p.distance(to: Point(20, 20)) < 1e-12)
    }

    @Test func hiddenAndUndisplayedElements() throws {
        let doc = try document(
            #"<g visibility="hidden"><rect width="1" height="1"/><rect width="1" height="1" visibility="visible"/></g>"#
                + #"<rect width="1" height="1" display="none"/><g style="display:none"><rect width="1" height="1"/></g>"#
        )
        #expect(doc.root.sublayers.count == 1)
        let shapes = doc.root.sublayers[0].sublayers
        #expect(shapes.map(\.isHidden) == [true, false])
    }
}

@Suite struct SVGColorOptionTests {
    @Test func colourTextForCommandLineOptions() throws {
        #expect(try Color(svgColor: "#336699") == Color(hex: 0x336699))
        #expect(try Color(svgColor: " none ") == .clear)
        #expect(try Color(svgColor: "rgba(255, 255, 255, 0.5)") == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(throws: SVGError(line: 1, column: 2, expected: "a basic colour name", found: "'chartreuse'")) {
            try Color(svgColor: " chartreuse")
        }
        #expect(throws: SVGError(line: 1, column: 6, expected: "the end of the colour", found: "'x'")) {
            try Color(svgColor: "#fff x")
        }
    }
}
