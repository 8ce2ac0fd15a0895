import KiteGeometry
import KiteScene

/// Receives the XML reader's elements and builds the layer tree: one `Layer` per `svg`/`g`, one `ShapeLayer` per
/// shape, with inherited styles resolved. Stops at the first malformed construct; collects warnings for the rest.
final class SVGTreeBuilder {
    /// An element being drawn into: its layer, the style its children inherit, and the transform from its user
    /// space to the document (to catch transforms whose product overflows).
    struct Frame {
        let layer: Layer
        let style: SVGStyle
        let toDocument: KiteGeometry.AffineTransform
    }

    let source: SVGSource
    private(set) var viewport: SVGViewport?
    private(set) var root: Layer?
    private(set) var warnings: [SVGWarning] = []
    private(set) var failure: SVGError?
    private var warnedKeys: Set<String> = []
    var frames: [Frame] = []
    /// Every open element, drawn or not, with the line it opened on: for messages about tags left open.
    private var openElements: [(name: String, line: Int)] = []
    /// How deep the parser is inside a subtree that is not drawn; 0 while drawing.
    var skippedDepth = 0

    init(source: SVGSource) {
        self.source = source
    }

    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// Called at the end of each start tag; (line, column) point inside that tag, as libxml2 reports them.
    func startElement(name: String, namespace: String?, attributes: [String: String], line: Int, column: Int) {
        let tag = source.tagStart(line: line, column: column)
        openElements.append((name, source.position(of: tag).line))
        guard failure == nil else { return }
        if skippedDepth > 0 {
            skippedDepth += 1
            return
        }
        let element = SVGElement(name: name, attributes: attributes, tagOffset: tag, source: source)
        do {
            try start(element, namespace: namespace)
        } catch {
            switch error {
            case .malformed(let error): fail(error)
            case .unsupported(let warning, let key):
                warn(warning, key: key)
                skippedDepth = 1
            }
        }
    }

    /// Called at the end of every element, self-closing ones included.
    func endElement() {
        openElements.removeLast()
        guard failure == nil else { return }
        if skippedDepth > 0 {
            skippedDepth -= 1
        } else if frames.count > 1 {
            frames.removeLast()
        }
    }

    /// Called for each libxml2 well-formedness error `code` (xmlParserErrors) at (line, column); only the first
    /// one counts.
    func xmlError(code: Int, line: Int, column: Int) {
        guard failure == nil else { return }
        failure = error(forXMLError: code, line: line, column: column)
    }

    /// Records `error` as the document's failure unless one was recorded before; the reader then stops.
    func fail(_ error: SVGError) {
        if failure == nil { failure = error }
    }

    /// Records `warning` unless a warning with the same key was recorded before.
    func warn(_ warning: SVGWarning, key: String) {
        guard warnedKeys.insert(key).inserted else { return }
        warnings.append(warning)
    }

    /// The root layer once the outermost `<svg>` has started.
    func setRoot(_ layer: Layer, viewport: SVGViewport) {
        (root, self.viewport) = (layer, viewport)
    }

    /// The error for a libxml2 well-formedness error `code` (xmlParserErrors) at (line, column).
    private func error(forXMLError code: Int, line: Int, column: Int) -> SVGError {
        let offset = source.offset(line: line, column: column)
        let open = openElements.last.map { "</\($0.name)> closing the <\($0.name)> of line \($0.line)" }
        switch code {
        case 76:  // XML_ERR_TAG_NAME_MISMATCH, reported after the whole closing tag was read.
            let tag = source.lastTag(before: offset) ?? offset
            let (l, c) = source.position(of: tag)
            return SVGError(
                line: l, column: c, expected: open ?? "a matching closing tag", found: "'\(source.tagText(at: tag))'")
        case 40 where (source.quotedValueLength(at: offset) ?? 0) > SVGXMLReader.maximumAttributeLength:
            // XML_ERR_ATTRIBUTE_NOT_FINISHED is also what libxml2 reports for a closed value over its limit.
            return SVGError(
                line: line, column: column,
                expected:
                    "an attribute value of at most \(SVGXMLReader.maximumAttributeLength) bytes (libxml2's limit)",
                found: "one of \(source.quotedValueLength(at: offset)!) bytes")
        case 4, 5, 77:  // XML_ERR_DOCUMENT_EMPTY, XML_ERR_DOCUMENT_END, XML_ERR_TAG_NOT_FINISHED
            let expected = open ?? (root == nil ? "an <svg> element" : "nothing after the closing </svg>")
            return SVGError(line: line, column: column, expected: expected, found: source.excerpt(at: offset))
        default:
            return SVGError(
                line: line, column: column, expected: Self.expectation(forXMLError: code),
                found: source.excerpt(at: offset))
        }
    }

    /// What libxml2's error `code` says the document needed, in words.
    private static func expectation(forXMLError code: Int) -> String {
        switch code {
        case 9: "characters allowed in XML, in UTF-8 unless the XML declaration names another encoding"
        case 26: "a declared entity (&amp; &lt; &gt; &quot; &apos; or &#number;)"
        case 39, 41: "an attribute value in quotes"
        case 40: "the closing quote of an attribute value"
        case 42: "each attribute at most once per element"
        case 65: "whitespace between attributes"
        case 68: "an element name after '<'"
        case 73: "'>' or '/>' ending the start tag"
        case 74: "'</' starting a closing tag"
        case 89: "entities whose expansion stays within libxml2's limits (no loops, at most about 10 times the text)"
        default: "well-formed XML (libxml2 error \(code))"
        }
    }
}
