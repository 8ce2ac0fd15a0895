extension Path {
    /// The path as subpaths of segments: the form bounds, measuring, trimming, dashing and rendering work on.
    /// A move that is followed by nothing still yields an (empty) subpath, as it does in CoreGraphics.
    public var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let c = current { result.append(c) }
                current = Subpath(start: p, segments: [], isClosed: false)
                point = p
            case .line(let p):
                current?.segments.append(.line(point, p))
                point = p
            case .quad(let c, let p):
                current?.segments.append(.quad(QuadBezier(point, c, p)))
                point = p
            case .cubic(let c1, let c2, let p):
                current?.segments.append(.cubic(CubicBezier(point, c1, c2, p)))
                point = p
            case .close:
                guard var c = current else { continue }
                if point != c.start { c.segments.append(.line(point, c.start)) }
                c.isClosed = true
                result.append(c)
                current = nil
                point = c.start
            }
        }
        if let c = current { result.append(c) }
        return result
    }

    /// A path made of `subpaths` (the inverse of `subpaths`).
    public init(subpaths: [Subpath]) {
        self.init()
        for subpath in subpaths { append(subpath) }
    }

    /// Appends one subpath; a closed subpath's closing line is left to `closeSubpath()`.
    public mutating func append(_ subpath: Subpath) {
        move(to: subpath.start)
        var segments = subpath.segments
        if subpath.isClosed, case .line(_, let end)? = segments.last, end == subpath.start { segments.removeLast() }
        for segment in segments {
            switch segment {
            case .line(_, let b): addLine(to: b)
            case .quad(let q): addQuadCurve(to: q.p2, control: q.p1)
            case .cubic(let c): addCurve(to: c.p3, control1: c.p1, control2: c.p2)
            }
        }
        if subpath.isClosed { closeSubpath() }
    }

    /// The path under an affine transform (exact: Beziers map to Beziers).
    public func applying(_ t: AffineTransform) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: t.apply(to: p))
            case .line(let p): result.addLine(to: t.apply(to: p))
            case .quad(let c, let p): result.addQuadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case .cubic(let c1, let c2, let p):
                result.addCurve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: result.closeSubpath()
            }
        }
        return result
    }
}
