/// A parser for SVG path data (the `d` attribute), following the SVG 1.1 grammar: all of M m L l H h V v C c S s
/// Q q T t A a Z z, implicit repetition of a command's arguments (extra pairs after M/m are line-tos), compact
/// numbers (`1.5.5` is 1.5 then .5, `-1-2` is -1 then -2, exponents) and compact arc flags (`a1 1 0 1150 50`).
/// Anything else is an `SVGPathError`; the parser never returns a partial path.
struct SVGPathParser {
    private let input: [Unicode.Scalar]
    private let arcTolerance: Double
    private var index = 0
    private var path = Path()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the previous C/c/S/s, for the reflection S/s makes.
    private var lastCubicControl: Point?
    /// The control point of the previous Q/q/T/t, for the reflection T/t makes.
    private var lastQuadControl: Point?

    init(_ data: String, arcTolerance: Double) {
        input = Array(data.unicodeScalars)
        self.arcTolerance = arcTolerance
    }

    mutating func parse() throws(SVGPathError) -> Path {
        skipWhitespace()
        guard index < input.count else { return path }
        guard input[index] == "M" || input[index] == "m" else { throw error("a moveto command (M or m) first") }
        var command = input[index]
        index += 1
        while true {
            try execute(command)
            skipWhitespace()
            guard index < input.count else { return path }
            if Self.commands.contains(input[index]) {
                command = input[index]
                index += 1
                continue
            }
            // Implicit repetition: more arguments for the same command, optionally after a comma.
            if command == "Z" || command == "z" { throw error("a path command (one of \(Self.commandList))") }
            if input[index] == "," {
                index += 1
                skipWhitespace()
                guard startsNumber() else { throw error("a number after ','") }
            } else if !startsNumber() {
                throw error("a path command (one of \(Self.commandList)) or a number")
            }
            if command == "M" { command = "L" }
            if command == "m" { command = "l" }
        }
    }

    private static let commandList = "MmLlHhVvCcSsQqTtAaZz"
    private static let commands = Set(commandList.unicodeScalars)

    // MARK: Commands

    private mutating func execute(_ command: Unicode.Scalar) throws(SVGPathError) {
        let relative = command.properties.isLowercase
        let base = relative ? current : Point.zero
        switch command {
        case "M", "m":
            let p = try readPoint(first: true, base: base)
            path.move(to: p)
            (current, subpathStart) = (p, p)
            clearControls()
        case "L", "l": lineTo(try readPoint(first: true, base: base))
        case "H", "h": lineTo(Point(try readCoordinate(first: true, base: base.x), current.y))
        case "V", "v": lineTo(Point(current.x, try readCoordinate(first: true, base: base.y)))
        case "C", "c":
            let c1 = try readPoint(first: true, base: base)
            try cubicTo(c1, try readPoint(first: false, base: base), try readPoint(first: false, base: base))
        case "S", "s":
            let c1 = lastCubicControl.map { current + (current - $0) } ?? current
            try cubicTo(c1, try readPoint(first: true, base: base), try readPoint(first: false, base: base))
        case "Q", "q":
            let c = try readPoint(first: true, base: base)
            quadTo(c, try readPoint(first: false, base: base))
        case "T", "t":
            let c = lastQuadControl.map { current + (current - $0) } ?? current
            quadTo(c, try readPoint(first: true, base: base))
        case "A", "a": try arc(base: base)
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
        let found = index < input.count ? "'\(input[index])'" : "end of input"
        return SVGPathError(offset: index, expected: expected, found: found)
    }

    private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private mutating func skipWhitespace() {
        while index < input.count && Self.isWhitespace(input[index]) { index += 1 }
    }

    /// Skips the separator allowed between two arguments: whitespace, at most one comma, whitespace.
    private mutating func skipSeparator() {
        skipWhitespace()
        if index < input.count && input[index] == "," {
            index += 1
            skipWhitespace()
        }
    }

    private func startsNumber() -> Bool {
        guard index < input.count else { return false }
        let c = input[index]
        return Self.isDigit(c) || c == "." || c == "-" || c == "+"
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
                offset: start, expected: "a coordinate within +-1e100", found: "one that reaches \(value)")
        }
        return value
    }

    /// Reads one number; `first` arguments follow a command letter, where no comma is allowed.
    private mutating func readNumber(first: Bool) throws(SVGPathError) -> Double {
        if first { skipWhitespace() } else { skipSeparator() }
        let start = index
        if index < input.count && (input[index] == "+" || input[index] == "-") { index += 1 }
        let integerDigits = countDigits()
        var fractionDigits = 0
        if index < input.count && input[index] == "." {
            index += 1
            fractionDigits = countDigits()
        }
        guard integerDigits + fractionDigits > 0 else {
            index = start
            throw error("a number")
        }
        if index < input.count && (input[index] == "e" || input[index] == "E") {
            index += 1
            if index < input.count && (input[index] == "+" || input[index] == "-") { index += 1 }
            guard countDigits() > 0 else { throw error("a digit in the exponent") }
        }
        if let value = Self.shortDecimal(input[start..<index]) { return value }
        let text = String(String.UnicodeScalarView(input[start..<index]))
        guard let value = Double(text), value.isFinite else {
            index = start
            throw SVGPathError(offset: start, expected: "a finite number", found: "'\(text)'")
        }
        return value
    }

    /// Exact powers of ten up to 10^22, the largest that a `Double` holds exactly.
    private static let powersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { x, _ in x * 10 } }

    /// The value of `text` (an optional sign, digits, an optional fraction, no exponent) when it has at most 15
    /// digits, computed without building a string: the digits as an integer (exact below 2^53) divided by an
    /// exact power of ten is the correctly rounded quotient, as Clinger's fast path shows ("How to read floating
    /// point numbers accurately", 1990), so it equals what `Double(String)` gives. Nil for anything else.
    private static func shortDecimal(_ text: ArraySlice<Unicode.Scalar>) -> Double? {
        var mantissa: Int64 = 0
        var (digits, fractionDigits) = (0, 0)
        var (negative, inFraction) = (false, false)
        for c in text {
            switch c {
            case "-" where digits == 0 && !inFraction: negative = true
            case "+" where digits == 0 && !inFraction: break
            case "." where !inFraction: inFraction = true
            case "0"..."9":
                guard digits < 15 else { return nil }  // before the 16th digit: 19 or more would overflow Int64
                mantissa = mantissa * 10 + Int64(c.value - 48)
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
        guard index < input.count, input[index] == "0" || input[index] == "1" else {
            throw error("an arc flag (0 or 1)")
        }
        index += 1
        return input[index - 1] == "1"
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
        var parser = SVGPathParser(data, arcTolerance: arcTolerance)
        self = try parser.parse()
    }
}
