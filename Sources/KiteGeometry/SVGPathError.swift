/// Why SVG path data was rejected: where, what the grammar expected there, and what was found.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Position of the offending character, counted in Unicode scalars from 0 (the character offset for ASCII
    /// input); equal to the input's length when the data ended too early.
    public let offset: Int
    /// What the grammar allows at `offset`, in words ("a number", "an arc flag (0 or 1)", ...).
    public let expected: String
    /// What is there instead: the character in quotes, or "end of input".
    public let found: String

    public var description: String { "SVG path data, offset \(offset): expected \(expected), found \(found)" }
}
