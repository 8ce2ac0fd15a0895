import KiteGeometry
import Testing

@testable import KiteAnimation

@Suite struct AnimatableTests {
    private func checkVectorSpace<V: Animatable>(_ a: V, _ b: V) {
        for i in 0..<V.componentCount {
            #expect(a.adding(b)[component: i] == a[component: i] + b[component: i])
            #expect(a.subtracting(b)[component: i] == a[component: i] - b[component: i])
            #expect(a.scaled(by: -2.5)[component: i] == a[component: i] * -2.5)
            #expect(V.zero[component: i] == 0)
            var c = a
            c[component: i] = 42
            #expect(c[component: i] == 42)
        }
        #expect(a.interpolated(to: b, 0) == a)
    }

    @Test func conformancesActComponentWise() {
        checkVectorSpace(3.5, -1.25)
        checkVectorSpace(Point(x: 1, y: -2), Point(x: 0.5, y: 4))
        checkVectorSpace(Size(width: 3, height: 7), Size(width: -1, height: 2))
        checkVectorSpace(Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: -4, y: 0.5, width: 8, height: 1))
        checkVectorSpace(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), Color.white)
        checkVectorSpace(
            TransformComponents(translationX: 1, translationY: 2, rotation: 0.3, scaleX: 2, scaleY: 3),
            TransformComponents.identity)
        #expect(Point.componentCount == 2 && Rect.componentCount == 4 && Color.componentCount == 4)
        #expect(TransformComponents.componentCount == 5)
    }

    @Test func transformComponentsComposeScaleRotateTranslate() {
        let parts = TransformComponents(translationX: 10, translationY: -5, rotation: .pi / 2, scaleX: 2, scaleY: 3)
        // (1, 1) scaled to (2, 3), rotated by +90° (x, y) -> (-y, x) = (-3, 2), translated to (7, -3).
        let p = parts.affineTransform.apply(to: Point(x: 1, y: 1))
        #expect(abs(p.x - 7) < 1e-12 && abs(p.y + 3) < 1e-12)
        #expect(TransformComponents.identity.affineTransform.isIdentity)
    }

    @Test func halfwayRotationStaysARotation() {
        let a = TransformComponents.identity
        let b = TransformComponents(rotation: .pi)
        let mid = a.interpolated(to: b, 0.5).affineTransform
        #expect(abs(mid.determinant - 1) < 1e-12, "interpolating parts never shrinks through a singular matrix")
    }

    @Test func thresholdsFollowThePropertyKind() {
        #expect(PropertyKind.points(deviceScale: 1).threshold == 1)
        #expect(PropertyKind.points(deviceScale: 2).threshold == 0.5)
        #expect(PropertyKind.color.threshold == 0.01)
        #expect(PropertyKind.opacity.threshold == 0.01)
        #expect(PropertyKind.rotation.threshold == 0.01)
        #expect(PropertyKind.scale.threshold == 0.005)
    }

    /// A device scale of 0, a negative one or NaN is a caller's mistake, not a reason to fall back to one point.
    @Test func springsAndDecaysRejectABadDeviceScale() throws {
        for scale in [0, -2, Double.nan, .infinity] {
            let kind = PropertyKind.points(deviceScale: scale)
            #expect(throws: AnimationError.self, "\(scale)") { try kind.validatedThreshold() }
            #expect(throws: AnimationError.self, "\(scale)") {
                try SpringAnimation(spring: SpringParameters(), to: 1.0, kind: kind)
            }
            #expect(throws: AnimationError.self, "\(scale)") { try DecayAnimation(velocity: 10.0, kind: kind) }
        }
        #expect(throws: AnimationError.self) { try DecayAnimation(velocity: 10.0, kind: .custom(threshold: -1)) }
        #expect(throws: AnimationError.notPositive(parameter: "device scale", value: 0)) {
            try PropertyKind.points(deviceScale: 0).validatedThreshold()
        }
        #expect(try PropertyKind.points(deviceScale: 1.25).validatedThreshold() == 0.8)
        #expect(try PropertyKind.color.validatedThreshold() == 0.01)
    }

    @Test func colourSpringSnapsToTargetWithinColourThreshold() throws {
        let animator = try Animator()
        let box = Box()
        let spring = try SpringAnimation(
            spring: SpringParameters(bounciness: 0, speed: 12), to: Color.red, kind: .color)
        animator.add(spring, to: box, keyPath: \.color, forKey: "c")
        var frame = 0
        while animator.animationCount > 0 && frame < 1000 {
            frame += 1
            animator.advance(to: Double(frame) / 60)
            if animator.animationCount > 0 {
                let distance = box.color.subtracting(.red).maxComponentMagnitude
                #expect(distance > 0)
            }
        }
        #expect(box.color == .red)
        let settle = spring.currentSegment!.curve.settleTime
        let justBefore = spring.currentSegment!.curve.sample(at: settle * 0.98)
        #expect(
            justBefore.value.subtracting(.red).maxComponentMagnitude > 0.01 * 0.5
                || justBefore.velocity.maxComponentMagnitude > 0.01 * 0.5, "completion is not much later than needed")
    }
}

@Suite struct TransformDecompositionTests {
    @Test func decomposingGivesTheTransformBack() {
        let cases = [
            TransformComponents(translationX: 3, translationY: -7, rotation: 0.7, scaleX: 2, scaleY: 0.5),
            TransformComponents(rotation: -2.5, scaleX: 1, scaleY: -1),
            TransformComponents(translationX: 1, scaleX: 0, scaleY: 3),
            .identity,
        ]
        for parts in cases {
            let back = TransformComponents(decomposing: parts.affineTransform)
            let (m, n) = (parts.affineTransform, back.affineTransform)
            for (x, y) in [(m.a, n.a), (m.b, n.b), (m.c, n.c), (m.d, n.d), (m.tx, n.tx), (m.ty, n.ty)] {
                #expect(abs(x - y) < 1e-12, "\(parts) -> \(back)")
            }
        }
        let parts = TransformComponents(translationX: 3, translationY: -7, rotation: 0.7, scaleX: 2, scaleY: 0.5)
        let back = TransformComponents(decomposing: parts.affineTransform)
        #expect(abs(back.rotation - 0.7) < 1e-12 && abs(back.scaleX - 2) < 1e-12 && abs(back.scaleY - 0.5) < 1e-12)
    }
}
