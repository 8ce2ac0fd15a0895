// One pass of a separable Gaussian blur of a silhouette's coverage (the source's alpha, a texture the size of the
// viewport), taps out to three deviations, tinted by u_color: the shadow of a filled or stroked path.
uniform highp sampler2D u_source;
uniform ivec2 u_direction;  // (1, 0) or (0, 1), in texels
uniform float u_sigma;      // device pixels
uniform int u_radius;       // taps each side
uniform vec4 u_color;       // premultiplied
uniform vec2 u_viewport;
out vec4 o_color;
void main() {
    ivec2 at = ivec2(gl_FragCoord.xy);
    ivec2 size = textureSize(u_source, 0);
    float sum = 0.0;
    float weights = 0.0;
    for (int k = -u_radius; k <= u_radius; k++) {
        ivec2 t = at + k * u_direction;
        float w = exp(-float(k * k) / (2.0 * u_sigma * u_sigma));
        bool inside = t.x >= 0 && t.y >= 0 && t.x < size.x && t.y < size.y;
        sum += inside ? w * texelFetch(u_source, clamp(t, ivec2(0), size - 1), 0).a : 0.0;
        weights += w;
    }
    vec2 device = vec2(gl_FragCoord.x, u_viewport.y - gl_FragCoord.y);
    o_color = u_color * (sum / weights) * clipCoverage(device);
}
