/// A parser for SVG path data (the `d` attribute), following the SVG 1.1 grammar: all of M m L l H h V v C c S s
/// Q q T t A a Z z, implicit repetition of a command's arguments (extra pairs after M/m are line-tos), compact
/// numbers (`1.5.5` is 1.5 then .5, `-1-2` is -1 then -2, exponents) and compact arc flags (`a1 1 0 1150 50`).
/// Anything else is an `SVGPathError`; the parser never returns a partial path.
///
/// It reads the string's UTF-8 bytes in place: every character of the grammar is ASCII, so any other byte is an
/// error where it stands, and the input costs no copy (a copy as Unicode scalars took 4 bytes a character, about
/// 57 bytes per segment parsed).
struct SVGPathParser {
    /// The path data's UTF-8 bytes, valid UTF-8 (a Swift string's), borrowed for the parse.
    private let input: UnsafeBufferPointer<UInt8>
    private let arcTolerance: Double
    private var index = 0
    private var path = Path()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the previous C/c/S/s, for the reflection S/s makes.
    private var lastCubicControl: Point?
    /// The control point of the previous Q/q/T/t, for the reflection T/t makes.
    private var lastQuadControl: Point?

    init(_ utf8: UnsafeBufferPointer<UInt8>, arcTolerance: Double) {
        input = utf8
        self.arcTolerance = arcTolerance
    }

    mutating func parse() throws(SVGPathError) -> Path {
        skipWhitespace()
        guard index < input.count else { return path }
        guard input[index] == ascii("M") || input[index] == ascii("m") else {
            throw error("a moveto command (M or m) first")
        }
        var command = input[index]
        index += 1
        while true {
            try execute(command)
            skipWhitespace()
            guard index < input.count else { return path }
            if Self.isCommand(input[index]) {
                command = input[index]
                index += 1
                continue
            }
            // Implicit repetition: more arguments for the same command, optionally after a comma.
            if command == ascii("Z") || command == ascii("z") {
                throw error("a path command (one of \(Self.commandList))")
            }
            if input[index] == ascii(",") {
                index += 1
                skipWhitespace()
                guard startsNumber() else { throw error("a number after ','") }
            } else if !startsNumber() {
                throw error("a path command (one of \(Self.commandList)) or a number")
            }
            if command == ascii("M") { command = ascii("L") }
            if command == ascii("m") { command = ascii("l") }
        }
    }

    private static let commandList = "MmLlHhVvCcSsQqTtAaZz"

    private static func isCommand(_ c: UInt8) -> Bool {
        switch c {
        case ascii("M"), ascii("m"), ascii("L"), ascii("l"), ascii("H"), ascii("h"), ascii("V"), ascii("v"),
            ascii("C"), ascii("c"), ascii("S"), ascii("s"), ascii("Q"), ascii("q"), ascii("T"), ascii("t"),
            ascii("A"), ascii("a"), ascii("Z"), ascii("z"):
            true
        default: false
        }
    }

    // MARK: Commands

    private mutating func execute(_ command: UInt8) throws(SVGPathError) {
        let relative = command >= ascii("a")  // Commands are ASCII letters: lowercase ones are relative.
        let base = relative ? current : Point.zero
        switch command {
        case ascii("M"), ascii("m"):
            let p = try readPoint(first: true, base: base)
            path.move(to: p)
            (current, subpathStart) = (p, p)
            clearControls()
        case ascii("L"), ascii("l"): lineTo(try readPoint(first: true, base: base))
        case ascii("H"), ascii("h"): lineTo(Point(try readCoordinate(first: true, base: base.x), current.y))
        case ascii("V"), ascii("v"): lineTo(Point(current.x, try readCoordinate(first: true, base: base.y)))
        case ascii("C"), ascii("c"):
            let c1 = try readPoint(first: true, base: base)
            try cubicTo(c1, try readPoint(first: false, base: base), try readPoint(first: false, base: base))
        case ascii("S"), ascii("s"):
            let c1 = lastCubicControl.map { current + (current - $0) } ?? current
            try cubicTo(c1, try readPoint(first: true, base: base), try readPoint(first: false, base: base))
        case ascii("Q"), ascii("q"):
            let c = try readPoint(first: true, base: base)
            quadTo(c, try readPoint(first: false, base: base))
        case ascii("T"), ascii("t"):
            let c = lastQuadControl.map { current + (current - $0) } ?? current
            quadTo(c, try readPoint(first: true, base: base))
        case ascii("A"), ascii("a"): try arc(base: base)
        default:  // "Z", "z"
            path.closeSubpath()
            current = subpathStart
            clearControls()
        }
    }

    private mutating func clearControls() {
        (lastCubicControl, lastQuadControl) = (nil, nil)
    }

    private mutating func lineTo(_ p: Point) {
        path.addLine(to: p)
        current = p
        clearControls()
    }

    private mutating func cubicTo(_ c1: Point, _ c2: Point, _ p: Point) throws(SVGPathError) {
        path.addCurve(to: p, control1: c1, control2: c2)
        current = p
        (lastCubicControl, lastQuadControl) = (c2, nil)
    }

    private mutating func quadTo(_ c: Point, _ p: Point) {
        path.addQuadCurve(to: p, control: c)
        current = p
        (lastCubicControl, lastQuadControl) = (nil, c)
    }

    private mutating func arc(base: Point) throws(SVGPathError) {
        skipWhitespace()
        let start = index
        let rx = try readCoordinate(first: true, base: 0)
        let ry = try readCoordinate(first: false, base: 0)
        let rotationDegrees = try readNumber(first: false)
        let largeArc = try readFlag()
        let sweep = try readFlag()
        let end = try readPoint(first: false, base: base)
        let arc = SVGArc(
            from: current, to: end, radiusX: rx, radiusY: ry, rotationDegrees: rotationDegrees, largeArc: largeArc,
            sweep: sweep)
        switch arc.centerForm {
        case .none: break
        case .line: path.addLine(to: end)
        case .outOfRange:
            throw SVGPathError(
                offset: start, expected: "arc radii whose corrected ellipse stays within +-4e100",
                found: "radii \(rx), \(ry) for a chord from \(current) to \(end)")
        case .arc(let center, let radiusX, let radiusY, let rotation, let startAngle, let sweepAngle):
            path.appendEllipticalArc(
                center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation, startAngle: startAngle,
                sweep: sweepAngle, tolerance: arcTolerance, exactEnd: end)
        }
        current = end
        clearControls()
    }

    // MARK: Tokens

    private func error(_ expected: String) -> SVGPathError {
        let found = index < input.count ? "'\(character(at: index))'" : "end of input"
        return SVGPathError(offset: scalarOffset(index), expected: expected, found: found)
    }

    /// The character starting at byte `i`: the parser stops only at the start of one, since it consumes ASCII
    /// bytes alone and every other byte is an error where it stands.
    private func character(at i: Int) -> Unicode.Scalar {
        let bytes = UnsafeBufferPointer(rebasing: input[i..<min(i + 4, input.count)])
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    /// Unicode scalars before byte `i` (what `SVGPathError.offset` counts): the bytes that start a scalar.
    private func scalarOffset(_ i: Int) -> Int {
        input[..<i].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private static func isWhitespace(_ c: UInt8) -> Bool {
        c == ascii(" ") || c == ascii("\t") || c == ascii("\n") || c == ascii("\r") || c == 0x0C
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= ascii("0") && c <= ascii("9") }

    private mutating func skipWhitespace() {
        while index < input.count && Self.isWhitespace(input[index]) { index += 1 }
    }

    /// Skips the separator allowed between two arguments: whitespace, at most one comma, whitespace.
    private mutating func skipSeparator() {
        skipWhitespace()
        if index < input.count && input[index] == ascii(",") {
            index += 1
            skipWhitespace()
        }
    }

    private func startsNumber() -> Bool {
        guard index < input.count else { return false }
        let c = input[index]
        return Self.isDigit(c) || c == ascii(".") || c == ascii("-") || c == ascii("+")
    }

    private mutating func readPoint(first: Bool, base: Point) throws(SVGPathError) -> Point {
        let x = try readCoordinate(first: first, base: base.x)
        let y = try readCoordinate(first: false, base: base.y)
        return Point(x, y)
    }

    /// Largest magnitude of a coordinate or radius, far beyond any drawing, so that squares and sums stay finite.
    static let maxCoordinate = 1e100

    /// Reads a number and adds `base` (the current point for relative commands), keeping the result in range.
    private mutating func readCoordinate(first: Bool, base: Double) throws(SVGPathError) -> Double {
        if first { skipWhitespace() } else { skipSeparator() }
        let start = index
        let value = try readNumber(first: true) + base
        guard abs(value) <= Self.maxCoordinate else {
            throw SVGPathError(
                offset: scalarOffset(start), expected: "a coordinate within +-1e100",
                found: "one that reaches \(value)")
        }
        return value
    }

    /// Reads one number; `first` arguments follow a command letter, where no comma is allowed.
    private mutating func readNumber(first: Bool) throws(SVGPathError) -> Double {
        if first { skipWhitespace() } else { skipSeparator() }
        let start = index
        if index < input.count && (input[index] == ascii("+") || input[index] == ascii("-")) { index += 1 }
        let integerDigits = countDigits()
        var fractionDigits = 0
        if index < input.count && input[index] == ascii(".") {
            index += 1
            fractionDigits = countDigits()
        }
        guard integerDigits + fractionDigits > 0 else {
            index = start
            throw error("a number")
        }
        if index < input.count && (input[index] == ascii("e") || input[index] == ascii("E")) {
            index += 1
            if index < input.count && (input[index] == ascii("+") || input[index] == ascii("-")) { index += 1 }
            guard countDigits() > 0 else { throw error("a digit in the exponent") }
        }
        let token = UnsafeBufferPointer(rebasing: input[start..<index])
        if let value = Self.shortDecimal(token) { return value }
        // Only long or exponent numbers build a string; the token is ASCII digits, signs, '.' and 'e'.
        let text = String(decoding: token, as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            // A megabyte of digits stays a one-line message: its start and its length.
            let shown = token.count <= 40 ? "'\(text)'" : "'\(text.prefix(32))...' (\(token.count) characters)"
            throw SVGPathError(offset: scalarOffset(start), expected: "a finite number", found: shown)
        }
        return value
    }

    /// Exact powers of ten up to 10^22, the largest that a `Double` holds exactly.
    private static let powersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { x, _ in x * 10 } }

    /// The value of `text` (an optional sign, digits, an optional fraction, no exponent) when it has at most 15
    /// digits, computed without building a string: the digits as an integer (exact below 2^53) divided by an
    /// exact power of ten is the correctly rounded quotient, as Clinger's fast path shows ("How to read floating
    /// point numbers accurately", 1990), so it equals what `Double(String)` gives. Nil for anything else.
    private static func shortDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: Int64 = 0
        var (digits, fractionDigits) = (0, 0)
        var (negative, inFraction) = (false, false)
        for c in text {
            switch c {
            case ascii("-") where digits == 0 && !inFraction: negative = true
            case ascii("+") where digits == 0 && !inFraction: break
            case ascii(".") where !inFraction: inFraction = true
            case ascii("0")...ascii("9"):
                guard digits < 15 else { return nil }  // before the 16th digit: 19 or more would overflow Int64
                mantissa = mantissa * 10 + Int64(c - ascii("0"))
                digits += 1
                if inFraction { fractionDigits += 1 }
            default: return nil
            }
        }
        guard digits > 0, digits <= 15 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    private mutating func countDigits() -> Int {
        let start = index
        while index < input.count && Self.isDigit(input[index]) { index += 1 }
        return index - start
    }

    private mutating func readFlag() throws(SVGPathError) -> Bool {
        skipSeparator()
        guard index < input.count, input[index] == ascii("0") || input[index] == ascii("1") else {
            throw error("an arc flag (0 or 1)")
        }
        index += 1
        return input[index - 1] == ascii("1")
    }
}

extension Path {
    /// Parses SVG path data (the `d` attribute of `<path>`), the full SVG 1.1 grammar. Arcs become cubics within
    /// `arcTolerance` points of the true ellipse. An empty string gives an empty path.
    /// - Throws: `SVGPathError` with the offset of the first character that does not fit the grammar.
    /// - Parameters:
    ///   - data: the path data.
    ///   - arcTolerance: points, > 0 (precondition). Defaults to `defaultArcTolerance`.
    public init(svgPathData data: String, arcTolerance: Double = defaultArcTolerance) throws(SVGPathError) {
        precondition(arcTolerance > 0, "arc tolerance must be positive")
        var data = data
        // Parsed from the string's own UTF-8 storage (made contiguous if it was not), without a copy.
        let result = data.withUTF8 { utf8 -> Result<Path, SVGPathError> in
            var parser = SVGPathParser(utf8, arcTolerance: arcTolerance)
            do throws(SVGPathError) { return .success(try parser.parse()) } catch { return .failure(error) }
        }
        self = try result.get()
    }
}

/// The byte of an ASCII character, for comparing UTF-8 input.
private func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(ascii: c) }
