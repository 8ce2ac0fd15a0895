import Foundation
import Testing

@testable import KiteGeometry

@Suite struct RoundedRectOutlineTests {
    let box = Rect(x: 10, y: 20, width: 60, height: 40)

    @Test(arguments: [0.0, 0.5, 6, 16, 20])
    func aRoundedRectanglePathIsItsShape(radius: Double) throws {
        let path = Path(roundedRect: box, cornerRadius: radius)
        let shape = try #require(path.roundedRectOutline(tolerance: 1e-3))
        #expect(shape.rect == box)
        #expect(abs(shape.cornerRadius - radius) <= 1e-9)
    }

    @Test func aCircleBuiltFromQuarterArcsIsAShapeWithHalfItsSideAsRadius() throws {
        let square = Rect(x: -5, y: -5, width: 10, height: 10)
        let shape = try #require(Path(roundedRect: square, cornerRadius: 5).roundedRectOutline(tolerance: 1e-3))
        #expect(shape.rect == square && abs(shape.cornerRadius - 5) <= 1e-9)
    }

    @Test func theRectangleTracedTheOtherWayAndFromAnotherCornerIsTheSameShape() throws {
        var path = Path()
        path.move(to: Point(70, 60))
        for p in [Point(10, 60), Point(10, 20), Point(70, 20)] { path.addLine(to: p) }
        path.closeSubpath()
        let shape = try #require(path.roundedRectOutline(tolerance: 1e-3))
        #expect(shape.rect == box && shape.cornerRadius == 0)
    }

    @Test func otherPathsAreRefused() {
        var open = Path(roundedRect: box, cornerRadius: 6)
        open = Path(elements: Array(open.elements.dropLast()))
        var twice = Path()
        twice.move(to: Point(10, 20))
        for _ in 0..<2 {
            for p in [Point(70, 20), Point(70, 60), Point(10, 60), Point(10, 20)] { twice.addLine(to: p) }
        }
        twice.closeSubpath()
        var backAndForth = Path()
        backAndForth.move(to: Point(10, 20))
        for p in [Point(70, 20), Point(70, 60), Point(70, 20), Point(70, 60), Point(10, 60), Point(10, 20)] {
            backAndForth.addLine(to: p)
        }
        backAndForth.closeSubpath()
        var missingCorner = Path()
        missingCorner.move(to: Point(10, 20))
        for p in [Point(70, 20), Point(70, 60)] { missingCorner.addLine(to: p) }
        missingCorner.closeSubpath()
        var ellipticCorners = Path()
        ellipticCorners.move(to: Point(16, 20))
        ellipticCorners.addLine(to: Point(64, 20))
        ellipticCorners.addEllipticalArc(
            center: Point(64, 30), radiusX: 6, radiusY: 10, rotation: 0, startAngle: -Double.pi / 2,
            sweep: Double.pi / 2)
        ellipticCorners.addLine(to: Point(70, 60))
        ellipticCorners.addLine(to: Point(10, 60))
        ellipticCorners.addLine(to: Point(10, 20))
        ellipticCorners.closeSubpath()
        var twoSubpaths = Path(rect: box)
        twoSubpaths.addRect(Rect(x: 0, y: 0, width: 5, height: 5))
        let ellipse = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20))
        let rotated = Path(roundedRect: box, cornerRadius: 6).applying(AffineTransform(rotationAngle: 0.3))
        for (name, path) in [
            ("open", open), ("twice", twice), ("back and forth", backAndForth), ("missing corner", missingCorner),
            ("elliptic corners", ellipticCorners), ("two subpaths", twoSubpaths), ("ellipse", ellipse),
            ("rotated", rotated),
        ] {
            #expect(path.roundedRectOutline(tolerance: 1e-3) == nil, "\(name)")
        }
    }

    @Test func aCornerOffTheCircleByMoreThanTheToleranceIsRefused() {
        // Corners of radius 6 as single cubics; the standard control distance (0.5523 r) stays within 0.002 of
        // the circle, 0.6 r bulges out by about 0.05 at the first corner.
        func outline(firstCorner k: Double) -> Path {
            let r = 6.0
            let standard = 0.5523 * r
            var path = Path()
            path.move(to: Point(16, 20))
            path.addLine(to: Point(64, 20))
            path.addCurve(to: Point(70, 26), control1: Point(64 + k * r, 20), control2: Point(70, 26 - k * r))
            path.addLine(to: Point(70, 54))
            path.addCurve(to: Point(64, 60), control1: Point(70, 54 + standard), control2: Point(64 + standard, 60))
            path.addLine(to: Point(16, 60))
            path.addCurve(to: Point(10, 54), control1: Point(16 - standard, 60), control2: Point(10, 54 + standard))
            path.addLine(to: Point(10, 26))
            path.addCurve(to: Point(16, 20), control1: Point(10, 26 - standard), control2: Point(16 - standard, 20))
            path.closeSubpath()
            return path
        }
        #expect(outline(firstCorner: 0.5523).roundedRectOutline(tolerance: 0.01) != nil)
        #expect(outline(firstCorner: 0.6).roundedRectOutline(tolerance: 0.01) == nil)
        #expect(outline(firstCorner: 0.6).roundedRectOutline(tolerance: 0.2) != nil)
    }
}
