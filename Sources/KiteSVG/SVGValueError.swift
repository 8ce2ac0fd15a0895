/// A problem inside one attribute or property value, located by its offset in the value; the document builder
/// turns it into an `SVGError` (malformed) or an `SVGWarning` (well-formed but unsupported).
struct SVGValueError: Error {
    /// Offset in the value, in UTF-8 bytes from 0.
    var offset: Int
    /// What the grammar expected (malformed), or what is not supported (unsupported).
    var expected: String
    var found: String
    /// True for valid SVG that Kite does not support, such as `em` units or a gradient paint.
    var isUnsupported = false
}
