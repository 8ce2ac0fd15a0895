#version 300 es
// A filled rounded rectangle as a signed-distance field, anti-aliased over one device pixel.
precision highp float;
in vec2 v_local;
uniform vec4 u_box;        // centre x, centre y, half width, half height (local units)
uniform float u_radius;    // corner radius (local units)
uniform vec4 u_color;      // premultiplied RGBA
out vec4 o_color;
float roundedBoxDistance(vec2 p, vec2 halfSize, float r) {
    vec2 q = abs(p) - halfSize + r;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}
void main() {
    float d = roundedBoxDistance(v_local - u_box.xy, u_box.zw, u_radius);
    // fwidth gives the local distance covered by one device pixel, so the ramp stays one pixel wide at any scale.
    float w = max(fwidth(d), 1e-4);
    float coverage = clamp(0.5 - d / w, 0.0, 1.0);
    o_color = u_color * coverage;
}
