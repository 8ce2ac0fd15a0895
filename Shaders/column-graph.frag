#version 300 es
// A bar graph as one quad: column i of the rect shows texel i of u_columns, whose four channels are the tops of four
// stacked segments (fractions of the height from the bottom, each >= the one before), coloured u_colors[0..3].
precision highp float;
in vec2 v_local;                 // [0,1]^2 across the graph, y down
uniform highp sampler2D u_columns;  // RGBA32F, one texel per column, row 0
uniform int u_count;             // columns in use
uniform vec4 u_colors[4];        // premultiplied RGBA per segment
out vec4 o_color;
void main() {
    int column = min(int(v_local.x * float(u_count)), u_count - 1);
    vec4 tops = texelFetch(u_columns, ivec2(column, 0), 0);
    float y = 1.0 - v_local.y;
    if (y <= tops.r) o_color = u_colors[0];
    else if (y <= tops.g) o_color = u_colors[1];
    else if (y <= tops.b) o_color = u_colors[2];
    else if (y <= tops.a) o_color = u_colors[3];
    else discard;
}
