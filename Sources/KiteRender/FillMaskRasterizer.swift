/// Rasterises one band of a fill on the CPU into a coverage mask, for bands so detailed that the fill shader's
/// per-pixel loop over nearby edges would cost more than visiting each edge once (`FillEncoder.maskThreshold`).
///
/// Signed-area accumulation, as Raph Levien describes for font-rs ("Inside the fastest font renderer in the world",
/// 2016) and vello's fine rasteriser uses: each pixel's value is the integral, over its square, of the winding
/// number along a ray towards +x (the convention of `Shaders/fill.frag` and `FillEdgeClipper`). An edge's part in
/// a pixel row adds its signed height to every pixel left of it, and to the pixels it passes through the part of
/// that height left of it; stored as differences between neighbouring pixels, so each edge touches only the cells
/// it crosses and one prefix sum per row gives every pixel. The integral W then becomes coverage: min(|W|, 1) for
/// non-zero, the distance from W to the nearest even number for even-odd.
///
/// That is the exact area coverage wherever the winding number takes only two values within a pixel (0 and 1, or
/// any two adjacent ones for even-odd): a straight edge, a corner, a spike's tip narrower than a pixel. Where it
/// takes more (edges crossing inside a pixel, overlapping layers ending in it) the rule of the integral is not the
/// integral of the rule: one pixel half at winding 2 and half at 0 would read as covered. So the rasteriser also
/// counts the edge pieces in each pixel and, where more than two meet, takes the coverage of a 4 x 4 grid of
/// sample points instead (like 16x multisampling; `samplesPerSide`), each with its exact winding number: each
/// edge adds a step at its crossing of each sample row, and a prefix sum along the row gives every sample's count.
struct FillMaskRasterizer {
    /// Sample rows and columns per pixel where more than two edge pieces meet.
    static let samplesPerSide = 4

    /// The band being rasterised: pixel columns and rows.
    private var width = 0
    private var rows = 0
    /// Per pixel of the band, the difference from its left neighbour's integral, plus one cell past the right
    /// side of each row. Scratch storage (this and the rest) is kept between bands: a steady frame allocates
    /// nothing.
    private var cells: [Float] = []
    /// Per row of the band, the winding integral left of every edge (the sum of the edges' signed heights).
    private var rowTotals: [Float] = []
    /// Per pixel of the band, the edge pieces within it.
    private var pieces: [Int32] = []
    /// Per sample row of the band, per sample column plus one past the right side, the change in winding number
    /// from the sample to its left; and per sample row the winding number left of every edge.
    private var sampleSteps: [Int32] = []
    private var sampleTotals: [Int32] = []
    /// Per pixel of the band, the samples inside.
    private var samplesInside: [Int32] = []
    /// The cells and sample steps written so far, summed over every band rasterised: what the rasteriser's
    /// work grows with (tests check it stays proportional to the edges' length in pixels).
    private(set) var cellsWritten = 0

    /// Appends the coverage of pixel rows [top, bottom) and columns [left, right) of the fill whose edges near
    /// these rows are `edges` (device pixels, (x0, y0, x1, y1); parts outside the rows are ignored, and every edge
    /// must lie at or right of `left`) to `mask`: (bottom - top) rows of (right - left) bytes, coverage x 255.
    mutating func rasterize(
        _ edges: [SIMD4<Float>], top: Int, bottom: Int, left: Int, right: Int, evenOdd: Bool,
        into mask: inout [UInt8]
    ) {
        (width, rows) = (right - left, bottom - top)
        guard width > 0, rows > 0 else { return }
        let n = Self.samplesPerSide
        Self.reset(&cells, count: (width + 1) * rows)
        Self.reset(&rowTotals, count: rows)
        Self.reset(&pieces, count: width * rows)
        Self.reset(&sampleSteps, count: (width * n + 1) * rows * n)
        Self.reset(&sampleTotals, count: rows * n)
        let origin = SIMD2<Float>(Float(left), Float(top))
        let (width, rows) = (width, rows)
        // The buffers are lent to `BandBuffers` only inside these closures, which it never outlives.
        cells.withUnsafeMutableBufferPointer { cells in
            rowTotals.withUnsafeMutableBufferPointer { rowTotals in
                pieces.withUnsafeMutableBufferPointer { pieces in
                    sampleSteps.withUnsafeMutableBufferPointer { sampleSteps in
                        sampleTotals.withUnsafeMutableBufferPointer { sampleTotals in
                            let band = BandBuffers(
                                width: width, rows: rows, cells: cells, rowTotals: rowTotals, pieces: pieces,
                                sampleSteps: sampleSteps, sampleTotals: sampleTotals)
                            var written = 0
                            for e in edges {
                                // Band-relative coordinates keep Float's precision near the pixels.
                                written += band.accumulate(SIMD2(e.x, e.y) - origin, SIMD2(e.z, e.w) - origin)
                            }
                            cellsWritten += written
                        }
                    }
                }
            }
        }
        countSamplesInside(evenOdd: evenOdd)
        let start = mask.count
        mask.append(contentsOf: repeatElement(0, count: width * rows))
        for r in 0..<rows {
            var w = rowTotals[r]
            for i in 0..<width {
                w += cells[r * (width + 1) + i]
                let pixel = r * width + i
                let coverage =
                    pieces[pixel] > 2
                    ? Float(samplesInside[pixel]) / Float(n * n)
                    : evenOdd ? Self.distanceToEven(w) : min(abs(w), 1)
                mask[start + pixel] = UInt8(min(coverage, 1) * 255 + 0.5)
            }
        }
    }

    /// The distance from w to the nearest even number, in 0...1 (without a libm call).
    @inline(__always)
    private static func distanceToEven(_ w: Float) -> Float {
        let h = abs(w)
        let r = h - 2 * Float(Int(h * 0.5))  // h >= 0: truncation is the floor
        return r <= 1 ? r : 2 - r
    }

    /// Fills `samplesInside` from the sample steps: a prefix sum along each sample row.
    private mutating func countSamplesInside(evenOdd: Bool) {
        let n = Self.samplesPerSide
        Self.reset(&samplesInside, count: width * rows)
        let stride = width * n + 1
        for k in 0..<(rows * n) {
            var w = sampleTotals[k]
            let row = k / n
            for i in 0..<width {
                var inside: Int32 = 0
                for m in 0..<n {
                    w += sampleSteps[k * stride + i * n + m]
                    inside += (evenOdd ? w & 1 == 1 : w != 0) ? 1 : 0
                }
                samplesInside[row * width + i] += inside
            }
        }
    }

    /// Empties `array` and fills it with `count` zeros, keeping its storage.
    private static func reset<T: Numeric>(_ array: inout [T], count: Int) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(0, count: count))
    }
}

/// One band's accumulation buffers, lent by `FillMaskRasterizer` for the band (unchecked access in the loop that
/// visits every edge piece: the indices are bounded by construction, rows and columns clamped to the band).
private struct BandBuffers {
    let width: Int
    let rows: Int
    let cells: UnsafeMutableBufferPointer<Float>
    let rowTotals: UnsafeMutableBufferPointer<Float>
    let pieces: UnsafeMutableBufferPointer<Int32>
    let sampleSteps: UnsafeMutableBufferPointer<Int32>
    let sampleTotals: UnsafeMutableBufferPointer<Int32>

    /// The smallest integer at or above v (|v| < 2^31), without a libm call.
    @inline(__always)
    static func ceiling(_ v: Float) -> Int {
        let t = Int(v)  // towards zero
        return Float(t) < v ? t + 1 : t
    }

    /// Adds the edge a -> b (band-relative pixels) to the rows it crosses and their sample rows; returns the cells
    /// and sample steps it wrote.
    func accumulate(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Int {
        guard a.y != b.y else { return 0 }  // a horizontal edge crosses no ray
        // Downwards edges count +1 to the left of them, as the shader's +x ray counts them.
        let sign: Float = b.y > a.y ? 1 : -1
        let (p, q) = b.y > a.y ? (a, b) : (b, a)
        let y0 = max(p.y, 0)
        let y1 = min(q.y, Float(rows))
        guard y0 < y1 else { return 0 }
        // Above the smallest normal height, 1 / height is finite (and y - p.y never exceeds the height by more
        // than rounding); below it the edge is flat for every purpose.
        let perY = q.y - p.y > .leastNormalMagnitude ? 1 / (q.y - p.y) : 0
        let run = q.x - p.x
        // x where the edge meets height y (p.y <= y <= q.y), interpolated so that a nearly horizontal edge
        // (height near zero) still gives a point on it.
        @inline(__always) func x(at y: Float) -> Float { p.x + run * min(max((y - p.y) * perY, 0), 1) }
        let n = FillMaskRasterizer.samplesPerSide
        // Sample rows at y = (k + 0.5) / n the edge crosses, half-open as the shader's test: p.y <= y < q.y.
        let firstSample = max(Self.ceiling(y0 * Float(n) - 0.5), 0)
        let lastSample = min(Self.ceiling(y1 * Float(n) - 0.5) - 1, rows * n - 1)
        if firstSample <= lastSample {
            let stride = width * n + 1
            let step = Int32(sign)
            for k in firstSample...lastSample {
                // Samples at or right of the crossing no longer see it on their +x ray.
                let column = min(max(Self.ceiling(x(at: (Float(k) + 0.5) / Float(n)) * Float(n) - 0.5), 0), width * n)
                sampleSteps[k * stride + column] -= step
                sampleTotals[k] += step
            }
        }
        var written = max(lastSample - firstSample + 1, 0)
        var row = Int(y0)  // y0 >= 0: truncation is the floor
        let lastRow = min(Self.ceiling(y1) - 1, rows - 1)
        while row <= lastRow {
            let ya = max(y0, Float(row))
            let yb = min(y1, Float(row + 1))
            if yb > ya {
                rowTotals[row] += sign * (yb - ya)
                written += addSpan(x(at: ya), x(at: yb), height: sign * (yb - ya), row: row)
            }
            row += 1
        }
        return written
    }

    /// Adds the part of an edge within one row, from x = xa to xb with signed height `height`: split at whole
    /// pixels, each piece in pixel c with mean x m takes (c + 1 - m) of its height from pixel c (the part of c
    /// right of it) and the rest from pixel c + 1. Pieces right of the band's last pixel are left to the row
    /// total. Returns the pixels it visited.
    func addSpan(_ xa: Float, _ xb: Float, height: Float, row: Int) -> Int {
        let lo = max(min(xa, xb), 0)
        let hi = max(max(xa, xb), 0)
        let first = Int(lo)  // lo >= 0: truncation is the floor
        if first >= width { return 0 }
        let last = Int(hi)
        if first == last || hi - lo <= 0 {
            add(piece: height, meanX: (lo + hi) / 2, cell: first, row: row)
            return 1
        }
        let perX = height / (hi - lo)
        let lastVisited = min(last, width - 1)
        for c in first...lastVisited {
            let u = max(lo, Float(c))
            let v = min(hi, Float(c + 1))
            if v > u { add(piece: perX * (v - u), meanX: (u + v) / 2, cell: c, row: row) }
        }
        return lastVisited - first + 1
    }

    /// One piece of signed height `piece` within pixel `cell` at mean x `meanX`: the pixels left of it keep the
    /// full height (the row total), pixel `cell` loses the part right of the piece, the pixels after lose all.
    func add(piece: Float, meanX: Float, cell: Int, row: Int) {
        guard cell < width else { return }  // right of every drawn pixel: only the row total matters
        let leftPart = min(max(meanX - Float(cell), 0), 1)
        let base = row * (width + 1)
        cells[base + cell] -= piece * (1 - leftPart)
        cells[base + cell + 1] -= piece * leftPart
        pieces[row * width + cell] += 1
    }

}
