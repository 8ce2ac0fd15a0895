/// The placement of a Core Animation-style layer in its superlayer: how `position`, `bounds`, `anchorPoint` and
/// `transform` combine. A point p in the layer's own (bounds) coordinates lands in the superlayer at
/// `transform(p - anchorInBounds) + position`, with `anchorInBounds = bounds.origin + anchorPoint * bounds.size`.
public struct LayerGeometry: Hashable, Sendable {
    /// Where the anchor point sits in the superlayer's coordinates, in points. Defaults to (0, 0).
    public var position: Point
    /// The layer's own coordinate space: its origin is the coordinate of the top-left corner. Defaults to zero.
    public var bounds: Rect
    /// The point the transform pivots about, in unit coordinates of the bounds ((0, 0) top-left, (1, 1)
    /// bottom-right; values outside 0...1 are allowed). Defaults to (0.5, 0.5).
    public var anchorPoint: Point
    /// Applied about the anchor point. Defaults to identity.
    public var transform: Transform3D

    public init(
        position: Point = .zero, bounds: Rect = .zero, anchorPoint: Point = Point(0.5, 0.5),
        transform: Transform3D = .identity
    ) {
        (self.position, self.bounds, self.anchorPoint, self.transform) = (position, bounds, anchorPoint, transform)
    }

    /// The anchor point in the layer's bounds coordinates.
    public var anchorInBounds: Point {
        Point(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    /// The transform from the layer's bounds coordinates to its superlayer's, flattened onto z = 0 as Core
    /// Animation does for every layer.
    public var toSuperlayer: Transform3D {
        let a = anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y))
            .flattened
    }

    /// The bounding box of the transformed bounds in superlayer coordinates, like `CALayer.frame`; nil when a
    /// corner falls behind the eye of a perspective transform.
    public var frame: Rect? {
        let m = toSuperlayer
        let b = bounds.standardized
        let corners = [
            Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.minX, b.maxY), Point(b.maxX, b.maxY),
        ].compactMap { m.apply(to: $0) }
        return corners.count == 4 ? Rect.enclosing(corners) : nil
    }

    /// Sets `position` and the size of `bounds` so that, with an identity transform, `frame == newFrame`
    /// (what `CALayer.setFrame:` does; with another transform the result is as if the transform were identity).
    public mutating func setFrame(_ newFrame: Rect) {
        let f = newFrame.standardized
        bounds.size = f.size
        position = Point(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
    }
}
