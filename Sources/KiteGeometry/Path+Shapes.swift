extension Path {
    /// A closed rectangle, clockwise on a y-down screen starting at the top-left corner (like `CGPath(rect:)`).
    public init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`, starting at its right-most point and going clockwise on screen.
    /// - Parameters:
    ///   - rect: the ellipse's bounding rectangle, points.
    ///   - tolerance: points, > 0. Defaults to `defaultArcTolerance`.
    public init(ellipseIn rect: Rect, tolerance: Double = defaultArcTolerance) {
        self.init()
        let r = rect.standardized
        addEllipticalArc(
            center: r.center, radiusX: r.width / 2, radiusY: r.height / 2, rotation: 0, startAngle: 0,
            sweep: 2 * Double.pi, tolerance: tolerance)
        closeSubpath()
    }

    /// A closed rounded rectangle with circular corners of `cornerRadius` points (clamped to half the shorter side,
    /// as Core Animation does), starting at the top edge and going clockwise on screen.
    public init(roundedRect rect: Rect, cornerRadius: Double, tolerance: Double = defaultArcTolerance) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadius, 0), r.width / 2, r.height / 2)
        guard radius > 0 else {
            addRect(r)
            return
        }
        let half = Double.pi / 2
        move(to: Point(r.minX + radius, r.minY))
        let corners = [
            (Point(r.maxX - radius, r.minY + radius), -half), (Point(r.maxX - radius, r.maxY - radius), 0.0),
            (Point(r.minX + radius, r.maxY - radius), half), (Point(r.minX + radius, r.minY + radius), 2 * half),
        ]
        for (center, start) in corners {
            addArc(
                center: center, radius: radius, startAngle: start, endAngle: start + half, clockwise: true,
                tolerance: tolerance)
        }
        closeSubpath()
    }

    /// Appends a closed rectangle as its own subpath.
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(r.minX, r.minY))
        addLine(to: Point(r.maxX, r.minY))
        addLine(to: Point(r.maxX, r.maxY))
        addLine(to: Point(r.minX, r.maxY))
        closeSubpath()
    }
}
