// One horizontal band of a filled path: a device-pixel rectangle whose pixels loop over the edges listed for it.
layout(location = 0) in vec4 a_rect;   // min x, min y, max x, max y (device pixels)
layout(location = 1) in vec4 a_edges;  // first edge, edge count, fill rule (0 nonzero, 1 even-odd), unused
layout(location = 2) in vec4 a_color;  // premultiplied RGBA
uniform vec2 u_viewport;
out vec2 v_pos;
flat out vec4 v_edges;
flat out vec4 v_color;
void main() {
    v_pos = vec2((gl_VertexID & 1) == 0 ? a_rect.x : a_rect.z, (gl_VertexID & 2) == 0 ? a_rect.y : a_rect.w);
    v_edges = a_edges;
    v_color = a_color;
    vec2 ndc = v_pos / u_viewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
