import KiteGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A settings gear drawn as a path: the icon of the "Pop Tapped Button" project of Mike Rundle's "Designing & Building
/// Wonderful iOS Animations", redrawn (not copied) as eight trapezoidal teeth round a ring with a round hole. Fill
/// it with the even-odd rule so the hole stays open.
enum GearIcon {
    /// Number of teeth.
    static let teeth = 8
    /// Radii as fractions of the icon's side: tooth tips, tooth roots, the hole.
    static let tipRadius = 0.49
    static let rootRadius = 0.37
    static let holeRadius = 0.16
    /// Half the angle a tooth spans at its tip and at its root, radians.
    static let tipHalfAngle = 0.17
    static let rootHalfAngle = 0.27

    /// The gear filling a `side` x `side` square with its top-left corner at the origin.
    static func path(side: Double) -> Path {
        let center = Point(side / 2, side / 2)
        func point(_ radius: Double, _ angle: Double) -> Point {
            center + Vector(dx: radius * side * cos(angle), dy: radius * side * sin(angle))
        }
        var path = Path()
        let step = 2 * Double.pi / Double(teeth)
        for tooth in 0..<teeth {
            // Teeth point up, right, down and left and halfway between (angle 0 is +x).
            let angle = Double(tooth) * step - Double.pi / 2
            let rootStart = point(rootRadius, angle - rootHalfAngle)
            if tooth == 0 { path.move(to: rootStart) } else { path.addLine(to: rootStart) }
            path.addLine(to: point(tipRadius, angle - tipHalfAngle))
            path.addLine(to: point(tipRadius, angle + tipHalfAngle))
            path.addLine(to: point(rootRadius, angle + rootHalfAngle))
            path.addArc(
                center: center, radius: rootRadius * side, startAngle: angle + rootHalfAngle,
                endAngle: angle + step - rootHalfAngle, clockwise: true)
        }
        path.closeSubpath()
        path.append(
            Path(
                ellipseIn: Rect(
                    x: side / 2 - holeRadius * side, y: side / 2 - holeRadius * side,
                    width: 2 * holeRadius * side, height: 2 * holeRadius * side)))
        return path
    }
}
