/// Cuts one band of a detailed fill into tiles `tileWidth` pixels wide, for `FillEncoder`. Each tile lists the
/// edges within `reach` of it, plus stand-ins for the edges wholly to its right: per pixel row, their net winding
/// (what the shader's +x ray would have counted) as that many vertical edges just beyond the tile's right side.
/// Edges wholly to a tile's left cross no ray from it and are left out; none of these is within anti-aliasing
/// reach of the tile's pixels, so every pixel computes the winding and nearest edge it would have computed with
/// the whole band. Tiles with no edge of their own and the same winding merge into one instance; tiles outside
/// the fill are skipped.
struct FillTiler {
    /// How far an edge affects anti-aliasing, device pixels.
    let reach: Float
    let tileWidth: Int

    /// The band being tiled: its first pixel row, the row past its last, and its fill rule.
    private var top = 0, bottom = 0
    private var evenOdd = false
    /// Scratch storage, kept between bands so a steady frame allocates nothing: per band edge its x extent and
    /// first and last tile; per tile where its list starts (counting sort), the next free slot, the lists; the
    /// winding per row of edges starting right of each tile; the running winding and that of the pending run of
    /// empty tiles.
    private var spans: [ClosedRange<Float>] = []
    private var firstTiles: [Int] = []
    private var lastTiles: [Int] = []
    private var starts: [Int] = []
    private var next: [Int] = []
    private var listed: [Int] = []
    private var rightWinding: [Int] = []
    private var winding: [Int] = []
    private var runWinding: [Int] = []
    /// Columns [left, right) of the pending run of empty tiles with the same winding, if any.
    private var run: (left: Int, right: Int)?

    init(reach: Float, tileWidth: Int) {
        self.reach = reach
        self.tileWidth = tileWidth
    }

    /// Appends the tiles of the band of rows [top, bottom) whose edges (all within `reach` of its rows) are
    /// `bandEdges`, and returns true; or, when the tiles that list edges would list more than `maximumMeanEdges`
    /// of them on average (the loop each of their pixels would run), appends nothing and returns false.
    @discardableResult
    mutating func encode(
        _ bandEdges: [SIMD4<Float>], top: Int, bottom: Int, evenOdd: Bool, color: SIMD4<Float>,
        maximumMeanEdges: Double = .infinity, into instances: inout [FillInstance], edges: inout [SIMD4<Float>]
    ) -> Bool {
        (self.top, self.bottom, self.evenOdd) = (top, bottom, evenOdd)
        let (origin, tileCount) = placeTiles(bandEdges)
        if maximumMeanEdges.isFinite && listsMore(than: maximumMeanEdges, tileCount: tileCount) { return false }
        listEdges(bandEdges, tileCount: tileCount)
        // Right to left, so the winding from the right accumulates as tiles are passed.
        let rows = bottom - top
        Self.reset(&winding, count: rows)
        run = nil
        for t in stride(from: tileCount - 1, through: 0, by: -1) {
            if t + 1 < tileCount {
                for r in 0..<rows { winding[r] += rightWinding[(t + 1) * rows + r] }
            }
            let left = origin + t * tileWidth
            let own = starts[t]..<starts[t + 1]
            if !own.isEmpty {
                flushRun(color, &instances, &edges, bandEdges)
                append(
                    left: left, right: left + tileWidth, listed: listed[own], winding: winding, color, &instances,
                    &edges, bandEdges)
            } else if !anyInside(winding) {
                flushRun(color, &instances, &edges, bandEdges)
            } else if let r = run, runWinding == winding {
                run = (left, r.right)
            } else {
                flushRun(color, &instances, &edges, bandEdges)
                run = (left, left + tileWidth)
                runWinding.removeAll(keepingCapacity: true)
                runWinding.append(contentsOf: winding)
            }
        }
        flushRun(color, &instances, &edges, bandEdges)
        return true
    }

    // `encode`'s steps are inlined into it, and its walk over the tiles stays there: as calls they cost the
    // gallery's full encode 2.5% more (callgrind; the walk as a function of its own copied the tiler each band).

    /// Measures the band's edges (`spans`), places the tiles over them and each edge's first and last tile
    /// (`firstTiles`, `lastTiles`); returns the first tile's left column and the number of tiles.
    @inline(__always)
    private mutating func placeTiles(_ bandEdges: [SIMD4<Float>]) -> (origin: Int, tileCount: Int) {
        spans.removeAll(keepingCapacity: true)
        for e in bandEdges { spans.append(span(e)) }
        var minX = Float.infinity
        var maxX = -Float.infinity
        for s in spans {
            minX = min(minX, s.lowerBound)
            maxX = max(maxX, s.upperBound)
        }
        let origin = Int((minX - reach).rounded(.down))
        let width = Float(tileWidth)
        let tileCount = max(Int(((maxX + reach - Float(origin)) / width).rounded(.down)) + 1, 1)
        firstTiles.removeAll(keepingCapacity: true)
        lastTiles.removeAll(keepingCapacity: true)
        for s in spans {
            firstTiles.append(Self.tile(s.lowerBound - reach, origin: origin, width: width, count: tileCount))
            lastTiles.append(Self.tile(s.upperBound + reach, origin: origin, width: width, count: tileCount))
        }
        return (origin, tileCount)
    }

    /// Whether the tiles that list edges would list more than `maximumMeanEdges` of them on average, counted from
    /// the differences of a running count (each edge +1 at its first tile, -1 past its last) before paying for the
    /// lists themselves.
    @inline(__always)
    private mutating func listsMore(than maximumMeanEdges: Double, tileCount: Int) -> Bool {
        Self.reset(&starts, count: tileCount + 1)
        for i in firstTiles.indices {
            starts[firstTiles[i]] += 1
            starts[lastTiles[i] + 1] -= 1
        }
        var (listed, listings, listingTiles) = (0, 0, 0)
        for t in 0..<tileCount {
            listed += starts[t]
            if listed > 0 { (listings, listingTiles) = (listings + listed, listingTiles + 1) }
        }
        return Double(listings) > maximumMeanEdges * Double(listingTiles)
    }

    /// Per tile: the edges it lists (`starts`, `listed`: a counting sort), and the winding per row of the edges
    /// that start right of the tiles before it (`rightWinding`).
    @inline(__always)
    private mutating func listEdges(_ bandEdges: [SIMD4<Float>], tileCount: Int) {
        let rows = bottom - top
        Self.reset(&starts, count: tileCount + 1)
        Self.reset(&rightWinding, count: tileCount * rows)
        for i in bandEdges.indices {
            for t in firstTiles[i]...lastTiles[i] { starts[t + 1] += 1 }
            let e = bandEdges[i]
            for r in 0..<rows {
                let y = Float(top + r) + 0.5
                if (e.y <= y) != (e.w <= y) { rightWinding[firstTiles[i] * rows + r] += e.w > e.y ? 1 : -1 }
            }
        }
        for t in 0..<tileCount { starts[t + 1] += starts[t] }
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: starts[0..<tileCount])
        Self.reset(&listed, count: starts[tileCount])
        for i in bandEdges.indices {
            for t in firstTiles[i]...lastTiles[i] {
                listed[next[t]] = i
                next[t] += 1
            }
        }
    }

    /// Empties `array` and fills it with `count` zeros, keeping its storage.
    private static func reset(_ array: inout [Int], count: Int) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(0, count: count))
    }

    /// The tile (0..<count) holding x.
    private static func tile(_ x: Float, origin: Int, width: Float, count: Int) -> Int {
        min(max(Int(((x - Float(origin)) / width).rounded(.down)), 0), count - 1)
    }

    /// Appends the pending run of empty tiles, if any.
    private mutating func flushRun(
        _ color: SIMD4<Float>, _ instances: inout [FillInstance], _ edges: inout [SIMD4<Float>],
        _ bandEdges: [SIMD4<Float>]
    ) {
        guard let r = run else { return }
        append(
            left: r.left, right: r.right, listed: [], winding: runWinding, color, &instances, &edges, bandEdges)
        run = nil
    }

    /// True when some row's winding puts it inside the fill.
    private func anyInside(_ winding: [Int]) -> Bool {
        for w in winding where isInside(w) { return true }
        return false
    }

    private func isInside(_ winding: Int) -> Bool {
        evenOdd ? winding & 1 == 1 : winding != 0
    }

    /// The x extent of edge `e` within the rows its band's pixels can see.
    private func span(_ e: SIMD4<Float>) -> ClosedRange<Float> {
        let (y0, y1) = (Float(top) - reach, Float(bottom) + reach)
        guard e.y != e.w else { return min(e.x, e.z)...max(e.x, e.z) }
        func x(at y: Float) -> Float { e.x + (e.z - e.x) * ((y - e.y) / (e.w - e.y)) }
        let a = e.y < y0 || e.y > y1 ? x(at: min(max(e.y, y0), y1)) : e.x
        let b = e.w < y0 || e.w > y1 ? x(at: min(max(e.w, y0), y1)) : e.z
        return min(a, b)...max(a, b)
    }

    /// Appends one instance over columns [left, right) of the band: its own edges, then per run of rows with the
    /// same winding from the right, that many vertical edges at `right + reach + 1`.
    private func append(
        left: Int, right: Int, listed: ArraySlice<Int>, winding: [Int], _ color: SIMD4<Float>,
        _ instances: inout [FillInstance], _ edges: inout [SIMD4<Float>], _ bandEdges: [SIMD4<Float>]
    ) {
        let first = edges.count
        for i in listed { edges.append(bandEdges[i]) }
        let x = Float(right) + reach + 1
        var r0 = 0
        while r0 < winding.count {
            var r1 = r0 + 1
            while r1 < winding.count && winding[r1] == winding[r0] { r1 += 1 }
            // Only whether the total is zero (or odd) matters: a winding beyond what the tile's own edges can
            // undo (each changes it by one, and the nearest edge's far side by one more) acts like that bound.
            let w = evenOdd ? winding[r0] & 1 : max(min(winding[r0], listed.count + 2), -(listed.count + 2))
            let (a, b) = (Float(top + r0), Float(top + r1))
            for _ in 0..<abs(w) { edges.append(w > 0 ? SIMD4(x, a, x, b) : SIMD4(x, b, x, a)) }
            r0 = r1
        }
        instances.append(
            FillInstance(
                rect: SIMD4(Float(left), Float(top), Float(right), Float(bottom)),
                edges: SIMD4(Float(first), Float(edges.count - first), evenOdd ? 1 : 0, 0), color: color))
    }
}
