import KiteGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses the `transform` attribute: a list of `matrix(a b c d e f)`, `translate(x [y])`, `scale(x [y])`,
/// `rotate(degrees [cx cy])`, `skewX(degrees)` and `skewY(degrees)`, separated by whitespace or commas; the
/// rightmost applies first, as in SVG.
enum SVGTransformParser {
    static func parse(_ text: String) throws(SVGValueError) -> AffineTransform {
        var s = SVGValueScanner(text)
        var total = AffineTransform.identity
        s.skipWhitespace()
        while !s.isAtEnd {
            let step = try function(&s)
            total = step.concatenating(total)
            s.skipSeparator()
        }
        return total
    }

    private static let argumentCounts: [String: Set<Int>] = [
        "matrix": [6], "translate": [1, 2], "scale": [1, 2], "rotate": [1, 3], "skewX": [1], "skewY": [1],
    ]

    private static func function(_ s: inout SVGValueScanner) throws(SVGValueError) -> AffineTransform {
        let nameStart = s.offset
        let name = s.readIdentifier()
        guard let counts = argumentCounts[name] else {
            s.rewind(to: nameStart)
            throw s.error("a transform (matrix, translate, scale, rotate, skewX or skewY)")
        }
        guard s.consume("(") else { throw s.error("'(' after \(name)") }
        let argumentsStart = s.offset
        var arguments: [Double] = []
        while !s.consume(")") {
            if !arguments.isEmpty { s.skipSeparator() }
            guard s.startsNumber() else { throw s.error(arguments.isEmpty ? "a number" : "a number or ')'") }
            arguments.append(try s.readNumber())
        }
        guard counts.contains(arguments.count) else {
            let allowed = counts.sorted().map(String.init).joined(separator: " or ")
            throw SVGValueError(
                offset: argumentsStart, expected: "\(allowed) numbers for \(name)",
                found: "\(arguments.count)")
        }
        return transform(name, arguments)
    }

    private static func transform(_ name: String, _ v: [Double]) -> AffineTransform {
        let radians = (v.first ?? 0) * .pi / 180
        switch name {
        case "matrix": return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case "translate": return AffineTransform(translationX: v[0], y: v.count > 1 ? v[1] : 0)
        case "scale": return AffineTransform(scaleX: v[0], y: v.count > 1 ? v[1] : v[0])
        case "skewX": return AffineTransform(a: 1, b: 0, c: tan(radians), d: 1, tx: 0, ty: 0)
        case "skewY": return AffineTransform(a: 1, b: tan(radians), c: 0, d: 1, tx: 0, ty: 0)
        default:  // rotate, about (cx, cy) when given
            let (cx, cy) = v.count == 3 ? (v[1], v[2]) : (0, 0)
            return AffineTransform(translationX: -cx, y: -cy)
                .concatenating(AffineTransform(rotationAngle: radians))
                .concatenating(AffineTransform(translationX: cx, y: cy))
        }
    }
}
