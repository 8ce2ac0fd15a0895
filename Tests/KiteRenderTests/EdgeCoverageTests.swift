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

    @Test func aBandThinnerThanAPixelCoversItsArea() {
        // A horizontal band 0.3 px thick through the pixel centre covers 0.3 of it; shifted by 0.4 px, 0.25.
        let n = SIMD2<Float>(0, 1)
        #expect(abs(EdgeCoverage.band(distance: 0, halfWidth: 0.15, normal: n) - 0.3) < 1e-6)
        #expect(abs(EdgeCoverage.band(distance: 0.4, halfWidth: 0.15, normal: n) - 0.25) < 1e-6)
    }
}
