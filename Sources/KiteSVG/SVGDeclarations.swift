/// An element's specified properties: its presentation attributes, overridden by the declarations of its `style`
/// attribute (as CSS gives `style` the higher priority), each remembering where its text is for messages.
struct SVGDeclarations {
    struct Declaration {
        /// The value as written.
        var text: String
        /// The attribute holding it: the property's own, or `style`.
        var attribute: String
        /// Where the value starts inside that attribute, in UTF-8 bytes.
        var offset: Int
    }

    private var table: [String: Declaration] = [:]

    init(_ element: SVGElement) throws(SVGProblem) {
        for (name, text) in element.attributes where name != "style" {
            table[name] = Declaration(text: text, attribute: name, offset: 0)
        }
        if let style = element.attributes["style"] {
            do {
                try parseStyle(style)
            } catch {
                throw element.problem(error, in: "style")
            }
        }
    }

    /// The property names, sorted so that warnings and errors come in a stable order.
    var names: [String] { table.keys.sorted() }

    subscript(name: String) -> Declaration? { table[name] }

    /// The element's own `opacity`, 1 when not given.
    func opacity(of element: SVGElement) throws(SVGProblem) -> Double {
        guard let d = table["opacity"] else { return 1 }
        do {
            return try SVGStyle.opacity(d.text)
        } catch {
            throw element.problem(error, in: d.attribute, extraOffset: d.offset)
        }
    }

    /// `name: value` pairs separated by ';'. A trailing `!important` is dropped (there is no other style source to
    /// win against).
    private mutating func parseStyle(_ style: String) throws(SVGValueError) {
        let bytes = Array(style.utf8)
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
            let piece = bytes[start..<end]
            if !String(decoding: piece, as: UTF8.self).trimmingSVGWhitespace.isEmpty {
                guard let colon = piece.firstIndex(of: UInt8(ascii: ":")) else {
                    throw SVGValueError(
                        offset: start, expected: "a declaration 'property: value'",
                        found: "'\(String(decoding: piece, as: UTF8.self).trimmingSVGWhitespace)'")
                }
                let name = String(decoding: bytes[start..<colon], as: UTF8.self).trimmingSVGWhitespace.lowercased()
                var value = String(decoding: bytes[(colon + 1)..<end], as: UTF8.self)
                if let important = value.firstRange(of: "!important") { value = String(value[..<important.lowerBound]) }
                let leading = value.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.count
                table[name] = Declaration(text: value, attribute: "style", offset: colon + 1 + leading)
            }
            start = end + 1
        }
    }
}
