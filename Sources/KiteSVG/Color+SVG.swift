import KiteGeometry

extension Color {
    /// A colour written as SVG writes one (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, a basic name,
    /// `transparent` or `none`, which is transparent too), for command-line options such as a background.
    /// - Throws: `SVGError` at line 1, the column counting from the start of `text`.
    public init(svgColor text: String) throws(SVGError) {
        if text.trimmingSVGWhitespace == "none" {
            self = .clear
            return
        }
        do {
            self = try SVGColorParser.parse(text)
        } catch {
            let expected = error.isUnsupported ? "a basic colour name" : error.expected
            throw SVGError(line: 1, column: error.offset + 1, expected: expected, found: error.found)
        }
    }
}
