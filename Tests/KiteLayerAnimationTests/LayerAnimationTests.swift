import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene
import Testing

@Suite struct LayerAnimationTests {
    @Test func springMovesALayerAndLandsExactly() throws {
        let animator = try Animator()
        let layer = Layer()
        let spring = try SpringAnimation(
            spring: SpringParameters(bounciness: 12, speed: 10), to: Point(x: 40, y: 80), kind: .points(deviceScale: 2))
        animator.add(spring, to: layer, property: .position, forKey: "move")
        animator.advance(to: 0.05)
        #expect(layer.position != .zero && layer.position != Point(x: 40, y: 80))
        for frame in 1...300 { animator.advance(to: 0.05 + Double(frame) / 60) }
        #expect(layer.position == Point(x: 40, y: 80))
    }

    @Test func rotationPartKeepsTheOtherPartsAndPerspective() throws {
        let animator = try Animator()
        let layer = Layer()
        var transform = Transform3D(
            AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 5)))
        transform.m34 = -1.0 / 500
        layer.transform = transform
        animator.add(
            try BasicAnimation<Double>(to: .pi / 4, duration: 1), to: layer, property: .rotation, forKey: "turn")
        layer.transformComponents.rotation = .pi / 4  // the model value, Core Animation style
        animator.advance(to: 0.5)
        let halfway = layer.transformComponents
        #expect(abs(halfway.rotation - .pi / 8) < 1e-12)
        #expect(abs(halfway.scaleX - 2) < 1e-12 && abs(halfway.scaleY - 2) < 1e-12)
        #expect(abs(halfway.translationX - 10) < 1e-12 && abs(halfway.translationY - 5) < 1e-12)
        #expect(layer.transform.m34 == -1.0 / 500)
        animator.advance(to: 2)
        #expect(abs(layer.transformComponents.rotation - .pi / 4) < 1e-12)
    }

    @Test func backgroundColourFadesInFromNone() throws {
        let animator = try Animator()
        let layer = Layer()
        let fade = try BasicAnimation<Color>(to: .red, timing: MediaTiming(duration: 1), isRemovedOnCompletion: true)
        animator.add(fade, to: layer, property: .backgroundColor, forKey: "bg")
        layer.backgroundColor = .red
        animator.advance(to: 0.5)
        #expect(layer.backgroundColor == Color(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        animator.advance(to: 1)
        #expect(layer.backgroundColor == .red)
    }

    /// The hamburger seed: the middle stroke's `strokeStart` from 0.028 to 0.325 over 0.5 s with the anticipating
    /// curve (0.25, -0.4, 0.5, 1), the model value set right after adding.
    @Test func hamburgerStrokeStartAnticipatesThenSettlesOnTheModel() throws {
        let animator = try Animator()
        let middle = ShapeLayer()
        middle.strokeStart = 0.028
        let curve = try TimingFunction(controlPoints: 0.25, -0.4, 0.5, 1)
        let strokeStart = try BasicAnimation<Double>(
            from: 0.028, to: 0.325, timing: MediaTiming(duration: 0.5), timingFunction: curve)
        animator.add(strokeStart, to: middle, property: .strokeStart, forKey: "strokeStart")
        middle.strokeStart = 0.325
        var values: [Double] = []
        for frame in 0...40 {
            animator.advance(to: Double(frame) / 60)
            values.append(middle.strokeStart)
        }
        #expect(values.min()! < 0.028, "anticipation pulls the stroke back first")
        #expect(abs(values[15] - (0.028 + (0.325 - 0.028) * curve.progress(at: 0.5))) < 1e-12)
        #expect(values.last == 0.325)
    }

    /// The Pop hamburger seed: the top bar's rotation spring (bounciness 11, speed 18) towards -π/4, toggled back
    /// to 0 mid-flight by retargeting the running animation found by key.
    @Test func popRotationRetargetsByKey() throws {
        let animator = try Animator()
        let top = Layer()
        let spring = try SpringParameters(bounciness: 11, speed: 18)
        animator.add(
            try SpringAnimation(spring: spring, to: -Double.pi / 4, kind: .rotation), to: top, property: .rotation,
            forKey: "topRotate")
        animator.advance(to: 0.1)
        let turned = top.transformComponents.rotation
        #expect(turned < -0.1)
        let running = try #require(animator.animation(forKey: "topRotate", on: top) as? SpringAnimation<Double>)
        running.toValue = 0
        animator.advance(to: 0.1 + 1e-6)
        #expect(abs(top.transformComponents.rotation - turned) < 1e-3, "no jump when toggled")
        for frame in 1...120 { animator.advance(to: 0.1 + Double(frame) / 60) }
        #expect(top.transformComponents.rotation == 0)
        #expect(animator.animation(forKey: "topRotate", on: top) == nil)
    }

    @Test func shapeLayerColoursAndWidthsAnimate() throws {
        let animator = try Animator()
        let shape = ShapeLayer()
        animator.add(try BasicAnimation<Double>(to: 4, duration: 1), to: shape, property: .lineWidth, forKey: "w")
        animator.add(try BasicAnimation<Color>(to: .white, duration: 1), to: shape, property: .strokeColor, forKey: "c")
        animator.add(try BasicAnimation<Double>(to: 0.5, duration: 1), to: shape, property: .opacity, forKey: "o")
        animator.advance(to: 0.5)
        #expect(shape.lineWidth == 2.5)
        #expect(shape.strokeColor == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(shape.opacity == 0.75)
    }

    /// Every animatable layer property writes the layer field it names and reads it back; a miswired accessor (say
    /// `shadowRadius` writing `cornerRadius`) fails here even where no animation test happens to use it.
    @Test func everyListedPropertyWritesItsOwnField() {
        let layer = ShapeLayer()
        func check<V: Animatable>(
            _ property: AnimatableProperty<ShapeLayer, V>, _ value: V, _ field: (ShapeLayer) -> V,
            tolerance: Double = 0, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            property.set(layer, value)
            let written = field(layer).subtracting(value).magnitude
            let read = property.get(layer).subtracting(value).magnitude
            #expect(written <= tolerance, "\(property.name) writes its field", sourceLocation: sourceLocation)
            #expect(read <= tolerance, "\(property.name) reads it back", sourceLocation: sourceLocation)
        }
        check(.position, Point(3, 4), \.position)
        check(.positionX, 7, \.position.x)
        check(.positionY, 9, \.position.y)
        check(.bounds, Rect(x: 1, y: 2, width: 30, height: 40), \.bounds)
        check(.size, Size(50, 60), \.bounds.size)
        check(.anchorPoint, Point(0.25, 0.75), \.anchorPoint)
        check(.opacity, 0.4, \.opacity)
        check(.backgroundColor, Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), { $0.backgroundColor ?? .clear })
        check(.cornerRadius, 11, \.cornerRadius)
        check(.borderWidth, 2.5, \.borderWidth)
        check(.borderColor, Color(red: 0.5, green: 0.6, blue: 0.7, alpha: 1), \.borderColor)
        check(.shadowRadius, 13, \.shadowRadius)
        check(.shadowOpacity, 0.3, \.shadowOpacity)
        check(.shadowOffset, Vector(2, 5), \.shadowOffset)
        check(.shadowColor, Color(red: 0.2, green: 0, blue: 0.9, alpha: 0.8), \.shadowColor)
        check(.strokeStart, 0.125, \.strokeStart)
        check(.strokeEnd, 0.875, \.strokeEnd)
        check(.strokeColor, Color(red: 1, green: 0.5, blue: 0, alpha: 1), { $0.strokeColor ?? .clear })
        check(.fillColor, Color(red: 0, green: 0.5, blue: 1, alpha: 0.5), { $0.fillColor ?? .clear })
        check(.lineWidth, 3.5, \.lineWidth)
        check(.lineDashPhase, 6, \.lineDashPhase)

        // The transform parts: each changes its own part of the affine transform and leaves the others.
        layer.transform = .identity
        check(.translationX, 12, \.transformComponents.translationX)
        check(.translationY, -8, \.transformComponents.translationY)
        check(.scaleX, 2, \.transformComponents.scaleX, tolerance: 1e-12)
        check(.scaleY, 0.5, \.transformComponents.scaleY, tolerance: 1e-12)
        check(.rotation, 0.25, \.transformComponents.rotation, tolerance: 1e-12)
        let parts = layer.transformComponents
        #expect(abs(parts.translationX - 12) < 1e-12 && abs(parts.translationY + 8) < 1e-12)
        #expect(abs(parts.scaleX - 2) < 1e-12 && abs(parts.scaleY - 0.5) < 1e-12)
        check(
            .scaleXY, Point(1.5, 3), { Point(x: $0.transformComponents.scaleX, y: $0.transformComponents.scaleY) },
            tolerance: 1e-12)
        AnimatableProperty<ShapeLayer, Double>.scale.set(layer, 4)
        #expect(abs(layer.transformComponents.scaleX - 4) < 1e-12 && abs(layer.transformComponents.scaleY - 4) < 1e-12)
        let whole = TransformComponents(translationX: 1, translationY: 2, rotation: 0, scaleX: 3, scaleY: 4)
        check(.transform, whole, \.transformComponents, tolerance: 1e-12)
    }
}
