import KiteGeometry
import KiteScene

extension SVGTreeBuilder {
    /// Elements that draw nothing themselves and whose content is only drawn when referenced (which is not
    /// supported): skipped without a warning.
    static let nonRendering: Set<String> = ["title", "desc", "metadata", "defs"]

    /// Attributes and properties that change what is drawn but are not supported: warned about once, ignored.
    static let unsupportedProperties: Set<String> = [
        "clip-path", "mask", "filter", "marker", "marker-start", "marker-mid", "marker-end", "paint-order",
        "vector-effect", "mix-blend-mode",
    ]

    /// Starts drawing `element` under the current frame, or skips its subtree.
    func start(_ element: SVGElement, namespace: String?) throws(SVGProblem) {
        guard let parent = frames.last else {
            guard root == nil, element.name == "svg" else {
                throw element.malformed(expected: "an <svg> root element", found: "'<\(element.name)>'")
            }
            return try startRoot(element)
        }
        if let namespace, !namespace.isEmpty, namespace != Self.svgNamespace {
            skippedDepth = 1  // Another vocabulary's element (an editor's metadata): not SVG content.
            return
        }
        let declarations = try SVGDeclarations(element)
        if declarations["display"]?.text.trimmingSVGWhitespace == "none" || Self.nonRendering.contains(element.name) {
            skippedDepth = 1
            return
        }
        switch element.name {
        case "g": try startGroup(element, declarations, parent: parent)
        case let name where SVGElement.shapeNames.contains(name): try startShape(element, declarations, parent: parent)
        default:
            throw element.unsupported("\(element.tag) elements are not supported and not drawn", key: element.name)
        }
    }

    private func startRoot(_ element: SVGElement) throws(SVGProblem) {
        let viewport = try SVGViewport(element)
        let layer = Layer()
        layer.name = element.attributes["id"] ?? "svg"
        layer.anchorPoint = .zero
        layer.bounds = viewport.viewBox ?? Rect(origin: .zero, size: viewport.size)
        layer.position = Point(viewport.offset.dx, viewport.offset.dy)
        let toDocument = AffineTransform(scaleX: viewport.scale.dx, y: viewport.scale.dy)
            .concatenating(AffineTransform(translationX: viewport.offset.dx, y: viewport.offset.dy))
        layer.transform = Transform3D(AffineTransform(scaleX: viewport.scale.dx, y: viewport.scale.dy))
        let declarations = try SVGDeclarations(element)
        layer.opacity = try declarations.opacity(of: element)
        let style = try resolvedStyle(element, declarations, inheriting: SVGStyle())
        setRoot(layer, viewport: viewport)
        frames.append(Frame(layer: layer, style: style, toDocument: toDocument))
    }

    private func startGroup(_ element: SVGElement, _ declarations: SVGDeclarations, parent: Frame) throws(SVGProblem) {
        let layer = Layer()
        let toDocument = try place(layer, element, declarations, parent: parent)
        if layer.opacity < 1 {
            warn(
                element.unsupportedWarning(
                    "group opacity is applied to each shape of the <g> on its own, so overlaps inside it show through"),
                key: "group opacity")
        }
        let style = try resolvedStyle(element, declarations, inheriting: parent.style)
        parent.layer.addSublayer(layer)
        frames.append(Frame(layer: layer, style: style, toDocument: toDocument))
    }

    private func startShape(_ element: SVGElement, _ declarations: SVGDeclarations, parent: Frame) throws(SVGProblem) {
        skippedDepth = 1  // Shapes have no drawn children (only <title> and the like).
        guard let path = try element.shapePath() else { return }
        let layer = ShapeLayer()
        let toDocument = try place(layer, element, declarations, parent: parent)
        if let bounds = path.controlPointBounds,
            ![Point(bounds.minX, bounds.minY), Point(bounds.maxX, bounds.maxY)].allSatisfy({
                toDocument.apply(to: $0).isFinite
            })
        {
            throw element.malformed(expected: "geometry that stays finite under its transforms", found: "an overflow")
        }
        let style = try resolvedStyle(element, declarations, inheriting: parent.style)
        layer.path = path
        apply(style, to: layer, filled: element.name != "line")
        if let fill = layer.fillColor, let shape = try element.roundedRectShape() {
            Self.moveFill(fill, of: layer, toBackgroundOf: shape)
        }
        parent.layer.addSublayer(layer)
    }

    /// Makes `fill` the layer's background in the shape of `shape`, leaving the layer's user space as it was: the
    /// bounds become the shape's box, so the position moves by the transform's linear part of the box's origin.
    static func moveFill(_ fill: Color, of layer: ShapeLayer, toBackgroundOf shape: RoundedRect) {
        let t = layer.transform.affineTransform
        let origin = shape.rect.origin
        layer.bounds = shape.rect
        layer.position = Point(t.a * origin.x + t.c * origin.y, t.b * origin.x + t.d * origin.y)
        layer.cornerRadius = shape.cornerRadius
        layer.backgroundColor = fill
        layer.fillColor = nil
    }

    /// Sets the name, transform and opacity every drawn element has; returns its user space to document transform.
    private func place(_ layer: Layer, _ element: SVGElement, _ declarations: SVGDeclarations, parent: Frame)
        throws(SVGProblem) -> AffineTransform
    {
        layer.name = element.attributes["id"] ?? element.name
        layer.anchorPoint = .zero
        layer.opacity = try declarations.opacity(of: element)
        let transform = try element.parse("transform", SVGTransformParser.parse) ?? .identity
        let toDocument = transform.concatenating(parent.toDocument)
        guard
            [toDocument.a, toDocument.b, toDocument.c, toDocument.d, toDocument.tx, toDocument.ty].allSatisfy(
                \.isFinite)
        else {
            throw element.malformed(
                expected: "a transform whose product with the enclosing ones is finite", found: "an overflow")
        }
        layer.transform = Transform3D(transform)
        return toDocument
    }

    /// The inherited style with the element's own properties applied; unsupported values are warned about and
    /// leave the inherited value in place.
    private func resolvedStyle(_ element: SVGElement, _ declarations: SVGDeclarations, inheriting parent: SVGStyle)
        throws(SVGProblem) -> SVGStyle
    {
        var style = parent
        for name in declarations.names {
            if Self.unsupportedProperties.contains(name), declarations[name]?.text.trimmingSVGWhitespace != "none" {
                warn(element.unsupportedWarning("\(name) is not supported and ignored"), key: "property \(name)")
            }
            guard SVGStyle.propertyNames.contains(name), let declaration = declarations[name] else { continue }
            do {
                try style.set(name, to: declaration.text)
            } catch {
                let problem = element.problem(error, in: declaration.attribute, extraOffset: declaration.offset)
                guard case .unsupported(let warning, let key) = problem else { throw problem }
                warn(warning, key: key)
            }
        }
        return style
    }

    private func apply(_ style: SVGStyle, to layer: ShapeLayer, filled: Bool) {
        layer.fillColor =
            filled ? style.fill.resolved(current: style.color)?.withAlpha(multipliedBy: style.fillOpacity) : nil
        layer.fillRule = style.fillRule
        let stroke = style.stroke.resolved(current: style.color)?.withAlpha(multipliedBy: style.strokeOpacity)
        layer.strokeColor = style.strokeWidth > 0 ? stroke : nil
        layer.lineWidth = style.strokeWidth
        layer.lineCap = style.lineCap
        layer.lineJoin = style.lineJoin
        layer.miterLimit = style.miterLimit
        layer.lineDashPattern = style.dashArray
        layer.lineDashPhase = style.dashOffset
        layer.isHidden = !style.isVisible
    }
}
