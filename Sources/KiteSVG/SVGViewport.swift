import KiteGeometry

/// The outermost `<svg>`'s size and the mapping of its viewBox onto it (`preserveAspectRatio`).
struct SVGViewport {
    /// Document size in CSS pixels.
    var size: Size
    var viewBox: Rect?
    /// Scale from viewBox units to pixels, per axis.
    var scale = Vector(1, 1)
    /// Where the viewBox's origin lands, in pixels.
    var offset = Vector(0, 0)

    init(_ element: SVGElement) throws(SVGProblem) {
        viewBox = try element.parse("viewBox", Self.viewBox)
        let width = try Self.optionalLength(element, "width")
        let height = try Self.optionalLength(element, "height")
        switch (width, height, viewBox) {
        case (let w?, let h?, _): size = Size(w, h)
        case (let w?, nil, let box?): size = Size(w, w * box.height / box.width)
        case (nil, let h?, let box?): size = Size(h * box.width / box.height, h)
        case (nil, nil, let box?): size = box.size
        default:
            throw element.malformed(expected: "width and height, or a viewBox, on <svg>", found: "neither")
        }
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw element.malformed(expected: "a finite width and height > 0 on <svg>", found: "\(size)")
        }
        if let box = viewBox {
            let aspect = try element.parse("preserveAspectRatio", SVGAspectRatio.init) ?? SVGAspectRatio()
            (scale, offset) = aspect.fit(box.size, into: size)
            // A viewBox a few hundred orders of magnitude off the document's size (1e-314 wide) scales past Double's
            // range; the root layer's geometry must stay finite.
            guard scale.dx.isFinite, scale.dy.isFinite, offset.dx.isFinite, offset.dy.isFinite else {
                throw element.malformed(
                    expected: "a viewBox whose scale onto the width and height is finite",
                    found: "scale \(scale.dx) x \(scale.dy) for viewBox \(box.size.width) x \(box.size.height)")
            }
        }
    }

    /// A width or height; nil when absent or relative (`100%` means "the viewBox's size" for a standalone
    /// document, there being no enclosing viewport).
    private static func optionalLength(_ element: SVGElement, _ name: String) throws(SVGProblem) -> Double? {
        do {
            return try element.nonNegativeLength(name)
        } catch .unsupported {
            return nil
        }
    }

    private static func viewBox(_ text: String) throws(SVGValueError) -> Rect {
        var s = SVGValueScanner(text)
        let v = try s.readNumberList()
        guard v.count == 4 else { throw SVGValueError(offset: 0, expected: "4 numbers", found: "\(v.count)") }
        guard v[2] > 0, v[3] > 0 else {
            throw SVGValueError(offset: 0, expected: "a viewBox width and height > 0", found: "\(v[2]) \(v[3])")
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
