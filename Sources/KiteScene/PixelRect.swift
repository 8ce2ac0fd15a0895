import KiteGeometry

/// A rectangle of whole device pixels on a surface: origin at the top-left corner, y growing downwards (the
/// surface's orientation, not OpenGL's). Width and height are never negative.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, device pixels.
    public var x: Int
    /// Top edge, device pixels.
    public var y: Int
    /// Device pixels, >= 0.
    public var width: Int
    /// Device pixels, >= 0.
    public var height: Int

    /// Negative sizes are taken as 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, max(width, 0), max(height, 0))
    }

    /// The smallest pixel rectangle that holds `rect` (device pixels), grown by `padding` pixels on every side.
    /// Nil when `rect` is not finite.
    public init?(enclosing rect: Rect, padding: Int = 0) {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY]
        // Beyond +-2^30 pixels the rectangle covers any real surface; clamping keeps Int conversion safe.
        guard edges.allSatisfy(\.isFinite) else { return nil }
        let limit = Double(1 << 30)
        func clamped(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        let x0 = clamped(rect.minX.rounded(.down)) - padding
        let y0 = clamped(rect.minY.rounded(.down)) - padding
        let x1 = clamped(rect.maxX.rounded(.up)) + padding
        let y1 = clamped(rect.maxY.rounded(.up)) + padding
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Right edge (exclusive), device pixels.
    public var maxX: Int { x + width }
    /// Bottom edge (exclusive), device pixels.
    public var maxY: Int { y + height }
    /// Pixels covered.
    public var area: Int { width * height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let (x0, y0) = (min(x, other.x), min(y, other.y))
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The pixels in both; empty (at this rectangle's origin) when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let (x0, y0) = (max(x, other.x), max(y, other.y))
        let (x1, y1) = (min(maxX, other.maxX), min(maxY, other.maxY))
        guard x1 > x0, y1 > y0 else { return PixelRect(x: x, y: y, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two share a pixel or an edge (so their union wastes nothing along the shared edge).
    public func touches(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// Whether every pixel of `other` is in this rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (x <= other.x && y <= other.y && maxX >= other.maxX && maxY >= other.maxY)
    }

    public var description: String { "[\(x), \(y), \(width)x\(height)]" }
}
