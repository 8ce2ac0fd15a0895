import KiteGeometry

/// The value of `fill` or `stroke`: nothing, a colour, or the inherited `color` property (`currentColor`).
enum SVGPaint: Hashable {
    case none
    case color(Color)
    case currentColor

    /// Parses a paint: `none`, `currentColor`, or a colour (see `SVGColorParser`). A paint server reference
    /// (`url(#gradient)`) is unsupported: it throws `isUnsupported`, naming the fallback when one follows.
    init(parsing text: String) throws(SVGValueError) {
        let trimmed = text.trimmingSVGWhitespace
        switch trimmed {
        case "none": self = .none
        case "currentColor", "currentcolor": self = .currentColor
        default:
            guard trimmed.hasPrefix("url(") else {
                self = .color(try SVGColorParser.parse(text))
                return
            }
            throw SVGValueError(
                offset: 0, expected: "paint servers (gradients, patterns), drawn as 'none'", found: "'\(trimmed)'",
                isUnsupported: true)
        }
    }

    /// The colour this paint draws with, `current` standing for `currentColor`; nil for none.
    func resolved(current: Color) -> Color? {
        switch self {
        case .none: nil
        case .color(let c): c
        case .currentColor: current
        }
    }
}

extension String {
    /// The string without leading and trailing XML whitespace (space, tab, CR, LF).
    var trimmingSVGWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
