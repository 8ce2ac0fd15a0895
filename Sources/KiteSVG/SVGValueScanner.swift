/// Reads the pieces of an attribute value: numbers in SVG's grammar (`1.5.5` is 1.5 then .5, `-1-2` is -1 then
/// -2, exponents), lengths with units, identifiers and separators. Offsets are UTF-8 bytes into the value.
struct SVGValueScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Largest magnitude of a number, far beyond any drawing, so that sums and products of a few stay finite.
    static let maxMagnitude = 1e15

    /// Centimetres, inches and the other absolute units, in CSS pixels (96 per inch).
    private static let absoluteUnits: [String: Double] = [
        "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "pt": 96.0 / 72, "pc": 16,
    ]

    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte at the read position, nil at the end.
    var next: UInt8? { isAtEnd ? nil : bytes[offset] }

    mutating func skipWhitespace() {
        while let c = next, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C { offset += 1 }
    }

    /// Skips what may separate two numbers of a list: whitespace, at most one comma, whitespace.
    mutating func skipSeparator() {
        skipWhitespace()
        if next == UInt8(ascii: ",") {
            offset += 1
            skipWhitespace()
        }
    }

    /// Consumes `character` when it comes next (after whitespace); false otherwise.
    mutating func consume(_ character: Character) -> Bool {
        skipWhitespace()
        guard let ascii = character.asciiValue, next == ascii else { return false }
        offset += 1
        return true
    }

    /// Moves the read position back to `earlier`, to report an error at the start of what was read.
    mutating func rewind(to earlier: Int) {
        offset = min(earlier, offset)
    }

    /// Whether a number starts at the read position (after whitespace).
    mutating func startsNumber() -> Bool {
        skipWhitespace()
        guard let c = next else { return false }
        return isDigit(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
    }

    /// Reads letters, digits, '-' and '_' (an identifier such as a colour name or unit); empty when none.
    mutating func readIdentifier() -> String {
        let start = offset
        while let c = next, isLetter(c) || isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "_") {
            offset += 1
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Reads one number, within +-`maxMagnitude`.
    mutating func readNumber() throws(SVGValueError) -> Double {
        skipWhitespace()
        let start = offset
        if let c = next, c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { offset += 1 }
        let digits = countDigits()
        var fraction = 0
        if next == UInt8(ascii: ".") {
            offset += 1
            fraction = countDigits()
        }
        guard digits + fraction > 0 else {
            offset = start
            throw error("a number")
        }
        readExponent()
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), abs(value) <= Self.maxMagnitude else {
            throw SVGValueError(offset: start, expected: "a number within +-1e15", found: "'\(text)'")
        }
        return value
    }

    /// Reads a length: a number with an optional absolute unit (px, in, cm, mm, pt, pc), in CSS pixels.
    /// Relative units (%, em, ex) are valid SVG but unsupported.
    mutating func readLength() throws(SVGValueError) -> Double {
        let value = try readNumber()
        let unitStart = offset
        let unit = next == UInt8(ascii: "%") ? readPercentSign() : readIdentifier()
        if unit.isEmpty { return value }
        if let factor = Self.absoluteUnits[unit] { return value * factor }
        if unit == "%" || unit == "em" || unit == "ex" || unit == "rem" {
            throw SVGValueError(
                offset: unitStart, expected: "relative lengths (\(unit))", found: "'\(unit)'", isUnsupported: true)
        }
        offset = unitStart
        throw error("a length unit (px, in, cm, mm, pt, pc) or none")
    }

    /// Reads numbers separated by whitespace or commas until the end of the value.
    mutating func readNumberList() throws(SVGValueError) -> [Double] {
        var numbers: [Double] = []
        skipWhitespace()
        while !isAtEnd {
            if !numbers.isEmpty { skipSeparator() }
            numbers.append(try readNumber())
            skipWhitespace()
        }
        return numbers
    }

    /// Throws unless only whitespace is left.
    mutating func expectEnd(_ expected: String = "the end of the value") throws(SVGValueError) {
        skipWhitespace()
        guard isAtEnd else { throw error(expected) }
    }

    /// An error at the read position: `expected` there, and what is found instead.
    func error(_ expected: String) -> SVGValueError {
        let found =
            isAtEnd ? "the end of the value" : "'\(String(decoding: bytes[offset...].prefix(12), as: UTF8.self))'"
        return SVGValueError(offset: offset, expected: expected, found: found)
    }

    private mutating func readPercentSign() -> String {
        offset += 1
        return "%"
    }

    /// Reads `e`/`E` with an optional sign and digits, but only when digits follow (so `1em` keeps its unit).
    private mutating func readExponent() {
        guard let c = next, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") else { return }
        var probe = offset + 1
        if probe < bytes.count, bytes[probe] == UInt8(ascii: "+") || bytes[probe] == UInt8(ascii: "-") { probe += 1 }
        guard probe < bytes.count, isDigit(bytes[probe]) else { return }
        offset = probe
        _ = countDigits()
    }

    private mutating func countDigits() -> Int {
        let start = offset
        while let c = next, isDigit(c) { offset += 1 }
        return offset - start
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private func isLetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }
}
