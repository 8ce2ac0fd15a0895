import KiteGeometry
import KiteScene

/// A small layer tree that makes the scene renderer issue every kind of draw it has, each in every GL state it
/// uses: opaque and translucent strokes of gentle curves, tight turns and straight lines (the translucent ones
/// through the stencil), rounded rectangles with opaque and translucent interiors and borders, a sharp-cornered
/// bordered box, filled paths, a stroke under a non-uniform scale (filled from its outline), a fill detailed enough
/// for a coverage mask, rounded-rectangle shadows, a path's blurred shadow, regular and bold text, and
/// strokes crossing themselves (the overlap texture, read per pixel and per vertex), all of it again inside a masking rounded rectangle (the clipped program variants).
///
/// Drawing it once at start-up makes a software rasteriser such as llvmpipe, which compiles a shader variant the
/// first time a program meets a new state, do all that compiling then, not in the frame of a first interaction.
enum WarmUpScene {
    /// The tree's size, points: small, so drawing it costs little beyond the compiles.
    static let size = 64.0

    /// A new tree; each call builds its own (layers are not shared between trees).
    static func make() -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: size, height: size)
        root.position = Point(size / 2, size / 2)
        root.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.4)
        addEveryDraw(to: root)
        let mask = Layer()
        mask.bounds = Rect(x: 0, y: 0, width: size - 8, height: size - 8)
        mask.position = Point(size / 2, size / 2)
        mask.cornerRadius = 9
        mask.masksToBounds = true
        mask.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.5)
        addEveryDraw(to: mask)
        root.addSublayer(mask)
        return root
    }

    /// Adds every kind of draw to `parent`: shapes, strokes, fills, then text, each drawn over the ones before.
    private static func addEveryDraw(to parent: Layer) {
        addShapes(to: parent)
        addStrokes(to: parent)
        addFills(to: parent)
        addText(to: parent)
    }

    /// A round-cornered card with a translucent border and a shadow, a translucent round-cornered pane, and a
    /// sharp-cornered bordered box (the general shape program).
    private static func addShapes(to parent: Layer) {
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 20, height: 14)
        card.position = Point(14, 12)
        card.cornerRadius = 4
        card.backgroundColor = .white
        card.borderWidth = 1.5
        card.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        card.shadowOpacity = 0.4
        card.shadowRadius = 3
        parent.addSublayer(card)
        let glass = Layer()
        glass.bounds = Rect(x: 0, y: 0, width: 16, height: 10)
        glass.position = Point(40, 12)
        glass.cornerRadius = 5
        glass.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        parent.addSublayer(glass)
        // A sharp-cornered bordered box: the general shape program (the ones above are round-cornered).
        let tag = Layer()
        tag.bounds = Rect(x: 0, y: 0, width: 12, height: 8)
        tag.position = Point(40, 26)
        tag.backgroundColor = Color(red: 0, green: 0.5, blue: 1, alpha: 0.5)
        tag.borderWidth = 1
        tag.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        parent.addSublayer(tag)
    }

    /// Opaque and translucent strokes of a self-overlapping cubic, a tight turn and straight lines, two crossing
    /// lines, and the cubic under a non-uniform scale (filled from its outline).
    private static func addStrokes(to parent: Layer) {
        // A cubic that loops over itself: its pieces overlap away from a joint, so the stroke program reads its
        // overlap texture (a sampler state of its own).
        var curve = Path()
        curve.move(to: Point(4, 40))
        curve.addCurve(to: Point(44, 40), control1: Point(60, 4), control2: Point(-12, 4))
        // A tight turn (a radius of curvature under twice the stroke's reach): the general program's closed form.
        curve.move(to: Point(54, 40))
        curve.addQuadCurve(to: Point(60, 46), control: Point(60, 40))
        var lines = Path()
        lines.move(to: Point(4, 40))
        lines.addLine(to: Point(24, 36))
        lines.addLine(to: Point(44, 42))
        for (index, opacity) in [1.0, 0.5].enumerated() {
            for path in [curve, lines] {
                let stroke = strokeLayer(path, color: Color(red: 0, green: 0.5, blue: 1), width: 3, cap: .round)
                stroke.position.y += Double(index) * 6
                stroke.opacity = opacity
                parent.addSublayer(stroke)
            }
        }
        // Two lines crossing: each piece lists only the other, and a batch of listed pieces with one entry each
        // draws with the one-overlap program (its vertex stage reads the overlap texture).
        var cross = Path()
        cross.move(to: Point(30, 50))
        cross.addLine(to: Point(42, 60))
        cross.move(to: Point(30, 60))
        cross.addLine(to: Point(42, 50))
        parent.addSublayer(strokeLayer(cross, color: Color(red: 0.5, green: 0, blue: 0.5), width: 2, cap: .round))
        let stretched = strokeLayer(curve, color: .black, width: 2, cap: .butt)
        stretched.transform = Transform3D(scaleX: 1, y: 0.5)
        parent.addSublayer(stretched)
    }

    /// A layer the size of the tree, centred on it, stroking `path` `width` points wide in `color` with `cap`.
    private static func strokeLayer(_ path: Path, color: Color, width: Double, cap: LineCap) -> ShapeLayer {
        let stroke = ShapeLayer()
        stroke.bounds = Rect(x: 0, y: 0, width: size, height: size)
        stroke.position = Point(size / 2, size / 2)
        stroke.path = path
        stroke.fillColor = nil
        stroke.strokeColor = color
        stroke.lineWidth = width
        stroke.lineCap = cap
        return stroke
    }

    /// A filled ellipse with a blurred shadow, and a filled polygon detailed enough for a coverage mask, its
    /// shadow too.
    private static func addFills(to parent: Layer) {
        let blob = ShapeLayer()
        blob.bounds = Rect(x: 0, y: 0, width: 16, height: 16)
        blob.position = Point(50, 50)
        blob.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 16, height: 12))
        blob.fillColor = Color(red: 0, green: 0.6, blue: 0.2)
        blob.shadowOpacity = 0.5
        blob.shadowRadius = 2
        parent.addSublayer(blob)
        // A polygon of 61 long edges criss-crossing a small square: too detailed for the edge loop, so it is
        // drawn from a coverage mask (a program and a texture of its own), its shadow too.
        var star = Path()
        for i in 0..<61 {
            let p = Point(1 + 14 * Double(i * 17 % 61) / 61, 1 + 14 * Double(i * 29 % 61) / 61)
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        let dense = ShapeLayer()
        dense.bounds = Rect(x: 0, y: 0, width: 16, height: 16)
        dense.position = Point(52, 30)
        dense.path = star
        dense.fillRule = .evenOdd
        dense.fillColor = Color(red: 0.6, green: 0.2, blue: 0.6)
        dense.shadowOpacity = 0.5
        dense.shadowRadius = 2
        parent.addSublayer(dense)
    }

    /// Regular and bold text.
    private static func addText(to parent: Layer) {
        for weight in [FontWeight.regular, .bold] {
            let label = TextLayer()
            label.bounds = Rect(x: 0, y: 0, width: 30, height: 12)
            label.position = Point(18, weight == .bold ? 56 : 48)
            label.string = "Kite"
            label.fontSize = 9
            label.fontWeight = weight
            label.textColor = .black
            parent.addSublayer(label)
        }
    }
}
