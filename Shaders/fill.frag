// Coverage of a filled path at this pixel, analytically: the winding number of the pixel centre (a ray towards
// +x crossing the band's edges) says inside or out, the nearest edge gives the distance and normal, and the
// exact-area edge coverage turns them into coverage. Every pixel of the band runs the same loop (no divergence).
in vec2 v_pos;
in vec2 v_corner;
flat in vec4 v_color;
flat in vec4 v_edges;
flat in vec4 v_rect;
uniform highp sampler2D u_edges;  // RGBA32F, one edge (x0, y0, x1, y1) per texel, 1024 texels a row
out vec4 o_color;
void main() {
    vec2 p = v_pos;
    int first = int(v_edges.x);
    int count = int(v_edges.y);
    int winding = 0;
    float best = 1e12;
    vec2 bestOffset = vec2(1.0, 0.0);
    float bestSide = 0.0;  // the winding on the far side of the nearest edge minus the winding here
    // Tested at the bottom: llvmpipe leaves a loop only after running its body once more with no pixel active, so
    // a test at the top cost one edge (a texel fetch and its distance) more than the band lists. Every band lists
    // at least one edge: FillEncoder skips bands without edges, and FillTiler's tiles list their own edges or, where
    // the fill is inside, at least one for the winding from the right.
    int i = 0;
    do {
        int k = first + i;
        vec4 e = texelFetch(u_edges, ivec2(k & 1023, k >> 10), 0);
        vec2 a = e.xy, b = e.zw;
        vec2 ab = b - a;
        if ((a.y <= p.y) != (b.y <= p.y)) {
            float x = a.x + (p.y - a.y) * ab.x / ab.y;
            winding += x > p.x ? (ab.y > 0.0 ? 1 : -1) : 0;
        }
        float t = clamp(dot(p - a, ab) / max(dot(ab, ab), 1e-12), 0.0, 1.0);
        vec2 q = p - (a + t * ab);
        float d2 = dot(q, q);
        // Crossing an edge from its left (cross > 0) to its right lowers the winding by one. A centre exactly on
        // the edge counts as right of it in x, as the crossing test above treats it.
        float cross = ab.x * (p.y - a.y) - ab.y * (p.x - a.x);
        float side = cross > 0.0 ? -1.0 : (cross < 0.0 ? 1.0 : (ab.y < 0.0 ? -1.0 : 1.0));
        bool nearer = d2 < best;
        bestOffset = nearer ? q : bestOffset;
        bestSide = nearer ? side : bestSide;
        best = min(best, d2);
    } while (++i < count);
    int beyond = winding + int(bestSide);
    bool evenOdd = v_edges.z > 0.5;
    bool inside = evenOdd ? (winding & 1) == 1 : winding != 0;
    bool insideBeyond = evenOdd ? (beyond & 1) == 1 : beyond != 0;
    float d = sqrt(best);
    vec2 n = d > 1e-6 ? bestOffset / d : vec2(1.0, 0.0);
    // An edge with the inside on both sides (the inner edges of a self-intersecting nonzero star) is no boundary.
    float coverage = inside == insideBeyond ? (inside ? 1.0 : 0.0) : edgeCoverage(inside ? d : -d, n);
    // min, not a product: a clip edge that coincides with the shape's own edge (a stroke clipped to its stroked
    // bounds, then rotated) covers the same part of the pixel, and multiplying would thin the edge.
    coverage = min(coverage, clipCoverage(p));
    if (coverage <= 0.0) discard;
    o_color = readingAllInputs(v_color * coverage, v_pos, v_corner, v_color, v_edges, v_rect);
}
