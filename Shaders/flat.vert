// A rectangle in a layer's space filled with one colour: the fully covered interior of a rounded rectangle, drawn
// without any distance evaluation, or (the ramp program) a straight side of one, whose coverage varies along one
// device axis only.
layout(location = 0) in vec4 a_linear;  // a, b, c, d of the local -> device transform
layout(location = 1) in vec4 a_offset;  // tx, ty, 1 for a background under an opaque border, unused
layout(location = 2) in vec4 a_rect;    // min x, min y, max x, max y (local units)
layout(location = 3) in vec4 a_color;   // premultiplied RGBA
layout(location = 4) in vec4 a_ramp;    // device normal x, y; outer and inner edge offsets (see ramp.frag)
uniform vec2 u_viewport;
// The common input set of the clipped variants (readingAllInputs in render-common.glsl): the flat program reads
// v_local, v_ramp and v_offset only there.
out vec2 v_device;
out vec2 v_local;
flat out vec4 v_color;
flat out vec4 v_ramp;
flat out vec4 v_offset;  // a_offset: its z says whether to harden (ramp.frag)
void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
    v_local = mix(a_rect.xy, a_rect.zw, corner);
    v_device = mat2(a_linear.xy, a_linear.zw) * v_local + a_offset.xy;
    v_color = a_color;
    v_ramp = a_ramp;
    v_offset = a_offset;
    vec2 ndc = v_device / u_viewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
