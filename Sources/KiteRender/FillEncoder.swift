import KiteGeometry

/// Turns a filled path into `FillInstance`s over a flat list of device-space edges: the path is cut to the
/// viewport (`FillEdgeClipper`), flattened within `flatteningTolerance` device pixels, and cut into rows
/// `bandHeight` pixels tall; each band lists the edges its pixels can see (those crossing it, and those within
/// anti-aliasing reach), so a pixel's loop is short.
///
/// A band with more than `tilingThreshold` edges (a detailed outline, a star of thousands of spikes) is cut
/// further into tiles `tileWidth` pixels wide. A tile lists only the edges within reach of it; the edges wholly to
/// its right, which the shader's +x ray would cross, are summed per pixel row into a winding number and stand in
/// as a few vertical edges just beyond the tile's right side (the same trick the clipper uses at the viewport).
/// Edges wholly to its left are left out. Work per pixel is then bounded by the outline's local detail, not its
/// size, and runs of tiles with no edge of their own (inside or outside) merge into one instance.
///
/// A band whose tiles would still list more than `maskThreshold` edges on average (a polygon of thousands of
/// long, random edges: several cross every pixel, and every pixel would loop over dozens) is rasterised on the
/// CPU instead (`FillMaskRasterizer`): its coverage goes into a mask, one byte per pixel, and the band becomes one
/// instance of the mask program, which only reads its byte. Its cost is then the edges' length plus the band's
/// area, not their product.
struct FillEncoder {
    /// Largest distance, in device pixels, between a curve and the polygon edges that replace it.
    static let flatteningTolerance = 0.05
    /// Rows of device pixels per band.
    static let bandHeight = 8
    /// How far, in device pixels, an edge outside a band still affects its pixels' anti-aliasing.
    static let reach = 1.0
    /// Bands listing more edges than this are cut into tiles.
    static let tilingThreshold = 24
    /// Columns of device pixels per tile.
    static let tileWidth = 16
    /// Most mask bytes a frame may hold (`MaskTexture`'s capacity, 4096 x 16384); bands past it keep the band
    /// path.
    static let maximumMaskBytes = 1 << 26
    /// How far, in device pixels, geometry outside the viewport is kept: more than `reach`, so the edges the
    /// clipper moves onto the margin are never a pixel's nearest.
    static let viewportMargin = 2.0
    /// The viewport assumed when none is given, device pixels: the largest GLES framebuffers have 32768 pixels on
    /// a side (GL_MAX_VIEWPORT_DIMS).
    static let largestViewport = Rect(x: 0, y: 0, width: 32768, height: 32768)

    /// The current path's clipped edges, kept between calls so a steady frame allocates nothing.
    private var clipper = FillEdgeClipper(bounds: Self.clipBounds(for: Self.largestViewport))
    /// The current band's edges, kept between calls.
    private var bandEdges: [SIMD4<Float>] = []
    /// Per band, the range of `bandedEdges` it sees; per edge, its position there.
    private var bandStarts: [Int] = []
    /// 32 bits an entry: a path of a million long edges lists each in dozens of bands.
    private var bandedEdges: [UInt32] = []
    /// Per band, the next free slot in `bandedEdges` while sorting.
    private var bandNext: [Int] = []
    /// Cuts detailed bands into tiles; keeps its scratch storage between bands.
    private var tiler = FillTiler(reach: Float(Self.reach), tileWidth: Self.tileWidth)
    /// Rasterises the bands too detailed for tiles; keeps its scratch storage between bands.
    private var rasterizer = FillMaskRasterizer()
    /// The cells and sample steps the mask rasteriser has written so far (`FillMaskRasterizer.cellsWritten`).
    var maskCellsWritten: Int { rasterizer.cellsWritten }

    /// Mean number of edges per tile (over the tiles listing any) above which a band is drawn from a coverage
    /// mask rasterised on the CPU instead of by the fill shader's loop over them. Defaults to 16: on llvmpipe
    /// (2 threads) a pixel's loop over 16 edges costs about what rasterising the band costs per pixel. 0 sends
    /// every band of more than `tilingThreshold` edges to the mask, infinity none.
    var maskThreshold = 16.0

    /// The viewport fills are drawn into, device pixels: geometry beyond it (and `viewportMargin`) is cut away
    /// before flattening. Defaults to `largestViewport`.
    var viewport = Self.largestViewport {
        didSet {
            if viewport != oldValue { clipper = FillEdgeClipper(bounds: Self.clipBounds(for: viewport)) }
        }
    }

    private static func clipBounds(for viewport: Rect) -> Rect {
        let m = viewportMargin
        return Rect(
            x: viewport.minX - m, y: viewport.minY - m, width: viewport.width + 2 * m, height: viewport.height + 2 * m)
    }

    /// Appends the instances of `path` filled by `rule`, mapped by `transform`, in the premultiplied `color`:
    /// bands of edges to `instances`, their edges to `edges` as (x0, y0, x1, y1); mask rectangles to `masks`,
    /// their coverage to `maskBytes`.
    mutating func encode(
        _ path: Path, rule: FillRule, color: SIMD4<Float>, transform: AffineTransform,
        into instances: inout [FillInstance], edges: inout [SIMD4<Float>], masks: inout [FillInstance],
        maskBytes: inout [UInt8]
    ) {
        collectEdges(path, transform)
        let pathEdges = clipper.edges
        guard !pathEdges.isEmpty else { return }
        var (minY, maxY) = (Float.infinity, -Float.infinity)
        for e in pathEdges {
            minY = min(minY, min(e.y, e.w))
            maxY = max(maxY, max(e.y, e.w))
        }
        // Bounded by the clip rectangle, so these conversions cannot trap.
        let top = Int(minY.rounded(.down)) - 1
        let bottom = Int(maxY.rounded(.up)) + 1
        let bandCount = (bottom - top + Self.bandHeight - 1) / Self.bandHeight
        sortIntoBands(pathEdges, top: top, bandCount: bandCount)
        for band in 0..<bandCount {
            let range = bandStarts[band]..<bandStarts[band + 1]
            guard !range.isEmpty else { continue }
            bandEdges.removeAll(keepingCapacity: true)
            for i in bandedEdges[range] { bandEdges.append(pathEdges[Int(i)]) }
            let upper = top + band * Self.bandHeight
            let lower = min(upper + Self.bandHeight, bottom)
            if bandEdges.count > Self.tilingThreshold {
                encodeDetailedBand(
                    upper, lower, rule: rule, color: color, into: &instances, edges: &edges, masks: &masks,
                    maskBytes: &maskBytes)
            } else {
                appendBand(upper, lower, rule: rule, color: color, into: &instances, edges: &edges)
            }
        }
    }

    /// Appends the band of rows [upper, lower) whose many edges are `bandEdges` as tiles (`FillTiler`), or, where
    /// the tiles would loop over more than `maskThreshold` edges per pixel on average and the mask fits in
    /// `maximumMaskBytes`, as a coverage mask rectangle to `masks` with its bytes to `maskBytes`.
    private mutating func encodeDetailedBand(
        _ upper: Int, _ lower: Int, rule: FillRule, color: SIMD4<Float>, into instances: inout [FillInstance],
        edges: inout [SIMD4<Float>], masks: inout [FillInstance], maskBytes: inout [UInt8]
    ) {
        let columns = maskColumns(upper, lower)
        let maskFits = columns.map { maskBytes.count + $0.count * (lower - upper) <= Self.maximumMaskBytes }
        if tiler.encode(
            bandEdges, top: upper, bottom: lower, evenOdd: rule == .evenOdd, color: color,
            maximumMeanEdges: maskFits == true ? maskThreshold : .infinity, into: &instances, edges: &edges)
        {
            return
        }
        guard let columns else { return }
        let first = maskBytes.count
        rasterizer.rasterize(
            bandEdges, top: upper, bottom: lower, left: columns.lowerBound, right: columns.upperBound,
            evenOdd: rule == .evenOdd, into: &maskBytes)
        masks.append(
            FillInstance(
                maskRect: SIMD4(Float(columns.lowerBound), Float(upper), Float(columns.upperBound), Float(lower)),
                firstByte: first, color: color))
    }

    /// Appends the band of rows [upper, lower) whose few edges are `bandEdges` as one instance listing them all,
    /// its rectangle their extent widened by `reach`.
    private func appendBand(
        _ upper: Int, _ lower: Int, rule: FillRule, color: SIMD4<Float>, into instances: inout [FillInstance],
        edges: inout [SIMD4<Float>]
    ) {
        let first = edges.count
        var minX = Float.infinity
        var maxX = -Float.infinity
        for e in bandEdges {
            edges.append(e)
            minX = min(minX, min(e.x, e.z))
            maxX = max(maxX, max(e.x, e.z))
        }
        instances.append(
            FillInstance(
                rect: SIMD4(
                    (minX - Float(Self.reach)).rounded(.down), Float(upper), (maxX + Float(Self.reach)).rounded(.up),
                    Float(lower)),
                edges: SIMD4(Float(first), Float(edges.count - first), rule == .evenOdd ? 1 : 0, 0), color: color))
    }

    /// The pixel columns a mask of rows [upper, lower) of the current band needs: from the one holding its
    /// leftmost edge point within those rows to the one holding its rightmost (every pixel right of that is
    /// outside); nil when no edge reaches into the rows.
    private func maskColumns(_ upper: Int, _ lower: Int) -> Range<Int>? {
        let (y0, y1) = (Float(upper), Float(lower))
        var minX = Float.infinity
        var maxX = -Float.infinity
        for e in bandEdges {
            let (top, bottom) = e.y < e.w ? (SIMD2(e.x, e.y), SIMD2(e.z, e.w)) : (SIMD2(e.z, e.w), SIMD2(e.x, e.y))
            guard top.y < y1, bottom.y > y0 else { continue }
            let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
            let a = top.y < y0 ? top.x + (y0 - top.y) * dxdy : top.x
            let b = bottom.y > y1 ? top.x + (y1 - top.y) * dxdy : bottom.x
            minX = min(minX, min(a, b))
            maxX = max(maxX, max(a, b))
        }
        guard minX <= maxX else { return nil }
        // Bounded by the clip rectangle, so these conversions cannot trap.
        return Int(minX.rounded(.down))..<(Int(maxX.rounded(.down)) + 1)
    }

    /// Lists, per band, the edges within `reach` of its rows: a counting sort, so each edge is visited once per
    /// band it touches rather than once per band of the path.
    private mutating func sortIntoBands(_ pathEdges: [SIMD4<Float>], top: Int, bandCount: Int) {
        let reach = Float(Self.reach)
        func bands(_ e: SIMD4<Float>) -> ClosedRange<Int> {
            let y0 = Int((min(e.y, e.w) - reach).rounded(.down)) - top
            let y1 = Int((max(e.y, e.w) + reach).rounded(.up)) - top
            // A band's rows are [top, bottom); an edge ending exactly on a band's top still reaches into it.
            return max(y0 / Self.bandHeight, 0)...min(y1 / Self.bandHeight, bandCount - 1)
        }
        bandStarts.removeAll(keepingCapacity: true)
        bandStarts.append(contentsOf: repeatElement(0, count: bandCount + 1))
        for e in pathEdges { for b in bands(e) { bandStarts[b + 1] += 1 } }
        for b in 0..<bandCount { bandStarts[b + 1] += bandStarts[b] }
        bandNext.removeAll(keepingCapacity: true)
        bandNext.append(contentsOf: bandStarts[0..<bandCount])
        bandedEdges.removeAll(keepingCapacity: true)
        bandedEdges.append(contentsOf: repeatElement(0, count: bandStarts[bandCount]))
        for (i, e) in pathEdges.enumerated() {
            for b in bands(e) {
                bandedEdges[bandNext[b]] = UInt32(i)
                bandNext[b] += 1
            }
        }
    }

    /// The path's edges in device space, curves flattened, every subpath closed (fills close open subpaths),
    /// cut to the viewport.
    private mutating func collectEdges(_ path: Path, _ transform: AffineTransform) {
        clipper.removeAll()
        var start = Point.zero
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                clipper.addLine(current, start)
                (start, current) = (transform.apply(to: p), transform.apply(to: p))
            case .line(let p):
                let q = transform.apply(to: p)
                clipper.addLine(current, q)
                current = q
            case .quad(let c, let p):
                let q = transform.apply(to: p)
                // Steps are chosen in device space, where the tolerance is measured.
                clipper.addCurve(
                    .quad(QuadBezier(current, transform.apply(to: c), q)), tolerance: Self.flatteningTolerance)
                current = q
            case .cubic(let c1, let c2, let p):
                let q = transform.apply(to: p)
                clipper.addCurve(
                    .cubic(CubicBezier(current, transform.apply(to: c1), transform.apply(to: c2), q)),
                    tolerance: Self.flatteningTolerance)
                current = q
            case .close:
                clipper.addLine(current, start)
                current = start
            }
        }
        clipper.addLine(current, start)
    }
}
