import KiteGeometry
import KiteTestSupport

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool { a.distance(to: b) <= tolerance }

func isClose(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return isClose(a.minX, b.minX, tolerance) && isClose(a.minY, b.minY, tolerance)
        && isClose(a.maxX, b.maxX, tolerance) && isClose(a.maxY, b.maxY, tolerance)
}

func randomPoint(_ rng: inout SplitMix64, _ range: ClosedRange<Double> = -100...100) -> Point {
    Point(.random(in: range, using: &rng), .random(in: range, using: &rng))
}

func randomCubic(_ rng: inout SplitMix64) -> CubicBezier {
    CubicBezier(randomPoint(&rng), randomPoint(&rng), randomPoint(&rng), randomPoint(&rng))
}

/// Arc length by a fine polyline with Richardson extrapolation: independent of the code under test.
func polylineLength(_ f: (Double) -> Point, chords: Int) -> Double {
    func chordSum(_ n: Int) -> Double {
        var sum = 0.0
        var previous = f(0)
        for i in 1...n {
            let p = f(Double(i) / Double(n))
            sum += previous.distance(to: p)
            previous = p
        }
        return sum
    }
    let coarse = chordSum(chords / 2)
    let fine = chordSum(chords)
    return fine + (fine - coarse) / 3
}

/// All points a path's segments pass through, sampled at `perSegment` equal parameter steps.
func samples(of path: Path, perSegment: Int = 200) -> [Point] {
    path.subpaths.flatMap { s in
        [s.start] + s.segments.flatMap { seg in (0...perSegment).map { seg.eval(Double($0) / Double(perSegment)) } }
    }
}
