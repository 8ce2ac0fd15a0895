import KiteGeometry

/// `preserveAspectRatio`: how a viewBox is aligned and scaled into a viewport of another shape.
struct SVGAspectRatio {
    /// Fraction of the spare width (x) and height (y) left before the content: 0, 0.5 or 1; nil for `none`.
    var alignment: Point? = Point(0.5, 0.5)
    /// `slice` covers the viewport (cropping); `meet` (default) fits inside it.
    var slice = false

    init() {}

    init(_ text: String) throws(SVGValueError) {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        if words.first == "defer" { words.removeFirst() }
        guard let align = words.first, words.count <= 2 else {
            throw SVGValueError(offset: 0, expected: "an alignment and optionally meet or slice", found: "'\(text)'")
        }
        let fractions: [String: Double] = ["Min": 0, "Mid": 0.5, "Max": 1]
        if align == "none" {
            alignment = nil
        } else if align.count == 8, align.hasPrefix("x"), let fx = fractions[String(align.dropFirst().prefix(3))],
            align.dropFirst(4).first == "Y", let fy = fractions[String(align.suffix(3))]
        {
            alignment = Point(fx, fy)
        } else {
            throw SVGValueError(offset: 0, expected: "none or x(Min|Mid|Max)Y(Min|Mid|Max)", found: "'\(align)'")
        }
        guard words.count == 1 || words[1] == "meet" || words[1] == "slice" else {
            throw SVGValueError(offset: 0, expected: "meet or slice after the alignment", found: "'\(words[1])'")
        }
        slice = words.count == 2 && words[1] == "slice"
    }

    /// The scale per axis and the offset that place a viewBox of `box` size in a viewport of `size`.
    func fit(_ box: Size, into size: Size) -> (scale: Vector, offset: Vector) {
        let (sx, sy) = (size.width / box.width, size.height / box.height)
        guard let alignment else { return (Vector(sx, sy), Vector(0, 0)) }
        let s = slice ? max(sx, sy) : min(sx, sy)
        let spare = Vector(size.width - box.width * s, size.height - box.height * s)
        return (Vector(s, s), Vector(spare.dx * alignment.x, spare.dy * alignment.y))
    }
}
