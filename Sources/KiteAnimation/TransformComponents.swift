import KiteGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

private func atan2Double(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// A 2D transform split into the parts that animate well: translation, rotation and scale, as Core Animation's
/// `transform.translation.x`, `transform.rotation.z` and `transform.scale` key paths do.
///
/// Interpolating the parts (instead of the matrix entries) keeps a rotation a rotation half way through, and lets a
/// spring overshoot the angle. The matrix is scale, then rotate, then translate: `affineTransform` maps a point p to
/// `translation + R(rotation) * S(scale) * p`.
public struct TransformComponents: Hashable, Sendable, Animatable {
    /// Translation in points.
    public var translationX: Double
    public var translationY: Double
    /// Rotation in radians, positive clockwise on a y-down screen; not wrapped, so 0 to 4π spins twice.
    public var rotation: Double
    /// Scale factors, 1 = unscaled.
    public var scaleX: Double
    public var scaleY: Double

    public init(
        translationX: Double = 0, translationY: Double = 0, rotation: Double = 0, scaleX: Double = 1,
        scaleY: Double = 1
    ) {
        (self.translationX, self.translationY, self.rotation) = (translationX, translationY, rotation)
        (self.scaleX, self.scaleY) = (scaleX, scaleY)
    }

    /// The parts of an affine transform without skew, so that `affineTransform` gives it back: scale x is the length
    /// of the first row, the rotation its angle, scale y the determinant over scale x (a reflection shows as a
    /// negative scale y). A skewed transform comes back without its skew, as Core Animation's key paths read it.
    public init(decomposing t: AffineTransform) {
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        if scaleX > 0 {
            self.init(
                translationX: t.tx, translationY: t.ty, rotation: atan2Double(t.b, t.a), scaleX: scaleX,
                scaleY: (t.a * t.d - t.b * t.c) / scaleX)
        } else {
            // No x extent: read the angle from the second row instead.
            self.init(
                translationX: t.tx, translationY: t.ty, rotation: atan2Double(-t.c, t.d), scaleX: 0,
                scaleY: (t.c * t.c + t.d * t.d).squareRoot())
        }
    }

    /// No translation, no rotation, unit scale.
    public static let identity = TransformComponents()
    /// All parts zero (scale 0): the additive identity, used for offsets in additive animations, not a transform.
    public static let zero = TransformComponents(scaleX: 0, scaleY: 0)
    public static var componentCount: Int { 5 }

    public var animationVector: AnimationVector {
        AnimationVector(translationX, translationY, rotation, scaleX, scaleY, 0, 0, 0)
    }

    public init(animationVector v: AnimationVector) {
        self.init(translationX: v[0], translationY: v[1], rotation: v[2], scaleX: v[3], scaleY: v[4])
    }

    /// The matrix: scale, then rotate, then translate.
    public var affineTransform: AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(AffineTransform(rotationAngle: rotation))
            .concatenating(AffineTransform(translationX: translationX, y: translationY))
    }

    public subscript(component index: Int) -> Double {
        get {
            switch index {
            case 0: translationX
            case 1: translationY
            case 2: rotation
            case 3: scaleX
            default: scaleY
            }
        }
        set {
            switch index {
            case 0: translationX = newValue
            case 1: translationY = newValue
            case 2: rotation = newValue
            case 3: scaleX = newValue
            default: scaleY = newValue
            }
        }
    }

    public func adding(_ o: TransformComponents) -> TransformComponents {
        TransformComponents(
            translationX: translationX + o.translationX, translationY: translationY + o.translationY,
            rotation: rotation + o.rotation, scaleX: scaleX + o.scaleX, scaleY: scaleY + o.scaleY)
    }

    public func subtracting(_ o: TransformComponents) -> TransformComponents {
        adding(o.scaled(by: -1))
    }

    public func scaled(by k: Double) -> TransformComponents {
        TransformComponents(
            translationX: translationX * k, translationY: translationY * k, rotation: rotation * k, scaleX: scaleX * k,
            scaleY: scaleY * k)
    }
}
