/// The parts of path segments that can reach a rectangle of device pixels (a viewport grown by a stroke's reach),
/// decided on each segment's device-space image and kept in path space, so a pen keeps its shape under any
/// transform. The decisions carry over exactly because a line's parameter along itself, a control polygon's hull
/// and a halving at t = 1/2 all commute with affine maps: lines are cut where they leave the rectangle (after
/// Liang and Barsky's parametric clipping), curves whose control points all lie beyond one side are dropped, and
/// curves reaching in are kept whole unless larger than `largestKept`, else halved until each half is that small
/// or dropped. The renderer's stroke clipping keeps what this keeps, so dashes laid on the kept parts are the ones
/// it draws.
public struct ViewportReach: Sendable {
    /// The rectangle, device pixels.
    public let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Maps the path to device pixels.
    public let transform: AffineTransform
    /// Curves larger than this (device pixels, width or height) are halved while they reach into the rectangle.
    public let largestKept: Double
    /// Device pixels a curve may measure and still be kept whole (with the rectangle's doubled size, if larger).
    public static let smallestHalvedSize = 16384.0
    /// At most this many nested halvings per curve: enough to bring the largest finite `Double` curve down to
    /// pixels (2^1024 / 2^1100 < 1); a guard no real curve meets.
    static let maximumHalvings = 1100

    /// The parts reaching `bounds` (device pixels, non-empty) of a path mapped to device pixels by `transform`.
    public init(bounds: Rect, transform: AffineTransform) {
        (minX, minY, maxX, maxY) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
        self.transform = transform
        largestKept = max(2 * max(bounds.width, bounds.height), Self.smallestHalvedSize)
    }

    /// Calls `body` with each part of `segment` (path space) to keep, in order, and its parameter range in the
    /// segment. A segment kept whole is passed as itself, with 0 and 1.
    public func keptPieces(of segment: PathSegment, _ body: (PathSegment, Double, Double) -> Void) {
        switch segment {
        case .line(let a, let b):
            guard let (t0, t1) = lineRange(transform.apply(to: a), transform.apply(to: b)) else { return }
            // The exact end points where nothing is cut, so joins still meet.
            body(.line(t0 == 0 ? a : a.lerp(to: b, t0), t1 == 1 ? b : a.lerp(to: b, t1)), t0, t1)
        case .quad(let q):
            let device = QuadBezier(transform.apply(to: q.p0), transform.apply(to: q.p1), transform.apply(to: q.p2))
            keepCurve((q, device), 0, 1, depth: 0, split: { $0.split(at: 0.5) }, points: { [$0.p0, $0.p1, $0.p2] }) {
                body(.quad($0), $1, $2)
            }
        case .cubic(let c):
            let device = CubicBezier(
                transform.apply(to: c.p0), transform.apply(to: c.p1), transform.apply(to: c.p2),
                transform.apply(to: c.p3))
            keepCurve(
                (c, device), 0, 1, depth: 0, split: { $0.split(at: 0.5) }, points: { [$0.p0, $0.p1, $0.p2, $0.p3] }
            ) { body(.cubic($0), $1, $2) }
        }
    }

    /// The parameter range of device-space a -> b inside the rectangle (Liang-Barsky), nil when it misses it.
    func lineRange(_ a: Point, _ b: Point) -> (Double, Double)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        var (t0, t1) = (0.0, 1.0)
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            }
        }
        return t0 <= t1 ? (t0, t1) : nil
    }

    /// Keeps a curve (path space, with its device-space image; parameters t0...t1 of the original) whole, drops
    /// it, or halves both, deciding by the device-space control points.
    private func keepCurve<C>(
        _ curve: (path: C, device: C), _ t0: Double, _ t1: Double, depth: Int, split: (C) -> (C, C),
        points: (C) -> [Point], _ body: (C, Double, Double) -> Void
    ) {
        let ps = points(curve.device)
        guard ps.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let (loX, hiX) = (ps.map(\.x).min()!, ps.map(\.x).max()!)
        let (loY, hiY) = (ps.map(\.y).min()!, ps.map(\.y).max()!)
        // The curve lies within its control points' hull: a box missing the rectangle means the curve does.
        guard hiX >= minX, loX <= maxX, hiY >= minY, loY <= maxY else { return }
        let inside = loX >= minX && hiX <= maxX && loY >= minY && hiY <= maxY
        if inside || max(hiX - loX, hiY - loY) <= largestKept || depth >= Self.maximumHalvings {
            body(curve.path, t0, t1)
            return
        }
        let (a, b) = split(curve.path)
        let (da, db) = split(curve.device)
        let mid = (t0 + t1) / 2
        keepCurve((a, da), t0, mid, depth: depth + 1, split: split, points: points, body)
        keepCurve((b, db), mid, t1, depth: depth + 1, split: split, points: points, body)
    }
}
