/// A 2D affine transform, in the same layout and conventions as `CGAffineTransform`:
/// `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`. Concatenation `t1.concatenating(t2)` applies `t1` first.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotation by `radians`; positive angles turn clockwise on a y-down screen, as in UIKit.
    public init(rotationAngle radians: Double) {
        let (s, co) = (sinDouble(radians), cosDouble(radians))
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// The determinant of the linear part; zero means the transform cannot be inverted.
    public var determinant: Double { a * d - b * c }

    /// The transform that applies `self`, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` preceded by a translation (like `CGAffineTransformTranslate`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a scale (like `CGAffineTransformScale`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a rotation (like `CGAffineTransformRotate`).
    public func rotated(by radians: Double) -> AffineTransform {
        AffineTransform(rotationAngle: radians).concatenating(self)
    }

    /// The inverse, or nil when the transform is singular (determinant within 1e-12 of zero).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    @inlinable public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies only the linear part: vectors are not moved by the translation.
    public func apply(to v: Vector) -> Vector {
        Vector(dx: a * v.dx + c * v.dy, dy: b * v.dx + d * v.dy)
    }

    /// Bounding box of the transformed corners of `r`. Corner by corner, without an array: renderers call this for
    /// every shape of every frame.
    public func apply(to r: Rect) -> Rect {
        let p0 = apply(to: Point(x: r.minX, y: r.minY))
        let p1 = apply(to: Point(x: r.maxX, y: r.minY))
        let p2 = apply(to: Point(x: r.minX, y: r.maxY))
        let p3 = apply(to: Point(x: r.maxX, y: r.maxY))
        let minX = min(min(p0.x, p1.x), min(p2.x, p3.x))
        let minY = min(min(p0.y, p1.y), min(p2.y, p3.y))
        let maxX = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let maxY = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
