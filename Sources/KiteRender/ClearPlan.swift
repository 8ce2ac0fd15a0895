/// The clear of a frame chosen to draw its largest opaque interiors: when the first command after the background
/// is a run of opaque flat interiors (`.flats`, opaque, unclipped), the frame is cleared to the colour of most of
/// their area and the background is drawn only where none of them lies, so the interiors of that colour cost
/// nothing to shade.
///
/// Why: on llvmpipe the clear writes every pixel for about one instruction each, an opaque flat pixel costs about 20
/// (triangle set-up, 4 x 4 block bookkeeping and the fragment function), and the background a frame clears is mostly
/// painted over again by such interiors (the cards of an app-like screen cover two thirds of it): clearing to the
/// cards' colour and drawing the uncovered third in the background's colour shades the smaller area instead.
///
/// The pixels are the same: each quad planned around is an axis-aligned rectangle whose device edges stay clear of
/// pixel centres (`edgeMargin`), so the pixels it covers are known exactly, and the background drawn around them
/// covers exactly the rest; its colour and the cleared one both become the same 8-bit values whether written by the
/// clear or by the flat program (`isExact`). The quads of a `.flats` command never overlap (one shape's cut, or
/// shapes batched on one level), so dropping some and drawing the rest in another order changes nothing else.
struct ClearPlan {
    /// The colour to clear to (premultiplied), after a successful `plan`.
    private(set) var clearColor = SIMD4<Float>.zero
    /// Whether the last `plan` succeeded and no `forget` followed: the last full frame drew this plan.
    private(set) var isPlanned = false
    /// What to draw, blending off, in place of the planned command: the background where no planned rectangle lies,
    /// then every quad of the command not of `clearColor` or not planned around.
    private(set) var quads: [FlatInstance] = []
    /// The planned command's rectangles in device pixels (x0, y0, x1, y1: the pixels x0..<x1, y0..<y1), with the
    /// index of their quad; kept between frames.
    private var rects: [(box: SIMD4<Int32>, quad: Int)] = []
    /// Band edges and one band's covered spans, kept between frames.
    private var edges: [Int32] = []
    private var spans: [SIMD2<Int32>] = []
    /// Background rectangles still growing downwards (x0, x1, top) and the ones of the current band.
    private var open: [SIMD3<Int32>] = []
    private var next: [SIMD3<Int32>] = []

    /// How far from a pixel centre an edge must lie, device pixels (1/32): well past the float error of the vertex
    /// stage (a few thousandths of a pixel at 16384) and llvmpipe's 1/256 pixel snapping.
    static let edgeMargin = 1.0 / 32
    /// Most quads a command may have to be planned around (64): the plan is quadratic in them.
    static let maximumQuads = 64
    /// The cost of one drawn quad beyond its pixels, in opaque flat pixels (700: llvmpipe's set-up and binning of
    /// two triangles, about 1.1 us, against about 1.5 ns an opaque flat pixel; docs/renderer.md).
    static let pixelsPerQuad = 700

    /// Plans the clear for `flats`, the quads of an opaque `.flats` command drawn first over a `width` x `height`
    /// viewport cleared to `background` (premultiplied), in place of the last plan (which it forgets first).
    /// Returns false, leaving the plan unusable, when no colour of theirs would shade fewer pixels than it clears.
    mutating func plan(
        _ flats: ArraySlice<FlatInstance>, background: SIMD4<Float>, width: Int, height: Int
    ) -> Bool {
        forget()
        rects.removeAll(keepingCapacity: true)
        guard flats.count <= Self.maximumQuads, width > 0, height > 0, Self.isExact(background) else { return false }
        for index in flats.indices {
            if let box = Self.pixelBox(flats[index], width: width, height: height) {
                rects.append((box, index))
            }
        }
        guard let color = largestColor(flats), Self.isExact(color.color) else { return false }
        let backgroundArea = uncovered(width: Int32(width), height: Int32(height), color: background)
        guard color.area > backgroundArea + quads.count * Self.pixelsPerQuad else {
            quads.removeAll(keepingCapacity: true)
            return false
        }
        clearColor = color.color
        for index in flats.indices where flats[index].color != color.color || !hasPixelBox(index) {
            quads.append(flats[index])
        }
        isPlanned = true
        return true
    }

    /// Drops the last plan, for a frame that does not plan (`plan` does it itself): its quads are no frame's any
    /// more.
    mutating func forget() {
        quads.removeAll(keepingCapacity: true)
        isPlanned = false
    }

    /// Whether quad `index` of the planned command has a pixel box in `rects` (`pixelBox`), so that the plan draws
    /// around it.
    private func hasPixelBox(_ index: Int) -> Bool {
        rects.contains { $0.quad == index }
    }

    /// The colour of the planned rectangles with the largest area, and that area (pixels).
    private func largestColor(_ flats: ArraySlice<FlatInstance>) -> (color: SIMD4<Float>, area: Int)? {
        var best: (color: SIMD4<Float>, area: Int)?
        for (i, rect) in rects.enumerated() {
            let color = flats[rect.quad].color
            // Each colour is summed once, at its first rectangle.
            guard !rects[..<i].contains(where: { flats[$0.quad].color == color }) else { continue }
            var area = 0
            for other in rects[i...] where flats[other.quad].color == color { area += Self.area(other.box) }
            if area > best?.area ?? 0 { best = (color, area) }
        }
        return best
    }

    /// Appends to `quads` the background (`color`) wherever no rectangle of `rects` lies, as few rectangles as
    /// bands of equal spans allow; returns their area in pixels.
    private mutating func uncovered(width: Int32, height: Int32, color: SIMD4<Float>) -> Int {
        edges.removeAll(keepingCapacity: true)
        edges.append(0)
        edges.append(height)
        for rect in rects {
            edges.append(rect.box.y)
            edges.append(rect.box.w)
        }
        edges.sort()
        open.removeAll(keepingCapacity: true)
        var area = 0
        var band = 0
        while band < edges.count - 1 {
            let (top, bottom) = (edges[band], edges[band + 1])
            band += 1
            guard bottom > top else { continue }
            spans.removeAll(keepingCapacity: true)
            for rect in rects where rect.box.y <= top && rect.box.w >= bottom {
                spans.append(SIMD2(rect.box.x, rect.box.z))
            }
            spans.sort { $0.x < $1.x }
            next.removeAll(keepingCapacity: true)
            var x: Int32 = 0
            for span in spans {
                if span.x > x { continueOrOpen(x, span.x, top: top) }
                x = max(x, span.y)
            }
            if width > x { continueOrOpen(x, width, top: top) }
            for gap in next { area += Int(gap.y - gap.x) * Int(bottom - top) }
            close(except: next, at: top, color: color)
            swap(&open, &next)
        }
        close(except: [], at: height, color: color)
        return area
    }

    /// Adds the gap `x0..<x1` to `next`, continuing the open rectangle with the same span (keeping its top).
    private mutating func continueOrOpen(_ x0: Int32, _ x1: Int32, top: Int32) {
        let start = open.first { $0.x == x0 && $0.y == x1 }?.z ?? top
        next.append(SIMD3(x0, x1, start))
    }

    /// Emits every open rectangle that `kept` does not continue, ending at `bottom`.
    private mutating func close(except kept: [SIMD3<Int32>], at bottom: Int32, color: SIMD4<Float>) {
        for rect in open where !kept.contains(where: { $0.x == rect.x && $0.y == rect.y }) {
            let box = SIMD4<Float>(Float(rect.x), Float(rect.z), Float(rect.y), Float(bottom))
            quads.append(
                FlatInstance(
                    linear: SIMD4(1, 0, 0, 1), offset: .zero, rect: box, color: color, ramp: FlatInstance.solid))
        }
    }

    private static func area(_ box: SIMD4<Int32>) -> Int {
        Int(box.z - box.x) * Int(box.w - box.y)
    }

    /// The pixels `quad` covers (x0, y0, x1, y1, within the viewport), when it is an axis-aligned rectangle whose
    /// edges lie at least `edgeMargin` from every pixel centre; nil otherwise or when it covers none.
    static func pixelBox(_ quad: FlatInstance, width: Int, height: Int) -> SIMD4<Int32>? {
        let (a, b, c, d) = (Double(quad.linear.x), Double(quad.linear.y), Double(quad.linear.z), Double(quad.linear.w))
        guard b == 0, c == 0 else { return nil }
        let (tx, ty) = (Double(quad.offset.x), Double(quad.offset.y))
        let r = quad.rect
        let xs = (a * Double(r.x) + tx, a * Double(r.z) + tx)
        let ys = (d * Double(r.y) + ty, d * Double(r.w) + ty)
        guard let x = pixels(min(xs.0, xs.1), max(xs.0, xs.1), limit: width),
            let y = pixels(min(ys.0, ys.1), max(ys.0, ys.1), limit: height), x.0 < x.1, y.0 < y.1
        else { return nil }
        return SIMD4(x.0, y.0, x.1, y.1)
    }

    /// The pixels whose centres lie between the edges `low` and `high` (device pixels), clamped to `0...limit`;
    /// nil when an edge lies within `edgeMargin` of a centre or is not finite.
    private static func pixels(_ low: Double, _ high: Double, limit: Int) -> (Int32, Int32)? {
        guard low.isFinite, high.isFinite, isClearOfCentres(low), isClearOfCentres(high) else { return nil }
        // Pixel i is covered when low <= i + 0.5 < high.
        let bound = Double(limit)
        return (
            Int32(min(max((low - 0.5).rounded(.up), 0), bound)), Int32(min(max((high - 0.5).rounded(.up), 0), bound))
        )
    }

    private static func isClearOfCentres(_ edge: Double) -> Bool {
        let centre = (edge - 0.5).rounded() + 0.5
        return abs(edge - centre) >= edgeMargin
    }

    /// Whether every channel of `color` is within 1/100 of an 8-bit value, so the clear and the flat program round
    /// it to the same byte.
    static func isExact(_ color: SIMD4<Float>) -> Bool {
        for channel in 0..<4 {
            let scaled = Double(color[channel]) * 255
            guard scaled >= 0, scaled <= 255, abs(scaled - scaled.rounded()) < 0.01 else { return false }
        }
        return true
    }
}
