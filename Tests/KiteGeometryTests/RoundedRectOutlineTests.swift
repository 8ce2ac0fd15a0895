import Foundation
import KiteTestSupport
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

    /// The paths screens stroke (`Path(roundedRect:)`, an SVG `<rect rx>`'s quarter arcs, a circle) are shown in
    /// closed form, without sampling.
    @Test(arguments: [1e-2, 1e-3])
    func roundedRectanglePathsAreShownInClosedForm(tolerance: Double) throws {
        for radius in [0.0, 0.5, 6, 16, 20] {
            let path = Path(roundedRect: box, cornerRadius: radius)
            let shape = try #require(path.outlineCandidate(tolerance: tolerance))
            #expect(path.provesOutline(of: shape, tolerance: tolerance), "radius \(radius)")
        }
        var quarters = Path()
        quarters.move(to: Point(26, 20))
        for (end, center, angle) in [
            (Point(54, 20), Point(54, 36), -Double.pi / 2), (Point(70, 44), Point(54, 44), 0),
            (Point(26, 60), Point(26, 44), Double.pi / 2), (Point(10, 36), Point(26, 36), Double.pi),
        ] {
            quarters.addLine(to: end)
            quarters.addEllipticalArc(
                center: center, radiusX: 16, radiusY: 16, rotation: 0, startAngle: angle, sweep: Double.pi / 2)
        }
        quarters.closeSubpath()
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
        // Scenes/gallery.svg's wide card: each long side turns by more than three eighths of a turn around the
        // centre, which the walk takes in two halves.
        let wide = Path(roundedRect: Rect(x: 40, y: 420, width: 1200, height: 340), cornerRadius: 24)
        for (name, path) in [("quarter arcs", quarters), ("circle", circle), ("wide card", wide)] {
            let shape = try #require(path.outlineCandidate(tolerance: tolerance), "\(name)")
            #expect(path.provesOutline(of: shape, tolerance: tolerance), "\(name)")
        }
    }

    /// What the closed form accepts lies within the tolerance everywhere: rounded rectangles with their corner
    /// cubics' points moved at random by up to a few tolerances, checked at 400 points per segment against the
    /// outline's exact distance. Both answers occur, so the check is not vacuous.
    @Test func whatTheClosedFormAcceptsIsWithinTheToleranceEverywhere() throws {
        var random = SplitMix64(seed: 14)
        let tolerance = 0.01
        var (accepted, refused) = (0, 0)
        for trial in 0..<400 {
            let radius = [3.0, 6, 16, 20, 30][trial % 5]
            let move = tolerance * [0.3, 1, 3][trial % 3]
            var elements: [PathElement] = []
            for element in Path(roundedRect: box, cornerRadius: radius).elements {
                if case .cubic(let c1, let c2, let p) = element {
                    func jitter(_ q: Point) -> Point {
                        Point(
                            q.x + .random(in: -move...move, using: &random),
                            q.y + .random(in: -move...move, using: &random))
                    }
                    elements.append(.cubic(control1: jitter(c1), control2: jitter(c2), to: p))
                } else {
                    elements.append(element)
                }
            }
            let path = Path(elements: elements)
            guard let shape = path.outlineCandidate(tolerance: tolerance),
                path.provesOutline(of: shape, tolerance: tolerance)
            else {
                refused += 1
                continue
            }
            accepted += 1
            #expect(Self.largestDistance(of: path, from: shape) <= tolerance, "trial \(trial)")
        }
        #expect(accepted > 40 && refused > 40, "accepted \(accepted), refused \(refused)")
    }

    /// The largest distance from `shape`'s outline of 400 points per segment of `path`.
    static func largestDistance(of path: Path, from shape: RoundedRect) -> Double {
        let r = shape.cornerRadius
        let center = Point(shape.rect.midX, shape.rect.midY)
        func distance(_ p: Point) -> Double {
            let qx = abs(p.x - center.x) - (shape.rect.width / 2 - r)
            let qy = abs(p.y - center.y) - (shape.rect.height / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return abs(outside + min(max(qx, qy), 0) - r)
        }
        var largest = 0.0
        var current = Point(0, 0)
        for element in path.elements {
            switch element {
            case .move(let p): current = p
            case .line(let p):
                for i in 0...400 { largest = max(largest, distance(current.lerp(to: p, Double(i) / 400))) }
                current = p
            case .cubic(let c1, let c2, let p):
                for i in 0...400 {
                    let t = Double(i) / 400
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    largest = max(
                        largest,
                        distance(
                            Point(
                                a * current.x + b * c1.x + c * c2.x + d * p.x,
                                a * current.y + b * c1.y + c * c2.y + d * p.y)))
                }
                current = p
            case .quad, .close: break
            }
        }
        return largest
    }
}
