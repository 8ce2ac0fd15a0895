#if canImport(Glibc)
    import Glibc
#endif

/// The CPU twin of `Shaders/stroke.frag`: the same distance, end and ownership arithmetic in single precision, so
/// tests can compare it with exact geometry and with what the shader draws.
public enum StrokeCoverage {
    /// The coverage, in 0...1, that `piece` gives the pixel whose centre is `p` (device pixels); clips aside.
    /// `gentle` computes it as the gentle program (KITE_NEWTON) does: the nearest point by `nearestOnGentle`, and
    /// no end planes; meant for pieces that are `StrokeEncoder.isGentle` (default false: the general program, the
    /// line program on lines).
    public static func coverage(of piece: StrokePiece, at p: SIMD2<Float>, gentle: Bool = false) -> Float {
        let (p0, p1, p2) = (piece.start, piece.control, piece.end)
        let nearest =
            gentle
            ? nearestOnGentle(piece, p)
            : piece.isQuadratic ? nearestOnQuadratic(p, p0, p1, p2) : nearestOnSegment(p, p0, p2)
        var toPixel = p - nearest
        var d = length(toPixel)
        var len = d
        // The gentle program takes its end directions unnormalised from the curve's vectors (only the signs of
        // the ownership products matter).
        let (a, b) = gentleCurve(piece)
        let (t0, t1) = gentle ? (a, a + b) : (normalize(p1 - p0), normalize(p2 - p1))
        let (r0, r1) = (p - p0, p - p2)
        var planes: Float = 1
        if !gentle {
            extendEnd(r0, -t0, piece.end0.w, &d, &toPixel, &len)
            extendEnd(r1, t1, piece.end1.w, &d, &toPixel, &len)
            let s0 = piece.end0.z - dot(r0, SIMD2(piece.end0.x, piece.end0.y))
            let s1 = piece.end1.z - dot(r1, SIMD2(piece.end1.x, piece.end1.y))
            let nearer = s0 < s1 ? piece.end0 : piece.end1
            planes = EdgeCoverage.edge(min(s0, s1), normal: SIMD2(nearer.x, nearer.y))
        }
        let coverage = bandArea(toPixel, len, distance: d, halfWidth: piece.halfWidth) * planes
        let own0 = SIMD2(piece.own.x, piece.own.y)
        let own1 = SIMD2(piece.own.z, piece.own.w)
        let near0 = dot(r0, r0) < piece.reach.x * piece.reach.x || dot(r0, t0) < 0
        let near1 = dot(r1, r1) < piece.reach.y * piece.reach.y || dot(r1, t1) > 0
        let other0 = dot(own0, own0) > 0 && dot(r0, own0) <= 0 && near0
        let other1 = dot(r1, own1) > 0 && near1
        return other0 || other1 ? 0 : max(coverage, 0)
    }

    /// The distance from `p` to the piece's curve (not its stroke), device pixels.
    public static func distance(to piece: StrokePiece, from p: SIMD2<Float>) -> Float {
        let (p0, p1, p2) = (piece.start, piece.control, piece.end)
        let nearest = piece.isQuadratic ? nearestOnQuadratic(p, p0, p1, p2) : nearestOnSegment(p, p0, p2)
        return length(p - nearest)
    }

    private static func extendEnd(
        _ rel: SIMD2<Float>, _ tangent: SIMD2<Float>, _ round: Float, _ d: inout Float, _ direction: inout SIMD2<Float>,
        _ len: inout Float
    ) {
        if round < 0.5 && dot(rel, tangent) > 0 {
            let normal = SIMD2(-tangent.y, tangent.x)
            d = abs(dot(rel, normal))
            direction = normal
            len = 1
        }
    }

    /// The fraction of the pixel inside a band of half width `halfWidth` >= 0 around a curve `d` >= 0 device
    /// pixels from the pixel centre, in 0...1: `EdgeCoverage.band` with the unit normal `direction / length`
    /// (`length`, the direction's length, at most 1e-6 for a centre on the curve, which takes the normal (1, 0)),
    /// computed as `Shaders/stroke.frag`'s `bandArea` does, with one division instead of eight: both edges share
    /// the pixel footprint's constants, the far edge is taken by the square's symmetry (the area beyond an edge at
    /// -s is the area inside one at s), and everything is scaled by `length`, so the normal is never normalised:
    /// with X and Y the larger and smaller of the direction's absolute components, h and k times `length` are
    /// (X + Y) / 2 and (X - Y) / 2, 1 / (2 a b) is `length`^2 / (2 X Y) and 1 / a is `length` / X.
    public static func bandArea(
        _ direction: SIMD2<Float>, _ length: Float, distance d: Float, halfWidth: Float
    ) -> Float {
        let onCurve = length <= 1e-6
        let q = onCurve ? SIMD2<Float>(1, 0) : SIMD2(abs(direction.x), abs(direction.y))
        let scale: Float = onCurve ? 1 : length
        // The smaller component as the sum less the larger, as in the shader.
        let (sum, x) = (q.x + q.y, max(q.x, q.y))
        let h = 0.5 * sum
        let k = x - h
        let twoXY = max(2 * x * (sum - x), 1e-6 * scale * scale)
        let inv = 1 / (twoXY * x)
        let (inv2XY, invX) = (x * inv, twoXY * inv)
        // The far edge's offset is never positive (d >= 0): only edgeArea's low and middle sides can apply, as in
        // the shader.
        let far = (-halfWidth - d) * scale
        let beyond = max(far + h, 0)
        let farArea = far < -k ? beyond * beyond * inv2XY : 0.5 + far * invX
        return edgeArea((halfWidth - d) * scale, h, k, inv2XY, invX) - farArea
    }

    /// `EdgeCoverage.edge` from the footprint's constants, all scaled by the normal's length: `s` the edge's
    /// offset, h and k half the sum and difference of the normal's larger and smaller component X and Y, `inv2ab`
    /// 1 / (2 X Y), `invA` 1 / X (`Shaders/stroke.frag`'s `edgeArea`). Without a clamp of `s` to -h...h: the
    /// low and high sides take their lengths past zero as zero, which gives 0 and 1 beyond the footprint.
    private static func edgeArea(_ s: Float, _ h: Float, _ k: Float, _ inv2ab: Float, _ invA: Float) -> Float {
        let (below, above) = (max(s + h, 0), max(h - s, 0))
        if s < -k { return below * below * inv2ab }
        if s > k { return 1 - above * above * inv2ab }
        return 0.5 + s * invA
    }

    static func nearestOnSegment(_ p: SIMD2<Float>, _ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> {
        let ab = b - a
        let t = min(max(dot(p - a, ab) / max(dot(ab, ab), 1e-12), 0), 1)
        return a + t * ab
    }

    /// Nearest point of the quadratic Bezier p0 p1 p2 to p: the squared distance's derivative is the cubic
    /// t^3 + 3 kx t^2 + 3 ky t + kz; with t = s - kx it becomes s^3 + 3 pp s + q, solved by Cardano's formula (one
    /// real root) or the trigonometric form (three: the outer two are the minima, the middle one a maximum).
    static func nearestOnQuadratic(
        _ p: SIMD2<Float>, _ p0: SIMD2<Float>, _ p1: SIMD2<Float>, _ p2: SIMD2<Float>
    ) -> SIMD2<Float> {
        let a = p1 - p0
        let b = p0 - 2 * p1 + p2
        let m = p0 - p
        let kk = 1 / dot(b, b)
        let kx = kk * dot(a, b)
        let ky = kk * (2 * dot(a, a) + dot(m, b)) / 3
        let kz = kk * dot(m, a)
        let pp = ky - kx * kx
        let q = kx * (2 * kx * kx - 3 * ky) + kz
        var h = q * q + 4 * pp * pp * pp
        func at(_ t: Float) -> SIMD2<Float> { m + t * (2 * a + t * b) }
        let best: SIMD2<Float>
        if h >= 0 {
            h = h.squareRoot()
            let x = (SIMD2(h, -h) - q) / 2
            let u = cubeRoot(x.x) + cubeRoot(x.y)
            best = at(min(max(u - kx, 0), 1))
        } else {
            let z = (-pp).squareRoot()
            let v = acosf(min(max(q / (pp * z * 2), -1), 1)) / 3
            let cv = cosf(v)
            let sv = sinf(v) * 1.732050808
            let c1 = at(min(max((cv + cv) * z - kx, 0), 1))
            let c2 = at(min(max((-sv - cv) * z - kx, 0), 1))
            best = dot(c1, c1) < dot(c2, c2) ? c1 : c2
        }
        return p + best
    }

    /// Largest value of (half width + 1) sin^2(a), a the largest angle between a piece's chord and an end tangent,
    /// at which the gentle program takes one Newton step instead of four. From the parameter level with the pixel
    /// along the chord, the nearest point lies at most (half width + 1) sin(a) away along the curve, and each
    /// Newton step squares that error: here one step lands within 1e-3 px of the exact distance wherever the
    /// piece can cover a pixel (`StrokeCoverageTests`; at 0.25 it missed by up to 1.3e-3 px, at 2 by pixels).
    public static let oneStepTurn: Float = 0.1
    /// As `oneStepTurn`, for two steps.
    public static let twoStepTurn: Float = 1

    /// Newton steps the gentle program takes on `piece` (`Shaders/stroke.vert`'s `newtonSteps`, in the same
    /// single-precision arithmetic): 1 or 2 when it turns little against its half width (`oneStepTurn`,
    /// `twoStepTurn`), else 4.
    public static func newtonSteps(of piece: StrokePiece) -> Int {
        let chord = piece.end - piece.start
        let chordLength = length(chord)
        let u = chordLength > 1e-6 ? chord / chordLength : SIMD2<Float>(1, 0)
        let (t0, t1) = (normalize(piece.control - piece.start), normalize(piece.end - piece.control))
        let (c0, c1) = (dot(u, t0), dot(u, t1))
        let turn = (piece.halfWidth + 1) * (1 - min(c0 * c0, c1 * c1))
        return turn <= oneStepTurn ? 1 : turn <= twoStepTurn ? 2 : 4
    }

    /// The gentle program's nearest point of `piece` to `p`, with the constants `Shaders/stroke.vert` gives it: a
    /// quadratic through `nearestOnGentleQuadratic` with its own step count (`newtonSteps`), a line as the
    /// quadratic with its control point at its middle (b = 0) and one step (the shader's loop takes at least one),
    /// which leaves the parameter level with `p` where it is: that is the nearest (the segment's projection,
    /// clamped to its ends).
    static func nearestOnGentle(_ piece: StrokePiece, _ p: SIMD2<Float>) -> SIMD2<Float> {
        let (a, b) = gentleCurve(piece)
        return nearestOnGentleCurve(p, piece.start, a: a, b: b, steps: piece.isQuadratic ? newtonSteps(of: piece) : 1)
    }

    /// The gentle program's a and b of B(t) = p0 + 2 t a + t^2 b for `piece` (`Shaders/stroke.vert`): a line's a
    /// is half its chord and its b zero.
    static func gentleCurve(_ piece: StrokePiece) -> (a: SIMD2<Float>, b: SIMD2<Float>) {
        let (p0, p1, p2) = (piece.start, piece.control, piece.end)
        return piece.isQuadratic ? (p1 - p0, p0 - 2 * p1 + p2) : (0.5 * (p2 - p0), .zero)
    }

    /// Nearest point of a gentle quadratic Bezier p0 p1 p2 to p (`StrokeEncoder.isGentle`): `steps` Newton steps
    /// on half the squared distance's derivative, (B(t) - p) . (a + t b), each clamped to 0...1, from the
    /// parameter whose point lies level with p along the chord c (the root of 2 t (a.c) + t^2 (b.c) = s, s how
    /// far along c p lies, all in units of c's length, which cancels out of the root).
    static func nearestOnGentleQuadratic(
        _ p: SIMD2<Float>, _ p0: SIMD2<Float>, _ p1: SIMD2<Float>, _ p2: SIMD2<Float>, steps: Int
    ) -> SIMD2<Float> {
        nearestOnGentleCurve(p, p0, a: p1 - p0, b: p0 - 2 * p1 + p2, steps: steps)
    }

    /// `nearestOnGentleQuadratic` on B(t) = p0 + 2 t a + t^2 b, with the per-piece constants `Shaders/stroke.vert`
    /// hands the gentle program: the chord c = 2 a + b divided by a.c, and (b.c) / (a.c).
    static func nearestOnGentleCurve(
        _ p: SIMD2<Float>, _ p0: SIMD2<Float>, a: SIMD2<Float>, b: SIMD2<Float>, steps: Int
    ) -> SIMD2<Float> {
        let r0 = p - p0
        let c = 2 * a + b
        // a.c > 0 on a gentle piece; 0 only on a dot, whose c is 0 too.
        let ac = max(dot(a, c), 1e-12)
        let (chord, beta) = (c / ac, dot(b, c) / ac)
        // Level with p where 2 t + t^2 beta = s, s = r0.c / (a.c).
        let s = dot(r0, chord)
        var t = min(max(s / (1 + max(1 + beta * s, 0).squareRoot()), 0), 1)
        for _ in 0..<steps {
            let velocity = a + t * b
            let fromPixel = t * (a + velocity) - r0
            let slope = max(2 * dot(velocity, velocity) + dot(fromPixel, b), 1e-12)
            t = min(max(t - dot(fromPixel, velocity) / slope, 0), 1)
        }
        return p0 + t * (a + (a + t * b))
    }

    /// The real cube root of `x`, as `Shaders/stroke.frag`'s `cubeRoot`: a first guess from the float's bits (the
    /// exponent divided by 3, within a few per cent), then two steps of Halley's method, each cubing the relative
    /// error, to float precision. |x| is kept within 1e-30...1e30, as in the shader (below, the guess's cube would
    /// be a denormal, which llvmpipe flushes to zero; above, the steps would divide infinity by infinity); 0 stays 0.
    static func cubeRoot(_ x: Float) -> Float {
        let a = min(max(abs(x), 1e-30), 1e30)
        var y = Float(bitPattern: a.bitPattern / 3 + 709_921_077)
        for _ in 0..<2 {
            let y3 = y * y * y
            y *= (y3 + 2 * a) / (2 * y3 + a)
        }
        return x == 0 ? 0 : x < 0 ? -y : y
    }
}
