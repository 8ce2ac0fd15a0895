import KiteAnimation
import KiteGeometry

// The numbers of robb's hamburger button (github.com/robb/hamburger-button, `HamburgerButton.swift`, and the blog post
// "How to build a nice Hamburger Button transition in Swift" that walks through it), in its 54 x 54 point
// coordinates. Where the post and the repository differ, the repository's code wins.

extension HamburgerButton {
    /// The button's size in the repository: the outline's circle is centred at (27, 27).
    static let designSize = Size(width: 54, height: 54)

    /// The outer strokes' path, `shortStroke`: (2, 2) to (28, 2).
    static let shortStroke: Path = {
        var path = Path()
        path.move(to: Point(x: 2, y: 2))
        path.addLine(to: Point(x: 28, y: 2))
        return path
    }()

    /// The middle stroke's path, `outline`: from the hamburger's middle line into a circle of radius 25 about
    /// (27, 27), run round once and a quarter so the trimmed stroke can slide along it.
    static let outline: Path = {
        var path = Path()
        path.move(to: Point(x: 10, y: 27))
        let curves: [(Double, Double, Double, Double, Double, Double)] = [
            (12.00, 27.00, 28.02, 27.00, 40, 27),
            (55.92, 27.00, 50.47, 2.00, 27, 2),
            (13.16, 2.00, 2.00, 13.16, 2, 27),
            (2.00, 40.84, 13.16, 52.00, 27, 52),
            (40.84, 52.00, 52.00, 40.84, 52, 27),
            (52.00, 13.16, 42.39, 2.00, 27, 2),
            (13.16, 2.00, 2.00, 13.16, 2, 27),
        ]
        for c in curves {
            path.addCurve(to: Point(x: c.4, y: c.5), control1: Point(x: c.0, y: c.1), control2: Point(x: c.2, y: c.3))
        }
        return path
    }()

    /// Stroke width, points; the repository's `lineWidth`, with round caps and a miter limit of 4.
    static let lineWidth = 4.0
    static let miterLimit = 4.0

    /// The outer strokes turn about their right-hand end: (28, 2) in their stroked bounds of (0, 0, 30, 4).
    static let outerAnchorPoint = Point(x: 28.0 / 30.0, y: 0.5)
    static let topPosition = Point(x: 40, y: 18)
    static let middlePosition = Point(x: 27, y: 27)
    static let bottomPosition = Point(x: 40, y: 36)

    /// The middle stroke's trim as fractions of the outline's length: a short line as a hamburger, most of the
    /// circle as a menu. It starts past 0 so the anticipating curve has room to pull it back.
    static let hamburgerStrokeStart = 0.028
    static let hamburgerStrokeEnd = 0.111
    static let menuStrokeStart = 0.325
    static let menuStrokeEnd = 0.9

    /// The top stroke opened: moved 4 points inward, then turned -π/4 (the bottom one +π/4) about its anchor.
    static let topOpen = TransformComponents(translationX: -4, rotation: -.pi / 4)
    static let bottomOpen = TransformComponents(translationX: -4, rotation: .pi / 4)

    /// Durations and delays, seconds.
    static let strokeStartDuration = 0.5
    static let strokeEndDuration = 0.6
    static let outerDuration = 0.4
    static let outerOpenDelay = 0.25
    static let outerCloseDelay = 0.05
    static let strokeStartCloseDelay = 0.1
}
