import KiteGeometry

/// A small seeded generator (SplitMix64) so random sweeps repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool { a.distance(to: b) <= tolerance }

func isClose(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return isClose(a.minX, b.minX, tolerance) && isClose(a.minY, b.minY, tolerance)
        && isClose(a.maxX, b.maxX, tolerance) && isClose(a.maxY, b.maxY, tolerance)
}

func randomPoint(_ rng: inout SeededGenerator, _ range: ClosedRange<Double> = -100...100) -> Point {
    Point(.random(in: range, using: &rng), .random(in: range, using: &rng))
}

func randomCubic(_ rng: inout SeededGenerator) -> CubicBezier {
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
