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

    /// The viewport the strokes are drawn into, device pixels: centre lines beyond it and the stroke's reach are
    /// cut away before encoding (`StrokeClipper`). The largest GLES viewport by default.
    var viewport = FillEncoder.largestViewport
    /// The smallest cosine of half a corner's turn that a joint's ownership radius follows: sharper corners own
    /// at most `halfWidth / smallestHalfCosine` (plus `padding`) around the joint.
    static let smallestHalfCosine = 0.05

    /// The bow (device pixels) above which the path being encoded splits a quadratic: see `bowLimit(halfWidth:)`.
    private var bowLimit = Double.infinity
    /// What every piece of the path being encoded starts as: its half width, padding and colour, round ends.
    private var template = StrokeEncoder.template(halfWidth: 1, color: .zero)
    /// The path being encoded: its style and half width (device pixels), for the joints and caps.
    private var style = StrokeStyle()
    private var halfWidth = 1.0
    /// The ownership radius of a smooth joint in the path being encoded: its half width plus `padding`.
    private var smoothReach: Float = 1

    // Each piece is appended once, with round ends; when the next piece of its subpath arrives, their joint is
    // written into both (the last piece of the array in place), and the subpath's end writes its last piece's end
    // and its first piece's start (caps, or the closing joint). No pass over the subpath's pieces at its end.
    /// The last piece's end direction (unit, along the path) and length (device pixels).
    private var lastEndTangent = Vector.zero
    private var lastLength = 0.0
    /// Pieces of the current subpath so far.
    private var subpathCount = 0
    /// The subpath's first piece: its index in the pieces, its start direction and its length.
    private var firstIndex = 0
    private var firstStartTangent = Vector.zero
    private var firstLength = 0.0

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
        (self.style, self.halfWidth, subpathCount) = (style, halfWidth, 0)
        smoothReach = Float(halfWidth + Self.padding)
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
                    finish(closed: false, start: start, transform, &pieces)
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
                if hasSegments { finish(closed: true, start: start, transform, &pieces) }
                hasSegments = false
                current = start
            }
        }
        if hasSegments { finish(closed: false, start: start, transform, &pieces) }
    }

    /// Ends the subpath (which starts at `start`, in path space): decides its last piece's end and its first
    /// piece's start (caps, or the closing joint), or draws its dot when it has no pieces.
    private mutating func finish(
        closed: Bool, start: Point, _ transform: AffineTransform, _ pieces: inout [StrokePiece]
    ) {
        defer { subpathCount = 0 }
        guard subpathCount > 0 else {
            appendDot(at: transform.apply(to: start), &pieces)
            return
        }
        let last = pieces.count - 1
        if closed {
            let joint = joint(lastEndTangent, lastLength, firstStartTangent, firstLength)
            Self.setEnd(joint, of: &pieces[last])
            Self.setStart(joint, of: &pieces[firstIndex])
        } else {
            pieces[last].end1 = cap(lastEndTangent)
            pieces[firstIndex].end0 = cap(-firstStartTangent)
        }
        // Both ends of the first and the last piece are decided now (the others' were as their successor came).
        Self.widenForTurnedEnds(&pieces[firstIndex])
        if last != firstIndex { Self.widenForTurnedEnds(&pieces[last]) }
    }

    private func appendDot(at p: Point, _ pieces: inout [StrokePiece]) {
        // A zero-length subpath shows only its caps: a disc or a square (butt caps draw nothing).
        guard style.cap != .butt else { return }
        var dot = piece(p - Vector(1e-3, 0), p, p + Vector(1e-3, 0), kind: StrokePiece.line)
        dot.end0 = cap(Vector(-1, 0))
        dot.end1 = cap(Vector(1, 0))
        pieces.append(dot)
    }

    /// Writes the piece from `p0` through the control `p1` to `p2` (device pixels) of `kind`, whose directions at its
    /// start and end are `startTangent` and `endTangent` (unit vectors along the path) and whose length is
    /// `length`, into `slots[index]`, which holds `template`, and the joint between the last piece of the subpath
    /// (`slots[index - 1]`) and it into both; then advances `index`. Through a pointer into the array's storage,
    /// so a cubic's pieces are written without a uniqueness check each (and without spilling every vector
    /// register around that call). Safe: every caller takes `slots` from `withUnsafeMutableBufferPointer` on the
    /// pieces array and uses it only inside that call, with `index` below the array's count.
    @inline(__always)
    private mutating func add(
        _ p0: Point, _ p1: Point, _ p2: Point, kind: Float, startTangent: Vector, endTangent: Vector,
        length: Double, _ slots: UnsafeMutablePointer<StrokePiece>, _ index: inout Int
    ) {
        slots[index].p01 = SIMD4(Float(p0.x), Float(p0.y), Float(p1.x), Float(p1.y))
        slots[index].p2 = SIMD4(Float(p2.x), Float(p2.y), template.p2.z, kind)
        // Wrapping arithmetic on the counts: `index` is below the array's count and at least 1 where the previous
        // piece is written, so none can overflow, and the checks cost an instruction each per piece.
        let previous = slots + (index &- 1)
        if subpathCount == 0 {
            (firstIndex, firstStartTangent, firstLength) = (index, startTangent, length)
        } else if lastEndTangent.dot(startTangent) > Self.smoothCosine {
            // `joint`'s smooth case (most joints: those inside a cubic), written directly: its padding, 0, leaves
            // both pieces' paddings as they are (at least `boxPadding`), so only the ends and ownership change. The
            // new piece's ownership is written whole (its end half is still zero, as in `template`), the earlier
            // piece's end half with one 8-byte store instead of a read, blend and write of the whole vector.
            let own = SIMD2(Float(lastEndTangent.dx), Float(lastEndTangent.dy))
            previous.pointee.end1 = Self.round(lastEndTangent)
            UnsafeMutableRawPointer(previous).storeBytes(
                of: own, toByteOffset: Self.ownEndOffset, as: SIMD2<Float>.self)
            previous.pointee.reach.y = smoothReach
            if subpathCount > 1 { Self.widenForTurnedEnds(&previous.pointee) }
            slots[index].end0 = Self.round(-startTangent)
            slots[index].own = SIMD4(own.x, own.y, 0, 0)
            slots[index].reach.x = smoothReach
        } else {
            let joint = joint(lastEndTangent, lastLength, startTangent, length)
            // The first piece's start is decided at the subpath's end, and its padding widened then.
            Self.setEnd(joint, of: &previous.pointee, widening: subpathCount > 1)
            Self.setStart(joint, of: &slots[index])
        }
        index &+= 1
        (lastEndTangent, lastLength) = (endTangent, length)
        subpathCount &+= 1
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
    /// control point from the cubic's end points and derivatives at its two parameters (the construction of
    /// `CubicBezier.quadratic(_:of:)`), each parameter's point and derivative evaluated once, not once for each
    /// piece it bounds, and from the cubic's power basis (a few products each). The pieces are written in place
    /// (`add`) into slots appended for all of them at once; a quadratic that bows too far is split by
    /// `appendQuad`, after which the rest continue in place.
    private mutating func appendCubic(_ c: CubicBezier, _ pieces: inout [StrokePiece]) {
        let count = c.quadraticCount(tolerance: Self.cubicTolerance)
        // B(t) = p0 + t (c1 + t (c2 + t c3)), B'(t) = c1 + t (2 c2 + 3 t c3).
        let (p0, p1, p2, p3) = (
            SIMD2(c.p0.x, c.p0.y), SIMD2(c.p1.x, c.p1.y), SIMD2(c.p2.x, c.p2.y), SIMD2(c.p3.x, c.p3.y)
        )
        let c1 = 3 * (p1 - p0)
        let c2 = 3 * (p2 - 2 * p1 + p0)
        let c3 = p3 - 3 * (p2 - p1) - p0
        let (twoC2, threeC3) = (2 * c2, 3 * c3)
        // A piece's inner cubic control points are its ends moved along the derivatives by (t1 - t0) / 3; the
        // closest quadratic's control, (3 (a + b) - start - end) / 4, is then the ends' midpoint moved by the
        // derivatives' difference over 4 count.
        let (step, quarterStep) = (1 / Double(count), 1 / (4 * Double(count)))
        var start = p0
        var startDerivative = c1
        var i = 1
        while i <= count {
            var written = pieces.count
            // One append per slot: `append(contentsOf: repeatElement(...))` goes through the generic sequence copy,
            // which costs more for a cubic's handful of slots (callgrind: 1% of the cubics' full encode), and
            // `reserveCapacity` per cubic would give up the array's geometric growth.
            for _ in i...count { pieces.append(template) }
            // The quadratic that bowed too far to be written in place, if any.
            var bowed: QuadBezier?
            pieces.withUnsafeMutableBufferPointer { slots in
                let slots = slots.baseAddress!
                while i <= count {
                    let t = Double(i) * step
                    let end = i == count ? p3 : p0 + t * (c1 + t * (c2 + t * c3))
                    let endDerivative = c1 + t * (twoC2 + t * threeC3)
                    let control = 0.5 * (start + end) + quarterStep * (startDerivative - endDerivative)
                    let q = QuadBezier(
                        Point(x: start.x, y: start.y), Point(x: control.x, y: control.y), Point(x: end.x, y: end.y))
                    (start, startDerivative, i) = (end, endDerivative, i &+ 1)
                    guard place(q, splitting: true, slots, &written) else {
                        bowed = q
                        return
                    }
                }
            }
            // Slots left over: lines too short to draw, or those after a bowed quadratic.
            if written < pieces.count { pieces.removeSubrange(written...) }
            if let bowed { appendQuad(bowed, &pieces) }
        }
    }

    private mutating func appendLine(_ a: Point, _ b: Point, _ pieces: inout [StrokePiece]) {
        pieces.append(template)
        var index = pieces.count - 1
        pieces.withUnsafeMutableBufferPointer { placeLine(a, b, $0.baseAddress!, &index) }
        if index < pieces.count { pieces.removeLast() }
    }

    /// Appends `q` as a line when it is nearly straight, else as quadratics bowing at most `bowLimit`.
    private mutating func appendQuad(_ q: QuadBezier, depth: Int = 0, _ pieces: inout [StrokePiece]) {
        pieces.append(template)
        var index = pieces.count - 1
        // Each halving quarters the bow: 8 levels bring 256 x the limit down to it.
        let placed = pieces.withUnsafeMutableBufferPointer { place(q, splitting: depth < 8, $0.baseAddress!, &index) }
        if index < pieces.count { pieces.removeLast() }
        guard !placed else { return }
        let (a, b) = q.split(at: 0.5)
        appendQuad(a, depth: depth + 1, &pieces)
        appendQuad(b, depth: depth + 1, &pieces)
    }

    /// Writes `q` into `slots[index]` (`add`) as a line when it is nearly straight (nothing when that line is
    /// shorter than `degenerateLength`), else as a quadratic. With `splitting`, a quadratic that bows more than
    /// `bowLimit` is left for `appendQuad` to split: returns false and writes nothing.
    @inline(__always)
    private mutating func place(
        _ q: QuadBezier, splitting: Bool, _ slots: UnsafeMutablePointer<StrokePiece>, _ index: inout Int
    ) -> Bool {
        let chord = q.p2 - q.p0
        let chordLength = chord.length
        let (leg0, leg1) = (q.p1 - q.p0, q.p2 - q.p1)
        let (leg0Length, leg1Length) = (leg0.length, leg1.length)
        // The curve strays from its chord by at most half the control point's distance from it.
        let stray = chordLength > Self.degenerateLength ? abs(leg0.cross(chord)) / chordLength / 2 : 0
        let tooShort = leg0Length < Self.straightTolerance || leg1Length < Self.straightTolerance
        if stray < Self.straightTolerance || tooShort {
            placeLine(q.p0, q.p2, slots, &index)
            return true
        }
        if stray > bowLimit, splitting { return false }
        // Both legs are at least `straightTolerance` long here: the tangents divide by lengths already known.
        add(
            q.p0, q.p1, q.p2, kind: StrokePiece.quadratic, startTangent: leg0 / leg0Length,
            endTangent: leg1 / leg1Length, length: leg0Length + leg1Length, slots, &index)
        return true
    }

    /// Writes the line from `a` to `b` into `slots[index]` (`add`), or nothing when it is shorter than
    /// `degenerateLength`.
    @inline(__always)
    private mutating func placeLine(
        _ a: Point, _ b: Point, _ slots: UnsafeMutablePointer<StrokePiece>, _ index: inout Int
    ) {
        let length = a.distance(to: b)
        guard length > Self.degenerateLength else { return }
        let t = (b - a) / length
        add(
            a, a.lerp(to: b, 0.5), b, kind: StrokePiece.line, startTangent: t, endTangent: t, length: length, slots,
            &index)
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
    @inline(__always)
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
    @inline(__always)
    private static func widenForTurnedEnds(_ piece: inout StrokePiece) {
        guard piece.isQuadratic, piece.end0.w < 0.5 || piece.end1.w < 0.5 else { return }
        widenTurned(&piece)
    }

    /// `widenForTurnedEnds` on a quadratic with a band end. Out of line: most pieces have round ends.
    @inline(never)
    private static func widenTurned(_ piece: inout StrokePiece) {
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
    /// pixel's diagonal (0.7071, the footprint's reach along a diagonal normal) and a little for rounding: llvmpipe
    /// snaps vertices to 1/256 px, which moves a box edge by at most 0.003 px, so 0.72 keeps a 0.013 px margin, and
    /// a pixel inside that margin would have coverage below 2e-4 anyway. Every pixel shaded outside the band is
    /// waste: 0.8 before session 10 shaded about 1.5% more of the gentle program (docs/benchmarks.md).
    static let boxPadding = 0.72

    /// An open end of the path being encoded: `outward` is the unit direction pointing away from the piece.
    private func cap(_ outward: Vector) -> SIMD4<Float> {
        switch style.cap {
        case .round: Self.round(outward)
        case .butt: SIMD4(Float(outward.dx), Float(outward.dy), 0, 0)
        case .square: SIMD4(Float(outward.dx), Float(outward.dy), Float(halfWidth), 0)
        }
    }

    /// What a joint sets on the two pieces meeting there (`setEnd`, `setStart`): the end treatments of the
    /// earlier piece's end (`endA`) and the later piece's start (`endB`), the ownership normal and radius (device
    /// pixels) they share, and the box padding (device pixels) each needs at least (0 for a smooth joint).
    private struct Joint {
        var endA: SIMD4<Float>
        var endB: SIMD4<Float>
        var own: SIMD2<Float>
        var reach: Float
        var pad: Float
    }

    /// The joint between a piece ending in direction `ta` and one starting in direction `tb` (unit vectors along
    /// the path), `lengthA` and `lengthB` long (device pixels), in the path being encoded.
    @inline(__always)
    private func joint(_ ta: Vector, _ lengthA: Double, _ tb: Vector, _ lengthB: Double) -> Joint {
        let cosine = ta.dot(tb)
        if cosine > Self.smoothCosine {
            // A smooth joint splits the pixels by the common normal (most joints: those inside a cubic).
            return Joint(
                endA: Self.round(ta), endB: Self.round(-tb), own: SIMD2(Float(ta.dx), Float(ta.dy)),
                reach: Float(halfWidth + Self.padding), pad: 0)
        }
        let bisector = ta + tb
        let bisectorLength = bisector.length
        if bisectorLength < 1e-6 {
            // A full reversal gets no ownership at all.
            return Joint(
                endA: Self.round(ta), endB: Self.round(-tb), own: SIMD2(0, 0), reach: Float(halfWidth + Self.padding),
                pad: 0)
        }
        let own = bisector / bisectorLength
        let halfCos = ((1 + cosine) / 2).squareRoot()  // cos of half the turning angle
        let innerCorner = halfWidth / max(halfCos, Self.smallestHalfCosine)
        let reach = min(innerCorner, min(lengthA, lengthB) + halfWidth) + Self.padding
        let ends = Self.joinEnds(ta, tb, style, halfWidth, halfCos)
        return Joint(
            endA: ends.a, endB: ends.b, own: SIMD2(Float(own.dx), Float(own.dy)), reach: Float(reach),
            pad: Float(max(halfWidth, ends.extension) + Self.boxPadding))
    }

    /// Gives `piece` the end of `joint`. The same ownership vector goes to both pieces, so both evaluate the
    /// identical expression and a pixel on the bisector (where rounding decides) goes to exactly one of them.
    /// With `widening`, both of the piece's ends are decided now: its padding follows turned ends
    /// (`widenForTurnedEnds`).
    private static func setEnd(_ joint: Joint, of piece: inout StrokePiece, widening: Bool = false) {
        piece.end1 = joint.endA
        piece.own.z = joint.own.x
        piece.own.w = joint.own.y
        piece.reach.y = joint.reach
        piece.reach.z = max(piece.reach.z, joint.pad)
        if widening { widenForTurnedEnds(&piece) }
    }

    /// Gives `piece` the start of `joint` (`setEnd`).
    private static func setStart(_ joint: Joint, of piece: inout StrokePiece) {
        piece.end0 = joint.endB
        piece.own.x = joint.own.x
        piece.own.y = joint.own.y
        piece.reach.x = joint.reach
        piece.reach.z = max(piece.reach.z, joint.pad)
    }

    /// A round end: the distance to the piece decides; its plane is out of reach.
    private static func round(_ outward: Vector) -> SIMD4<Float> {
        SIMD4(Float(outward.dx), Float(outward.dy), farPlane, 1)
    }

    /// Byte offset of a piece's end ownership normal (`own.z`, `own.w`) in `StrokePiece`: after four vectors
    /// (`p01`, `p2`, `end0`, `end1`: the layout the vertex shader reads, without padding) and two floats. Computed
    /// from constants: a stored `offset(of:)` would be a lazily initialised global, checked at every use.
    static var ownEndOffset: Int { 4 * MemoryLayout<SIMD4<Float>>.stride + 2 * MemoryLayout<Float>.stride }

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
}
