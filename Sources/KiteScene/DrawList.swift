import KiteGeometry

/// A layer tree flattened into draw order: what a renderer consumes. Per layer, in Core Animation's order:
/// shadow, (clip when masking), background, shape fill, shape stroke, text, sublayers in order, (end clip), border.
/// Hidden layers, layers with opacity 0 and fully transparent colours produce nothing.
public struct DrawList: Hashable, Sendable {
    /// Default accuracy, in points along the path, of the trim and dash cut positions.
    public static let defaultTolerance = 1e-4

    public private(set) var items: [DrawItem] = []

    /// Flattens the tree under `root`, which is placed by its own position and transform in the surface.
    /// - Parameters:
    ///   - root: the tree's root layer.
    ///   - tolerance: accuracy of trim and dash cuts, points. Defaults to `defaultTolerance`.
    public init(root: Layer, tolerance: Double = defaultTolerance) {
        append(root, parentTransform: .identity, parentOpacity: 1, tolerance: tolerance)
    }

    private mutating func append(_ layer: Layer, parentTransform: Transform3D, parentOpacity: Double, tolerance: Double)
    {
        let opacity = parentOpacity * min(max(layer.opacity.isFinite ? layer.opacity : 0, 0), 1)
        guard !layer.isHidden, opacity > 0 else { return }
        let transform = layer.transformToSuperlayer.concatenating(parentTransform)
        func emit(_ primitive: DrawPrimitive) {
            items.append(DrawItem(transform: transform, opacity: opacity, primitive: primitive))
        }
        let shape = RoundedRect(rect: layer.bounds, cornerRadius: layer.cornerRadius)
        let content = ShapeContent(layer, tolerance: tolerance)
        if !layer.masksToBounds, let shadow = shadow(of: layer, shape: shape, content: content) { emit(shadow) }
        if layer.masksToBounds { emit(.pushClip(shape)) }
        if let color = layer.backgroundColor, color.alpha > 0 { emit(.fillRoundedRect(shape, color: color)) }
        content?.primitives.forEach(emit)
        if let run = (layer as? TextLayer)?.textRun { emit(.text(run)) }
        for sublayer in layer.sublayers {
            append(sublayer, parentTransform: transform, parentOpacity: opacity, tolerance: tolerance)
        }
        if layer.masksToBounds { emit(.popClip) }
        if layer.borderWidth > 0, layer.borderColor.alpha > 0 {
            emit(.border(shape, width: layer.borderWidth, color: layer.borderColor))
        }
    }

    /// The layer's shadow: from `shadowPath` when set, else from the first visible of background, fill, stroke.
    private func shadow(of layer: Layer, shape: RoundedRect, content: ShapeContent?) -> DrawPrimitive? {
        let alpha = min(max(layer.shadowOpacity, 0), 1)
        guard alpha > 0, layer.shadowColor.alpha > 0 else { return nil }
        let silhouette: ShadowShape?
        if let path = layer.shadowPath {
            silhouette = .fill(path, rule: .nonZero)
        } else if let background = layer.backgroundColor, background.alpha > 0 {
            silhouette = .roundedRect(shape)
        } else {
            silhouette = content?.shadowShape
        }
        return silhouette.map {
            .shadow(
                $0, color: layer.shadowColor.withAlpha(multipliedBy: alpha), blurRadius: max(layer.shadowRadius, 0),
                offset: layer.shadowOffset)
        }
    }
}

/// A shape layer's fill and stroke, with the stroke trimmed (and its dash pattern attached).
private struct ShapeContent {
    var fill: (Path, FillRule, Color)?
    var stroke: (Path, StrokeStyle, Color)?
    var dashedStroke: (DashedPath, StrokeStyle, Color)?

    init?(_ layer: Layer, tolerance: Double) {
        guard let shape = layer as? ShapeLayer, let path = shape.path, !path.isEmpty else { return nil }
        if let color = shape.fillColor, color.alpha > 0 { fill = (path, shape.fillRule, color) }
        if let color = shape.strokeColor, color.alpha > 0, shape.lineWidth > 0, shape.lineWidth.isFinite {
            let start = shape.strokeStart.isFinite ? shape.strokeStart : 0
            let end = shape.strokeEnd.isFinite ? shape.strokeEnd : 1
            let dash = shape.dashPattern
            if start <= 0 && end >= 1 && dash.isSolid {
                stroke = (path, shape.strokeStyle, color)  // Untrimmed and solid: no need to measure the path.
            } else if dash.isSolid {
                let pieces = shape.pathMeasure(tolerance: tolerance)!
                    .strokedPieces(strokeStart: start, strokeEnd: end, dash: dash)
                if !pieces.isEmpty { stroke = (Path(subpaths: pieces), shape.strokeStyle, color) }
            } else {
                // Dashes wait for the viewport: laid here, a long path would need billions of them.
                let measure = shape.pathMeasure(tolerance: tolerance)!
                let (a, b) = (min(max(start, 0), 1) * measure.length, min(max(end, 0), 1) * measure.length)
                if a < b || (start <= 0 && end >= 1), let dashed = DashedPath(measure, from: a, to: b, pattern: dash),
                    !dashed.subpaths.isEmpty
                {
                    dashedStroke = (dashed, shape.strokeStyle, color)
                }
            }
        }
    }

    var primitives: [DrawPrimitive] {
        var result: [DrawPrimitive] = []
        if let (path, rule, color) = fill { result.append(.fillPath(path, rule: rule, color: color)) }
        if let (path, style, color) = stroke { result.append(.strokePath(path, style: style, color: color)) }
        if let (dashed, style, color) = dashedStroke {
            result.append(.dashedStroke(dashed, style: style, color: color))
        }
        return result
    }

    var shadowShape: ShadowShape? {
        if let (path, rule, _) = fill { return .fill(path, rule: rule) }
        if let (path, style, _) = stroke { return .stroke(path, style: style) }
        if let (dashed, style, _) = dashedStroke { return .dashedStroke(dashed, style: style) }
        return nil
    }
}

extension Layer {
    /// This layer's tree flattened for a renderer; see `DrawList`.
    public func drawList(tolerance: Double = DrawList.defaultTolerance) -> DrawList {
        DrawList(root: self, tolerance: tolerance)
    }
}
