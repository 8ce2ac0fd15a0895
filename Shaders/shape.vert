// A rounded rectangle (a layer's background, border, or a circle) in its layer's space, placed in device pixels
// by an affine transform: the quad is the rectangle padded by a device pixel and a half; the local position is
// passed on for the distance evaluation.
layout(location = 0) in vec4 a_linear;  // a, b, c, d of the local -> device transform
layout(location = 1) in vec4 a_offset;  // tx, ty, padding (local units), 1 for a sharp-cornered box
layout(location = 2) in vec4 a_box;     // centre x, centre y, half width, half height (local units)
layout(location = 3) in vec4 a_shape;   // corner radius, border width (0: filled), unused, 1 when under a border
layout(location = 4) in vec4 a_color;   // premultiplied RGBA
uniform vec2 u_viewport;
out vec2 v_local;
out vec2 v_device;
flat out vec4 v_box;
flat out vec4 v_shape;
flat out vec4 v_color;
void main() {
    float pad = a_offset.z;
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1)) * 2.0 - 1.0;
    v_local = a_box.xy + corner * (a_box.zw + pad);
    v_device = mat2(a_linear.xy, a_linear.zw) * v_local + a_offset.xy;
    v_box = a_box;
    v_shape = vec4(a_shape.xy, a_offset.w, a_shape.w);
    v_color = a_color;
    vec2 ndc = v_device / u_viewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
