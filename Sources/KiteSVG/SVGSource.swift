/// The document's bytes, to turn the positions libxml2 reports (the end of a start tag) into the positions a
/// person looks for: the '<' that opens an element, and the first character of an attribute's value.
struct SVGSource {
    private let bytes: [UInt8]
    /// Byte offset where each line starts; line n (from 1) starts at `lineStarts[n - 1]`.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    /// A line and column (both from 1, columns in bytes) as a byte offset, clamped to the document.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        return min(max(lineStarts[line - 1] + column - 1, 0), bytes.count)
    }

    /// The line and column (from 1) of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The '<' of the start tag that libxml2 reported at (line, column), somewhere inside or at the end of the
    /// tag. Attribute values cannot contain a raw '<' in XML, so the nearest one before is the tag's.
    func tagStart(line: Int, column: Int) -> Int {
        var i = min(offset(line: line, column: column), bytes.count - 1)
        while i > 0 && bytes[i] != UInt8(ascii: "<") { i -= 1 }
        return max(i, 0)
    }

    /// The offset of the first character of attribute `name`'s value in the start tag opening at `tag`; nil when
    /// it cannot be found (the caller then points at the tag).
    func valueStart(ofAttribute name: String, inTagAt tag: Int) -> Int? {
        let key = Array(name.utf8)
        var i = tag + 1
        var quote: UInt8?
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: ">") {
                return nil
            } else if isSpace(bytes[i - 1]), bytes[i...].starts(with: key),
                let value = valueAfterName(at: i + key.count)
            {
                return value
            }
            i += 1
        }
        return nil
    }

    /// After an attribute name: optional space, '=', optional space, a quote; the offset just past the quote.
    private func valueAfterName(at start: Int) -> Int? {
        var i = start
        while i < bytes.count && isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return nil }
        i += 1
        while i < bytes.count && isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
        return i + 1
    }

    private func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }
}

extension SVGSource {
    /// Up to `limit` characters from `offset` in quotes, stopping at a line end; "the end of the document" there.
    func excerpt(at offset: Int, limit: Int = 16) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        let line = bytes[offset...].prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }.prefix(limit)
        return line.isEmpty ? "the end of the line" : "'\(Self.printable(line))'"
    }

    /// The length in bytes of the quoted attribute value whose opening quote is at `offset` (the value only, not
    /// its quotes); nil when no quote is there or it is never closed.
    func quotedValueLength(at offset: Int) -> Int? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = bytes[offset]
        return bytes[(offset + 1)...].firstIndex(of: quote).map { $0 - offset - 1 }
    }

    /// `bytes` as text; when they are not valid UTF-8, bytes above 0x7F are shown as `\xHH` so the message names
    /// the offending byte instead of a replacement character.
    static func printable(_ bytes: ArraySlice<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return bytes.map { b in
            b < 0x80 ? String(UnicodeScalar(b)) : "\\x" + String(b, radix: 16, uppercase: true)
        }.joined()
    }

    /// The offset of the last tag ('<' ... '>') that ends at or before `offset`, for errors libxml2 reports
    /// after reading a whole closing tag.
    func lastTag(before offset: Int) -> Int? {
        var i = min(offset, bytes.count) - 1
        while i >= 0 && bytes[i] != UInt8(ascii: "<") { i -= 1 }
        return i >= 0 ? i : nil
    }

    /// The text of the tag opening at `offset`, up to and including its '>' (at most 40 characters).
    func tagText(at offset: Int) -> String {
        let tag = bytes[offset...].prefix(40)
        let end = tag.firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? tag.endIndex
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    var count: Int { bytes.count }
}
