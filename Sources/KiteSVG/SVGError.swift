/// Why an SVG document was rejected: where in the source, what was expected there, and what was found.
public struct SVGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Line of the offending text, counted from 1.
    public let line: Int
    /// Column of the offending text, counted from 1 in UTF-8 bytes (characters, for ASCII documents).
    public let column: Int
    /// What the document needed there, in words ("a number", "a closing tag </g>", ...).
    public let expected: String
    /// What is there instead: the text in quotes, or a description such as "end of document".
    public let found: String

    public init(line: Int, column: Int, expected: String, found: String) {
        (self.line, self.column, self.expected, self.found) = (line, column, expected, found)
    }

    public var description: String { "SVG line \(line), column \(column): expected \(expected), found \(found)" }
}
