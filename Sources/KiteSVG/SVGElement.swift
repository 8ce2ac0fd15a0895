import KiteGeometry

/// One element as the XML reader delivered it, with where it is in the source, and typed access to its attributes
/// that reports problems at the attribute's value.
struct SVGElement {
    /// The local name, such as `rect`.
    let name: String
    let attributes: [String: String]
    /// Byte offset of the '<' opening the element.
    let tagOffset: Int
    let source: SVGSource

    /// Line and column of the '<' opening the element.
    var position: (line: Int, column: Int) { source.position(of: tagOffset) }

    /// `<name>`, for messages.
    var tag: String { "<\(name)>" }

    /// The value of `attribute` parsed by `parse`, nil when absent; problems point into the value.
    func parse<T>(_ attribute: String, _ parse: (String) throws(SVGValueError) -> T) throws(SVGProblem) -> T? {
        guard let text = attributes[attribute] else { return nil }
        do {
            return try parse(text)
        } catch {
            throw problem(error, in: attribute)
        }
    }

    /// A length attribute in user units, `defaultValue` when absent.
    func length(_ attribute: String, default defaultValue: Double = 0) throws(SVGProblem) -> Double {
        try parse(attribute, SVGStyle.length) ?? defaultValue
    }

    /// A length attribute that must not be negative.
    func nonNegativeLength(_ attribute: String) throws(SVGProblem) -> Double? {
        try parse(attribute, SVGStyle.nonNegativeLength)
    }

    /// The problem `error` describes, `extraOffset` bytes into `attribute`'s value (for style declarations).
    func problem(_ error: SVGValueError, in attribute: String, extraOffset: Int = 0) -> SVGProblem {
        let valueStart = source.valueStart(ofAttribute: attribute, inTagAt: tagOffset)
        let (line, column) = source.position(of: valueStart.map { $0 + extraOffset + error.offset } ?? tagOffset)
        if error.isUnsupported {
            let message = "\(tag) \(attribute): \(error.expected) are not supported (found \(error.found))"
            return .unsupported(
                SVGWarning(line: line, column: column, message: message), key: "\(attribute) \(error.expected)")
        }
        return .malformed(
            SVGError(
                line: line, column: column, expected: "\(error.expected) in \(tag) \(attribute)", found: error.found))
    }

    /// A malformed-document problem at the element itself.
    func malformed(expected: String, found: String) -> SVGProblem {
        let (line, column) = position
        return .malformed(SVGError(line: line, column: column, expected: expected, found: found))
    }

    /// An unsupported-feature problem at the element itself, reported once per `key`.
    func unsupported(_ message: String, key: String) -> SVGProblem {
        let (line, column) = position
        return .unsupported(SVGWarning(line: line, column: column, message: message), key: key)
    }
}

extension SVGElement {
    /// A warning at the element itself.
    func unsupportedWarning(_ message: String) -> SVGWarning {
        let (line, column) = position
        return SVGWarning(line: line, column: column, message: "\(tag): \(message)")
    }
}
