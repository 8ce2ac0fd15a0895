extension Transform3D {
    /// The transform that applies `self`, then `other` (the matrix product `self * other`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        // Written out rather than looped over arrays: this runs for every layer of every frame.
        var r = Transform3D.identity
        r.m11 = m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41
        r.m12 = m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42
        r.m13 = m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43
        r.m14 = m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44
        r.m21 = m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41
        r.m22 = m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42
        r.m23 = m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43
        r.m24 = m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44
        r.m31 = m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41
        r.m32 = m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42
        r.m33 = m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43
        r.m34 = m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44
        r.m41 = m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41
        r.m42 = m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42
        r.m43 = m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43
        r.m44 = m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44
        return r
    }

    /// `self` preceded by a translation, like `CATransform3DTranslate`.
    public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a scale, like `CATransform3DScale`.
    public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a rotation about the axis (x, y, z), like `CATransform3DRotate`.
    /// Defaults to the z axis, the only one a flat layer tree usually needs.
    public func rotated(by radians: Double, x: Double = 0, y: Double = 0, z: Double = 1) -> Transform3D {
        Transform3D(rotationAngle: radians, x: x, y: y, z: z).concatenating(self)
    }

    /// The largest factor by which the xy part (m11, m12, m21, m22) stretches a length: its largest singular value.
    /// A renderer divides a tolerance in device pixels by this to get one in the primitive's own points. Ignores
    /// perspective, which can magnify further near the eye.
    public var maxLinearScale: Double {
        let sum = m11 * m11 + m12 * m12 + m21 * m21 + m22 * m22
        let det = m11 * m22 - m12 * m21
        return ((sum + max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
    }

    /// The determinant of the full 4x4 matrix.
    public var determinant: Double { Self.determinant(rows) }

    /// The inverse, or nil when the matrix is singular (|determinant| at most 1e-12) or not finite,
    /// like `CATransform3DInvert` (which returns its input unchanged instead).
    public func inverted() -> Transform3D? {
        let m = rows
        let det = Self.determinant(m)
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        var inv = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                // Adjugate: the cofactor of the transposed position.
                let sign: Double = (i + j) % 2 == 0 ? 1 : -1
                inv[i][j] = sign * Self.determinant3(Self.minor(m, row: j, column: i)) / det
            }
        }
        return Transform3D(rows: inv)
    }

    /// Maps (x, y, z, 1) and divides by w; nil when w is not positive (the point is at or behind the eye).
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double)? {
        let w = x * m14 + y * m24 + z * m34 + m44
        guard w > 0 else { return nil }
        return (
            (x * m11 + y * m21 + z * m31 + m41) / w, (x * m12 + y * m22 + z * m32 + m42) / w,
            (x * m13 + y * m23 + z * m33 + m43) / w
        )
    }

    /// Maps a point of the z = 0 plane and projects the result onto the screen (drops z after the w divide);
    /// nil when the point lands at or behind the eye.
    public func apply(to p: Point) -> Point? {
        apply(x: p.x, y: p.y, z: 0).map { Point(x: $0.x, y: $0.y) }
    }

    /// The same transform followed by a projection onto z = 0: what Core Animation does at every layer that is not a
    /// `CATransformLayer`, so a child's depth never feeds its parent's perspective.
    public var flattened: Transform3D {
        var t = self
        (t.m13, t.m23, t.m33, t.m43) = (0, 0, 0, 0)
        return t
    }

    /// The plane point p' with `apply(to: p') == p`, for points of the z = 0 plane: the inverse of the 2D homography
    /// the transform induces on that plane. Nil when that homography is singular (the plane is seen edge-on) or the
    /// solution lies behind the eye.
    public func unproject(_ p: Point) -> Point? {
        // (x, y, 1) * H = (X, Y, W), H made of rows and columns 1, 2 and 4 (z = 0 drops row 3, z output unused).
        // So (x, y, 1) is proportional to (p.x, p.y, 1) * adj(H); the scale cancels in the divide.
        let (a, b, c) = (m11, m12, m14)
        let (d, e, f) = (m21, m22, m24)
        let (g, h, i) = (m41, m42, m44)
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let x = p.x * (e * i - f * h) + p.y * (f * g - d * i) + (d * h - e * g)
        let y = p.x * (c * h - b * i) + p.y * (a * i - c * g) + (b * g - a * h)
        let w = p.x * (b * f - c * e) + p.y * (c * d - a * f) + (a * e - b * d)
        guard abs(w) > 1e-300 else { return nil }
        let result = Point(x: x / w, y: y / w)
        guard result.isFinite, let back = apply(to: result), back.isFinite else { return nil }
        return result
    }

    private static func minor(_ m: [[Double]], row: Int, column: Int) -> [[Double]] {
        m.enumerated().filter { $0.offset != row }.map { r in
            r.element.enumerated().filter { $0.offset != column }.map(\.element)
        }
    }

    private static func determinant3(_ m: [[Double]]) -> Double {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }

    private static func determinant(_ m: [[Double]]) -> Double {
        (0..<4).reduce(0.0) { sum, j in
            let sign: Double = j % 2 == 0 ? 1 : -1
            return sum + sign * m[0][j] * determinant3(minor(m, row: 0, column: j))
        }
    }
}
