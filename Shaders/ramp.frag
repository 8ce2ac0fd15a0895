// A straight side of an axis-aligned rounded rectangle or border, away from its corners: the pixel's exact area
// coverage is a clamped linear function of its centre along the side's normal, so no distance field is needed.
// The same value the shape program's edge coverage gives for an axis-aligned edge (edgeCoverage with a normal
// along an axis is clamp(s + 0.5, 0, 1)). A border's side is the band between its outer and inner edges.
in vec2 v_device;
in vec2 v_local;
flat in vec4 v_color;
flat in vec4 v_ramp;
flat in vec4 v_offset;  // z: 1 to harden
out vec4 o_color;
void main() {
    float t = dot(v_ramp.xy, v_device);
    float coverage = clamp(t + v_ramp.z, 0.0, 1.0) - clamp(t + v_ramp.w, 0.0, 1.0);
    // A background under an opaque border keeps only the pixels it covers fully, as in shape.frag.
    coverage = v_offset.z > 0.5 ? step(0.999, coverage) : coverage;
    o_color = readingAllInputs(
        v_color * min(coverage, clipCoverage(v_device)), v_device, v_local, v_color, v_ramp, v_offset);
}
