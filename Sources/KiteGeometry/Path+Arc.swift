extension Path {
    /// Default largest radial distance, in points, between an arc and the cubics that stand for it.
    public static let defaultArcTolerance = 1e-4

    /// A circular arc like `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: angles in radians
    /// from the +x axis, growing towards +y (clockwise on a y-down screen). `clockwise` sweeps with growing angles.
    /// A sweep of 2 pi or more draws one full circle; equal angles draw nothing but the connecting line.
    /// With a current point, a line joins it to the arc's start; otherwise the arc starts a subpath.
    /// - Parameters:
    ///   - center: the circle's centre, points.
    ///   - radius: points, >= 0 (precondition; 0 degenerates to a line to the centre).
    ///   - startAngle: where the arc starts, radians.
    ///   - endAngle: where it ends, radians.
    ///   - clockwise: whether the angle grows from start to end (clockwise on a y-down screen).
    ///   - tolerance: largest radial error of the cubic approximation, points, > 0. Defaults to `defaultArcTolerance`.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
        tolerance: Double = defaultArcTolerance
    ) {
        precondition(radius >= 0 && radius.isFinite, "Path.addArc needs a finite radius >= 0, got \(radius)")
        precondition(startAngle.isFinite && endAngle.isFinite, "Path.addArc needs finite angles")
        let sweep = Self.normalizedSweep(from: startAngle, to: endAngle, increasing: clockwise)
        addEllipticalArc(
            center: center, radiusX: radius, radiusY: radius, rotation: 0, startAngle: startAngle, sweep: sweep,
            tolerance: tolerance)
    }

    /// The signed sweep from `start` to `end` going the given way, in (-2 pi, 2 pi] or exactly +-2 pi when the
    /// requested angles are that far apart (CoreGraphics draws at most one full turn).
    static func normalizedSweep(from start: Double, to end: Double, increasing: Bool) -> Double {
        let turn = 2 * Double.pi
        let raw = increasing ? end - start : start - end
        let sweep =
            raw >= turn
            ? turn : (raw.truncatingRemainder(dividingBy: turn) + turn).truncatingRemainder(dividingBy: turn)
        return increasing ? sweep : -sweep
    }

    /// An arc of the ellipse with the given centre, radii and x-axis rotation (radians), from parametric angle
    /// `startAngle` through the signed `sweep` (radians; positive grows the angle). Joins the current point with a
    /// line, or starts a subpath. The ellipse point at angle a is center + R(rotation) (rx cos a, ry sin a).
    /// - Parameters:
    ///   - center: the ellipse's centre, points.
    ///   - radiusX: the radius along the ellipse's own x axis, points.
    ///   - radiusY: the radius along its own y axis, points.
    ///   - rotation: the ellipse's x axis from the +x axis, radians.
    ///   - startAngle: parametric angle of the start, radians.
    ///   - sweep: signed parametric sweep, radians.
    ///   - tolerance: largest distance from the true ellipse, points, > 0.
    public mutating func addEllipticalArc(
        center: Point, radiusX: Double, radiusY: Double, rotation: Double, startAngle: Double, sweep: Double,
        tolerance: Double = defaultArcTolerance
    ) {
        appendEllipticalArc(
            center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation, startAngle: startAngle,
            sweep: sweep, tolerance: tolerance, exactEnd: nil)
    }

    /// `addEllipticalArc`, optionally continuing from the current point without a joining line and landing exactly
    /// on `exactEnd` (SVG arcs, whose end points are given and must not drift by rounding).
    mutating func appendEllipticalArc(
        center: Point, radiusX: Double, radiusY: Double, rotation: Double, startAngle: Double, sweep: Double,
        tolerance: Double, exactEnd: Point?
    ) {
        precondition(tolerance > 0, "arc tolerance must be positive")
        precondition(
            [center.x, center.y, radiusX, radiusY, rotation, startAngle, sweep].allSatisfy(\.isFinite),
            "Path.addEllipticalArc needs finite values")
        let toEllipse = AffineTransform(scaleX: radiusX, y: radiusY)
            .concatenating(AffineTransform(rotationAngle: rotation))
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
        let first = toEllipse.apply(to: Point(cosDouble(startAngle), sinDouble(startAngle)))
        if currentPoint == nil {
            move(to: first)
        } else if currentPoint != first && exactEnd == nil {
            addLine(to: first)
        }
        let count = Self.arcCubicCount(sweep: sweep, radius: max(abs(radiusX), abs(radiusY)), tolerance: tolerance)
        let step = sweep / Double(count)
        for i in 0..<count {
            let c = Self.unitArcCubic(from: startAngle + Double(i) * step, sweep: step)
            let end = i == count - 1 ? exactEnd ?? toEllipse.apply(to: c.p3) : toEllipse.apply(to: c.p3)
            addCurve(to: end, control1: toEllipse.apply(to: c.p1), control2: toEllipse.apply(to: c.p2))
        }
    }

    /// The cubic that approximates the unit-circle arc from angle `a` through `sweep` (|sweep| <= pi / 2): end
    /// tangents exact, control distance 4/3 tan(sweep / 4), whose largest radial error is about
    /// (2 / 27) (sweep / 4)^6 (checked against dense sampling in the tests).
    static func unitArcCubic(from a: Double, sweep: Double) -> CubicBezier {
        let k = 4.0 / 3 * tanDouble(sweep / 4)
        let (c0, s0) = (cosDouble(a), sinDouble(a))
        let (c1, s1) = (cosDouble(a + sweep), sinDouble(a + sweep))
        return CubicBezier(
            Point(c0, s0), Point(c0 - k * s0, s0 + k * c0), Point(c1 + k * s1, s1 - k * c1), Point(c1, s1))
    }

    /// How many cubics keep an arc of `sweep` radians and the given radius within `tolerance` (at most a quarter
    /// turn each, 1 for an empty sweep).
    static func arcCubicCount(sweep: Double, radius: Double, tolerance: Double) -> Int {
        let quarterTurns = (abs(sweep) / (Double.pi / 2) * (1 - 1e-12)).rounded(.up)
        guard radius > 0 else { return max(1, Int(quarterTurns)) }
        // Largest per-cubic sweep with radius * (2/27) (sweep/4)^6 <= tolerance.
        let maxSweep = 4 * powDouble(27 * tolerance / (2 * radius), 1.0 / 6)
        let needed = (abs(sweep) / maxSweep).rounded(.up)
        return Int(min(max(1, quarterTurns, needed), 4096))
    }
}
