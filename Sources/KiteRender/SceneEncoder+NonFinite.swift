import KiteGeometry
import KiteScene

// Non-finite numbers reach the encoder from a layer's colours, shadow and border values, or from finite but huge
// sizes and nested scales that overflow once multiplied out or converted to Float. What a GPU draws from a NaN or
// infinite vertex or colour is undefined, and a NaN compares false both ways, which `min` and `max` then drop
// silently (Swift's `min(x, y)` returns `x` when `y` is NaN), so bounds built from it can be too small. An item
// whose device-space numbers are not all finite therefore draws nothing and is counted in `nonFiniteItemCount`;
// a clip whose numbers are not finite clips to nothing, as a clip under a singular transform does.
extension SceneEncoder {
    /// Whether every lane of `v` is finite: `v - v` is 0 in a finite lane and NaN in an infinite or NaN one.
    @inline(__always) static func isFinite(_ v: SIMD4<Float>) -> Bool { v - v == .zero }

    /// Whether every number of `instance` is finite (a sum past Float's range counts as not finite: no drawable
    /// shape has coordinates near 3.4e38).
    static func isFinite(_ instance: ShapeInstance) -> Bool {
        isFinite(
            instance.linear + instance.offset + instance.box + instance.shape + instance.color + instance.geometry)
    }

    /// Whether `transform`'s six numbers are finite as Float, the precision the GPU gets them in.
    static func isFiniteInFloat(_ transform: AffineTransform) -> Bool {
        isFinite(SIMD4(Float(transform.a), Float(transform.b), Float(transform.c), Float(transform.d)))
            && Float(transform.tx).isFinite && Float(transform.ty).isFinite
    }

    /// False for an item that would hand the GPU a non-finite number: a transform, a premultiplied colour or a
    /// device width (`width` points scaled by the transform; 0 for an item without one: a fill, a text run) past
    /// Float's range or NaN. Rounded-rectangle geometry is checked on its instance (`appendShape`); path points are
    /// cut to the viewport before they become Float, and the clippers drop segments with non-finite ends.
    func isDrawable(_ color: Color, opacity: Double, transform: AffineTransform, width: Double = 0) -> Bool {
        guard Self.isFiniteInFloat(transform), Self.isFinite(premultiplied(color, opacity)) else { return false }
        // A transform finite in Float has a finite determinant in Double, so a width of 0 stays 0.
        return Float(width * abs(transform.determinant).squareRoot()).isFinite
    }

    /// `isDrawable` for a shadow: its blur radius, its silhouette's stroke width and its offset too.
    func isDrawableShadow(
        _ shape: ShadowShape, _ color: Color, _ opacity: Double, _ blurRadius: Double, _ offset: Vector,
        transform: AffineTransform
    ) -> Bool {
        var width = 0.0
        switch shape {
        case .stroke(_, let style), .dashedStroke(_, let style): width = style.width
        case .roundedRect, .fill: break
        }
        let stretch = abs(transform.determinant).squareRoot()
        return isDrawable(color, opacity: opacity, transform: transform, width: width)
            && Float(blurRadius * stretch).isFinite && Float(offset.dx).isFinite && Float(offset.dy).isFinite
    }
}
