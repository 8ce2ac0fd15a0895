extension Path {
    /// Whether a fill of the path with `rule` covers `p`. Every subpath counts as closed, as when filling.
    /// Curves are flattened within `tolerance` points first, so points closer than that to an edge may go either
    /// way.
    public func contains(
        _ p: Point, rule: FillRule = .nonZero, tolerance: Double = defaultFlatteningTolerance
    ) -> Bool {
        let winding = windingNumber(at: p, tolerance: tolerance)
        return rule == .nonZero ? winding != 0 : winding % 2 != 0
    }

    /// The signed number of times the (closed) subpaths wind around `p`: +1 per turn clockwise on a y-down screen.
    public func windingNumber(at p: Point, tolerance: Double = defaultFlatteningTolerance) -> Int {
        var winding = 0
        for polyline in flattened(tolerance: tolerance) {
            guard let first = polyline.first else { continue }
            for (a, b) in zip(polyline, polyline.dropFirst() + [first]) {
                winding += Self.crossing(from: a, to: b, around: p)
            }
        }
        return winding
    }

    /// +1 or -1 when the edge crosses the horizontal ray from `p` towards +x (downwards or upwards), else 0.
    /// Half-open in y so a ray through a vertex counts it once.
    private static func crossing(from a: Point, to b: Point, around p: Point) -> Int {
        if a.y <= p.y && b.y > p.y {
            return (b - a).cross(p - a) > 0 ? 1 : 0
        }
        if a.y > p.y && b.y <= p.y {
            return (b - a).cross(p - a) < 0 ? -1 : 0
        }
        return 0
    }
}
