import Testing

@testable import KiteGeometry

@Suite struct DashTests {
    let line = try! Path(svgPathData: "M0 0 H100")

    func spans(_ p: Path) -> [ClosedRange<Double>] {
        p.subpaths.map { $0.start.x...$0.end.x }
    }

    func expectSpans(_ p: Path, _ expected: [ClosedRange<Double>]) {
        let got = spans(p)
        #expect(got.count == expected.count)
        for (a, b) in zip(got, expected) {
            #expect(isClose(a.lowerBound, b.lowerBound, 1e-9) && isClose(a.upperBound, b.upperBound, 1e-9), "\(got)")
        }
    }

    @Test func patternAndPhase() throws {
        expectSpans(
            line.dashed(try DashPattern([10, 5])), stride(from: 0.0, to: 100, by: 15).map { $0...min($0 + 10, 100) })
        expectSpans(
            line.dashed(try DashPattern([10, 5], phase: 3)),
            [0...7] + stride(from: 12.0, to: 100, by: 15).map { $0...min($0 + 10, 100) })
        // A negative phase starts that far before the pattern: 2 points of the gap, then a dash.
        expectSpans(
            line.dashed(try DashPattern([10, 5], phase: -2)),
            stride(from: 2.0, to: 100, by: 15).map { $0...min($0 + 10, 100) })
    }

    @Test func oddPatternsRepeat() throws {
        expectSpans(line.dashed(try DashPattern([20])), [0...20, 40...60, 80...100])
        expectSpans(line.dashed(try DashPattern([10, 20, 30])), [0...10, 30...60, 70...90])
    }

    @Test func patternRestartsOnEverySubpath() throws {
        let two = try! Path(svgPathData: "M0 0 H25 M0 10 H25")
        let dashed = two.dashed(try DashPattern([10, 10]))
        #expect(dashed.subpaths.map { $0.start } == [Point(0, 0), Point(20, 0), Point(0, 10), Point(20, 10)])
    }

    @Test func zeroLengthDashesBecomeDots() throws {
        let dots = line.dashed(try DashPattern([0, 25]))
        #expect(dots.subpaths.map(\.start) == [Point(0, 0), Point(25, 0), Point(50, 0), Point(75, 0)])
        #expect(dots.subpaths.allSatisfy { $0.segments.count == 1 && $0.segments[0].isDegenerate })
    }

    @Test func dashesFollowCurves() throws {
        var circle = Path()
        circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true, tolerance: 1e-9)
        let quarter = 5 * Double.pi
        let dashed = circle.dashed(try DashPattern([quarter, quarter]))
        #expect(dashed.subpaths.count == 2)
        #expect(isClose(dashed.subpaths[1].start, Point(-10, 0), 1e-7))
        #expect(isClose(dashed.length(), 10 * .pi, 1e-6))
    }

    @Test func dashesStayPutWhileTheTrimMoves() throws {
        let measure = PathMeasure(line)
        let pieces = measure.strokedPieces(strokeStart: 0.32, strokeEnd: 0.6, dash: try DashPattern([10, 5]))
        #expect(pieces.count == 2)
        #expect(isClose(pieces[0].start.x, 32) && isClose(pieces[0].end.x, 40))
        #expect(isClose(pieces[1].start.x, 45) && isClose(pieces[1].end.x, 55))
        #expect(measure.strokedPieces(strokeStart: 0.5, strokeEnd: 0.5, dash: .solid).isEmpty)
    }

    @Test func invalidPatternsAreRejected() {
        #expect(throws: DashPattern.InvalidError.self) { try DashPattern([5, -1]) }
        #expect(throws: DashPattern.InvalidError.self) { try DashPattern([0, 0]) }
        #expect(throws: DashPattern.InvalidError.self) { try DashPattern([.nan]) }
        #expect(throws: DashPattern.InvalidError.self) { try DashPattern([1], phase: .infinity) }
        #expect((try? DashPattern([]))?.isSolid == true)
    }
}
