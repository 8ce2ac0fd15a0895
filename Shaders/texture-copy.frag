#version 300 es
// Each pixel takes the texel with its own integer coordinates: an exact copy of a texture the framebuffer's size
// (no filtering, no blending), reading no varying at all, only the window position.
precision highp float;
uniform highp sampler2D u_source;
out vec4 o_color;
void main() {
    o_color = texelFetch(u_source, ivec2(gl_FragCoord.xy), 0);
}
