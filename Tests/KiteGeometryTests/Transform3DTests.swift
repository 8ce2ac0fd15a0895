import KiteTestSupport
import Testing

@testable import KiteGeometry

@Suite struct Transform3DTests {
    /// Rodrigues' rotation formula for a right-handed rotation of `v` about unit axis `k`.
    func rodrigues(_ v: [Double], axis k: [Double], angle: Double) -> [Double] {
        let (c, s) = (cosDouble(angle), sinDouble(angle))
        let cross = [k[1] * v[2] - k[2] * v[1], k[2] * v[0] - k[0] * v[2], k[0] * v[1] - k[1] * v[0]]
        let dot = k[0] * v[0] + k[1] * v[1] + k[2] * v[2]
        return (0..<3).map { v[$0] * c + cross[$0] * s + k[$0] * dot * (1 - c) }
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        for angle in [0.3, -1.2, 2.9] {
            let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            #expect(t.isAffine)
            let a = AffineTransform(rotationAngle: angle)
            let m = t.affineTransform
            #expect(
                [m.a, m.b, m.c, m.d, m.tx, m.ty].elementsEqual([a.a, a.b, a.c, a.d, a.tx, a.ty]) { isClose($0, $1) })
        }
    }

    @Test func rotationAboutAnyAxisFollowsTheRightHandRule() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<100 {
            var axis = (0..<3).map { _ in Double.random(in: -1...1, using: &rng) }
            let l = (axis.map { $0 * $0 }.reduce(0, +)).squareRoot()
            axis = axis.map { $0 / l }
            let angle = Double.random(in: -4...4, using: &rng)
            let v = (0..<3).map { _ in Double.random(in: -10...10, using: &rng) }
            let t = Transform3D(rotationAngle: angle, x: axis[0] * 3, y: axis[1] * 3, z: axis[2] * 3)
            let r = t.apply(x: v[0], y: v[1], z: v[2])!
            let expected = rodrigues(v, axis: axis, angle: angle)
            #expect(
                isClose(r.x, expected[0], 1e-9) && isClose(r.y, expected[1], 1e-9) && isClose(r.z, expected[2], 1e-9))
        }
    }

    @Test func concatenationAppliesSelfFirstLikeCATransform3DConcat() {
        let t = Transform3D(translationX: 10, y: 0).concatenating(Transform3D(scaleX: 2, y: 3))
        #expect(t.apply(to: Point(1, 1)) == Point(22, 3))
    }

    /// The top stroke of robb's hamburger button: CATransform3DTranslate(identity, -4, 0, 0), then
    /// CATransform3DRotate(.., -pi/4, z): each call prepends, so the rotation acts first and the translation after it.
    @Test func seedTransformRotatesThenTranslates() {
        let t = Transform3D.identity.translatedBy(x: -4, y: 0).rotated(by: -.pi / 4)
        let p = t.apply(to: Point(1, 0))!
        let h = 0.5.squareRoot()
        #expect(isClose(p, Point(h - 4, -h)))
    }

    @Test func inverseUndoesRandomTransforms() {
        var rng = SplitMix64(seed: 2)
        for _ in 0..<100 {
            var t = Transform3D(rotationAngle: .random(in: -3...3, using: &rng), x: 0.3, y: -0.5, z: 1)
            t = t.scaledBy(x: .random(in: 0.5...2, using: &rng), y: .random(in: 0.5...2, using: &rng), z: 1.5)
            t = t.translatedBy(x: .random(in: -50...50, using: &rng), y: 3, z: -7)
            t.m34 = -1.0 / 800
            let inv = t.inverted()!
            let v = (Double.random(in: -20...20, using: &rng), Double.random(in: -20...20, using: &rng), 2.0)
            let forward = t.apply(x: v.0, y: v.1, z: v.2)!
            let back = inv.apply(x: forward.x, y: forward.y, z: forward.z)!
            #expect(isClose(back.x, v.0, 1e-8) && isClose(back.y, v.1, 1e-8) && isClose(back.z, v.2, 1e-8))
            let identity = t.concatenating(inv)
            #expect(
                zip(identity.rows.joined(), Transform3D.identity.rows.joined()).allSatisfy { isClose($0, $1, 1e-9) })
        }
    }

    @Test func singularTransformHasNoInverse() {
        #expect(Transform3D(scaleX: 1, y: 0).inverted() == nil)
        #expect(Transform3D.identity.flattened.inverted() == nil)
    }

    @Test func determinantOfScaleIsTheProductOfFactors() {
        #expect(isClose(Transform3D(scaleX: 2, y: 3, z: 4).determinant, 24))
        #expect(isClose(Transform3D(rotationAngle: 1, x: 1, y: 2, z: 3).determinant, 1))
    }

    @Test func perspectiveDividesByW() {
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        // At z = 100 the eye is 400 away instead of 500: things look 500/400 times larger.
        let p = t.apply(x: 40, y: 8, z: 100)!
        #expect(isClose(p.x, 50) && isClose(p.y, 10))
        #expect(t.apply(x: 0, y: 0, z: 600) == nil)
    }

    @Test func unprojectInvertsThePlaneMapping() {
        var rng = SplitMix64(seed: 3)
        var t = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0).rotated(by: 0.3, x: 1, y: 0, z: 0)
        var perspective = Transform3D(translationX: 20, y: -5)
        perspective.m34 = -1.0 / 400
        t = t.concatenating(perspective).flattened
        // The perspective really acts: points at equal plane distance land at unequal screen distances.
        #expect(
            abs(
                t.apply(to: Point(10, 0))!.distance(to: t.apply(to: .zero)!)
                    - t.apply(to: Point(-10, 0))!.distance(to: t.apply(to: .zero)!)) > 0.1)
        for _ in 0..<100 {
            let p = randomPoint(&rng, -50...50)
            guard let screen = t.apply(to: p) else { continue }
            #expect(isClose(t.unproject(screen)!, p, 1e-8))
        }
        // Seen edge-on, the plane maps onto a line and cannot be unprojected.
        #expect(Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).unproject(Point(1, 1)) == nil)
    }

    @Test func affineRoundTripAndDetection() {
        let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(Transform3D(a).affineTransform == a)
        #expect(Transform3D(a).isAffine)
        #expect(!Transform3D(rotationAngle: 0.1, x: 1, y: 0, z: 0).isAffine)
    }

    @Test func flattenedDropsDepthButKeepsTheScreenPosition() {
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        let t = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).concatenating(perspective)
        let p = Point(3, 7)
        #expect(isClose(t.flattened.apply(to: p)!, t.apply(to: p)!))
        #expect(t.flattened.apply(x: 3, y: 7, z: 0)!.z == 0)
    }
}

@Suite struct Transform3DScaleTests {
    @Test func maxLinearScaleIsTheLargestStretch() {
        let t = Transform3D(scaleX: 2, y: 3).rotated(by: 0.7).translatedBy(x: 5, y: 5)
        #expect(isClose(t.maxLinearScale, 3, 1e-12))
        // Against a brute-force search over unit vectors.
        let shear = Transform3D(AffineTransform(a: 1, b: 0.5, c: 2, d: 1, tx: 0, ty: 0))
        let brute = (0..<3600).map { i -> Double in
            let a = Double(i) * .pi / 1800
            let v = shear.affineTransform.apply(to: Vector(cosDouble(a), sinDouble(a)))
            return v.length
        }.max()!
        #expect(isClose(shear.maxLinearScale, brute, 1e-5))
    }
}
