// One glyph: a rectangle in a layer's space textured with the glyph's coverage from the atlas; the rectangle goes
// through the layer's full transform, so text turns and scales with its layer.
layout(location = 0) in vec4 a_linear;  // a, b, c, d of the local -> device transform
layout(location = 1) in vec4 a_offset;  // tx, ty, unused, unused
layout(location = 2) in vec4 a_rect;    // min x, min y, max x, max y (local units)
layout(location = 3) in vec4 a_atlas;   // min u, min v, max u, max v (0...1 across the atlas)
layout(location = 4) in vec4 a_color;   // premultiplied RGBA
uniform vec2 u_viewport;
// The common input set of the clipped variants, in its order (readingAllInputs in render-common.glsl): v_rect and
// v_atlasRect are read only there.
out vec2 v_device;
out vec2 v_atlas;
flat out vec4 v_color;
flat out vec4 v_rect;
flat out vec4 v_atlasRect;
void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
    vec2 local = mix(a_rect.xy, a_rect.zw, corner);
    v_device = mat2(a_linear.xy, a_linear.zw) * local + a_offset.xy;
    v_atlas = mix(a_atlas.xy, a_atlas.zw, corner);
    v_color = a_color;
    v_rect = a_rect;
    v_atlasRect = a_atlas;
    vec2 ndc = v_device / u_viewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
