import KiteGeometry

/// Turns a stroked path into `StrokePiece`s in device pixels: cubics split into quadratics within
/// `cubicTolerance`, nearly straight quadratics drawn as lines, and every end given its cap, join or joint.
///
/// Joins: the two pieces meeting at a corner split the pixels near it by the bisector of their directions (where
/// the distances to the two pieces are equal), so each pixel is blended once and round joins come from the
/// distance alone. Miter joins continue each piece's edges straight to the bisector; bevel joins cut them with the
/// line through the two outer corners; a miter longer than `miterLimit` times the width becomes a bevel, as in
/// Core Graphics.
struct StrokeEncoder {
    /// Largest distance, in device pixels, between a cubic and the quadratics that replace it: the stroke's edge
    /// moves by at most this much (`CubicBezier.quadratics(tolerance:)` proves the bound).
    static let cubicTolerance = 0.03
    /// A quadratic whose curve strays less than this from its chord, in device pixels, is drawn as that chord:
    /// the distance changes by at most this, and the closed-form solution loses precision on such curves.
    static let straightTolerance = 0.02
    /// Ends closer than this (device pixels) count as one point.
    static let degenerateLength = 1e-6
    /// Directions whose angle's cosine is above this meet without a visible corner: a plain joint.
    static let smoothCosine = 0.99995

    /// A piece's end directions (unit vectors, device space) and length (device pixels), kept until the
    /// subpath is complete and the piece's ends are decided.
    private struct Ends {
        var startTangent: Vector
        var endTangent: Vector
        var length: Double
    }

    /// The viewport the strokes are drawn into, device pixels: centre lines beyond it and the stroke's reach are
    /// cut away before encoding (`StrokeClipper`). The largest GLES viewport by default.
    var viewport = FillEncoder.largestViewport
    /// The smallest cosine of half a corner's turn that a joint's ownership radius follows: sharper corners own
    /// at most `halfWidth / smallestHalfCosine` (plus `padding`) around the joint.
    static let smallestHalfCosine = 0.05

    /// The ends of the subpath's pieces so far, one per piece, kept between calls so a frame allocates nothing.
    /// Each piece is written out as it is made (from `template`); its ends are decided when the subpath ends.
    private var ends: [Ends] = []
    /// The bow (device pixels) above which the path being encoded splits a quadratic: see `bowLimit(halfWidth:)`.
    private var bowLimit = Double.infinity
    /// What every piece of the path being encoded starts as: its half width, padding and colour, round ends.
    private var template = StrokeEncoder.template(halfWidth: 1, color: .zero)

    /// Largest distance, in device pixels, a quadratic piece may bow away from its chord before it is split in
    /// two (exactly, at its middle, which quarters the bow). A piece's box spans its bow across, so a deep bow
    /// shades a box mostly outside the stroke; each extra piece costs about as much as 50 shaded pixels on
    /// llvmpipe. Twice the half width, and at least 3 pixels, balances the two on the scenes measured.
    static func bowLimit(halfWidth: Double) -> Double { max(2 * halfWidth, 3) }

    /// Appends the pieces of `path` stroked with `style`, mapped by `transform` (points to device pixels), in
    /// the premultiplied `color`.
    mutating func encode(
        _ path: Path, style: StrokeStyle, color: SIMD4<Float>, transform: AffineTransform,
        into pieces: inout [StrokePiece]
    ) {
        let scale = abs(transform.determinant).squareRoot()
        let halfWidth = style.width * scale / 2
        guard halfWidth > 0, halfWidth.isFinite else { return }
        bowLimit = Self.bowLimit(halfWidth: halfWidth)
        template = Self.template(halfWidth: halfWidth, color: color)
        // Far geometry costs what its visible part costs; pieces within the viewport are those of the whole path.
        let path = StrokeClipper(pieces: style, halfWidth: halfWidth, viewport: viewport, transform: transform)
            .clipped(path)
        // Walks the elements directly (not `path.subpaths`, which builds arrays) and ends a subpath at each move
        // and at the end. No local function: a closure capturing these variables would box them on the heap.
        var start = Point.zero
        var current = Point.zero
        var hasSegments = false
        for element in path.elements {
            switch element {
            case .move(let p):
                if hasSegments {
                    finish(closed: false, start: start, style, halfWidth, color, transform, &pieces)
                    hasSegments = false
                }
                (start, current) = (p, p)
            case .line(let p):
                appendSegment(.line(current, p), transform, &pieces)
                current = p
                hasSegments = true
            case .quad(let c, let p):
                appendSegment(.quad(QuadBezier(current, c, p)), transform, &pieces)
                current = p
                hasSegments = true
            case .cubic(let c1, let c2, let p):
                appendSegment(.cubic(CubicBezier(current, c1, c2, p)), transform, &pieces)
                current = p
                hasSegments = true
            case .close:
                if current != start {
                    appendSegment(.line(current, start), transform, &pieces)
                    hasSegments = true
                }
                if hasSegments { finish(closed: true, start: start, style, halfWidth, color, transform, &pieces) }
                hasSegments = false
                current = start
            }
        }
        if hasSegments { finish(closed: false, start: start, style, halfWidth, color, transform, &pieces) }
    }

    /// Decides the ends of the subpath's pieces (the last `ends.count` of `pieces`; the subpath starts at `start`,
    /// in path space), or draws its dot when it has none. The ends are written through a buffer pointer over the
    /// subpath's pieces: each write through the array would check its uniqueness again.
    private mutating func finish(
        closed: Bool, start: Point, _ style: StrokeStyle, _ halfWidth: Double, _ color: SIMD4<Float>,
        _ transform: AffineTransform, _ pieces: inout [StrokePiece]
    ) {
        if ends.isEmpty {
            appendDot(at: transform.apply(to: start), style, halfWidth, &pieces)
        } else {
            let first = pieces.count - ends.count
            ends.withUnsafeBufferPointer { ends in
                pieces.withUnsafeMutableBufferPointer { all in
                    let subpath = UnsafeMutableBufferPointer(rebasing: all[first...])
                    Self.applyEnds(ends, style: style, halfWidth: halfWidth, closed: closed, subpath)
                    for i in subpath.indices where subpath[i].end0.w < 0.5 || subpath[i].end1.w < 0.5 {
                        Self.widenForTurnedEnds(&subpath[i])
                    }
                }
            }
        }
        ends.removeAll(keepingCapacity: true)
    }

    private func appendDot(
        at p: Point, _ style: StrokeStyle, _ halfWidth: Double, _ pieces: inout [StrokePiece]
    ) {
        // A zero-length subpath shows only its caps: a disc or a square (butt caps draw nothing).
        guard style.cap != .butt else { return }
        var dot = piece(p - Vector(1e-3, 0), p, p + Vector(1e-3, 0), kind: StrokePiece.line)
        dot.end0 = Self.cap(Vector(-1, 0), style.cap, halfWidth)
        dot.end1 = Self.cap(Vector(1, 0), style.cap, halfWidth)
        pieces.append(dot)
    }

    /// Decides the ends of a subpath's `pieces`, whose directions and lengths are `ends`, in order.
    private static func applyEnds(
        _ ends: UnsafeBufferPointer<Ends>, style: StrokeStyle, halfWidth: Double, closed: Bool,
        _ pieces: UnsafeMutableBufferPointer<StrokePiece>
    ) {
        let last = ends.count - 1
        for i in 0..<last { joint(ends[i], ends[i + 1], i, i + 1, style, halfWidth, pieces) }
        if closed {
            joint(ends[last], ends[0], last, 0, style, halfWidth, pieces)
        } else {
            pieces[0].end0 = cap(-ends[0].startTangent, style.cap, halfWidth)
            pieces[last].end1 = cap(ends[last].endTangent, style.cap, halfWidth)
        }
    }

    /// Appends one segment mapped to device space, a cubic split into quadratics, a degenerate one dropped.
    private mutating func appendSegment(
        _ segment: PathSegment, _ transform: AffineTransform, _ pieces: inout [StrokePiece]
    ) {
        switch segment.applying(transform) {
        case .line(let a, let b): appendLine(a, b, &pieces)
        case .quad(let q): appendQuad(q, &pieces)
        case .cubic(let c): appendCubic(c, &pieces)
        }
    }

    /// Appends `c` as the quadratics of `CubicBezier.quadratics(tolerance:)` with `cubicTolerance`: each piece's
    /// control point from the cubic's end points and derivatives at its two parameters (the same construction as
    /// `CubicBezier.quadratic(_:of:)`), but each parameter's point and derivative evaluated once, not once for each
    /// piece it bounds.
    private mutating func appendCubic(_ c: CubicBezier, _ pieces: inout [StrokePiece]) {
        let count = c.quadraticCount(tolerance: Self.cubicTolerance)
        // A piece's inner control points are its ends moved along the derivatives by (t1 - t0) / 3.
        let scale = 1 / (3 * Double(count))
        var start = c.p0
        var startDerivative = c.derivative(0)
        for i in 1...count {
            let t = Double(i) / Double(count)
            let end = i == count ? c.p3 : c.eval(t)
            let endDerivative = c.derivative(t)
            let (a, b) = (start + startDerivative * scale, end - endDerivative * scale)
            // The quadratic closest to the cubic piece: its control point is (3 (a + b) - start - end) / 4.
            let control = Point(x: (3 * (a.x + b.x) - start.x - end.x) / 4, y: (3 * (a.y + b.y) - start.y - end.y) / 4)
            appendQuad(QuadBezier(start, control, end), &pieces)
            (start, startDerivative) = (end, endDerivative)
        }
    }

    private mutating func appendLine(_ a: Point, _ b: Point, _ pieces: inout [StrokePiece]) {
        let length = a.distance(to: b)
        guard length > Self.degenerateLength else { return }
        let t = (b - a) / length
        pieces.append(piece(a, a.lerp(to: b, 0.5), b, kind: StrokePiece.line))
        ends.append(Ends(startTangent: t, endTangent: t, length: length))
    }

    /// Appends `q` as a line when it is nearly straight, else as quadratics bowing at most `bowLimit`.
    private mutating func appendQuad(_ q: QuadBezier, depth: Int = 0, _ pieces: inout [StrokePiece]) {
        let chord = q.p2 - q.p0
        let chordLength = chord.length
        let (leg0, leg1) = (q.p1 - q.p0, q.p2 - q.p1)
        let (leg0Length, leg1Length) = (leg0.length, leg1.length)
        // The curve strays from its chord by at most half the control point's distance from it.
        let stray = chordLength > Self.degenerateLength ? abs(leg0.cross(chord)) / chordLength / 2 : 0
        let tooShort = leg0Length < Self.straightTolerance || leg1Length < Self.straightTolerance
        if stray < Self.straightTolerance || tooShort {
            appendLine(q.p0, q.p2, &pieces)
            return
        }
        // Each halving quarters the bow: 8 levels bring 256 x the limit down to it.
        if stray > bowLimit, depth < 8 {
            let (a, b) = q.split(at: 0.5)
            appendQuad(a, depth: depth + 1, &pieces)
            appendQuad(b, depth: depth + 1, &pieces)
            return
        }
        // Both legs are at least `straightTolerance` long here: the tangents divide by lengths already known.
        pieces.append(piece(q.p0, q.p1, q.p2, kind: StrokePiece.quadratic))
        ends.append(
            Ends(startTangent: leg0 / leg0Length, endTangent: leg1 / leg1Length, length: leg0Length + leg1Length))
    }

    /// True when both ends of `piece` are round: a round cap or join, or a smooth joint (`StrokePiece.end0`).
    static func hasRoundEnds(_ piece: StrokePiece) -> Bool { piece.end0.w > 0.5 && piece.end1.w > 0.5 }

    /// True when both ends of `piece` are round (the gentle program has no end planes) and it is a line, or a
    /// quadratic that advances along its chord all the way (its control point lies level with the chord) and whose
    /// smallest radius of curvature is at least twice the distance (device pixels) from its curve at which a pixel
    /// centre still gets coverage (half width + 1: half a pixel's diagonal and some rounding). Then every pixel the
    /// piece can cover has a single nearest point on it, and four Newton steps from the parameter level with the
    /// pixel find it to 1e-3 px (`Shaders/stroke.frag`, KITE_NEWTON; `StrokeCoverage.nearestOnGentleQuadratic`;
    /// with three steps random pieces 400 px long missed by up to 0.3 px). A quadratic B(t) = p0 + 2 t a + t^2 b
    /// has the radius of curvature 2 |a + t b|^3 / |a x b|, smallest where |a + t b| is.
    ///
    /// Compared squared, without a square root or a division: with k = halfWidth + 1 the test is
    /// speed^6 >= k^2 cross^2, and where the smallest speed lies inside the piece (0 < t < 1, t = -(a . b) / |b|^2)
    /// its square is |a|^2 - (a . b)^2 / |b|^2 = cross^2 / |b|^2 (Lagrange's identity), so the test becomes
    /// cross^4 >= k^2 |b|^6. In double precision: the powers of a piece's coordinates stay finite and exact enough.
    static func isGentle(_ piece: StrokePiece) -> Bool {
        guard hasRoundEnds(piece) else { return false }
        guard piece.isQuadratic else { return true }
        let (s, c, e) = (piece.start, piece.control, piece.end)
        let (ax, ay) = (Double(c.x) - Double(s.x), Double(c.y) - Double(s.y))
        let (fx, fy) = (Double(e.x) - Double(c.x), Double(e.y) - Double(c.y))
        let (chordX, chordY) = (ax + fx, ay + fy)
        guard ax * chordX + ay * chordY > 0, fx * chordX + fy * chordY > 0 else { return false }
        let (bx, by) = (fx - ax, fy - ay)
        let cross = ax * by - ay * bx
        let (bb, ab) = (bx * bx + by * by, ax * bx + ay * by)
        let k = Double(piece.halfWidth) + 1
        let limit = k * k * cross * cross
        if ab >= 0 {
            // Slowest at the start.
            let speed2 = ax * ax + ay * ay
            return speed2 * speed2 * speed2 >= limit
        }
        if -ab >= bb {
            // Slowest at the end.
            let speed2 = fx * fx + fy * fy
            return speed2 * speed2 * speed2 >= limit
        }
        let cross2 = cross * cross
        return cross2 * cross2 >= k * k * bb * bb * bb
    }

    /// What every piece of a path stroked `halfWidth` wide (device pixels) in the premultiplied `color` starts
    /// as, before its points and ends are set.
    private static func template(halfWidth: Double, color: SIMD4<Float>) -> StrokePiece {
        let round = SIMD4<Float>(1, 0, farPlane, 1)
        return StrokePiece(
            p01: .zero, p2: SIMD4(0, 0, Float(halfWidth), StrokePiece.line), end0: round, end1: round, own: .zero,
            reach: SIMD4(0, 0, Float(halfWidth + boxPadding), 0), color: color)
    }

    /// The piece from `p0` through the control `p1` to `p2` (device pixels), of `kind` (`StrokePiece.line` or
    /// `.quadratic`), with the path's half width, padding and colour and round ends (`template`).
    private func piece(_ p0: Point, _ p1: Point, _ p2: Point, kind: Float) -> StrokePiece {
        var piece = template
        piece.p01 = SIMD4(Float(p0.x), Float(p0.y), Float(p1.x), Float(p1.y))
        piece.p2 = SIMD4(Float(p2.x), Float(p2.y), template.p2.z, kind)
        return piece
    }

    /// A curved piece's box follows its chord, but a cap or join squared off across its end tangent turns with
    /// that tangent: at an angle a to the chord, what reaches r along and across the tangent reaches
    /// r (cos a + sin a) along and across the chord. Widens the padding to match.
    private static func widenForTurnedEnds(_ piece: inout StrokePiece) {
        guard piece.isQuadratic, piece.end0.w < 0.5 || piece.end1.w < 0.5 else { return }
        let chord = piece.end - piece.start
        let chordLength = length(chord)
        guard chordLength > 1e-6 else { return }
        let u = chord / chordLength
        func turn(_ tangent: SIMD2<Float>) -> Float {
            let c = min(abs(dot(tangent, u)), 1)
            return c + (1 - c * c).squareRoot()
        }
        let worst = max(turn(normalize(piece.control - piece.start)), turn(normalize(piece.end - piece.control)))
        let reach = piece.reach.z - Float(boxPadding)
        piece.reach.z = reach * worst + Float(boxPadding)
    }

    /// Device pixels added to ownership radii, generously past what anti-aliasing can reach.
    static let padding = 1.5
    /// Device pixels around the stroke's band that a pixel with any coverage can have its centre in: half a
    /// pixel's diagonal (0.707) and a little for rounding. Every pixel shaded outside the band is waste.
    static let boxPadding = 0.8

    /// An open end: `outward` is the unit direction pointing away from the piece.
    private static func cap(_ outward: Vector, _ cap: LineCap, _ halfWidth: Double) -> SIMD4<Float> {
        switch cap {
        case .round: round(outward)
        case .butt: SIMD4(Float(outward.dx), Float(outward.dy), 0, 0)
        case .square: SIMD4(Float(outward.dx), Float(outward.dy), Float(halfWidth), 0)
        }
    }

    /// Sets the end of piece `ia` (segment `a`) and the start of piece `ib` (segment `b`), which meet.
    private static func joint(
        _ a: Ends, _ b: Ends, _ ia: Int, _ ib: Int, _ style: StrokeStyle, _ halfWidth: Double,
        _ pieces: UnsafeMutableBufferPointer<StrokePiece>
    ) {
        let (ta, tb) = (a.endTangent, b.startTangent)
        let cosine = ta.dot(tb)
        let bisector = ta + tb
        let bisectorLength = bisector.length
        if cosine > smoothCosine || bisectorLength < 1e-6 {
            // A smooth joint splits the pixels by the common normal; a full reversal gets no ownership at all.
            let own = cosine > smoothCosine ? ta : .zero
            setJoint(ia, ib, own: own, reach: halfWidth + padding, endA: round(ta), endB: round(-tb), pieces)
            return
        }
        let own = bisector / bisectorLength
        let halfCos = ((1 + cosine) / 2).squareRoot()  // cos of half the turning angle
        let innerCorner = halfWidth / max(halfCos, Self.smallestHalfCosine)
        let reach = min(innerCorner, min(a.length, b.length) + halfWidth) + padding
        let ends = joinEnds(ta, tb, style, halfWidth, halfCos)
        setJoint(ia, ib, own: own, reach: reach, endA: ends.a, endB: ends.b, pieces)
        let pad = Float(max(halfWidth, ends.extension) + boxPadding)
        pieces[ia].reach.z = max(pieces[ia].reach.z, pad)
        pieces[ib].reach.z = max(pieces[ib].reach.z, pad)
    }

    /// A round end: the distance to the piece decides; its plane is out of reach.
    private static func round(_ outward: Vector) -> SIMD4<Float> {
        SIMD4(Float(outward.dx), Float(outward.dy), farPlane, 1)
    }

    /// A plane offset no pixel of a stroke reaches, device pixels.
    static let farPlane: Float = 1e6

    /// The end treatments of a corner's two pieces and how far (device pixels) the join reaches past the corner.
    private static func joinEnds(
        _ ta: Vector, _ tb: Vector, _ style: StrokeStyle, _ halfWidth: Double, _ halfCos: Double
    ) -> (a: SIMD4<Float>, b: SIMD4<Float>, extension: Double) {
        // Outer normals: away from the side the other piece lies on.
        let innerA = ta.perpendicular.dot(tb) > 0 ? ta.perpendicular : -ta.perpendicular
        let innerB = tb.perpendicular.dot(ta) < 0 ? tb.perpendicular : -tb.perpendicular
        let (outA, outB) = (-innerA, -innerB)
        switch style.join {
        case .round:
            return (round(ta), round(-tb), halfWidth)
        case .miter where 1 / halfCos <= style.miterLimit:
            // Each piece's edges continue to the bisector and stop at the other piece's outer edge: the miter tip.
            let halfSin = (1 - halfCos * halfCos).squareRoot()
            let reach = halfWidth * halfSin / halfCos
            let hw = Float(halfWidth)
            return (
                SIMD4(Float(outB.dx), Float(outB.dy), hw, 0), SIMD4(Float(outA.dx), Float(outA.dy), hw, 0), reach
            )
        default:
            // The bevel line joins the outer corners; its distance from the joint is halfWidth cos(turn / 2).
            let m = (outA + outB).normalized
            let offset = Float(halfWidth * outA.dot(m))
            let plane = SIMD4<Float>(Float(m.dx), Float(m.dy), offset, 0)
            return (plane, plane, halfWidth)
        }
    }

    private static func setJoint(
        _ ia: Int, _ ib: Int, own: Vector, reach: Double, endA: SIMD4<Float>, endB: SIMD4<Float>,
        _ pieces: UnsafeMutableBufferPointer<StrokePiece>
    ) {
        pieces[ia].end1 = endA
        pieces[ib].end0 = endB
        pieces[ia].own.z = Float(own.dx)
        pieces[ia].own.w = Float(own.dy)
        // The same vector on both sides, so both pieces evaluate the identical expression and a pixel on the
        // bisector (where rounding decides) goes to exactly one of them.
        pieces[ib].own.x = Float(own.dx)
        pieces[ib].own.y = Float(own.dy)
        pieces[ia].reach.y = Float(reach)
        pieces[ib].reach.x = Float(reach)
    }
}
