// A rectangle of a filled path whose coverage the encoder rasterised on the CPU (a band too detailed for the edge
// loop of fill.frag): each pixel reads its byte of the frame's masks. Drawn with fill.vert.
in vec2 v_pos;
in vec2 v_corner;
flat in vec4 v_color;
flat in vec4 v_edges;  // the byte of pixel (0, 0): high part (x 4096) and low part; the mask's row length
flat in vec4 v_rect;
uniform highp sampler2D u_masks;  // R8, the frame's mask bytes in order, 4096 a row
out vec4 o_color;
void main() {
    ivec2 pixel = ivec2(floor(v_pos));
    int index = int(v_edges.x) * 4096 + int(v_edges.y) + pixel.y * int(v_edges.z) + pixel.x;
    float coverage = texelFetch(u_masks, ivec2(index & 4095, index >> 12), 0).r;
    // min, as fill.frag combines its coverage with the clip's.
    coverage = min(coverage, clipCoverage(v_pos));
    if (coverage <= 0.0) discard;
    o_color = readingAllInputs(v_color * coverage, v_pos, v_corner, v_color, v_edges, v_rect);
}
