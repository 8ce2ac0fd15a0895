import KiteGeometry
import KiteScene

extension Scenes {
    /// Opaque strokes whose pieces overlap away from their joints: the coverage of the path is the coverage of the
    /// union of its pieces, so their edges must not darken where they coincide or cross.
    static let overlapping = ["hamburger", "figure-eight", "loop"]

    /// robb's hamburger-button outline (a cubic path that starts on the middle bar and runs twice over the
    /// circle's top-left quarter) at full length, 4 points wide with round caps, as the button draws it.
    static func hamburger() -> Layer {
        var path = Path()
        path.move(to: Point(10, 27))
        let curves: [(Double, Double, Double, Double, Double, Double)] = [
            (12.00, 27.00, 28.02, 27.00, 40, 27), (55.92, 27.00, 50.47, 2.00, 27, 2),
            (13.16, 2.00, 2.00, 13.16, 2, 27), (2.00, 40.84, 13.16, 52.00, 27, 52),
            (40.84, 52.00, 52.00, 40.84, 52, 27), (52.00, 13.16, 42.39, 2.00, 27, 2),
            (13.16, 2.00, 2.00, 13.16, 2, 27),
        ]
        for c in curves {
            path.addCurve(to: Point(c.4, c.5), control1: Point(c.0, c.1), control2: Point(c.2, c.3))
        }
        let layer = RenderFixture.stroke(path, width: 4, cap: .round)
        layer.position = Point(13, 3)
        return RenderFixture.root(width: width, height: height, [layer])
    }

    /// A figure eight of four cubics crossing itself in the middle, and the same drawn twice over itself in red.
    static func figureEight() -> Layer {
        func eight(_ c: Point, _ rx: Double, _ ry: Double) -> Path {
            var p = Path()
            p.move(to: c)
            p.addCurve(
                to: Point(c.x + rx, c.y), control1: Point(c.x + rx * 0.5, c.y - ry), control2: Point(c.x + rx, c.y - ry)
            )
            p.addCurve(to: c, control1: Point(c.x + rx, c.y + ry), control2: Point(c.x + rx * 0.5, c.y + ry))
            p.addCurve(
                to: Point(c.x - rx, c.y), control1: Point(c.x - rx * 0.5, c.y - ry), control2: Point(c.x - rx, c.y - ry)
            )
            p.addCurve(to: c, control1: Point(c.x - rx, c.y + ry), control2: Point(c.x - rx * 0.5, c.y + ry))
            return p
        }
        var twice = eight(Point(40, 46), 18, 8)
        twice.append(eight(Point(40, 46), 18, 8))
        return RenderFixture.root(
            width: width, height: height,
            [
                RenderFixture.stroke(eight(Point(40, 18), 30, 14), width: 3, join: .round),
                RenderFixture.stroke(twice, width: 2.5, color: Color(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)),
            ])
    }

    /// A single cubic whose loop crosses itself, wide and with round caps, and a thin one crossing at a shallow
    /// angle.
    static func loop() -> Layer {
        var wide = Path()
        wide.move(to: Point(8, 52))
        wide.addCurve(to: Point(72, 52), control1: Point(100, -20), control2: Point(-20, -20))
        var thin = Path()
        thin.move(to: Point(4, 30))
        thin.addCurve(to: Point(76, 28), control1: Point(120, 40), control2: Point(-40, 40))
        return RenderFixture.root(
            width: width, height: height,
            [
                RenderFixture.stroke(wide, width: 5, cap: .round),
                RenderFixture.stroke(thin, width: 1.2, color: Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)),
            ])
    }
}
