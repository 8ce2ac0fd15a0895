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
