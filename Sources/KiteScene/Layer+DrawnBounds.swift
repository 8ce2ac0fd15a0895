import KiteGeometry

extension Layer {
    /// Where this layer itself (not its sublayers) draws, in `DrawList`'s terms, in the layer's bounds coordinates:
    /// `content` covers the background, border, shape fill and stroke and text; `shadow` the shadow's silhouette,
    /// already moved by `shadowOffset` but not yet blurred (the blur's reach depends on the device transform).
    /// Either is nil when it draws nothing. Conservative: a stroke's bounds allow for its widest miter and square
    /// cap, text for glyphs reaching past its frame.
    var drawnBounds: (content: Rect?, shadow: Rect?) {
        let shape = bounds.standardized
        var content: Rect?
        func add(_ rect: Rect?) {
            guard let rect else { return }
            content = content.map { $0.union(rect) } ?? rect
        }
        if let color = backgroundColor, color.alpha > 0 { add(shape) }
        if borderWidth > 0, borderColor.alpha > 0 { add(shape) }
        let shapeContent = (self as? ShapeLayer)?.drawnShapeBounds
        add(shapeContent?.fill)
        add(shapeContent?.stroke)
        add((self as? TextLayer)?.drawnTextBounds)
        return (content, drawnShadowBounds(shape: shape, shapeContent: shapeContent))
    }

    /// The shadow's silhouette box, following `DrawList`'s choice of silhouette.
    private func drawnShadowBounds(shape: Rect, shapeContent: (fill: Rect?, stroke: Rect?)?) -> Rect? {
        guard !masksToBounds, shadowOpacity > 0, shadowColor.alpha > 0 else { return nil }
        let silhouette: Rect?
        if let path = shadowPath {
            silhouette = path.controlPointBounds
        } else if let color = backgroundColor, color.alpha > 0 {
            silhouette = shape
        } else {
            silhouette = shapeContent?.fill ?? shapeContent?.stroke
        }
        return silhouette.map { Rect(origin: $0.origin + shadowOffset, size: $0.size) }
    }
}

extension ShapeLayer {
    /// The boxes of the fill and the (untrimmed) stroke when drawn: the control points' box, which holds the
    /// curve, widened for the stroke by half its width times the longest a miter join or square cap reaches.
    var drawnShapeBounds: (fill: Rect?, stroke: Rect?) {
        guard let path, !path.isEmpty, let box = path.controlPointBounds else { return (nil, nil) }
        let fill = (fillColor?.alpha ?? 0) > 0 ? box : nil
        guard let color = strokeColor, color.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return (fill, nil) }
        let miter = lineJoin == .miter && miterLimit.isFinite ? max(miterLimit, 1) : 1
        let cap = lineCap == .square ? 2.0.squareRoot() : 1
        let reach = lineWidth / 2 * max(miter, cap)
        return (fill, box.insetBy(dx: -reach, dy: -reach))
    }
}

extension TextLayer {
    /// The text's frame widened by an em on every side: glyph ink (accents, descenders, overhangs, the truncation
    /// ellipsis) may leave a frame that is shorter than the line. Nil when there is no text to draw.
    var drawnTextBounds: Rect? {
        guard let run = textRun else { return nil }
        return run.frame.standardized.insetBy(dx: -run.fontSize, dy: -run.fontSize)
    }
}
