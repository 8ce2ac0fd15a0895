// Coverage of a rounded rectangle, or of the ring between it and its inset by the border width. Distances are
// in local units; their screen-space derivatives turn them into device pixels and give the edge normal, so any
// affine transform (an ellipse is a circle under a non-uniform scale) is anti-aliased over the pixel footprint.
// A box with (nearly) sharp corners multiplies two exact band coverages instead.
// KITE_ROUND builds the variant for round-cornered shapes only, and KITE_ROUND with KITE_BORDER the one for their
// borders: llvmpipe runs both sides of every branch, so the general program pays for the box coverage and the
// inner edge on every pixel of every shape.
in vec2 v_device;
in vec2 v_local;
flat in vec4 v_color;
flat in vec4 v_box;
flat in vec4 v_shape;
out vec4 o_color;

float roundedBoxDistance(vec2 p, vec2 halfSize, float r) {
    vec2 q = abs(p) - halfSize + r;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}

// Coverage inside the distance field `d` (local units, negative inside).
float insideCoverage(float d) {
    vec2 g = vec2(dFdx(d), dFdy(d));
    float len = length(g);
    // On the distance's ridge (the medial axis, deep inside) the gradient can vanish: any normal will do there.
    return edgeCoverage(-d / max(len, 1e-6), len > 1e-6 ? g / len : vec2(1.0, 0.0));
}

// Product of the bands |x| <= halfSize.x and |y| <= halfSize.y: exact for an axis-aligned box.
float boxCoverage(vec2 p, vec2 halfSize) {
    vec2 gx = vec2(dFdx(p.x), dFdy(p.x));
    vec2 gy = vec2(dFdx(p.y), dFdy(p.y));
    float lx = max(length(gx), 1e-8), ly = max(length(gy), 1e-8);
    float cx = bandCoverage(abs(p.x) / lx, halfSize.x / lx, gx / lx);
    float cy = bandCoverage(abs(p.y) / ly, halfSize.y / ly, gy / ly);
    return cx * cy;
}

float shapeCoverage(vec2 p, vec2 halfSize, float radius, bool sharp) {
    return sharp ? boxCoverage(p, halfSize) : insideCoverage(roundedBoxDistance(p, halfSize, radius));
}

void main() {
    vec2 p = v_local - v_box.xy;
    float border = v_shape.y;
#if defined(KITE_ROUND)
    float coverage = insideCoverage(roundedBoxDistance(p, v_box.zw, v_shape.x));
#if defined(KITE_BORDER)
    coverage -= insideCoverage(roundedBoxDistance(p, max(v_box.zw - border, 0.0), max(v_shape.x - border, 0.0)));
#endif
#else
    bool sharp = v_shape.z > 0.5;
    float coverage = shapeCoverage(p, v_box.zw, v_shape.x, sharp);
    if (border > 0.0) {
        vec2 innerHalf = max(v_box.zw - border, 0.0);
        coverage -= shapeCoverage(p, innerHalf, max(v_shape.x - border, 0.0), sharp);
    }
#endif
    // Under an opaque border the background keeps only the pixels its edge fully covers: the border's own edge
    // coverage decides the rest, as it would in exact area coverage (no background bleeding through the seam).
    coverage = v_shape.w > 0.5 ? step(0.999, coverage) : coverage;
    coverage = min(coverage, clipCoverage(v_device));  // min for coincident edges, as in stroke.frag
    if (coverage <= 0.0) discard;
    o_color = readingAllInputs(v_color * coverage, v_device, v_local, v_color, v_box, v_shape);
}
