/// A 4x4 homogeneous transform in the layout and conventions of `CATransform3D`: points are row vectors,
/// `[x y z 1] * M`, so `m41, m42, m43` hold the translation and `m34` the perspective term (`-1 / eyeDistance`).
/// `t1.concatenating(t2)` applies `t1` first, then `t2` (like `CATransform3DConcat(t1, t2)`).
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// A transform from its sixteen entries, row by row.
    public init(rows r: [[Double]]) {
        precondition(r.count == 4 && r.allSatisfy { $0.count == 4 }, "Transform3D(rows:) needs a 4x4 array")
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }

    public static let identity = Transform3D(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

    /// A translation by (tx, ty, tz), like `CATransform3DMakeTranslation`.
    public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    /// A scale by (sx, sy, sz), like `CATransform3DMakeScale`.
    public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation by `radians` about the axis (x, y, z), like `CATransform3DMakeRotation`. About (0, 0, 1) it equals
    /// `AffineTransform(rotationAngle:)`: positive angles turn clockwise on a y-down screen. A zero axis gives identity.
    public init(rotationAngle radians: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (s, c) = (sinDouble(radians), cosDouble(radians))
        let k = 1 - c
        // Diagonal entries written as u^2 + (1 - u^2) c so a rotation about a coordinate axis keeps an exact 1.
        // The transpose of the right-handed (column-vector) axis-angle matrix, because points are row vectors here.
        self.init(rows: [
            [ux * ux + (1 - ux * ux) * c, ux * uy * k + uz * s, ux * uz * k - uy * s, 0],
            [ux * uy * k - uz * s, uy * uy + (1 - uy * uy) * c, uy * uz * k + ux * s, 0],
            [ux * uz * k + uy * s, uy * uz * k - ux * s, uz * uz + (1 - uz * uz) * c, 0],
            [0, 0, 0, 1],
        ])
    }

    /// The 3D form of a 2D affine transform, like `CATransform3DMakeAffineTransform`.
    public init(_ t: AffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// The sixteen entries, row by row.
    public var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    public var isIdentity: Bool { self == .identity }

    /// True when no entry is NaN or infinite.
    public var isFinite: Bool {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].allSatisfy(\.isFinite)
    }

    /// True when the transform only acts in the xy plane, like `CATransform3DIsAffine`.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
            && m44 == 1
    }

    /// The xy part (m11, m12, m21, m22, m41, m42), like `CATransform3DGetAffineTransform`; exact when `isAffine`.
    public var affineTransform: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    public var description: String { rows.map { $0.map { "\($0)" }.joined(separator: " ") }.joined(separator: "; ") }
}
