// Shared by the scene renderer's fragment shaders (prepended after the version line). CPU twin: EdgeCoverage.swift.

// The exact fraction of a one-pixel square covered by a half plane: `s` is the signed distance from the pixel
// centre to the edge (positive when the centre is inside), `n` the edge's unit normal. The square's footprint
// projected on `n` is a trapezoid of widths a+b and a-b; its integral up to `s` is piecewise quadratic.
float edgeCoverage(float s, vec2 n) {
    float a = max(abs(n.x), abs(n.y));
    float b = min(abs(n.x), abs(n.y));
    float h = 0.5 * (a + b);
    float k = 0.5 * (a - b);
    float x = clamp(s, -h, h);
    float ab2 = max(2.0 * a * b, 1e-6);
    float low = (x + h) * (x + h) / ab2;
    float high = 1.0 - (h - x) * (h - x) / ab2;
    float middle = 0.5 + x / a;
    return x < -k ? low : (x > k ? high : middle);
}

// Coverage of a band of half width `halfWidth` around a curve, for a pixel whose centre is `d` >= 0 away from it
// in direction `n`: the area between two parallel edges.
float bandCoverage(float d, float halfWidth, vec2 n) {
    return edgeCoverage(halfWidth - d, n) + edgeCoverage(halfWidth + d, n) - 1.0;
}

// The clip of the innermost masking layer: a rounded rectangle in its own space, reached from device pixels by
// u_clipFromDevice. Only the programs compiled with KITE_CLIP pay for it.
#if KITE_CLIP
uniform mat3 u_clipFromDevice;
uniform vec4 u_clipBox;       // centre x, centre y, half width, half height (clip space)
uniform float u_clipRadius;   // corner radius (clip space)
uniform float u_clipScale;    // device pixels per clip-space unit

float clipCoverage(vec2 device) {
    vec2 p = (u_clipFromDevice * vec3(device, 1.0)).xy - u_clipBox.xy;
    vec2 q = abs(p) - u_clipBox.zw + u_clipRadius;
    float d = (length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - u_clipRadius) * u_clipScale;
    // The distance's screen-space gradient is the edge normal.
    vec2 g = vec2(dFdx(d), dFdy(d));
    float len = length(g);
    return edgeCoverage(-d / max(len, 1e-6), len > 1e-6 ? g / len : vec2(1.0, 0.0));
}

#else
float clipCoverage(vec2 device) {
    return 1.0;
}
#endif

#if KITE_SHARED_INPUTS
// Never set, so false: only makes readingAllInputs read its arguments.
uniform bool u_readsAllInputs;
#endif

// `color`. The fragment shaders of the flat, ramp, shape, shadow, fill, fill mask and text programs all declare one
// set of inputs (an interpolated vec2 for the device position, another interpolated vec2, three flat vec4: in that
// order) and pass every one of them here; their variant for the first frames (KITE_SHARED_INPUTS, clipped) reads
// every component of each. Why: llvmpipe (Mesa 22.3) compiles with LLVM a triangle set-up function for each
// distinct set of fragment inputs a context draws with (which inputs are read, which of their components, how
// interpolated), about 6 ms each on a slow CPU and never kept in Mesa's shader cache; a first frame then needs one
// such function for all of these programs instead of one each. A program's vertex shader feeds the inputs it has
// no use for from its attributes (Mesa's linker removes an input whose value it can see is a constant or another
// output's), and they are read here on a side no pixel takes. The other variants read only what they use: the
// extra reads cost a few per cent of a fragment.
vec4 readingAllInputs(vec4 color, vec2 device, vec2 second, vec4 flat0, vec4 flat1, vec4 flat2) {
#if KITE_SHARED_INPUTS
    return u_readsAllInputs ? vec4(device, second) + flat0 + flat1 + flat2 : color;
#else
    return color;
#endif
}

