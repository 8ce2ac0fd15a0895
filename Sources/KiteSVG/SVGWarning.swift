/// A feature of the document that Kite does not draw (an element, attribute or value outside the supported
/// subset), reported once per feature at its first occurrence. The rest of the document is still drawn.
public struct SVGWarning: Hashable, Sendable, CustomStringConvertible {
    /// Line of the first occurrence, counted from 1.
    public let line: Int
    /// Column of the first occurrence, counted from 1 in UTF-8 bytes.
    public let column: Int
    /// What is not supported and what was drawn instead.
    public let message: String

    public init(line: Int, column: Int, message: String) {
        (self.line, self.column, self.message) = (line, column, message)
    }

    public var description: String { "SVG line \(line), column \(column): \(message)" }
}
