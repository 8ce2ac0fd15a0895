/// The device-pixel geometry of an opaque border ring under an axis-aligned uniform scale: its outer rounded
/// rectangle and the box of its inner edge, to tell which whole pixels the ring covers fully.
struct BorderBand {
    /// Outer edge: min x, min y, max x, max y, device pixels.
    let outer: SIMD4<Float>
    /// Outer corner radius, device pixels.
    let outerRadius: Float
    /// The inner edge's box (its corners rounded inside it), device pixels.
    let inner: SIMD4<Float>

    /// `border` must be axis-aligned (`hasStraightSideRamps`) with equal scales on both axes.
    init(_ border: ShapeInstance) {
        let scale = abs(border.linear.x)
        let centre = SIMD2(
            border.linear.x * border.box.x + border.offset.x, border.linear.w * border.box.y + border.offset.y)
        let half = SIMD2(border.box.z, border.box.w) * scale
        let inset = border.shape.y * scale
        outer = SIMD4(centre.x - half.x, centre.y - half.y, centre.x + half.x, centre.y + half.y)
        outerRadius = border.shape.x * scale
        inner = outer + SIMD4(inset, inset, -inset, -inset)
    }

    /// True when every pixel whose centre lies in `centres` (device bounds, min x, min y, max x, max y; boundaries
    /// included) is a unit square inside the outer rounded rectangle and outside the inner edge's box, where the
    /// ring's coverage is exactly 1. True for a box holding no pixel centre.
    func coversFully(_ centres: SIMD4<Float>) -> Bool {
        guard !any(centres .!= centres) else { return false }
        // The squares of the pixels whose centres (k + 0.5) lie in the box.
        let lo = SIMD2((centres.x - 0.5).rounded(.up), (centres.y - 0.5).rounded(.up))
        let hi = SIMD2((centres.z - 0.5).rounded(.down), (centres.w - 0.5).rounded(.down)) + 1
        guard lo.x < hi.x, lo.y < hi.y else { return true }
        let r = outerRadius
        let insideOuterBox = lo.x >= outer.x && lo.y >= outer.y && hi.x <= outer.z && hi.y <= outer.w
        // Inside one arm of the rounded rectangle's cross: clear of its rounded corners.
        let clearOfCorners =
            (lo.x >= outer.x + r && hi.x <= outer.z - r) || (lo.y >= outer.y + r && hi.y <= outer.w - r)
        let outsideInner = hi.x <= inner.x || lo.x >= inner.z || hi.y <= inner.y || lo.y >= inner.w
        return insideOuterBox && clearOfCorners && outsideInner
    }
}
