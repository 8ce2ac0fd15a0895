import KiteGeometry

/// The inherited presentation properties in effect at an element (SVG 1.1's defaults at the root): what its
/// shapes are filled and stroked with.
struct SVGStyle {
    var fill: SVGPaint = .color(.black)
    var stroke: SVGPaint = .none
    /// The `color` property, which `currentColor` stands for. Defaults to black.
    var color: Color = .black
    /// Multiplies the fill colour's alpha, in 0...1. Defaults to 1.
    var fillOpacity = 1.0
    /// Multiplies the stroke colour's alpha, in 0...1. Defaults to 1.
    var strokeOpacity = 1.0
    var fillRule: FillRule = .nonZero
    /// Stroke width in user units, >= 0. Defaults to 1.
    var strokeWidth = 1.0
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    /// SVG's default is 4 (Core Animation's is 10). >= 1.
    var miterLimit = 4.0
    /// Dash lengths in user units; empty for a solid stroke.
    var dashArray: [Double] = []
    /// Offset into the dash pattern, user units. Defaults to 0.
    var dashOffset = 0.0
    /// False under `visibility="hidden"` (or `collapse`).
    var isVisible = true

    /// Names of the inherited properties this type holds, which may appear as attributes or in `style`.
    static let propertyNames: Set<String> = [
        "fill", "stroke", "color", "fill-opacity", "stroke-opacity", "fill-rule", "stroke-width", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "visibility",
    ]

    /// Sets the property `name` from its text; `inherit` keeps the inherited value.
    mutating func set(_ name: String, to text: String) throws(SVGValueError) {
        let value = text.trimmingSVGWhitespace
        guard value != "inherit" else { return }
        switch name {
        case "fill": fill = try SVGPaint(parsing: text)
        case "stroke": stroke = try SVGPaint(parsing: text)
        case "color": color = try SVGColorParser.parse(text)
        case "fill-opacity": fillOpacity = try Self.opacity(text)
        case "stroke-opacity": strokeOpacity = try Self.opacity(text)
        case "fill-rule": fillRule = try Self.keyword(value, ["nonzero": .nonZero, "evenodd": .evenOdd])
        case "stroke-width": strokeWidth = try Self.nonNegativeLength(text)
        case "stroke-linecap":
            lineCap = try Self.keyword(value, ["butt": .butt, "round": .round, "square": .square])
        case "stroke-linejoin":
            lineJoin = try Self.keyword(value, ["miter": .miter, "round": .round, "bevel": .bevel])
        case "stroke-miterlimit": miterLimit = try Self.miterLimit(text)
        case "stroke-dasharray": dashArray = try Self.dashArray(text)
        case "stroke-dashoffset": dashOffset = try Self.length(text)
        default: isVisible = try Self.keyword(value, ["visible": true, "hidden": false, "collapse": false])
        }
    }

    /// A number, or a percentage, clamped to 0...1 as CSS does.
    static func opacity(_ text: String) throws(SVGValueError) -> Double {
        var s = SVGValueScanner(text)
        var value = try s.readNumber()
        if s.consume("%") { value /= 100 }
        try s.expectEnd()
        return min(max(value, 0), 1)
    }

    static func length(_ text: String) throws(SVGValueError) -> Double {
        var s = SVGValueScanner(text)
        let value = try s.readLength()
        try s.expectEnd()
        return value
    }

    static func nonNegativeLength(_ text: String) throws(SVGValueError) -> Double {
        let value = try length(text)
        guard value >= 0 else {
            throw SVGValueError(offset: 0, expected: "a length >= 0", found: "'\(text.trimmingSVGWhitespace)'")
        }
        return value
    }

    private static func miterLimit(_ text: String) throws(SVGValueError) -> Double {
        var s = SVGValueScanner(text)
        let value = try s.readNumber()
        try s.expectEnd()
        guard value >= 1 else {
            throw SVGValueError(offset: 0, expected: "a miter limit >= 1", found: "'\(text.trimmingSVGWhitespace)'")
        }
        return value
    }

    /// `none`, or lengths >= 0 separated by commas or whitespace. All zeros means solid, as in SVG.
    private static func dashArray(_ text: String) throws(SVGValueError) -> [Double] {
        if text.trimmingSVGWhitespace == "none" { return [] }
        var s = SVGValueScanner(text)
        var lengths: [Double] = []
        repeat {
            if !lengths.isEmpty { s.skipSeparator() }
            let start = s.offset
            let value = try s.readLength()
            guard value >= 0 else {
                throw SVGValueError(offset: start, expected: "dash lengths >= 0", found: "\(value)")
            }
            lengths.append(value)
            s.skipWhitespace()
        } while !s.isAtEnd
        return lengths.allSatisfy { $0 == 0 } ? [] : lengths
    }

    private static func keyword<T>(_ value: String, _ table: [String: T]) throws(SVGValueError) -> T {
        guard let result = table[value] else {
            let allowed = table.keys.sorted().joined(separator: ", ")
            throw SVGValueError(offset: 0, expected: "one of \(allowed)", found: "'\(value)'")
        }
        return result
    }
}
