/// How an open subpath's ends are drawn, like `CGLineCap` / `CAShapeLayerLineCap`.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt
    /// A half disc of the stroke's half width around the end point.
    case round
    /// The stroke goes on half its width past the end point, squared off.
    case square
}

/// How consecutive segments meet, like `CGLineJoin` / `CAShapeLayerLineJoin`.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges are extended until they meet, unless that point is beyond the miter limit (then bevel).
    case miter
    /// A disc of the stroke's half width around the joint.
    case round
    /// The outer corners are joined by a straight edge.
    case bevel
}

/// Which points a filled path covers, like `CAShapeLayerFillRule`.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// The geometric parameters of a stroke (what `CGPathCreateCopyByStrokingPath` takes).
public struct StrokeStyle: Hashable, Sendable {
    /// Full width of the stroke, in points, >= 0. Defaults to 1 (as `CAShapeLayer.lineWidth`).
    public var width: Double
    /// Defaults to `.butt`.
    public var cap: LineCap
    /// Defaults to `.miter`.
    public var join: LineJoin
    /// Largest ratio of miter length to stroke width before a miter join becomes a bevel, >= 1 in practice.
    /// Defaults to 10 (as `CAShapeLayer.miterLimit`).
    public var miterLimit: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        (self.width, self.cap, self.join, self.miterLimit) = (width, cap, join, miterLimit)
    }
}
