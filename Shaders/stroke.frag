// Coverage of one stroke piece at this pixel: the exact distance to the piece (a segment, or a quadratic Bezier
// through the closed-form roots of the cubic in t), turned into the exact area of the pixel covered by a band
// of the stroke's width; ends clipped for caps and joins; pixels owned by the neighbouring piece at a join left
// to it, so adjacent pieces never blend the same pixel twice. CPU twin: StrokeCoverage.swift.
// KITE_NEWTON builds the variant for gentle pieces with round ends (a Newton nearest point instead of the closed
// form, and no end planes: a round end is the distance's own, so that arithmetic, a sixth of the program on
// llvmpipe, which runs it for every pixel, bought nothing on such pieces; StrokeEncoder.isGentle).
// KITE_LINE builds the line-only variant: llvmpipe runs both sides of a branch, so straight pieces pay for the
// quadratic's cubic roots unless they get a program without it. KITE_OVERLAPS builds the variant for pieces with an
// overlap list: llvmpipe runs a loop's body at least once even when no pixel enters it, which doubled the cost of
// every piece while only about one in ten has a list.
flat in vec4 v_p01;
flat in vec4 v_p2;
flat in vec4 v_end0;
flat in vec4 v_end1;
flat in vec4 v_own;
flat in vec4 v_reach;
flat in vec4 v_color;
flat in vec4 v_tangents;  // unit directions at the start and at the end
#if defined(KITE_NEWTON)
flat in vec4 v_curve;  // a.xy, b.xy of B(t) = p0 + 2 t a + t^2 b (stroke.vert)
flat in vec3 v_chord;  // c / (a.c) and (b.c) / (a.c), c = 2 a + b the chord
#endif
// Device y, interpolated (without perspective where the driver allows it: stroke.vert): the pixel centre's row
// (main).
#if defined(GL_NV_shader_noperspective_interpolation)
noperspective
#endif
in float v_deviceY;
#if defined(KITE_OVERLAPS)
// The list's first entry, as ownedCoverage would read it from the texture (stroke.vert fetches it).
flat in vec4 v_q01;
flat in vec4 v_q2;
flat in vec4 v_qEnd0;
flat in vec4 v_qEnd1;
flat in vec4 v_qOwn;
flat in vec4 v_qReach;
#endif
#if !defined(KITE_NEWTON) && !defined(KITE_OVERLAPS)
flat in float v_pass;  // 0: every pixel; 1: only fully covered pixels; 2: only partly covered ones
#endif
out vec4 o_color;

// Nearest point of the segment a-b to p (the segment's parameter clamped to 0...1).
vec2 nearestOnSegment(vec2 p, vec2 a, vec2 b) {
    vec2 ab = b - a;
    float t = clamp(dot(p - a, ab) / max(dot(ab, ab), 1e-12), 0.0, 1.0);
    return a + t * ab;
}

// The real cube roots of x: a first guess from the float's bits (its exponent divided by 3: within a few per cent),
// then two steps of Halley's method, y <- y (y^3 + 2 a) / (2 y^3 + a), each cubing the relative error (to float
// precision). llvmpipe builds pow as exp2(log2(x) / 3), two polynomial approximations per component: the general
// and overlap programs (each overlap entry evaluates another quadratic) spent about a tenth more instructions on
// it (docs/benchmarks.md, session 10). |x| is kept within 1e-30...1e30: below, the guess's cube falls to a
// denormal, which llvmpipe flushes to zero, and a step would divide 0 by 0 (x = 0 itself comes out as 0 through
// sign); above, the steps would divide infinity by infinity. CPU twin: StrokeCoverage.cubeRoot.
vec2 cubeRoot(vec2 x) {
    vec2 a = clamp(abs(x), 1e-30, 1e30);
    vec2 y = uintBitsToFloat(floatBitsToUint(a) / 3u + 709921077u);
    vec2 y3 = y * y * y;
    y *= (y3 + 2.0 * a) / (2.0 * y3 + a);
    y3 = y * y * y;
    y *= (y3 + 2.0 * a) / (2.0 * y3 + a);
    return sign(x) * y;
}

vec2 quadAt(vec2 a, vec2 b, vec2 m, float t) {
    return m + t * (2.0 * a + t * b);
}

// Nearest point of the quadratic Bezier p0 p1 p2 to p. Squared distance is a quartic in t; its derivative the
// cubic t^3 + 3 k1 t^2 + ... whose outer real roots, clamped to 0...1, hold the minimum (the middle root is a
// maximum). Coordinates are relative to p, which keeps them small.
vec2 nearestOnQuad(vec2 p, vec2 p0, vec2 p1, vec2 p2) {
    vec2 a = p1 - p0;
    vec2 b = p0 - 2.0 * p1 + p2;
    vec2 m = p0 - p;
    float kk = 1.0 / dot(b, b);
    float kx = kk * dot(a, b);
    float ky = kk * (2.0 * dot(a, a) + dot(m, b)) / 3.0;
    float kz = kk * dot(m, a);
    float pp = ky - kx * kx;
    float q = kx * (2.0 * kx * kx - 3.0 * ky) + kz;
    float p3 = pp * pp * pp;
    float h = q * q + 4.0 * p3;
    vec2 best;
    if (h >= 0.0) {
        h = sqrt(h);
        vec2 x = (vec2(h, -h) - q) / 2.0;
        vec2 uv = cubeRoot(x);
        float t = clamp(uv.x + uv.y - kx, 0.0, 1.0);
        best = quadAt(a, b, m, t);
    } else {
        float z = sqrt(-pp);
        float v = acos(clamp(q / (pp * z * 2.0), -1.0, 1.0)) / 3.0;
        float cv = cos(v);
        float sv = sin(v) * 1.732050808;
        float t1 = clamp((cv + cv) * z - kx, 0.0, 1.0);
        float t2 = clamp((-sv - cv) * z - kx, 0.0, 1.0);
        vec2 c1 = quadAt(a, b, m, t1);
        vec2 c2 = quadAt(a, b, m, t2);
        best = dot(c1, c1) < dot(c2, c2) ? c1 : c2;
    }
    return p + best;
}

#if defined(KITE_NEWTON)
// B(t) - p at the nearest point of a gentle piece to p, r0 = p - p0: `steps` Newton steps on the squared
// distance's derivative, each clamped to 0...1, from the parameter whose point lies level with p along the chord
// (a quadratic equation: the piece advances along its chord all the way). The encoder draws a quadratic with this
// program only when it does, and its smallest radius of curvature is at least twice the reach of its coverage
// (StrokeEncoder.isGentle); then every pixel the piece can cover has one nearest point and four steps land within
// 1e-3 px of it, one step on pieces that turn little (stroke.vert's newtonSteps; StrokeCoverageTests checks both
// over random gentle pieces). A line (b = 0) takes no step: its level point is its nearest. The count is the same
// for every pixel of a piece, so llvmpipe runs the loop that many times, not four. Far cheaper on llvmpipe than the
// closed form: no cube roots, no trigonometry, and only one path to run. Written with the fewest per-piece values
// (a, b and `chord`; no 2 a, no chord itself): llvmpipe copies each into eight lanes and spills it per invocation.
vec2 gentleFromPixel(vec2 r0, vec4 curve, vec3 chord, int steps) {
    vec2 a = curve.xy, b = curve.zw;
    // Along the chord c = 2 a + b the curve is at 2 t (a.c) + t^2 (b.c); level with p where that is r0.c, which
    // divided by a.c > 0 reads 2 t + t^2 beta = s (beta = (b.c) / (a.c), s = r0.c / (a.c)): the root in 0...1.
    float s = dot(r0, chord.xy);
    float t = clamp(s / (1.0 + sqrt(max(1.0 + chord.z * s, 0.0))), 0.0, 1.0);
    // Tested at the bottom: llvmpipe leaves a loop only after running its body once more with no pixel active,
    // so a test at the top cost one more step than the piece takes. Every piece takes at least one (a line's
    // step leaves it at its level point).
    int i = 0;
    do {
        // Half the derivative of the squared distance, (B(t) - p) . (a + t b), and its slope; B(t) - p is
        // t (a + velocity) - r0.
        vec2 velocity = a + t * b;
        vec2 fromPixel = t * (a + velocity) - r0;
        // Far from the curve the slope can vanish or turn negative: a step to an end then, never a division by 0.
        float slope = max(2.0 * dot(velocity, velocity) + dot(fromPixel, b), 1e-12);
        t = clamp(t - dot(fromPixel, velocity) / slope, 0.0, 1.0);
    } while (++i < steps);
    vec2 velocity = a + t * b;
    return t * (a + velocity) - r0;
}
#endif

// The exact fraction of the pixel inside a half plane, as render-common's edgeCoverage(s, n), from the pixel
// footprint's constants (bandArea): h and k half the sum and difference of n's larger and smaller component a and
// b, inv2ab = 1 / (2 a b), invA = 1 / a. Without edgeCoverage's clamp of s to -h...h: the low and high sides
// take their lengths past zero as zero instead, the same values where the clamp held and 0 and 1 beyond it, for
// two maxima with a constant (one instruction each in llvmpipe) instead of a clamp between two variables (three
// each: LLVM's NaN handling).
float edgeArea(float s, float h, float k, float inv2ab, float invA) {
    float below = max(s + h, 0.0), above = max(h - s, 0.0);
    return s < -k ? below * below * inv2ab : (s > k ? 1.0 - above * above * inv2ab : 0.5 + s * invA);
}

// bandCoverage(d, halfWidth, n) with one division instead of eight, n the unit normal dir / len (len <= 1e-6: a
// pixel centre on the curve, which takes the normal (1, 0)): both edges share the footprint's constants, the far
// edge is taken by the square's symmetry (the area beyond an edge at -s is the area inside one at s), so it is
// exactly 0 on bands wider than a pixel's diagonal, and everything is scaled by len, which needs no normalised
// direction: with X, Y the larger and smaller of |dir|'s components, h len = (X + Y) / 2, k len = (X - Y) / 2,
// 1 / (2 a b) = len^2 / (2 X Y) and 1 / a = len / X, so edgeArea(s len) takes 1 / (2 X Y) and 1 / X, both from
// one reciprocal. llvmpipe runs every division for every pixel, each several times an addition's cost.
// CPU twin: StrokeCoverage.bandArea.
float bandArea(vec2 dir, float len, float d, float halfWidth) {
    bool onCurve = len <= 1e-6;
    vec2 q = onCurve ? vec2(1.0, 0.0) : abs(dir);
    float scale = onCurve ? 1.0 : len;
    // The smaller component as the sum less the larger: one subtraction instead of a minimum.
    float sum = q.x + q.y, x = max(q.x, q.y);
    float h = 0.5 * sum, k = x - h;
    float twoXY = max(2.0 * x * (sum - x), 1e-6 * scale * scale);
    float inv = 1.0 / (twoXY * x);
    float inv2XY = x * inv, invX = twoXY * inv;
    float near = edgeArea((halfWidth - d) * scale, h, k, inv2XY, invX);
    // The far edge's offset is never positive (d >= 0), so of edgeArea's three sides only the low and middle ones
    // can apply: the same value for less work on every pixel.
    float far = (-halfWidth - d) * scale, beyond = max(far + h, 0.0);
    return near - (far < -k ? beyond * beyond * inv2XY : 0.5 + far * invX);
}

// Beyond a band end the stroke's edges continue straight (butt and square caps, bevel and miter joins): the
// distance becomes the distance to the end's tangent line, its normal `dir` of length 1. A round end keeps the
// distance to the piece.
void extendEnd(vec2 rel, vec2 tangent, float round, inout float d, inout vec2 dir, inout float len) {
    if (round < 0.5 && dot(rel, tangent) > 0.0) {
        vec2 normal = vec2(-tangent.y, tangent.x);
        d = abs(dot(rel, normal));
        dir = normal;
        len = 1.0;
    }
}

// Coverage of the piece (p01, p2, end0, end1, own, reach as the instance attributes; t0, t1 its unit directions at
// the start and at the end) at the pixel centre p, before any clip.
float pieceCoverage(vec2 p, vec4 p01, vec4 p2v, vec4 end0, vec4 end1, vec4 own, vec4 reach, vec2 t0, vec2 t1) {
    vec2 p0 = p01.xy, p1 = p01.zw, p2 = p2v.xy;
    float halfWidth = p2v.z;
#if defined(KITE_LINE)
    vec2 toPixel = p - nearestOnSegment(p, p0, p2);
#elif defined(KITE_NEWTON)
    vec2 toPixel = -gentleFromPixel(p - p0, v_curve, v_chord, int(reach.w));
#else
    vec2 toPixel = p - (p2v.w > 0.5 ? nearestOnQuad(p, p0, p1, p2) : nearestOnSegment(p, p0, p2));
#endif
    float d = length(toPixel);
    float len = d;
    vec2 r0 = p - p0, r1 = p - p2;
#if defined(KITE_NEWTON)
    // Both ends round (StrokeEncoder.isGentle): no straight extension, no plane.
    float coverage = bandArea(toPixel, len, d, halfWidth);
#else
    extendEnd(r0, -t0, end0.w, d, toPixel, len);
    extendEnd(r1, t1, end1.w, d, toPixel, len);
    // The end planes (caps, bevels, miter tips; far away for round ends): only the nearer one can cut a pixel
    // of a piece longer than a pixel, so one exact-area evaluation serves both.
    float s0 = end0.z - dot(r0, end0.xy);
    float s1 = end1.z - dot(r1, end1.xy);
    float planes = edgeCoverage(min(s0, s1), s0 < s1 ? end0.xy : end1.xy);
    float coverage = bandArea(toPixel, len, d, halfWidth) * planes;
#endif
    // Hard ownership at joins: the neighbour draws the pixels on its side of the bisector near the joint, and
    // always past this piece's end (where the join's straight edges would otherwise run on).
#if defined(KITE_NEWTON)
    // The same tests with their per-piece parts from the vertex stage: the radii squared, the start's ownership
    // bound (0 with a joint; -1 without, where own.xy is zero and no pixel passes), and the end directions
    // unnormalised (t0 = a, t1 = a + b: only the signs of the products matter).
    bool near0 = dot(r0, r0) < reach.x || dot(r0, t0) < 0.0;
    bool near1 = dot(r1, r1) < reach.y || dot(r1, t1) > 0.0;
    bool other0 = dot(r0, own.xy) <= reach.z && near0;
#else
    bool near0 = dot(r0, r0) < reach.x * reach.x || dot(r0, t0) < 0.0;
    bool near1 = dot(r1, r1) < reach.y * reach.y || dot(r1, t1) > 0.0;
    // Both pieces of a joint hold the same normal (pointing to the later one) and evaluate the same expression,
    // so a pixel centre on the bisector goes to exactly one of them, the earlier.
    bool other0 = dot(own.xy, own.xy) > 0.0 && dot(r0, own.xy) <= 0.0 && near0;
#endif
    bool other1 = dot(r1, own.zw) > 0.0 && near1;
    return other0 || other1 ? 0.0 : coverage;
}

#if defined(KITE_OVERLAPS)
// Pieces of one opaque path that overlap away from a joint (a loop, a crossing, a second pass over the same curve)
// list each other here: for a piece whose reach.w is base * 64 + n, n entries of 6 texels start at texel `base`,
// each the other piece's p01, p2, end0, end1 and own, then (its reach.x, reach.y, its order, this piece's order):
// what its coverage here needs and no more, since each texel fetch costs llvmpipe about 150 instructions per eight
// pixels (StrokeOverlaps.texelsPerEntry; 8 texels until session 10). The pixel goes to the piece
// with the largest coverage (ties to the earlier), so the path blends it once, with the coverage of the union where
// the pieces coincide. Only listed pieces are drawn with this variant.

// Settles `coverage` against an entry's coverage here, `other`, of the piece whose order is order.x (this piece's
// order.y): the pixel goes to the larger (ties to the earlier). The tolerance absorbs rounding between this
// evaluation and the other piece's own.
float settled(float coverage, float other, vec2 order) {
    return other > coverage + 1e-4 || (other >= coverage - 1e-4 && order.x < order.y) ? 0.0 : coverage;
}

#if !defined(KITE_ONE_OVERLAP)
uniform highp sampler2D u_overlaps;

// Texel i of the lists, 1024 a row. With a mask and a shift: i is never negative, but GLSL's signed % and / by 1024
// compile to the sign-correcting sequences for every lane of every fetch (5% of the overlap program's own code).
vec4 overlapTexel(int i) {
    return texelFetch(u_overlaps, ivec2(i & 1023, i >> 10), 0);
}
#endif

// The first entry comes from the vertex stage as flat values (no texel fetch per pixel); KITE_ONE_OVERLAP (with
// KITE_OVERLAPS) builds the variant for pieces whose list holds only that one: no loop either. The other variant
// reads the further entries from the texture. The same arithmetic on the same values as reading every entry from
// the texture, so the same pixels (OneOverlapRenderTests).
float ownedCoverage(vec2 p, float coverage) {
    float first = pieceCoverage(
        p, v_q01, v_q2, v_qEnd0, v_qEnd1, v_qOwn, v_qReach, normalize(v_q01.zw - v_q01.xy),
        normalize(v_q2.xy - v_q01.zw));
    coverage = settled(coverage, first, v_qReach.zw);
#if !defined(KITE_ONE_OVERLAP)
    int list = int(v_reach.w);
    int base = list >> 6, count = list & 63;
    // Tested at the bottom, as gentleFromPixel's loop, so llvmpipe runs it once for a list of two, not twice; a
    // list of one (drawn here when too few for a draw of their own: SceneEncoder.singleEntryDraw) runs it once
    // too, and `k < count` drops what it read past the list.
    int k = 1;
    do {
        int t = base + 6 * k;
        vec4 q01 = overlapTexel(t), q2 = overlapTexel(t + 1), reachAndOrder = overlapTexel(t + 5);
        // pieceCoverage reads only the radii (x, y) of its reach outside the gentle program.
        float other = pieceCoverage(
            p, q01, q2, overlapTexel(t + 2), overlapTexel(t + 3), overlapTexel(t + 4), reachAndOrder,
            normalize(q01.zw - q01.xy), normalize(q2.xy - q01.zw));
        if (k < count) coverage = settled(coverage, other, reachAndOrder.zw);
    } while (++k < count);
#endif
    return coverage;
}
#endif

void main() {
    // The exact pixel centre, the same bits in every piece: ownership ties at a joint must be decided identically
    // by both pieces. An interpolated position differs by rounding per primitive, but by far less than half a
    // pixel, so its row's floor is exact. Not gl_FragCoord.y, nor a uniform: llvmpipe (Mesa 22.3) loads each
    // uniform component a fragment shader reads lane by lane with a bounds check, eight scalar loads, and reading
    // gl_FragCoord.y reads one more (the window flip Mesa adds); those loads were a sixth of this program.
    vec2 p = vec2(gl_FragCoord.x, floor(v_deviceY) + 0.5);
#if defined(KITE_NEWTON)
    // The curve's own vectors as the end directions: two fewer flat inputs, each of whose components llvmpipe
    // broadcasts to every pixel.
    vec2 t0 = v_curve.xy, t1 = v_curve.xy + v_curve.zw;
#else
    vec2 t0 = v_tangents.xy, t1 = v_tangents.zw;
#endif
    float coverage = pieceCoverage(p, v_p01, v_p2, v_end0, v_end1, v_own, v_reach, t0, t1);
#if defined(KITE_OVERLAPS)
    // Early: llvmpipe skips the rest of an invocation whose eight pixels are all discarded, here the list's texel
    // fetches and evaluations (1.5% of the overlap program on Scenes/cubics-1000.svg: its boxes are tight).
    if (coverage <= 0.0) discard;
    coverage = ownedCoverage(p, coverage);
#endif
    // min, not a product: a clip edge that coincides with the shape's own edge (a stroke clipped to its stroked
    // bounds, then rotated) covers the same part of the pixel, and multiplying would thin the edge.
    coverage = min(coverage, clipCoverage(p));
#if defined(KITE_NEWTON)
    // No discard: a zero colour blends to the same pixel (premultiplied source over), and llvmpipe runs the blend
    // for every lane anyway, so the discard only added its mask update.
    coverage = max(coverage, 0.0);
#elif defined(KITE_OVERLAPS)
    if (coverage <= 0.0) discard;
#else
    if (coverage <= 0.0 || (v_pass == 1.0 && coverage < 1.0) || (v_pass == 2.0 && coverage >= 1.0)) discard;
#endif
    o_color = v_color * coverage;
}
