#version 300 es
// A unit quad placed by an affine transform (device pixels), with the local coordinate passed on for SDF shading.
precision highp float;
layout(location = 0) in vec2 a_corner;      // corner of the unit quad, in [0,1]^2
uniform vec4 u_rect;                        // local rect: x, y, width, height (logical units)
uniform mat3 u_transform;                   // local -> device pixels
uniform vec2 u_viewport;                    // framebuffer size in device pixels
out vec2 v_local;
void main() {
    v_local = u_rect.xy + a_corner * u_rect.zw;
    vec2 device = (u_transform * vec3(v_local, 1.0)).xy;
    vec2 ndc = device / u_viewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
