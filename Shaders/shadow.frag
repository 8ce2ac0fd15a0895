// A rounded rectangle blurred by a Gaussian of standard deviation sigma (local units): the blur of each row is
// closed-form (a difference of erf across the row's extent), and the rows are integrated exactly for the
// straight middle part and in six slices per rounded end, each weighted by the Gaussian's exact mass over the
// slice. Exact for sharp corners; the slices bound the error of rounded ones.
in vec2 v_device;
in vec2 v_local;
flat in vec4 v_color;
flat in vec4 v_box;
flat in vec4 v_shape;  // corner radius, sigma, unused, unused
out vec4 o_color;

// Abramowitz and Stegun 7.1.26: |error| < 1.5e-7.
float erfApprox(float x) {
    float t = 1.0 / (1.0 + 0.3275911 * abs(x));
    float poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
    return sign(x) * (1.0 - poly * exp(-x * x));
}

// Mass of a Gaussian centred at c (standard deviation s) between a and b.
float mass(float a, float b, float c, float s) {
    float k = 0.70710678 / s;
    return 0.5 * (erfApprox((b - c) * k) - erfApprox((a - c) * k));
}

// Blurred coverage of the row |x| <= halfExtent at the pixel's x.
float row(float px, float halfExtent, float s) {
    return mass(-halfExtent, halfExtent, px, s);
}

void main() {
    vec2 p = v_local - v_box.xy;
    vec2 h = v_box.zw;
    float r = v_shape.x;
    float s = max(v_shape.y, 1e-4);
    float straight = h.y - r;
    float coverage = row(p.x, h.x, s) * mass(-straight, straight, p.y, s);
    for (int i = 0; i < 6; i++) {
        // Slices of the rounded ends, top and bottom: y' in [straight + i r/6, straight + (i+1) r/6].
        float y0 = straight + float(i) * r / 6.0;
        float y1 = y0 + r / 6.0;
        float dy = 0.5 * (y0 + y1) - straight;
        float extent = h.x - r + sqrt(max(r * r - dy * dy, 0.0));
        float across = row(p.x, extent, s);
        coverage += across * (mass(y0, y1, p.y, s) + mass(-y1, -y0, p.y, s));
    }
    coverage *= clipCoverage(v_device);
    if (coverage <= 1.0 / 1024.0) discard;
    o_color = readingAllInputs(v_color * coverage, v_device, v_local, v_color, v_box, v_shape);
}
