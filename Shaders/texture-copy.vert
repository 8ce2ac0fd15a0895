#version 300 es
// One triangle covering the whole viewport, from the vertex index alone (no vertex buffer): vertex 0 at (-1, -1),
// 1 at (3, -1), 2 at (-1, 3) in clip space; the viewport clips it to the framebuffer.
precision highp float;
void main() {
    vec2 corner = vec2(float((gl_VertexID & 1) << 2), float((gl_VertexID & 2) << 1)) - 1.0;
    gl_Position = vec4(corner, 0.0, 1.0);
}
