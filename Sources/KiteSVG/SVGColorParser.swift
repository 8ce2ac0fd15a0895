import KiteGeometry

/// Parses the colours of SVG 1.1 / CSS: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` and
/// `rgba(r, g, b, a)` with numbers in 0...255 or percentages (clamped, as CSS does), and the basic colour names.
enum SVGColorParser {
    /// The sixteen HTML colour names and a few common ones, with their CSS values.
    static let names: [String: UInt32] = [
        "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "grey": 0x808080, "white": 0xFFFFFF,
        "maroon": 0x800000, "red": 0xFF0000, "purple": 0x800080, "fuchsia": 0xFF00FF, "magenta": 0xFF00FF,
        "green": 0x008000, "lime": 0x00FF00, "olive": 0x808000, "yellow": 0xFFFF00, "navy": 0x000080,
        "blue": 0x0000FF, "teal": 0x008080, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "orange": 0xFFA500,
        "darkgray": 0xA9A9A9, "darkgrey": 0xA9A9A9, "lightgray": 0xD3D3D3, "lightgrey": 0xD3D3D3,
    ]

    static func parse(_ text: String) throws(SVGValueError) -> Color {
        var s = SVGValueScanner(text)
        s.skipWhitespace()
        let color: Color
        if s.consume("#") {
            color = try hex(&s)
        } else {
            let nameStart = s.offset
            let name = s.readIdentifier()
            switch name.lowercased() {
            case "rgb", "rgba": color = try functional(&s)
            case "transparent": color = .clear
            case "":
                throw s.error("a colour (#rgb, #rrggbb, rgb(), a colour name) or none")
            default:
                guard let value = names[name.lowercased()] else {
                    throw SVGValueError(
                        offset: nameStart, expected: "colour names beyond the basic ones, drawn as black",
                        found: "'\(name)'", isUnsupported: true)
                }
                color = Color(hex: value)
            }
        }
        try s.expectEnd("the end of the colour")
        return color
    }

    /// The digits after '#': 3, 4, 6 or 8 of them.
    private static func hex(_ s: inout SVGValueScanner) throws(SVGValueError) -> Color {
        let start = s.offset
        let digits = s.readIdentifier()
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count, [3, 4, 6, 8].contains(values.count) else {
            throw SVGValueError(
                offset: start, expected: "3, 4, 6 or 8 hexadecimal digits after '#'", found: "'\(digits)'")
        }
        var channels: [Double] = []
        if values.count <= 4 {
            channels = values.map { Double($0 * 17) / 255 }
        } else {
            for i in stride(from: 0, to: values.count, by: 2) {
                channels.append(Double(values[i] * 16 + values[i + 1]) / 255)
            }
        }
        return Color(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// The arguments of `rgb(` / `rgba(`: three channels, an optional alpha, ')'.
    private static func functional(_ s: inout SVGValueScanner) throws(SVGValueError) -> Color {
        guard s.consume("(") else { throw s.error("'(' after rgb") }
        var channels: [Double] = []
        for i in 0..<3 {
            if i > 0 { s.skipSeparator() }
            let value = try s.readNumber()
            channels.append(s.consume("%") ? value / 100 : value / 255)
        }
        var alpha = 1.0
        s.skipWhitespace()
        if s.consume(",") || s.consume("/") {
            let value = try s.readNumber()
            alpha = s.consume("%") ? value / 100 : value
        }
        guard s.consume(")") else { throw s.error("')' closing the colour") }
        let c = channels.map { min(max($0, 0), 1) }
        return Color(red: c[0], green: c[1], blue: c[2], alpha: min(max(alpha, 0), 1))
    }
}
