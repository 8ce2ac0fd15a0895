import KiteAnimation
import KiteGeometry
import KiteScene

extension Layer {
    /// The affine part of `transform` as translation, rotation and scale. Setting it replaces only the affine
    /// entries (m11, m12, m21, m22, m41, m42), so perspective and z terms survive; a skew does not (as Core
    /// Animation's `transform.rotation` and `transform.scale` key paths also decompose without skew).
    public var transformComponents: TransformComponents {
        get { TransformComponents(decomposing: transform.affineTransform) }
        set {
            let t = newValue.affineTransform
            var matrix = transform
            (matrix.m11, matrix.m12, matrix.m21, matrix.m22, matrix.m41, matrix.m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
            transform = matrix
        }
    }
}
