// One piece of a stroke (a line or a quadratic Bezier in device pixels), drawn as an oriented box around the
// piece: its chord's direction and the hull of its once-subdivided control polygon, padded by the half width,
// the end extension and a pixel for anti-aliasing. Four vertices per instance (a triangle strip). At a joint the
// box stops where this piece's pixels stop: the neighbour owns the rest, and boxes running on past the joint
// shaded those pixels twice (a fifth of every piece's box on Scenes/cubics-1000.svg).
layout(location = 0) in vec4 a_p01;    // p0.xy, p1.xy
layout(location = 1) in vec4 a_p2;     // p2.xy, half width, kind (0 line, 1 quadratic)
layout(location = 2) in vec4 a_end0;   // start: clip normal.xy, clip offset, 1 when round
layout(location = 3) in vec4 a_end1;   // end: the same
layout(location = 4) in vec4 a_own;    // ownership normals at start.xy and end.xy
layout(location = 5) in vec4 a_reach;  // ownership radius at start and end, box padding, unused
layout(location = 6) in vec4 a_color;  // premultiplied RGBA
uniform vec2 u_viewport;
// Pixels past each edge of the viewport that the draw's GL viewport reaches (SceneRenderer.strokeViewportMargin):
// a box corner within them needs no clipping, which llvmpipe's vertex stage does on the issuing thread, a whole
// batch of vertices at a time when any one of them is outside.
uniform float u_margin;
flat out vec4 v_p01;
flat out vec4 v_p2;
flat out vec4 v_end0;
flat out vec4 v_end1;
flat out vec4 v_own;
flat out vec4 v_reach;
flat out vec4 v_color;
flat out vec4 v_tangents;
// The vertex's device y, so the fragment stage gets its pixel centre's row without gl_FragCoord.y and without a
// uniform (stroke.frag's main says why). Without perspective where the driver allows it (RenderProgram.prefix):
// every vertex has w = 1, so the row is the same, and llvmpipe skips a division per pixel.
#if defined(GL_NV_shader_noperspective_interpolation)
noperspective
#endif
out float v_deviceY;
#if !defined(KITE_NEWTON) && !defined(KITE_OVERLAPS)
// The pass of a translucent stroke, handed on as a flat value for the same reason: 0 every pixel, 1 only fully
// covered pixels, 2 only partly covered ones. The gentle and overlap programs only draw opaque strokes (pass 0).
uniform int u_pass;
flat out float v_pass;
#endif
#if defined(KITE_OVERLAPS)
// The first entry of the piece's overlap list (stroke.frag's KITE_OVERLAPS lists; the only one for 535 of the 722
// listed pieces on Scenes/cubics-1000.svg), read here once per vertex and handed on as flat values instead of six
// texel fetches per pixel (each about 150 instructions per eight pixels on llvmpipe): the other piece's p01, p2,
// end0, end1, own, and (reach.x, reach.y, its order, this piece's order). Its unit directions are left to the
// fragment stage: with them the overlap programs' inputs would pass the 60 components GLES 3.0 guarantees
// (GL_MAX_FRAGMENT_INPUT_COMPONENTS; 57 without).
uniform highp sampler2D u_overlaps;
flat out vec4 v_q01;
flat out vec4 v_q2;
flat out vec4 v_qEnd0;
flat out vec4 v_qEnd1;
flat out vec4 v_qOwn;
flat out vec4 v_qReach;

// Texel i of the lists, 1024 a row (stroke.frag's overlapTexel).
vec4 overlapTexel(int i) {
    return texelFetch(u_overlaps, ivec2(i & 1023, i >> 10), 0);
}
#endif
#if defined(KITE_NEWTON)
// The gentle program's per-piece constants, computed here once instead of for every pixel: the curve
// B(t) = p0 + 2 t a + t^2 b (a line: a half its chord, b zero), and its chord c = 2 a + b divided by a.c, then
// (b.c) / (a.c): the fragment stage's starting parameter from the fewest per-piece values, since llvmpipe copies
// every one of them into all eight lanes of each invocation.
flat out vec4 v_curve;  // a.xy, b.xy
flat out vec3 v_chord;  // c / (a.c), (b.c) / (a.c)
#endif
// Newton steps the gentle program takes on this piece (StrokeCoverage.newtonSteps is the CPU twin). From the
// parameter level with the pixel along the chord, the nearest point lies at most (half width + 1) sin(a) away
// along the curve, a the largest angle between the chord and an end tangent; Newton's method squares that error
// with each step. While (half width + 1) sin^2(a) <= 0.1 one step lands within 1e-3 px of the exact distance on
// every pixel a gentle piece can cover, while it is at most 1 two steps (StrokeCoverageTests sweeps both). Short
// pieces of a flattened curve turn little: on Scenes/cubics-1000.svg 64% take one step, 29% two.
float newtonSteps(vec2 u, vec2 t0, vec2 t1, float halfWidth) {
    float c0 = dot(u, t0), c1 = dot(u, t1);
    float turn = (halfWidth + 1.0) * (1.0 - min(c0 * c0, c1 * c1));
    return turn <= 0.1 ? 1.0 : (turn <= 1.0 ? 2.0 : 4.0);
}
// How far past a round end, along the chord `outward`, the piece can own pixels (`pad` away from the piece at
// most): at a joint only the half disc on this piece's side of the ownership line (normal `own`, pointing into the
// neighbour), whose extent along the chord is pad |sin| of the angle between them; elsewhere the whole pad.
float endReach(float round, vec2 own, vec2 outward, float pad) {
    float c = dot(own, outward);
    return round > 0.5 && dot(own, own) > 0.0 && c > 0.0 ? pad * sqrt(max(1.0 - c * c, 0.0)) : pad;
}
void main() {
    vec2 p0 = a_p01.xy, p1 = a_p01.zw, p2 = a_p2.xy;
    vec2 chord = p2 - p0;
    float len = length(chord);
    vec2 u = len > 1e-6 ? chord / len : vec2(1.0, 0.0);
    vec2 v = vec2(-u.y, u.x);
    // The curve lies in the hull of p0, (p0+p1)/2, (p1+p2)/2, p2.
    vec2 h1 = 0.5 * (p0 + p1) - p0, h2 = 0.5 * (p1 + p2) - p0;
    vec2 along = vec2(min(0.0, min(dot(h1, u), dot(h2, u))), max(len, max(dot(h1, u), dot(h2, u))));
    vec2 across = vec2(min(0.0, min(dot(h1, v), dot(h2, v))), max(0.0, max(dot(h1, v), dot(h2, v))));
    float pad = a_reach.z;
    vec2 reach = vec2(endReach(a_end0.w, -a_own.xy, -u, pad), endReach(a_end1.w, a_own.zw, u, pad));
    int corner = gl_VertexID;
    float x = (corner & 1) == 0 ? along.x - reach.x : along.y + reach.y;
    // The two triangles (corners 0 1 2 and 2 1 3) share the diagonal from corner 1 to corner 2, and llvmpipe shades
    // every 4 x 2 pixel group that diagonal crosses twice, once per triangle (each group is one shader invocation
    // on 8 lanes, 4 pixels wide and 2 high). Of the box's two diagonals, take the one crossing fewer groups
    // (|dx| / 4 + |dy| / 2) by swapping the box's sides across the chord: the same box and the same pixels, each
    // shaded once: 1.6% fewer instructions in the gentle program on Scenes/cubics-1000.svg. Every corner decides alike,
    // from the same per-piece values.
    vec2 toEnd = u * (along.y + reach.y - along.x + reach.x), toSide = v * (across.y - across.x + 2.0 * pad);
    vec2 diagonal = abs(toSide - toEnd), other = abs(toSide + toEnd);
    bool swapSides = other.x * 0.25 + other.y * 0.5 < diagonal.x * 0.25 + diagonal.y * 0.5;
    float y = ((corner & 2) == 0) != swapSides ? across.x - pad : across.y + pad;
    vec2 position = p0 + u * x + v * y;
    v_p01 = a_p01; v_p2 = a_p2; v_end0 = a_end0; v_end1 = a_end1; v_own = a_own; v_reach = a_reach;
    v_color = a_color;
    v_tangents = vec4(normalize(p1 - p0), normalize(p2 - p1));
#if defined(KITE_NEWTON)
    bool curved = a_p2.w > 0.5;
    vec2 a = curved ? p1 - p0 : 0.5 * chord;
    vec2 b = curved ? p0 - 2.0 * p1 + p2 : vec2(0.0);
    v_curve = vec4(a, b);
    vec2 c = 2.0 * a + b;
    // a.c > 0 on every gentle piece (it advances along its chord); 0 only on a dot, whose c is 0 too.
    float ac = max(dot(a, c), 1e-12);
    v_chord = vec3(c / ac, dot(b, c) / ac);
    // A line's nearest point is the level one itself; the fragment stage's loop still takes one step, which
    // leaves it there (reach.w, the overlap list, is 0 here).
    v_reach.w = curved ? newtonSteps(u, v_tangents.xy, v_tangents.zw, a_p2.z) : 1.0;
    // The fragment stage's ownership tests take the radii squared and the start's bound (stroke.frag).
    v_reach.xy = a_reach.xy * a_reach.xy;
    v_reach.z = dot(a_own.xy, a_own.xy) > 0.0 ? 0.0 : -1.0;
#endif
#if defined(KITE_OVERLAPS)
    // reach.w is base * 64 + n: the first entry's six texels start at texel base.
    int base = int(a_reach.w) >> 6;
    v_q01 = overlapTexel(base);
    v_q2 = overlapTexel(base + 1);
    v_qEnd0 = overlapTexel(base + 2);
    v_qEnd1 = overlapTexel(base + 3);
    v_qOwn = overlapTexel(base + 4);
    v_qReach = overlapTexel(base + 5);
#endif
    v_deviceY = position.y;
#if !defined(KITE_NEWTON) && !defined(KITE_OVERLAPS)
    v_pass = float(u_pass);
#endif
    vec2 ndc = (position + u_margin) / (u_viewport + 2.0 * u_margin) * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
