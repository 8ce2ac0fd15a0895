// The flat interior: every pixel fully covered by its shape; only an enclosing clip can reduce it.
in vec2 v_device;
in vec2 v_local;
flat in vec4 v_color;
flat in vec4 v_ramp;
flat in vec4 v_offset;
out vec4 o_color;
void main() {
    o_color = readingAllInputs(v_color * clipCoverage(v_device), v_device, v_local, v_color, v_ramp, v_offset);
}
