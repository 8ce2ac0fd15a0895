// The flat interior: every pixel fully covered by its shape; only an enclosing clip can reduce it.
in vec2 v_device;
flat in vec4 v_color;
out vec4 o_color;
void main() {
    o_color = v_color * clipCoverage(v_device);
}
