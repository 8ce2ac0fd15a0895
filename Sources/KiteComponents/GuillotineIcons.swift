import KiteGeometry

/// The Guillotine menu's entry icons, drawn as paths in a `side` x `side` square (redrawn after the original's
/// profile, feed, activity and settings icons, not copied): a head and shoulders, a card with lines, a pulse line,
/// a gear. All are stroked except the gear, which is filled with the even-odd rule. An entry with another title
/// gets a small circle.
enum GuillotineIcons {
    /// Whether the icon for `title` is filled (the gear) rather than stroked.
    static func isFilled(_ title: String) -> Bool { title.uppercased() == "SETTINGS" }

    /// The icon for the entry titled `title`, designed on a 24-unit grid and scaled to `side` points.
    static func path(for title: String, side: Double) -> Path {
        if isFilled(title) { return GearIcon.path(side: side) }
        let unit = side / 24
        func p(_ x: Double, _ y: Double) -> Point { Point(x * unit, y * unit) }
        var path = Path()
        switch title.uppercased() {
        case "PROFILE":
            path.append(Path(ellipseIn: Rect(x: 7 * unit, y: 2 * unit, width: 10 * unit, height: 10 * unit)))
            path.move(to: p(3, 22))
            path.addCurve(to: p(21, 22), control1: p(3, 13), control2: p(21, 13))
        case "FEED":
            path.append(
                Path(
                    roundedRect: Rect(x: 2 * unit, y: 3 * unit, width: 20 * unit, height: 18 * unit),
                    cornerRadius: 2 * unit))
            for (y, end) in [(8.0, 18.0), (12.0, 18.0), (16.0, 13.0)] {
                path.move(to: p(6, y))
                path.addLine(to: p(end, y))
            }
        case "ACTIVITY":
            path.move(to: p(1, 12))
            for (x, y) in [(6.0, 12.0), (9.0, 5.0), (14.0, 20.0), (17.0, 12.0), (23.0, 12.0)] {
                path.addLine(to: p(x, y))
            }
        default:
            path.append(Path(ellipseIn: Rect(x: 8 * unit, y: 8 * unit, width: 8 * unit, height: 8 * unit)))
        }
        return path
    }
}
