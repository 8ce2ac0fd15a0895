#version 300 es
// Batched quads in device pixels, each corner with its atlas position and premultiplied colour.
precision highp float;
layout(location = 0) in vec2 a_position;    // device pixels, origin top left
layout(location = 1) in vec2 a_atlas;       // atlas pixels
layout(location = 2) in vec4 a_color;       // premultiplied RGBA
uniform vec2 u_viewport;                    // framebuffer size in device pixels
uniform vec2 u_atlasSize;                   // atlas size in pixels
out vec2 v_atlas;
out vec4 v_color;
void main() {
    v_atlas = a_atlas / u_atlasSize;
    v_color = a_color;
    vec2 ndc = a_position / u_viewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
