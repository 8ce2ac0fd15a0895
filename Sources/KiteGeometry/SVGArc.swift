/// An SVG elliptical arc in endpoint form (the arguments of the `A` command), converted to centre form following
/// the SVG 1.1 implementation notes (appendix F.6.5, with the out-of-range radius correction of F.6.6).
struct SVGArc {
    var from: Point
    var to: Point
    var radiusX: Double
    var radiusY: Double
    var rotationDegrees: Double
    var largeArc: Bool
    var sweep: Bool

    enum CenterForm {
        /// Identical end points: the arc is omitted.
        case none
        /// A zero radius: the arc is a straight line.
        case line
        /// Radii so unequal that the corrected ellipse leaves double precision (or the coordinate range): there is
        /// no faithful path to give.
        case outOfRange
        /// Ellipse centre, corrected radii, x-axis rotation (radians), start angle and signed sweep (radians,
        /// positive = sweep flag 1 = growing angles = clockwise on a y-down screen).
        case arc(center: Point, radiusX: Double, radiusY: Double, rotation: Double, startAngle: Double, sweep: Double)
    }

    var centerForm: CenterForm {
        if from == to { return .none }
        var rx = abs(radiusX)
        var ry = abs(radiusY)
        if rx == 0 || ry == 0 { return .line }
        let phi = (rotationDegrees.truncatingRemainder(dividingBy: 360)) * .pi / 180
        let (cosPhi, sinPhi) = (cosDouble(phi), sinDouble(phi))
        // The half chord in the ellipse's own axes.
        let hx = (from.x - to.x) / 2
        let hy = (from.y - to.y) / 2
        // Work at unit scale so squares of huge coordinates cannot overflow.
        let scale = max(rx, ry, abs(hx), abs(hy))
        (rx, ry) = (rx / scale, ry / scale)
        // A radius that vanishes next to the other at unit scale (a ratio beyond 1e300) cannot be represented.
        guard rx >= 1e-150, ry >= 1e-150 else { return .outOfRange }
        let x1 = (cosPhi * hx + sinPhi * hy) / scale
        let y1 = (-sinPhi * hx + cosPhi * hy) / scale
        // Radii too small to reach: scale them up uniformly until the chord fits exactly.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let (rx2, ry2, x12, y12) = (rx * rx, ry * ry, x1 * x1, y1 * y1)
        let numerator = max(0, rx2 * ry2 - rx2 * y12 - ry2 * x12)
        let denominator = rx2 * y12 + ry2 * x12
        let sign: Double = largeArc != sweep ? 1 : -1
        let k = denominator > 0 ? sign * (numerator / denominator).squareRoot() : 0
        let cx1 = k * rx * y1 / ry
        let cy1 = -k * ry * x1 / rx
        let center = Point(
            x: scale * (cosPhi * cx1 - sinPhi * cy1) + (from.x + to.x) / 2,
            y: scale * (sinPhi * cx1 + cosPhi * cy1) + (from.y + to.y) / 2)
        let u = Vector((x1 - cx1) / rx, (y1 - cy1) / ry)
        let v = Vector((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        let startAngle = u.angle
        var delta = atan2Double(u.cross(v), u.dot(v))
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let limit = 4 * SVGPathParser.maxCoordinate
        guard center.isFinite, abs(center.x) <= limit, abs(center.y) <= limit, rx * scale <= limit,
            ry * scale <= limit, startAngle.isFinite, delta.isFinite
        else { return .outOfRange }
        return .arc(
            center: center, radiusX: rx * scale, radiusY: ry * scale, rotation: phi, startAngle: startAngle,
            sweep: delta)
    }
}
