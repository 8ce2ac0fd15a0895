#version 300 es
// Colour times atlas coverage: glyphs sample their coverage, flat rectangles sample the atlas's solid block.
precision mediump float;
in vec2 v_atlas;
in vec4 v_color;
uniform sampler2D u_atlas;                  // single channel coverage, 1 = covered
out vec4 o_color;
void main() {
    o_color = v_color * texture(u_atlas, v_atlas).r;
}
