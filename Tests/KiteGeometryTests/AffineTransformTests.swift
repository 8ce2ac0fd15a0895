import Foundation
import Testing

@testable import KiteGeometry

@Suite struct AffineTransformTests {
    @Test func rotationTurnsClockwiseOnAYDownScreen() {
        let p = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(1, 0))
        #expect(abs(p.x) < 1e-12)
        #expect(abs(p.y - 1) < 1e-12)
    }

    @Test func concatenationAppliesSelfFirst() {
        let t = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
        #expect(t.apply(to: Point(1, 1)) == Point(22, 2))
    }

    @Test func inverseUndoesAnyInvertibleTransform() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let t = AffineTransform(
                a: .random(in: -3...3, using: &rng), b: .random(in: -3...3, using: &rng),
                c: .random(in: -3...3, using: &rng), d: .random(in: -3...3, using: &rng),
                tx: .random(in: -50...50, using: &rng), ty: .random(in: -50...50, using: &rng))
            guard abs(t.determinant) > 1e-3, let inv = t.inverted() else { continue }
            let p = Point(.random(in: -100...100, using: &rng), .random(in: -100...100, using: &rng))
            let q = inv.apply(to: t.apply(to: p))
            #expect(p.distance(to: q) < 1e-8)
        }
    }

    @Test func singularTransformHasNoInverse() {
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func transformedRectIsTheBoundsOfItsCorners() {
        let r = AffineTransform(rotationAngle: .pi / 4).apply(to: Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(abs(r.width - 2 * 2.0.squareRoot()) < 1e-12)
        #expect(abs(r.midX) < 1e-12)
    }
}
