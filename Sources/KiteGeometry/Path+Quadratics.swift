extension PathSegment {
    /// The segment with cubics replaced by quadratics within `tolerance` points (lines and quadratics unchanged):
    /// the form the SDF renderer draws, since a quadratic's distance has a closed form and a cubic's does not.
    public func quadratics(tolerance: Double = CubicBezier.defaultQuadraticTolerance) -> [PathSegment] {
        guard case .cubic(let c) = self else { return [self] }
        return c.quadratics(tolerance: tolerance).map { .quad($0) }
    }
}

extension Path {
    /// The same path with every cubic replaced by quadratics within `tolerance` points (see
    /// `CubicBezier.quadratics(tolerance:)`); moves, lines, quadratics and closes are kept.
    public func withCubicsAsQuadratics(tolerance: Double = CubicBezier.defaultQuadraticTolerance) -> Path {
        Path(
            subpaths: subpaths.map { s in
                Subpath(
                    start: s.start, segments: s.segments.flatMap { $0.quadratics(tolerance: tolerance) },
                    isClosed: s.isClosed)
            })
    }
}
