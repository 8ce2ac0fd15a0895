// One horizontal band of a filled path: a device-pixel rectangle whose pixels loop over the edges listed for it.
layout(location = 0) in vec4 a_rect;   // min x, min y, max x, max y (device pixels)
layout(location = 1) in vec4 a_edges;  // first edge, edge count, fill rule (0 nonzero, 1 even-odd), unused
layout(location = 2) in vec4 a_color;  // premultiplied RGBA
uniform vec2 u_viewport;
// The common input set of the clipped variants, in its order (readingAllInputs in render-common.glsl): v_corner
// and v_rect are read only there.
out vec2 v_pos;
out vec2 v_corner;
flat out vec4 v_color;
flat out vec4 v_edges;
flat out vec4 v_rect;
void main() {
    v_corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
    v_pos = vec2((gl_VertexID & 1) == 0 ? a_rect.x : a_rect.z, (gl_VertexID & 2) == 0 ? a_rect.y : a_rect.w);
    v_edges = a_edges;
    v_color = a_color;
    v_rect = a_rect;
    vec2 ndc = v_pos / u_viewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
