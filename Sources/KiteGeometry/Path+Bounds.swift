extension Path {
    /// The tight bounding box of the geometry (curve extrema, not control points), like
    /// `CGPathGetPathBoundingBox`; nil for a path with no points. A lone move counts as a point.
    public var boundingBox: Rect? {
        var box: Rect?
        for subpath in subpaths {
            let rects = [Rect(origin: subpath.start, size: .zero)] + subpath.segments.map(\.bounds)
            for r in rects { box = box.map { $0.union(r) } ?? r }
        }
        return box
    }

    /// The bounding box of every point and control point, like `CGPathGetBoundingBox`; nil for an empty path.
    public var controlPointBounds: Rect? {
        Rect.enclosing(elements.flatMap(\.points))
    }
}
