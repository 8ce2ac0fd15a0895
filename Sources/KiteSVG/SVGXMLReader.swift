import CLibXML2

/// Reads an XML document with libxml2's SAX2 interface and hands its elements to an `SVGTreeBuilder`.
///
/// libxml2 is used directly, not through Foundation's `XMLParser`, which on Linux traps on names that are not
/// valid UTF-8 and crashes on a processing instruction without data. The reader is closed to the outside world:
/// no network (`XML_PARSE_NONET`), no external DTD subset, and a document that declares an external entity is
/// refused at the declaration, before anything could load it. Internal entities are expanded, within libxml2's
/// own amplification limits (an expansion far larger than the text that caused it is refused as an entity loop).
/// Elements may nest at most `maximumDepth` deep; a deeper document is refused with an error at the element
/// that goes too deep, so nothing downstream recurses without bound.
final class SVGXMLReader {
    /// The deepest element nesting accepted: the root `<svg>` is at depth 1. libxml2 itself refuses documents
    /// more than 256 deep unless asked for huge documents, which this reader never does.
    static let maximumDepth = 256
    /// The largest document accepted, in bytes: libxml2 takes its length as a C `int`.
    static let maximumSize = Int(Int32.max)
    /// The longest attribute value accepted, in bytes: libxml2's limit (`XML_MAX_TEXT_LENGTH`) for documents not
    /// parsed with `XML_PARSE_HUGE`. That option is not used: in libxml2 2.9 it also switches off the check that
    /// refuses entity expansions far larger than their source (`xmlParserEntityCheck`), the guard against
    /// exponential entity expansion.
    static let maximumAttributeLength = Int(XML_MAX_TEXT_LENGTH)

    private let builder: SVGTreeBuilder
    private var context: xmlParserCtxtPtr?
    private var depth = 0

    private init(builder: SVGTreeBuilder) {
        self.builder = builder
    }

    /// Parses `bytes`, calling `builder` for every element; the builder's `failure` holds the first problem.
    static func parse(_ bytes: [UInt8], into builder: SVGTreeBuilder) {
        guard bytes.count <= maximumSize else {
            builder.fail(
                SVGError(
                    line: 1, column: 1, expected: "a document of at most \(maximumSize) bytes",
                    found: "\(bytes.count) bytes"))
            return
        }
        // An empty document has no root: the builder reports that itself (libxml2 has no context for no bytes).
        guard !bytes.isEmpty else { return }
        // libxml2 (before 2.12) initialises its globals lazily and not thread-safely; this call is idempotent.
        xmlInitParser()
        let reader = SVGXMLReader(builder: builder)
        bytes.withUnsafeBufferPointer { buffer in
            let start = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            guard let context = xmlCreateMemoryParserCtxt(start, Int32(buffer.count)) else {
                builder.fail(SVGError(line: 1, column: 1, expected: "memory for the XML parser", found: "none"))
                return
            }
            reader.context = context
            reader.install(on: context)
            // Safe: `reader` outlives the parse (it is alive for this whole closure) and libxml2 hands the pointer
            // back only inside xmlParseDocument.
            context.pointee._private = Unmanaged.passUnretained(reader).toOpaque()
            _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue))
            _ = xmlParseDocument(context)
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            context.pointee.myDoc = nil
            xmlFreeParserCtxt(context)
            reader.context = nil
        }
    }

    /// Replaces the tree-building element callbacks of the context's SAX2 handler with the reader's; the
    /// document, DTD and internal-entity callbacks stay libxml2's own, which entity expansion needs.
    private func install(on context: xmlParserCtxtPtr) {
        guard let sax = context.pointee.sax else { return }
        sax.pointee.startElementNs = { context, name, _, uri, _, _, count, _, attributes in
            SVGXMLReader.reader(context)?.startElement(name, uri, count, attributes)
        }
        sax.pointee.endElementNs = { context, _, _, _ in SVGXMLReader.reader(context)?.endElement() }
        sax.pointee.startElement = nil
        sax.pointee.endElement = nil
        // Text, whitespace, comments, CDATA and processing instructions draw nothing in the supported subset.
        sax.pointee.characters = nil
        sax.pointee.ignorableWhitespace = nil
        sax.pointee.cdataBlock = nil
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        sax.pointee.reference = nil
        // Never read the external DTD subset (`<!DOCTYPE svg PUBLIC ... "http://...dtd">` is common), nor any
        // entity from outside the document.
        sax.pointee.externalSubset = nil
        sax.pointee.resolveEntity = nil
        sax.pointee.entityDecl = { context, name, type, publicID, systemID, content in
            SVGXMLReader.reader(context)?.declareEntity(name, type, publicID, systemID, content)
        }
        sax.pointee.warning = nil
        sax.pointee.error = nil
        sax.pointee.fatalError = nil
        sax.pointee.serror = { context, error in
            guard let error else { return }
            SVGXMLReader.reader(context)?.report(error.pointee)
        }
    }

    /// The reader behind a SAX callback's context (the parser context, whose `_private` holds the reader).
    private static func reader(_ context: UnsafeMutableRawPointer?) -> SVGXMLReader? {
        guard let context, let reader = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else {
            return nil
        }
        return Unmanaged<SVGXMLReader>.fromOpaque(reader).takeUnretainedValue()
    }

    private var position: (line: Int, column: Int) {
        guard let context else { return (1, 1) }
        let raw = UnsafeMutableRawPointer(context)
        return (Int(xmlSAX2GetLineNumber(raw)), Int(xmlSAX2GetColumnNumber(raw)))
    }

    private func stop() {
        if let context { xmlStopParser(context) }
    }

    // libxml2 calls this at the end of each start tag, attributes as (local name, prefix, URI, value start,
    // value end) five pointers each, the values not NUL-terminated.
    private func startElement(
        _ name: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?, _ count: Int32,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        depth += 1
        let (line, column) = position
        guard depth <= Self.maximumDepth else {
            builder.fail(
                SVGError(
                    line: line, column: column, expected: "elements nested at most \(Self.maximumDepth) deep",
                    found: "an element \(depth) deep"))
            return stop()
        }
        var values: [String: String] = [:]
        if let attributes {
            for i in 0..<Int(max(count, 0)) {
                let base = attributes + 5 * i
                guard let local = base[0], let start = base[3], let end = base[4] else { continue }
                let key = base[1].map { "\(Self.string($0)):\(Self.string(local))" } ?? Self.string(local)
                let length = max(end - start, 0)
                values[key] = String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
            }
        }
        builder.startElement(
            name: name.map(Self.string) ?? "", namespace: uri.map(Self.string), attributes: values, line: line,
            column: column)
        if builder.failure != nil { stop() }
    }

    private func endElement() {
        depth -= 1
        builder.endElement()
    }

    // libxml2 calls this for each <!ENTITY> declaration in the internal DTD subset.
    private func declareEntity(
        _ name: UnsafePointer<xmlChar>?, _ type: Int32, _ publicID: UnsafePointer<xmlChar>?,
        _ systemID: UnsafePointer<xmlChar>?, _ content: UnsafeMutablePointer<xmlChar>?
    ) {
        let external = [
            XML_EXTERNAL_GENERAL_PARSED_ENTITY, XML_EXTERNAL_GENERAL_UNPARSED_ENTITY, XML_EXTERNAL_PARAMETER_ENTITY,
        ].map { Int32($0.rawValue) }
        guard !external.contains(type), systemID == nil, publicID == nil else {
            let (line, column) = position
            builder.fail(
                SVGError(
                    line: line, column: column, expected: "only internal entities (no SYSTEM or PUBLIC)",
                    found: "an external entity '\(name.map(Self.string) ?? "")'"))
            return stop()
        }
        guard let context else { return }
        xmlSAX2EntityDecl(UnsafeMutableRawPointer(context), name, type, publicID, systemID, content)
    }

    // libxml2 calls this for each error and warning; only errors count, and only the first.
    private func report(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let (line, column) = position
        builder.xmlError(code: Int(error.code), line: line, column: column)
        stop()
    }

    private static func string(_ text: UnsafePointer<xmlChar>) -> String {
        String(cString: text)
    }
}
