import Foundation
import Testing

@testable import KiteRender

/// The exact-area formula against brute force: the fraction of a 1000 x 1000 grid of sample points of the pixel
/// square on the inner side of the edge.
struct EdgeCoverageTests {
    static func sampled(_ s: Double, _ angle: Double) -> Double {
        let (nx, ny) = (cos(angle), sin(angle))
        let n = 1000
        var inside = 0
        for i in 0..<n {
            let x = (Double(i) + 0.5) / Double(n) - 0.5
            for j in 0..<n {
                let y = (Double(j) + 0.5) / Double(n) - 0.5
                // The edge passes at distance s from the centre; inside is towards -n from the edge.
                if x * nx + y * ny <= s { inside += 1 }
            }
        }
        return Double(inside) / Double(n * n)
    }

    @Test(arguments: [0.0, 0.3, Double.pi / 4, 1.1, 2.5])
    func edgeCoverageIsTheAreaOfThePixelInside(angle: Double) {
        for s in stride(from: -0.8, through: 0.8, by: 0.1) {
            let formula = EdgeCoverage.edge(Float(s), normal: SIMD2(Float(cos(angle)), Float(sin(angle))))
            let exact = Self.sampled(s, angle)
            #expect(abs(Double(formula) - exact) < 2e-3, "angle \(angle), s \(s): \(formula) vs \(exact)")
        }
    }

    /// The stroke shader's band (`StrokeCoverage.bandArea`: one shared reciprocal, the far edge by symmetry,
    /// the footprint scaled by an unnormalised direction's length) against the two-edge formula and against brute-force area, over bands
    /// thinner and wider than a pixel, centres on the curve, in the band and past it.
    @Test func strokeBandAreaIsTheTwoEdgeBand() {
        for angle in stride(from: 0.0, through: 1.6, by: 0.1) {
            let n = SIMD2(Float(cos(angle)), Float(sin(angle)))
            for halfWidth in [0.1, 0.35, 0.5, 0.7, 0.75, 1, 2, 7.5] {
                for d in stride(from: 0.0, through: halfWidth + 1, by: 0.05) {
                    // The direction as the shader has it: toPixel, d long (zero on the curve).
                    let direction = n * Float(d)
                    let area = StrokeCoverage.bandArea(
                        direction, Float(d), distance: Float(d), halfWidth: Float(halfWidth))
                    let twoEdges = EdgeCoverage.band(
                        distance: Float(d), halfWidth: Float(halfWidth), normal: d > 1e-6 ? n : SIMD2(1, 0))
                    #expect(abs(area - twoEdges) < 2e-6, "angle \(angle), half width \(halfWidth), d \(d)")
                }
            }
        }
        // Against brute force where the band's far edge is inside the pixel too (a half width under 0.71).
        for (angle, halfWidth, d) in [(0.3, 0.2, 0.1), (Double.pi / 4, 0.35, 0.3), (1.1, 0.5, 0.6)] {
            let n = SIMD2(Float(cos(angle)), Float(sin(angle)))
            let area = StrokeCoverage.bandArea(
                n * Float(d), Float(d), distance: Float(d), halfWidth: Float(halfWidth))
            let exact = Self.sampled(halfWidth - d, angle) - Self.sampled(-halfWidth - d, angle)
            #expect(abs(Double(area) - exact) < 3e-3, "angle \(angle), half width \(halfWidth), d \(d)")
        }
    }

    @Test func aBandThinnerThanAPixelCoversItsArea() {
        // A horizontal band 0.3 px thick through the pixel centre covers 0.3 of it; shifted by 0.4 px, 0.25.
        let n = SIMD2<Float>(0, 1)
        #expect(abs(EdgeCoverage.band(distance: 0, halfWidth: 0.15, normal: n) - 0.3) < 1e-6)
        #expect(abs(EdgeCoverage.band(distance: 0.4, halfWidth: 0.15, normal: n) - 0.25) < 1e-6)
    }
}
