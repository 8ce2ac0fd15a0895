import Foundation
import KiteGeometry
import KiteScene

/// The golden scenes: each a layer tree 80 x 60 points exercising one part of the renderer.
enum Scenes {
    static let width = 80.0
    static let height = 60.0

    /// The scene called `name`: one of `all`, `overlapping`, or "app" / "app-screen" for `appScreen()`.
    static func named(_ name: String) -> Layer {
        switch name {
        case "app", "app-screen": appScreen()
        case "caps": caps()
        case "joins": joins()
        case "curves": curves()
        case "translucent": translucent()
        case "dashes": dashes()
        case "trims": trims()
        case "shapes": shapes()
        case "transforms": transforms()
        case "nonuniform": nonuniform()
        case "fills": fills()
        case "shadows": shadows()
        case "masks": masks()
        case "outlines": outlines()
        case "hamburger": hamburger()
        case "figure-eight": figureEight()
        case "loop": loop()
        default: fatalError("no scene \(name)")
        }
    }

    static let all = [
        "caps", "joins", "curves", "translucent", "dashes", "trims", "shapes", "transforms", "nonuniform", "fills",
        "shadows", "masks", "outlines",
    ]

    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        polyline(points.map { Point($0.0, $0.1) }, closed: closed)
    }

    /// The path through `points` (at least one), closed back to the first with `closed`.
    static func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var p = Path()
        p.move(to: points[0])
        for q in points.dropFirst() { p.addLine(to: q) }
        if closed { p.closeSubpath() }
        return p
    }

    static func caps() -> Layer {
        let lines = [LineCap.butt, .round, .square].enumerated().map { i, cap in
            RenderFixture.stroke(
                polyline([(12, 12 + Double(i) * 14), (66, 17 + Double(i) * 14.5)]), width: 7, cap: cap)
        }
        var dot = Path()
        dot.move(to: Point(70, 52))
        dot.addLine(to: Point(70, 52))
        return RenderFixture.root(
            width: width, height: height, lines + [RenderFixture.stroke(dot, width: 6, cap: .round)])
    }

    static func joins() -> Layer {
        let zigzag: [(Double, Double)] = [(6, 16), (20, 4), (30, 16), (46, 6), (52, 18)]
        let layers = [LineJoin.miter, .round, .bevel].enumerated().map { i, join in
            RenderFixture.stroke(
                polyline(zigzag.map { ($0.0 + Double(i) * 3, $0.1 + Double(i) * 18) }), width: 5, join: join)
        }
        // A sharp spike: its miter is longer than the limit 4, so it is bevelled.
        let spike = RenderFixture.stroke(
            polyline([(60, 50), (74, 8), (77, 50)]), width: 4, join: .miter, miterLimit: 4)
        let square = RenderFixture.stroke(
            polyline([(62, 30), (72, 30), (72, 40), (62, 40)], closed: true), width: 3, join: .miter)
        return RenderFixture.root(width: width, height: height, layers + [spike, square])
    }

    static func curves() -> Layer {
        var s = Path()
        s.move(to: Point(6, 50))
        s.addCurve(to: Point(74, 10), control1: Point(20, -10), control2: Point(50, 80))
        var q = Path()
        q.move(to: Point(6, 8))
        q.addQuadCurve(to: Point(74, 30), control: Point(40, 60))
        var thin = Path()
        thin.move(to: Point(8, 30))
        thin.addCurve(to: Point(72, 54), control1: Point(70, 0), control2: Point(10, 70))
        return RenderFixture.root(
            width: width, height: height,
            [
                RenderFixture.stroke(s, width: 4, cap: .round),
                RenderFixture.stroke(q, width: 1.5, color: Color(red: 0.1, green: 0.4, blue: 0.9)),
                RenderFixture.stroke(thin, width: 0.6, color: Color(red: 0.8, green: 0.1, blue: 0.1)),
            ])
    }

    static func translucent() -> Layer {
        // A loop that crosses itself, and a polyline that doubles back: no pixel may darken.
        var loop = Path()
        loop.move(to: Point(8, 50))
        loop.addCurve(to: Point(8, 10), control1: Point(90, 70), control2: Point(90, -10))
        let back = polyline([(30, 30), (70, 34), (34, 40), (72, 50)])
        return RenderFixture.root(
            width: width, height: height,
            [
                RenderFixture.stroke(
                    loop, width: 8, color: Color(red: 0, green: 0.3, blue: 1, alpha: 0.5), cap: .round),
                RenderFixture.stroke(back, width: 6, color: Color(red: 1, green: 0, blue: 0, alpha: 0.6), join: .round),
            ])
    }

    static func dashes() -> Layer {
        var s = Path()
        s.move(to: Point(6, 40))
        s.addCurve(to: Point(74, 40), control1: Point(20, 0), control2: Point(60, 80))
        let curve = RenderFixture.stroke(s, width: 3)
        curve.lineDashPattern = [6, 3]
        curve.lineDashPhase = 2
        let line = RenderFixture.stroke(polyline([(6, 8), (74, 12)]), width: 4, cap: .round)
        line.lineDashPattern = [8, 6, 1, 6]
        return RenderFixture.root(width: width, height: height, [curve, line])
    }

    static func trims() -> Layer {
        var s = Path()
        s.move(to: Point(6, 30))
        s.addCurve(to: Point(74, 30), control1: Point(20, -10), control2: Point(60, 70))
        let curve = RenderFixture.stroke(s, width: 5, cap: .round)
        (curve.strokeStart, curve.strokeEnd) = (0.15, 0.8)
        let box = RenderFixture.stroke(
            polyline([(10, 44), (70, 44), (70, 56), (10, 56)], closed: true), width: 2, color: .blue, cap: .square)
        (box.strokeStart, box.strokeEnd) = (0.3, 0.9)
        return RenderFixture.root(width: width, height: height, [curve, box])
    }

    static func shapes() -> Layer {
        func box(_ frame: Rect, radius: Double, color: Color) -> Layer {
            let l = Layer()
            l.frame = frame
            l.cornerRadius = radius
            l.backgroundColor = color
            return l
        }
        let a = box(Rect(x: 4, y: 4, width: 30, height: 20), radius: 6, color: Color(red: 0.9, green: 0.4, blue: 0.1))
        let b = box(Rect(x: 40, y: 4.5, width: 24.5, height: 24.5), radius: 12.25, color: .blue)
        let c = box(
            Rect(x: 6.3, y: 30.2, width: 30, height: 24), radius: 0, color: Color(red: 0, green: 0.6, blue: 0.2))
        c.borderWidth = 3
        c.borderColor = .black
        let d = box(
            Rect(x: 44, y: 34, width: 30, height: 20), radius: 8, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        d.borderWidth = 2
        d.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 0.7)
        // An ellipse: a circle squashed by its transform.
        let e = box(Rect(x: 60, y: 2, width: 16, height: 16), radius: 8, color: .black)
        e.transform = Transform3D(scaleX: 1, y: 0.5)
        return RenderFixture.root(width: width, height: height, [a, b, c, d, e])
    }

    static func transforms() -> Layer {
        let panel = Layer()
        panel.bounds = Rect(x: 0, y: 0, width: 40, height: 24)
        panel.position = Point(40, 30)
        panel.anchorPoint = Point(0.25, 0.5)
        panel.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).concatenating(
            Transform3D(scaleX: 1.2, y: 1.2))
        panel.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.8)
        panel.cornerRadius = 5
        panel.borderWidth = 1.5
        panel.borderColor = .black
        var zig = Path()
        zig.move(to: Point(4, 20))
        zig.addLine(to: Point(14, 4))
        zig.addQuadCurve(to: Point(36, 18), control: Point(30, 0))
        let stroke = RenderFixture.stroke(zig, width: 2.5, color: .white, cap: .round, join: .round)
        panel.addSublayer(stroke)
        let faded = Layer()
        faded.frame = Rect(x: 4, y: 40, width: 30, height: 14)
        faded.backgroundColor = .black
        faded.opacity = 0.4
        faded.transform = Transform3D(rotationAngle: -0.2, x: 0, y: 0, z: 1)
        return RenderFixture.root(width: width, height: height, [panel, faded])
    }

    /// Strokes under a non-uniform scale and a skew, where the pen becomes an ellipse: a circle scaled 2 x 1, a
    /// translucent zigzag with miter joins and square caps under a skew (its overlaps must not darken), and a
    /// dashed curve with round caps squashed vertically.
    static func nonuniform() -> Layer {
        let circle = Path(ellipseIn: Rect(x: -8, y: -8, width: 16, height: 16))
        let wide = RenderFixture.stroke(circle, width: 3, color: Color(red: 0.1, green: 0.2, blue: 0.6))
        wide.position = Point(22, 14)
        wide.transform = Transform3D(scaleX: 2, y: 1)
        let zigzag = RenderFixture.stroke(
            polyline([(0, 0), (14, 10), (4, 14), (20, 20)]), width: 4,
            color: Color(red: 0.7, green: 0.1, blue: 0.2, alpha: 0.6), cap: .square, join: .miter)
        zigzag.position = Point(54, 4)
        zigzag.transform = Transform3D(AffineTransform(a: 1, b: 0, c: -0.5, d: 1, tx: 0, ty: 0))
        var wave = Path()
        wave.move(to: Point(0, 0))
        wave.addCurve(to: Point(60, 0), control1: Point(20, -30), control2: Point(40, 30))
        let squashed = RenderFixture.stroke(wave, width: 3, color: .black, cap: .round, join: .round)
        squashed.lineDashPattern = [8, 5]
        squashed.position = Point(10, 44)
        squashed.transform = Transform3D(scaleX: 1, y: 0.4).concatenating(
            Transform3D(rotationAngle: 0.15, x: 0, y: 0, z: 1))
        return RenderFixture.root(width: width, height: height, [wide, zigzag, squashed])
    }

    static func fill(_ path: Path, rule: FillRule, color: Color) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.anchorPoint = .zero
        layer.path = path
        (layer.fillColor, layer.fillRule) = (color, rule)
        return layer
    }

    /// A five-pointed star (self-intersecting: its centre has winding 2) and two overlapping rings.
    static func star(centre: Point, radius: Double) -> Path {
        var p = Path()
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            let q = Point(centre.x + radius * cos(angle), centre.y + radius * sin(angle))
            if k == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }

    static func fills() -> Layer {
        let nonZero = fill(star(centre: Point(18, 20), radius: 16), rule: .nonZero, color: .black)
        let evenOdd = fill(star(centre: Point(56, 20), radius: 16), rule: .evenOdd, color: .blue)
        var blob = Path()
        blob.move(to: Point(6, 44))
        blob.addCurve(to: Point(40, 40), control1: Point(10, 30), control2: Point(30, 60))
        blob.addQuadCurve(to: Point(20, 58), control: Point(44, 60))
        blob.closeSubpath()
        var rings = Path(ellipseIn: Rect(x: 46, y: 38, width: 20, height: 20))
        rings.append(Path(ellipseIn: Rect(x: 56, y: 40, width: 18, height: 18)))
        let curved = fill(blob, rule: .nonZero, color: Color(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.7))
        let ringFill = fill(rings, rule: .evenOdd, color: Color(red: 0, green: 0.5, blue: 0.2, alpha: 0.8))
        return RenderFixture.root(width: width, height: height, [nonZero, evenOdd, curved, ringFill])
    }

    static func shadows() -> Layer {
        func card(_ frame: Rect, radius: Double, shadowRadius: Double, offset: Vector) -> Layer {
            let l = Layer()
            l.frame = frame
            l.cornerRadius = radius
            l.backgroundColor = .white
            (l.shadowOpacity, l.shadowRadius, l.shadowOffset) = (0.6, shadowRadius, offset)
            return l
        }
        return RenderFixture.root(
            width: width, height: height,
            [
                card(Rect(x: 8, y: 8, width: 26, height: 20), radius: 0, shadowRadius: 3, offset: Vector(0, 3)),
                card(Rect(x: 44, y: 10, width: 28, height: 18), radius: 6, shadowRadius: 6, offset: Vector(2, 2)),
                card(Rect(x: 20, y: 36, width: 40, height: 16), radius: 8, shadowRadius: 1.5, offset: Vector(0, -2)),
                pathShadow(fill(star(centre: Point(68, 46), radius: 10), rule: .nonZero, color: .blue), radius: 2),
                pathShadow(
                    RenderFixture.stroke(
                        polyline([(4, 40), (12, 56), (18, 42)]), width: 2.5, color: .red, cap: .round),
                    radius: 1.5),
            ])
    }

    /// `layer` casting a shadow of its path's silhouette.
    static func pathShadow(_ layer: ShapeLayer, radius: Double) -> Layer {
        (layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset) = (0.7, radius, Vector(1.5, 2))
        return layer
    }

    static func masks() -> Layer {
        let clip = Layer()
        clip.frame = Rect(x: 10, y: 8, width: 44, height: 40)
        clip.cornerRadius = 10
        clip.masksToBounds = true
        clip.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.6)
        let bar = Layer()
        bar.frame = Rect(x: -10, y: 12, width: 70, height: 10)
        bar.backgroundColor = .blue
        clip.addSublayer(bar)
        var zig = Path()
        zig.move(to: Point(-5, 35))
        zig.addLine(to: Point(20, 5))
        zig.addLine(to: Point(50, 38))
        clip.addSublayer(RenderFixture.stroke(zig, width: 4, color: .red, join: .round))
        let rotated = Layer()
        rotated.frame = Rect(x: 56, y: 20, width: 20, height: 30)
        rotated.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        rotated.masksToBounds = true
        rotated.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.2)
        let dot = Layer()
        dot.frame = Rect(x: 8, y: -6, width: 20, height: 20)
        dot.cornerRadius = 10
        dot.backgroundColor = .green
        rotated.addSublayer(dot)
        return RenderFixture.root(width: width, height: height, [clip, rotated])
    }
}
