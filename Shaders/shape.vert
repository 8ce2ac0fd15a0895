// A rounded rectangle (a layer's background, border, or a circle) in its layer's space, placed in device pixels
// by an affine transform. The quad is one piece of it (its edge ring is cut into strips and corners around the
// flat interior); the local position is passed on for the distance evaluation.
layout(location = 0) in vec4 a_linear;  // a, b, c, d of the local -> device transform
layout(location = 1) in vec4 a_offset;  // tx, ty, unused, 1 for a sharp-cornered box
layout(location = 2) in vec4 a_box;     // centre x, centre y, half width, half height (local units)
layout(location = 3) in vec4 a_shape;   // corner radius, border width (0: filled), unused, 1 when under a border
layout(location = 4) in vec4 a_color;   // premultiplied RGBA
layout(location = 5) in vec4 a_geom;    // the part to cover: min x, min y, max x, max y (local units)
uniform vec2 u_viewport;
// The common input set of the clipped variants, in its order (readingAllInputs in render-common.glsl).
out vec2 v_device;
out vec2 v_local;
flat out vec4 v_color;
flat out vec4 v_box;
flat out vec4 v_shape;
void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
    v_local = mix(a_geom.xy, a_geom.zw, corner);
    v_device = mat2(a_linear.xy, a_linear.zw) * v_local + a_offset.xy;
    v_box = a_box;
    v_shape = vec4(a_shape.xy, a_offset.w, a_shape.w);
    v_color = a_color;
    vec2 ndc = v_device / u_viewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
