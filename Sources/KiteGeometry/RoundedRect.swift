/// A rectangle with circular corners of one radius, the shape of a layer's background, border and clip.
public struct RoundedRect: Hashable, Sendable {
    /// The outer rectangle, standardized (non-negative size).
    public var rect: Rect
    /// Corner radius in points, in 0...min(width, height) / 2 (clamped on creation, as Core Animation clamps
    /// `cornerRadius`).
    public var cornerRadius: Double

    public init(rect: Rect, cornerRadius: Double) {
        self.rect = rect.standardized
        let limit = min(self.rect.width, self.rect.height) / 2
        self.cornerRadius = cornerRadius.isFinite ? min(max(cornerRadius, 0), limit) : 0
    }

    /// The same shape as a closed path.
    /// - Parameter tolerance: arc accuracy, points. Defaults to `Path.defaultArcTolerance`.
    public func path(tolerance: Double = Path.defaultArcTolerance) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerRadius, tolerance: tolerance)
    }

    /// Whether `p` lies inside, corners included; points on the edge count as inside.
    public func contains(_ p: Point) -> Bool {
        guard p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY else { return false }
        let r = cornerRadius
        let cx = min(max(p.x, rect.minX + r), rect.maxX - r)
        let cy = min(max(p.y, rect.minY + r), rect.maxY - r)
        return p.distance(to: Point(cx, cy)) <= r
    }
}
