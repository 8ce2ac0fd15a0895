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

    /// False for an item that would hand the GPU a non-finite number: a transform, a premultiplied colour, a
    /// stroke's device half width or a shadow's blur past Float's range or NaN. Rounded-rectangle geometry is
    /// checked on its instance (`appendShape`); path points are cut to the viewport before they become Float, and
    /// the clippers drop segments with non-finite ends.
    func isDrawable(_ primitive: DrawPrimitive, transform: AffineTransform, opacity: Double) -> Bool {
        guard Self.isFiniteInFloat(transform) else { return false }
        let stretch = abs(transform.determinant).squareRoot()
        switch primitive {
        case .fillRoundedRect(_, let color), .fillPath(_, _, let color):
            return Self.isFinite(premultiplied(color, opacity))
        case .border(_, let width, let color):
            return Self.isFinite(premultiplied(color, opacity)) && Float(width * stretch).isFinite
        case .strokePath(_, let style, let color), .dashedStroke(_, let style, let color):
            return Self.isFinite(premultiplied(color, opacity)) && Float(style.width * stretch).isFinite
        case .shadow(let shape, let color, let blurRadius, let offset):
            var width = 0.0
            switch shape {
            case .stroke(_, let style), .dashedStroke(_, let style): width = style.width
            case .roundedRect, .fill: break
            }
            return Self.isFinite(premultiplied(color, opacity)) && Float(blurRadius * stretch).isFinite
                && Float(width * stretch).isFinite && Float(offset.dx).isFinite && Float(offset.dy).isFinite
        case .text(let run):
            return Self.isFinite(premultiplied(run.color, opacity))
        case .pushClip, .popClip:
            return true
        }
    }
}
