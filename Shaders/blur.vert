// A device-pixel rectangle (u_rect: min x, min y, max x, max y) for one pass of the separable shadow blur.
uniform vec4 u_rect;
uniform vec2 u_viewport;
void main() {
    vec2 p = vec2((gl_VertexID & 1) == 0 ? u_rect.x : u_rect.z, (gl_VertexID & 2) == 0 ? u_rect.y : u_rect.w);
    vec2 ndc = p / u_viewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
