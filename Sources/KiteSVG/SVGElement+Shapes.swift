import KiteGeometry

extension SVGElement {
    /// Names of the basic shapes and `path`, the elements that become shape layers.
    static let shapeNames: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// The element's geometry in its user space, following SVG 1.1's equivalent paths (start points and
    /// directions included, which dashes depend on); nil when the geometry disables rendering (a zero radius,
    /// width or height, an empty path).
    func shapePath() throws(SVGProblem) -> Path? {
        switch name {
        case "rect": try rectPath()
        case "circle": try ellipsePath(radiusX: "r", radiusY: "r")
        case "ellipse": try ellipsePath(radiusX: "rx", radiusY: "ry")
        case "line": try linePath()
        case "polyline", "polygon": try polyPath(closed: name == "polygon")
        default: try pathDataPath()
        }
    }

    /// A rect with optional rounded corners, starting at (x + rx, y) and running clockwise on screen.
    private func rectPath() throws(SVGProblem) -> Path? {
        guard let (rect, rx, ry) = try rectGeometry() else { return nil }
        guard rx > 0, ry > 0 else { return Path(rect: rect) }
        return Self.roundedRect(rect, rx: rx, ry: ry)
    }

    /// A rect's box and corner radii: a missing rx or ry takes the other's value, then each is clamped to half the
    /// width or height; nil when the width or height is zero.
    private func rectGeometry() throws(SVGProblem) -> (Rect, rx: Double, ry: Double)? {
        let (x, y) = (try length("x"), try length("y"))
        let width = try nonNegativeLength("width") ?? 0
        let height = try nonNegativeLength("height") ?? 0
        guard width > 0, height > 0 else { return nil }
        let rxGiven = try nonNegativeLength("rx")
        let ryGiven = try nonNegativeLength("ry")
        let rx = min(rxGiven ?? ryGiven ?? 0, width / 2)
        let ry = min(ryGiven ?? rxGiven ?? 0, height / 2)
        return (Rect(x: x, y: y, width: width, height: height), rx, ry)
    }

    /// The shape as a rectangle with circular corners when it is exactly one: a rect whose clamped corner radii
    /// are equal (or zero), or a circle. Such a fill can be a layer's background, which renderers draw
    /// analytically instead of as a general path.
    func roundedRectShape() throws(SVGProblem) -> RoundedRect? {
        switch name {
        case "rect":
            guard let (rect, rx, ry) = try rectGeometry(), rx == ry || rx == 0 || ry == 0 else { return nil }
            return RoundedRect(rect: rect, cornerRadius: min(rx, ry))
        case "circle":
            let r = try nonNegativeLength("r") ?? 0
            guard r > 0 else { return nil }
            let rect = Rect(x: try length("cx") - r, y: try length("cy") - r, width: 2 * r, height: 2 * r)
            return RoundedRect(rect: rect, cornerRadius: r)
        default: return nil
        }
    }

    /// Edges and elliptical quarter corners, each corner from the end of the edge before it.
    static func roundedRect(_ r: Rect, rx: Double, ry: Double) -> Path {
        var path = Path()
        path.move(to: Point(r.minX + rx, r.minY))
        let corners: [(Point, Point, Double)] = [
            (Point(r.maxX - rx, r.minY), Point(r.maxX - rx, r.minY + ry), -Double.pi / 2),
            (Point(r.maxX, r.maxY - ry), Point(r.maxX - rx, r.maxY - ry), 0),
            (Point(r.minX + rx, r.maxY), Point(r.minX + rx, r.maxY - ry), Double.pi / 2),
            (Point(r.minX, r.minY + ry), Point(r.minX + rx, r.minY + ry), Double.pi),
        ]
        for (edgeEnd, center, startAngle) in corners {
            if path.currentPoint != edgeEnd { path.addLine(to: edgeEnd) }
            var corner = Path()
            corner.move(to: edgeEnd)
            corner.addEllipticalArc(
                center: center, radiusX: rx, radiusY: ry, rotation: 0, startAngle: startAngle, sweep: Double.pi / 2)
            for element in corner.elements.dropFirst() { path.append(element) }
        }
        path.closeSubpath()
        return path
    }

    /// A circle or ellipse from its centre and radii, starting at its right-most point, clockwise on screen.
    private func ellipsePath(radiusX: String, radiusY: String) throws(SVGProblem) -> Path? {
        let center = Point(try length("cx"), try length("cy"))
        let rx = try nonNegativeLength(radiusX) ?? 0
        let ry = try nonNegativeLength(radiusY) ?? 0
        guard rx > 0, ry > 0 else { return nil }
        return Path(ellipseIn: Rect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry))
    }

    private func linePath() throws(SVGProblem) -> Path? {
        var path = Path()
        path.move(to: Point(try length("x1"), try length("y1")))
        path.addLine(to: Point(try length("x2"), try length("y2")))
        return path
    }

    /// The `points` list as lines; at least two points are needed to draw anything.
    private func polyPath(closed: Bool) throws(SVGProblem) -> Path? {
        let numbers = try parse("points") { (text) throws(SVGValueError) -> [Double] in
            var s = SVGValueScanner(text)
            let numbers = try s.readNumberList()
            guard numbers.count % 2 == 0 else { throw s.error("an even count of coordinates (x y pairs)") }
            return numbers
        }
        guard let numbers, numbers.count >= 4 else { return nil }
        var path = Path()
        path.move(to: Point(numbers[0], numbers[1]))
        for i in stride(from: 2, to: numbers.count, by: 2) { path.addLine(to: Point(numbers[i], numbers[i + 1])) }
        if closed { path.closeSubpath() }
        return path
    }

    /// The `d` attribute through KiteGeometry's path-data parser, whose errors point into the value.
    private func pathDataPath() throws(SVGProblem) -> Path? {
        guard let data = attributes["d"] else { return nil }
        do {
            let path = try Path(svgPathData: data)
            return path.isEmpty ? nil : path
        } catch {
            let offset = Array(data.unicodeScalars.prefix(error.offset).map(String.init).joined().utf8).count
            throw problem(
                SVGValueError(offset: offset, expected: "path data: \(error.expected)", found: error.found), in: "d")
        }
    }
}
