import KiteGeometry
import KiteScene
import Testing

@Suite struct DrawListTests {
    func kinds(_ list: DrawList) -> [String] {
        list.items.map {
            switch $0.primitive {
            case .fillRoundedRect: "background"
            case .border: "border"
            case .shadow: "shadow"
            case .fillPath: "fill"
            case .strokePath, .dashedStroke: "stroke"
            case .pushClip: "clip"
            case .popClip: "unclip"
            case .text: "text"
            }
        }
    }

    func box(_ frame: Rect, _ color: Color? = .white) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    @Test func coreAnimationDrawOrder() {
        let root = box(Rect(x: 0, y: 0, width: 100, height: 100))
        root.borderWidth = 2
        root.shadowOpacity = 0.5
        let shape = ShapeLayer()
        shape.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
        shape.strokeColor = .red
        root.addSublayer(shape)
        root.addSublayer(box(Rect(x: 50, y: 50, width: 10, height: 10)))
        #expect(kinds(root.drawList()) == ["shadow", "background", "fill", "stroke", "background", "border"])
        root.masksToBounds = true
        // Masking clips content and sublayers, not the border, and suppresses the shadow.
        #expect(kinds(root.drawList()) == ["clip", "background", "fill", "stroke", "background", "unclip", "border"])
    }

    @Test func invisibleThingsProduceNothing() {
        let root = box(Rect(x: 0, y: 0, width: 100, height: 100), nil)
        let hidden = box(Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.addSublayer(box(Rect(x: 0, y: 0, width: 5, height: 5)))
        let transparent = box(Rect(x: 0, y: 0, width: 10, height: 10))
        transparent.opacity = 0
        let clear = box(Rect(x: 0, y: 0, width: 10, height: 10), .clear)
        let noStroke = ShapeLayer()
        noStroke.path = Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))
        noStroke.fillColor = nil
        for l in [hidden, transparent, clear, noStroke] { root.addSublayer(l) }
        #expect(root.drawList().items.isEmpty)
    }

    @Test func opacityAndTransformsAccumulate() {
        let root = box(Rect(x: 0, y: 0, width: 100, height: 100))
        root.anchorPoint = .zero
        root.position = Point(10, 0)
        root.opacity = 0.5
        let child = box(Rect(x: 0, y: 0, width: 20, height: 20))
        child.opacity = 0.4
        child.transform = Transform3D(scaleX: 2, y: 2)
        root.addSublayer(child)
        let items = root.drawList().items
        #expect(items.count == 2)
        #expect(items[0].opacity == 0.5)
        #expect(abs(items[1].opacity - 0.2) < 1e-15)
        // Child point (0, 0): 10 from its centre, scaled to 20, placed about (10, 10) in the root, then root + 10.
        #expect(items[1].transform.apply(to: .zero) == Point(0, -10))
        #expect(items[1].transform.apply(to: Point(20, 20)) == Point(40, 30))
    }

    func strokeItem(_ list: DrawList) -> (Path, StrokeStyle)? {
        for item in list.items {
            if case .strokePath(let path, let style, _) = item.primitive { return (path, style) }
            if case .dashedStroke(let dashed, let style, _) = item.primitive { return (dashed.allDashes(), style) }
        }
        return nil
    }

    func fillItem(_ list: DrawList) -> Path? {
        for item in list.items {
            if case .fillPath(let path, _, _) = item.primitive { return path }
        }
        return nil
    }

    @Test func strokesAreTrimmedAndDashedFillsAreNot() throws {
        let shape = ShapeLayer()
        shape.path = try Path(svgPathData: "M0 0 H100 V100")
        shape.strokeColor = .blue
        shape.lineWidth = 4
        shape.lineCap = .round
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.75
        let (trimmed, style) = strokeItem(shape.drawList())!
        #expect(trimmed == (try Path(svgPathData: "M50 0 H100 V50")))
        #expect(style == StrokeStyle(width: 4, cap: .round, join: .miter, miterLimit: 10))
        #expect(fillItem(shape.drawList()) == shape.path)
        shape.lineDashPattern = [10, 40]
        let (dashed, _) = strokeItem(shape.drawList())!
        // Dashes of the whole path at 0, 50, 100, 150, cut to 50...150: [50, 60], [100, 110], [150, 150].
        #expect(dashed.subpaths.map(\.start) == [Point(50, 0), Point(100, 0)])
        #expect(abs(dashed.length() - 20) < 1e-6)
        shape.lineDashPattern = [10, -1]
        #expect(strokeItem(shape.drawList())!.0 == trimmed)
        shape.strokeStart = 0.8
        #expect(strokeItem(shape.drawList()) == nil)
        // Overshooting timing curves push the values outside 0...1: they are clamped.
        shape.lineDashPattern = []
        (shape.strokeStart, shape.strokeEnd) = (-0.2, 1.3)
        #expect(strokeItem(shape.drawList())!.0 == shape.path)
        // A new path is measured afresh, not trimmed with the old path's lengths.
        (shape.strokeStart, shape.strokeEnd) = (0, 0.5)
        shape.path = try Path(svgPathData: "M0 0 H40")
        #expect(strokeItem(shape.drawList())!.0 == (try Path(svgPathData: "M0 0 H20")))
    }

    @Test func shadowsTakeTheirShape() {
        let layer = ShapeLayer()
        layer.bounds = Rect(x: 0, y: 0, width: 40, height: 20)
        layer.cornerRadius = 5
        layer.shadowOpacity = 0.5
        layer.shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.8)
        layer.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
        guard case .shadow(let shape, let color, let blur, let offset) = layer.drawList().items[0].primitive else {
            Issue.record("no shadow first")
            return
        }
        #expect(shape == .fill(layer.path!, rule: .nonZero))
        #expect(abs(color.alpha - 0.4) < 1e-15 && blur == 3 && offset == Vector(0, -3))
        layer.backgroundColor = .white
        guard case .shadow(.roundedRect(let r), _, _, _) = layer.drawList().items[0].primitive else {
            Issue.record("background should cast the shadow")
            return
        }
        #expect(r == RoundedRect(rect: layer.bounds, cornerRadius: 5))
    }

    @Test func textLayerEmitsItsRunAfterItsBackground() throws {
        let label = TextLayer()
        label.frame = Rect(x: 10, y: 20, width: 100, height: 30)
        label.backgroundColor = .black
        label.string = "Profile"
        label.alignment = .center
        label.addSublayer(box(Rect(x: 0, y: 0, width: 5, height: 5)))
        let list = label.drawList()
        #expect(kinds(list) == ["background", "text", "background"])
        guard case .text(let run) = list.items[1].primitive else {
            Issue.record("no text item")
            return
        }
        #expect(
            run
                == TextRun(
                    string: "Profile", fontSize: 17, color: .white, alignment: .center,
                    frame: Rect(x: 0, y: 0, width: 100, height: 30)))
        #expect(list.items[1].transform == label.transformToSuperlayer)
        label.string = ""
        #expect(kinds(label.drawList()) == ["background", "background"])
    }
}
