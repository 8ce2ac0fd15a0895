import CGLES3
import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

#if canImport(Glibc)
    import Glibc
#endif

/// The CPU twin of the stroke shader: its distances against exact ones, its coverage against the shader's.
extension OnGL {
    @Suite struct StrokeCoverageTests {
        /// Exact distance from `p` to the quadratic by dense sampling then golden-section refinement, in double.
        static func exactDistance(_ q: QuadBezier, _ p: Point) -> Double {
            var best = (t: 0.0, d: Double.infinity)
            for i in 0...2000 {
                let t = Double(i) / 2000
                let d = q.eval(t).distance(to: p)
                if d < best.d { best = (t, d) }
            }
            var (lo, hi) = (max(best.t - 1e-3, 0), min(best.t + 1e-3, 1))
            for _ in 0..<80 {
                let m1 = lo + (hi - lo) / 3
                let m2 = hi - (hi - lo) / 3
                if q.eval(m1).distance(to: p) < q.eval(m2).distance(to: p) { hi = m2 } else { lo = m1 }
            }
            return min(best.d, q.eval((lo + hi) / 2).distance(to: p))
        }

        /// `q` as one piece, as the encoder makes it (round caps) when `q` bows too little to be split; `kind`
        /// `StrokePiece.line` for a segment, drawn as the quadratic with its control point at its middle.
        static func piece(_ q: QuadBezier, halfWidth: Double = 2, kind: Float = StrokePiece.quadratic) -> StrokePiece {
            let round = SIMD4<Float>(1, 0, StrokeEncoder.farPlane, 1)
            return StrokePiece(
                p01: SIMD4(Float(q.p0.x), Float(q.p0.y), Float(q.p1.x), Float(q.p1.y)),
                p2: SIMD4(Float(q.p2.x), Float(q.p2.y), Float(halfWidth), kind),
                end0: round, end1: round, own: .zero, reach: SIMD4(0, 0, Float(halfWidth + 0.8), 0), color: .one)
        }

        /// The segment from `a` to `b` as one line piece, half width 2 px.
        static func linePiece(_ a: Point, _ b: Point) -> StrokePiece {
            piece(QuadBezier(a, Point((a.x + b.x) / 2, (a.y + b.y) / 2), b), kind: StrokePiece.line)
        }

        @Test func quadraticDistancesAreExactToAThousandthOfAPixel() {
            var rng = SplitMix64(seed: 7)
            var worst = 0.0
            for _ in 0..<200 {
                let q = QuadBezier(rng.point(in: 200), rng.point(in: 200), rng.point(in: 200))
                // The encoder draws a quadratic this close to its chord as the chord.
                guard OnGL.ShortcutTests.bow(q) >= StrokeEncoder.straightTolerance else { continue }
                let piece = Self.piece(q)
                for _ in 0..<20 {
                    let p = rng.point(in: 200)
                    let twin = StrokeCoverage.distance(to: piece, from: SIMD2(Float(p.x), Float(p.y)))
                    worst = max(worst, abs(Double(twin) - Self.exactDistance(q, p)) / max(1, Self.exactDistance(q, p)))
                }
            }
            #expect(worst < 2e-4, "largest error relative to max(1 px, distance): \(worst)")
        }

        /// The gentle program's Newton nearest point (`StrokeEncoder.isGentle` pieces only, with the piece's own
        /// step count, `StrokeCoverage.newtonSteps`) against the exact distance, wherever a pixel can get coverage
        /// (within half the width plus 1 px): the same to a thousandth of a pixel, over random quadratics from 4 to
        /// 400 px long and half widths from 0.5 to 24 px. Farther out it can only be larger (a point on the curve), so
        /// no pixel gains coverage.
        @Test func gentleQuadraticsTakeTheExactNearestPointByNewtonsMethod() {
            var rng = SplitMix64(seed: 23)
            var (worst, gentle, checked) = (0.0, 0, 0)
            for trial in 0..<3000 {
                let size = [4.0, 20, 60, 200, 400][trial % 5]
                let halfWidth = [0.5, 1, 2, 6, 24][(trial / 5) % 5]
                let q = QuadBezier(rng.point(in: size), rng.point(in: size), rng.point(in: size))
                guard OnGL.ShortcutTests.bow(q) >= StrokeEncoder.straightTolerance else { continue }
                let piece = Self.piece(q, halfWidth: halfWidth)
                guard StrokeEncoder.isGentle(piece) else { continue }
                gentle += 1
                let result = Self.newtonError(q, piece, &rng)
                (worst, checked) = (max(worst, result.worst), checked + result.checked)
            }
            #expect(gentle > 500 && checked > 5000, "\(gentle) gentle pieces, \(checked) pixels checked")
            #expect(worst < 1e-3, "largest distance error in pixels: \(worst)")
        }

        /// Pieces that turn little against their half width (`StrokeCoverage.oneStepTurn`, `twoStepTurn`) take
        /// one or two Newton steps: still within a thousandth of a pixel of the exact distance, over random chords
        /// from 4 to 400 px whose control point lies off the chord's middle by up to a quarter of its length, half
        /// widths 0.5 to 24 px.
        @Test func piecesThatTurnLittleTakeTheExactNearestPointInFewerSteps() {
            var rng = SplitMix64(seed: 31)
            var (worst, oneStep, twoSteps, checked) = (0.0, 0, 0, 0)
            for trial in 0..<2000 {
                let size = [4.0, 20, 60, 200, 400][trial % 5]
                let halfWidth = [0.5, 1, 2, 6, 24][(trial / 5) % 5]
                let (p0, p2) = (rng.point(in: size), rng.point(in: size))
                let (dx, dy) = (p2.x - p0.x, p2.y - p0.y)
                let off = (rng.nextUnit() - 0.5) * 0.5
                let along = 0.5 + (rng.nextUnit() - 0.5) * 0.4
                let p1 = Point(p0.x + along * dx - off * dy, p0.y + along * dy + off * dx)
                let q = QuadBezier(p0, p1, p2)
                guard OnGL.ShortcutTests.bow(q) >= StrokeEncoder.straightTolerance else { continue }
                let piece = Self.piece(q, halfWidth: halfWidth)
                guard StrokeEncoder.isGentle(piece) else { continue }
                switch StrokeCoverage.newtonSteps(of: piece) {
                case 1: oneStep += 1
                case 2: twoSteps += 1
                default: continue
                }
                let result = Self.newtonError(q, piece, &rng)
                (worst, checked) = (max(worst, result.worst), checked + result.checked)
            }
            #expect(
                oneStep > 200 && twoSteps > 200 && checked > 20000,
                "\(oneStep) one-step and \(twoSteps) two-step pieces, \(checked) pixels checked")
            #expect(worst < 1e-3, "largest distance error in pixels: \(worst)")
        }

        /// The largest difference between the gentle program's distance and the exact one over 100 random pixel
        /// centres around `q` within its coverage reach, and how many lay within it; beyond the reach it checks
        /// that Newton's point is never nearer than the exact one.
        static func newtonError(_ q: QuadBezier, _ piece: StrokePiece, _ rng: inout SplitMix64) -> (
            worst: Double, checked: Int
        ) {
            let reach = Double(piece.halfWidth) + 1
            let (xs, ys) = ([q.p0.x, q.p1.x, q.p2.x], [q.p0.y, q.p1.y, q.p2.y])
            let (x0, y0) = (xs.min()! - reach, ys.min()! - reach)
            let (width, height) = (xs.max()! + reach - x0, ys.max()! + reach - y0)
            let steps = StrokeCoverage.newtonSteps(of: piece)
            var (worst, checked) = (0.0, 0)
            for _ in 0..<100 {
                let p = Point(x0 + rng.nextUnit() * width, y0 + rng.nextUnit() * height)
                let exact = exactDistance(q, p)
                let centre = SIMD2(Float(p.x), Float(p.y))
                let nearest = StrokeCoverage.nearestOnGentleQuadratic(
                    centre, piece.start, piece.control, piece.end, steps: steps)
                let offset = centre - nearest
                let newton = Double((offset.x * offset.x + offset.y * offset.y).squareRoot())
                if exact < reach {
                    worst = max(worst, abs(newton - exact))
                    checked += 1
                } else {
                    #expect(newton > exact - 1e-3, "Newton's point is on the curve, never nearer than exact")
                }
            }
            return (worst, checked)
        }

        /// Tight quadratics (a radius of curvature under twice the coverage reach) are not gentle: a sharp turn and
        /// a near cusp; a wide gentle arc is.
        @Test func tightTurnsAreNotGentle() {
            #expect(!StrokeEncoder.isGentle(Self.piece(QuadBezier(Point(0, 0), Point(50, 10), Point(0, 20)))))
            #expect(!StrokeEncoder.isGentle(Self.piece(QuadBezier(Point(0, 0), Point(100, 1), Point(0, 2)))))
            #expect(StrokeEncoder.isGentle(Self.piece(QuadBezier(Point(0, 0), Point(50, 20), Point(100, 0)))))
            // The same arc, stroked 140 px wide (radius of curvature 125 px), is tight for its width.
            #expect(
                !StrokeEncoder.isGentle(
                    Self.piece(QuadBezier(Point(0, 0), Point(50, 20), Point(100, 0)), halfWidth: 70)))
        }

        /// The closed form's cube root (a guess from the float's bits, then two Halley steps, as in the shader)
        /// against the double-precision cube root, relative error within 4 ulps of float, over 24 decades either
        /// side of 1, both signs; 0 stays 0, and values past 1e-30...1e30 stay finite.
        @Test func cubeRootIsExactToFloatPrecision() {
            var worst = 0.0
            for exponent in stride(from: -24.0, through: 24.0, by: 0.01) {
                for sign in [-1.0, 1.0] {
                    let x = sign * pow(10, exponent)
                    let root = Double(StrokeCoverage.cubeRoot(Float(x)))
                    worst = max(worst, abs(root - cbrt(Double(Float(x)))) / abs(cbrt(x)))
                }
            }
            #expect(worst < 4 * 6e-8, "largest relative error \(worst)")
            #expect(StrokeCoverage.cubeRoot(0) == 0)
            // Past the kept range: finite, and within 1e-10 of the true root below it.
            #expect(abs(StrokeCoverage.cubeRoot(1e-35)) < 1.1e-10)
            #expect(StrokeCoverage.cubeRoot(-.greatestFiniteMagnitude) < -9e9)
        }

        /// The line program's distance (the twin's straight branch) against the exact distance to a segment: to its
        /// line inside the segment, to the nearer end outside it.
        @Test func lineDistancesAreExactToAThousandthOfAPixel() {
            var rng = SplitMix64(seed: 11)
            var worst = 0.0
            for _ in 0..<200 {
                let (a, b) = (rng.point(in: 200), rng.point(in: 200))
                guard a.distance(to: b) > 1 else { continue }
                let piece = Self.linePiece(a, b)
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let length = a.distance(to: b)
                for _ in 0..<20 {
                    let p = rng.point(in: 200)
                    let along = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length
                    let exact =
                        along <= 0
                        ? p.distance(to: a)
                        : along >= length ? p.distance(to: b) : abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length
                    let twin = StrokeCoverage.distance(to: piece, from: SIMD2(Float(p.x), Float(p.y)))
                    worst = max(worst, abs(Double(twin) - exact) / max(1, exact))
                }
            }
            #expect(worst < 1e-4, "largest error relative to max(1 px, distance): \(worst)")
        }

        /// The gentle program draws a line as the quadratic with its control point at its middle (b = 0) and takes
        /// no Newton step (`StrokeCoverage.nearestOnGentle`): the parameter level with a pixel is then its
        /// projection on the segment, clamped to the ends, so the distance is the exact one to a ten-thousandth,
        /// relative to max(1 px, distance), over random segments from 4 to 400 px.
        @Test func gentleLinesTakeTheSegmentsExactDistance() {
            var rng = SplitMix64(seed: 41)
            var (worst, checked) = (0.0, 0)
            for trial in 0..<300 {
                let size = [4.0, 60, 400][trial % 3]
                let (a, b) = (rng.point(in: size), rng.point(in: size))
                guard a.distance(to: b) > 0.1 else { continue }
                let piece = Self.linePiece(a, b)
                #expect(StrokeEncoder.isGentle(piece))
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let length = a.distance(to: b)
                for _ in 0..<20 {
                    let p = Point(rng.nextUnit() * size * 1.5 - size / 4, rng.nextUnit() * size * 1.5 - size / 4)
                    let along = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length
                    let exact =
                        along <= 0
                        ? p.distance(to: a)
                        : along >= length ? p.distance(to: b) : abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length
                    let centre = SIMD2(Float(p.x), Float(p.y))
                    let offset = centre - StrokeCoverage.nearestOnGentle(piece, centre)
                    let twin = Double((offset.x * offset.x + offset.y * offset.y).squareRoot())
                    worst = max(worst, abs(twin - exact) / max(1, exact))
                    checked += 1
                }
            }
            #expect(checked > 5000, "\(checked) pixels checked")
            #expect(worst < 1e-4, "largest error relative to max(1 px, distance): \(worst)")
        }

        /// The gentle program has no end planes: a piece with a band end (a butt or square cap, a miter or bevel
        /// join) is not gentle, whatever its shape, and round-ended pieces keep their shape's verdict.
        @Test func pieceWithABandEndIsNotGentle() {
            let arc = Self.piece(QuadBezier(Point(0, 0), Point(50, 20), Point(100, 0)))
            #expect(StrokeEncoder.isGentle(arc))
            for end in [SIMD4<Float>(-1, 0, 0, 0), SIMD4<Float>(-1, 0, 2, 0)] {
                var banded = arc
                banded.end0 = end
                #expect(!StrokeEncoder.isGentle(banded))
                banded = arc
                banded.end1 = SIMD4(-end.x, end.y, end.z, end.w)
                #expect(!StrokeEncoder.isGentle(banded))
            }
        }

        @Test func nearlyStraightQuadraticsStayAccurate() {
            // Control points 0.05 ... 2 px off the chord: the ill-conditioned case for the closed form.
            var worst = 0.0
            for offset in [0.05, 0.1, 0.3, 1.0, 2.0] {
                let q = QuadBezier(Point(10, 50), Point(100, 50 + 2 * offset), Point(190, 50))
                let piece = Self.piece(q)
                for x in stride(from: 0.0, through: 200, by: 7.3) {
                    for y in stride(from: 44.0, through: 58, by: 1.7) {
                        let twin = StrokeCoverage.distance(to: piece, from: SIMD2(Float(x), Float(y)))
                        worst = max(worst, abs(Double(twin) - Self.exactDistance(q, Point(x, y))))
                    }
                }
            }
            #expect(worst < 0.01, "largest distance error in pixels: \(worst)")
        }

        /// Bevel joins, square caps, a cubic split into quadratics and a line; a
        /// single quadratic whose square caps stand at 45 degrees to its chord (its box must widen to hold their
        /// corners); a polyline with miter joins and butt caps (the line program alone); the first path again with
        /// round caps and joins (the gentle program, lines included, and the general one on its tight pieces).
        @Test(arguments: [0, 1, 2, 3])
        func theShaderDrawsWhatTheTwinComputes(scene: Int) throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            var path = Path()
            let layer = ShapeLayer()
            if scene == 0 {
                path.move(to: Point(4, 30))
                path.addCurve(to: Point(60, 20), control1: Point(20, -10), control2: Point(40, 60))
                path.addLine(to: Point(40, 6))
                (layer.lineWidth, layer.lineCap, layer.lineJoin) = (3.5, .square, .bevel)
            } else if scene == 1 {
                path.move(to: Point(12, 30))
                path.addQuadCurve(to: Point(52, 30), control: Point(32, 10))
                (layer.lineWidth, layer.lineCap) = (12, .square)
            } else if scene == 3 {
                path.move(to: Point(4, 30))
                path.addCurve(to: Point(60, 20), control1: Point(20, -10), control2: Point(40, 60))
                path.addLine(to: Point(40, 6))
                (layer.lineWidth, layer.lineCap, layer.lineJoin) = (3.5, .round, .round)
            } else {
                path.move(to: Point(6, 34))
                path.addLine(to: Point(20, 6))
                path.addLine(to: Point(34, 30))
                path.addLine(to: Point(58, 12.5))
                (layer.lineWidth, layer.lineCap, layer.lineJoin) = (5, .butt, .miter)
            }
            layer.anchorPoint = .zero
            layer.path = path
            (layer.fillColor, layer.strokeColor) = (nil, .white)
            let (worst, firstMismatch) = try StrokeTwin.largestDifference(
                of: layer, renderer: renderer, width: 64, height: 40)
            #expect(worst <= 2, "largest alpha difference between shader and twin, of 255: \(worst) \(firstMismatch)")
        }
    }
}
