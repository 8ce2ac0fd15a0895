import KiteTestSupport
import Testing

@testable import KiteGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `quadraticCount` searches integers instead of calling libm's `cbrt`; these tests hold it to the count libm's cube
/// root gives, exactly, so the pieces a renderer makes do not change.
@Suite struct QuadraticCountTests {
    /// The count as libm gives it: the reference the integer search must match.
    func libmCount(_ c: CubicBezier, _ tolerance: Double) -> Int {
        let bound = 3.0.squareRoot() / 36 * c.thirdDifference.length
        guard bound > tolerance else { return 1 }
        let n = cbrt(bound / tolerance).rounded(.up)
        return n.isFinite ? Int(min(n, 1024)) : 1024
    }

    /// libm's cube root of `x` rounded up, capped at 1024.
    func libmCeilingCubeRoot(_ x: Double) -> Int { Int(min(cbrt(x).rounded(.up), 1024)) }

    @Test func seededCubicsGetLibmsCount() {
        var rng = SplitMix64(seed: 20_261_126)
        var counts = Set<Int>()
        for _ in 0..<20_000 {
            // Sizes from a hundredth of a point to a million points, tolerances from 1e-6 to 10 points.
            let size = pow(10, Double.random(in: -2...6, using: &rng))
            let c = CubicBezier(
                randomPoint(&rng, -size...size), randomPoint(&rng, -size...size),
                randomPoint(&rng, -size...size), randomPoint(&rng, -size...size))
            let tolerance = pow(10, Double.random(in: -6...1, using: &rng))
            let count = c.quadraticCount(tolerance: tolerance)
            #expect(count == libmCount(c, tolerance), "\(c) at tolerance \(tolerance)")
            counts.insert(count)
        }
        // The sample reaches every branch: one piece, the searched range and the cap.
        #expect(counts.contains(1) && counts.contains(2) && counts.contains(1024) && counts.count > 500)
    }

    @Test func cubesAndTheirNeighboursGetLibmsCount() {
        for k in 1...1025 {
            let cube = Double(k * k * k)
            var probes = [cube, cube * (1 + 1e-12), cube * (1 - 1e-12), cube * (1 + 1e-9), cube * (1 - 1e-9)]
            var up = cube
            var down = cube
            for _ in 0..<8 {
                up = up.nextUp
                down = down.nextDown
                probes += [up, down]
            }
            for x in probes where x >= 1 {
                let expected = libmCeilingCubeRoot(x)
                if let n = CubicBezier.ceilingCubeRoot(x) {
                    #expect(n == expected, "x = \(x)")
                } else {
                    // Only values near a cube, or past 1024^3, are left to libm.
                    #expect(x > 1_073_741_824 || abs(x - cube) <= 1e-11 * cube, "x = \(x)")
                }
            }
        }
    }

    @Test func logUniformRatiosAreSearchedAndMatchLibm() {
        var rng = SplitMix64(seed: 26)
        for _ in 0..<200_000 {
            let x = pow(2, Double.random(in: 0...30, using: &rng))
            let n = CubicBezier.ceilingCubeRoot(x)
            #expect(n == libmCeilingCubeRoot(x), "x = \(x)")
        }
    }

    @Test func edgeCasesGetLibmsCount() {
        let line = CubicBezier(Point(0, 0), Point(1, 0), Point(2, 0), Point(3, 0))
        let bent = CubicBezier(Point(0, 0), Point(0, 100), Point(100, 100), Point(100, 0))
        let huge = CubicBezier(Point(0, 0), Point(0, 1e300), Point(1e300, 1e300), Point(1e300, 0))
        let notANumber = CubicBezier(Point(0, 0), Point(.nan, 1), Point(2, 2), Point(3, 0))
        let infinite = CubicBezier(Point(0, 0), Point(.infinity, 1), Point(2, 2), Point(3, 0))
        let tolerances = [
            0.03, 1e-300, .leastNonzeroMagnitude, 1e300, .greatestFiniteMagnitude, .infinity, 0, -0.0, -1,
            -.infinity, .nan,
        ]
        for c in [line, bent, huge, notANumber, infinite] {
            for tolerance in tolerances {
                #expect(c.quadraticCount(tolerance: tolerance) == libmCount(c, tolerance), "\(c) at \(tolerance)")
            }
        }
        // Ratios exactly at the search's ends.
        #expect(CubicBezier.ceilingCubeRoot(1) == nil)
        #expect(CubicBezier.ceilingCubeRoot(1_073_741_824) == nil)
        #expect(CubicBezier.ceilingCubeRoot(1_073_741_824.nextUp) == nil)
        #expect(CubicBezier.ceilingCubeRoot(1_073_741_823) == 1024)
        #expect(CubicBezier.ceilingCubeRoot(1.5) == 2)
    }
}
