import KiteGeometry

/// The device pixel grid of a surface shown at `scale` device pixels per logical point: where edges must lie for
/// them to be drawn sharp (an edge between two device pixels covers neither partly). UIKit rounds every view's frame
/// to it the same way (`UIView.frame` at non-integer `contentScaleFactor`, e.g. 1.25 on a zoomed iPhone display).
struct DevicePixelGrid {
    /// Device pixels per logical point, > 0. A non-finite or non-positive value counts as 1.
    let scale: Double

    /// How far from a whole device pixel a length or coordinate may be and still count as on the grid, in device
    /// pixels: far below what a rasteriser can see, far above the rounding of a few multiplications.
    static let tolerance = 1e-6
    /// How many device pixel widths `wholePixelFactor` tries below the largest before giving up.
    static let searchLimit = 512

    init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `v` (points) moved to the nearest device pixel boundary.
    func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }

    /// The grid coordinate nearest `v` (points) that keeps `[v - lead, v - lead + length]` inside `bounds` when
    /// one does (rounding the other way by less than a device pixel), else the nearest one.
    func snap(_ v: Double, keeping lead: Double, _ length: Double, inside bounds: ClosedRange<Double>) -> Double {
        let nearest = snap(v)
        let slack = Self.tolerance / scale
        func fits(_ c: Double) -> Bool {
            c - lead >= bounds.lowerBound - slack && c - lead + length <= bounds.upperBound + slack
        }
        if fits(nearest) { return nearest }
        let other = nearest < v ? nearest + 1 / scale : nearest - 1 / scale
        return fits(other) ? other : nearest
    }

    /// Whether `v` (points) lies on a device pixel boundary, within `tolerance`.
    func isOnGrid(_ v: Double) -> Bool {
        abs(v * scale - (v * scale).rounded()) < Self.tolerance
    }

    /// The largest factor `k` in `0...limit` for which a rectangle of `size` points, scaled by `k`, is a whole number
    /// of device pixels wide and high: the width in device pixels steps down from its largest whole value until the
    /// height comes out whole too (a 140 x 60 control at 1.25 needs its width to be a multiple of 7 device pixels).
    /// A size whose sides have no common whole-pixel scale within `searchLimit` steps keeps a whole width only.
    /// A side of zero constrains nothing; a control under a device pixel keeps `limit`.
    func wholePixelFactor(for size: Size, upTo limit: Double) -> Double {
        let (w, h) = (size.width * scale, size.height * scale)
        guard limit > 0, limit.isFinite else { return max(limit.isFinite ? limit : 0, 0) }
        guard w > 0 || h > 0 else { return limit }
        // Step along the longer side: its whole pixel counts are the finer ladder.
        let (long, short) = w >= h ? (w, h) : (h, w)
        let largest = (long * limit).rounded(.down)
        guard largest >= 1 else { return limit }
        var n = largest
        while n >= 1 && largest - n < Double(Self.searchLimit) {
            let k = n / long
            let other = short * k
            if abs(other - other.rounded()) < Self.tolerance { return k }
            n -= 1
        }
        return largest / long
    }
}
