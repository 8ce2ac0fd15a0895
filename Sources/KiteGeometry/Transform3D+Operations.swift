extension Transform3D {
    /// The transform that applies `self`, then `other` (the matrix product `self * other`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows
        let b = other.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(rows: r)
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
        // (x, y, 1) * H = (X, Y, W), H made of rows/columns 1, 2 and 4.
        let h = [[m11, m12, m14], [m21, m22, m24], [m41, m42, m44]]
        let det = Self.determinant3(h)
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        // Solve (x, y, 1) * H = s * (p.x, p.y, 1) via the inverse of H (row vector times inverse).
        let target = [p.x, p.y, 1.0]
        var v = [0.0, 0.0, 0.0]
        for j in 0..<3 {
            for i in 0..<3 {
                let sign: Double = (i + j) % 2 == 0 ? 1 : -1
                v[j] += target[i] * sign * Self.determinant2(Self.minor3(h, row: j, column: i)) / det
            }
        }
        guard abs(v[2]) > 1e-300 else { return nil }
        let result = Point(x: v[0] / v[2], y: v[1] / v[2])
        guard result.isFinite, let back = apply(to: result), back.isFinite else { return nil }
        return result
    }

    private static func minor(_ m: [[Double]], row: Int, column: Int) -> [[Double]] {
        m.enumerated().filter { $0.offset != row }.map { r in
            r.element.enumerated().filter { $0.offset != column }.map(\.element)
        }
    }

    private static func minor3(_ m: [[Double]], row: Int, column: Int) -> [[Double]] {
        minor(m, row: row, column: column)
    }

    private static func determinant2(_ m: [[Double]]) -> Double { m[0][0] * m[1][1] - m[0][1] * m[1][0] }

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
