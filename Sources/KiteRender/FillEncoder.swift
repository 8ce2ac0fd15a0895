import KiteGeometry

/// Turns a filled path into bands of `FillInstance`s over a flat list of device-space edges: the path is flattened
/// within `flatteningTolerance` device pixels, cut into rows `bandHeight` pixels tall, and each band lists the
/// edges its pixels can see (those crossing it, and those within anti-aliasing reach), so a pixel's loop is short.
enum FillEncoder {
    /// Largest distance, in device pixels, between a curve and the polygon edges that replace it.
    static let flatteningTolerance = 0.05
    /// Rows of device pixels per band.
    static let bandHeight = 8
    /// How far, in device pixels, an edge outside a band still affects its pixels' anti-aliasing.
    static let reach = 1.0

    /// Appends the bands of `path` filled by `rule`, mapped by `transform`, in the premultiplied `color`; edges go
    /// to `edges` as (x0, y0, x1, y1).
    static func encode(
        _ path: Path, rule: FillRule, color: SIMD4<Float>, transform: AffineTransform,
        into instances: inout [FillInstance], edges: inout [SIMD4<Float>]
    ) {
        var pathEdges: [SIMD4<Float>] = []
        for polygon in path.applying(transform).flattened(tolerance: flatteningTolerance) where polygon.count > 1 {
            for i in 0..<polygon.count {
                let (a, b) = (polygon[i], polygon[(i + 1) % polygon.count])
                if a != b { pathEdges.append(SIMD4(Float(a.x), Float(a.y), Float(b.x), Float(b.y))) }
            }
        }
        guard let bounds = Self.bounds(pathEdges) else { return }
        let ruleValue: Float = rule == .evenOdd ? 1 : 0
        var top = Int(bounds.minY.rounded(.down)) - 1
        let bottom = Int(bounds.maxY.rounded(.up)) + 1
        while top < bottom {
            let lower = min(top + bandHeight, bottom)
            let (y0, y1) = (Float(Double(top) - reach), Float(Double(lower) + reach))
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
                            (minX - Float(reach)).rounded(.down), Float(top), (maxX + Float(reach)).rounded(.up),
                            Float(lower)),
                        edges: SIMD4(Float(first), Float(edges.count - first), ruleValue, 0), color: color))
            }
            top = lower
        }
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
