// A glyph: its colour times the atlas coverage, times an enclosing clip's coverage.
in vec2 v_device;
in vec2 v_atlas;
flat in vec4 v_color;
flat in vec4 v_rect;
flat in vec4 v_atlasRect;
uniform sampler2D u_atlas;  // single channel coverage, 1 = covered
out vec4 o_color;
void main() {
    vec4 color = v_color * (texture(u_atlas, v_atlas).r * clipCoverage(v_device));
    o_color = readingAllInputs(color, v_device, v_atlas, v_color, v_rect, v_atlasRect);
}
