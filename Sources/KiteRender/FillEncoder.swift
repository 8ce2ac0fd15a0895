import KiteGeometry

/// Turns a filled path into bands of `FillInstance`s over a flat list of device-space edges: the path is flattened
/// within `flatteningTolerance` device pixels, cut into rows `bandHeight` pixels tall, and each band lists the
/// edges its pixels can see (those crossing it, and those within anti-aliasing reach), so a pixel's loop is short.
struct FillEncoder {
    /// Largest distance, in device pixels, between a curve and the polygon edges that replace it.
    static let flatteningTolerance = 0.05
    /// Rows of device pixels per band.
    static let bandHeight = 8
    /// How far, in device pixels, an edge outside a band still affects its pixels' anti-aliasing.
    static let reach = 1.0

    /// The current path's edges, kept between calls so a frame allocates nothing.
    private var pathEdges: [SIMD4<Float>] = []

    /// Appends the bands of `path` filled by `rule`, mapped by `transform`, in the premultiplied `color`; edges go
    /// to `edges` as (x0, y0, x1, y1).
    mutating func encode(
        _ path: Path, rule: FillRule, color: SIMD4<Float>, transform: AffineTransform,
        into instances: inout [FillInstance], edges: inout [SIMD4<Float>]
    ) {
        collectEdges(path, transform)
        guard let bounds = Self.bounds(pathEdges) else { return }
        let ruleValue: Float = rule == .evenOdd ? 1 : 0
        var top = Int(bounds.minY.rounded(.down)) - 1
        let bottom = Int(bounds.maxY.rounded(.up)) + 1
        while top < bottom {
            let lower = min(top + Self.bandHeight, bottom)
            let (y0, y1) = (Float(Double(top) - Self.reach), Float(Double(lower) + Self.reach))
            let first = edges.count
            var minX = Float.infinity
            var maxX = -Float.infinity
            for e in pathEdges where max(e.y, e.w) >= y0 && min(e.y, e.w) <= y1 {
                edges.append(e)
                minX = min(minX, min(e.x, e.z))
                maxX = max(maxX, max(e.x, e.z))
            }
            if edges.count > first {
                instances.append(
                    FillInstance(
                        rect: SIMD4(
                            (minX - Float(Self.reach)).rounded(.down), Float(top),
                            (maxX + Float(Self.reach)).rounded(.up),
                            Float(lower)),
                        edges: SIMD4(Float(first), Float(edges.count - first), ruleValue, 0), color: color))
            }
            top = lower
        }
    }

    /// The path's edges in device space, curves flattened, every subpath closed (fills close open subpaths).
    private mutating func collectEdges(_ path: Path, _ transform: AffineTransform) {
        pathEdges.removeAll(keepingCapacity: true)
        var start = Point.zero
        var current = Point.zero
        func edge(to p: Point) {
            let (a, b) = (transform.apply(to: current), transform.apply(to: p))
            if a != b { pathEdges.append(SIMD4(Float(a.x), Float(a.y), Float(b.x), Float(b.y))) }
            current = p
        }
        func segment(_ s: PathSegment) {
            // Steps are chosen in device space, where the tolerance is measured.
            let steps = s.applying(transform).flatteningSteps(tolerance: Self.flatteningTolerance)
            for i in 1...steps { edge(to: i == steps ? s.end : s.eval(Double(i) / Double(steps))) }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                edge(to: start)
                (start, current) = (p, p)
            case .line(let p): edge(to: p)
            case .quad(let c, let p): segment(.quad(QuadBezier(current, c, p)))
            case .cubic(let c1, let c2, let p): segment(.cubic(CubicBezier(current, c1, c2, p)))
            case .close: edge(to: start)
            }
        }
        edge(to: start)
    }

    private static func bounds(_ edges: [SIMD4<Float>]) -> Rect? {
        guard !edges.isEmpty else { return nil }
        var (minY, maxY) = (Float.infinity, -Float.infinity)
        for e in edges {
            minY = min(minY, min(e.y, e.w))
            maxY = max(maxY, max(e.y, e.w))
        }
        return Rect(x: 0, y: Double(minY), width: 0, height: Double(maxY - minY))
    }
}
