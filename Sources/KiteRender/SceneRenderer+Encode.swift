import KiteGeometry
import KiteScene

extension SceneRenderer {
    /// Relative difference between a transform's largest and smallest stretch below which a stroke keeps a round
    /// pen (drawn as stroke pieces); above it the stroke is filled from its outline.
    static let conformalTolerance = 1e-3
    /// Largest distance, in device pixels, between a filled stroke outline and the exact stroke.
    static let outlineTolerance = 0.03

    /// Turns the draw list into instances and commands, reusing the arrays' storage.
    func encode(_ list: DrawList, scale: Double) {
        strokes.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        flats.removeAll(keepingCapacity: true)
        fills.removeAll(keepingCapacity: true)
        fillEdges.removeAll(keepingCapacity: true)
        shadows.removeAll(keepingCapacity: true)
        pathShadows.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        clipStack.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        textError = nil
        glyphAtlases.startFrame()
        cover = nil
        let toDevice = AffineTransform(scaleX: scale, y: scale)
        for item in list.items {
            let transform = item.transform.flattened.affineTransform.concatenating(toDevice)
            encode(item.primitive, transform: transform, opacity: item.opacity)
        }
        flushShapes()
    }

    private func encode(_ primitive: DrawPrimitive, transform: AffineTransform, opacity: Double) {
        let clip = clipStack.last
        switch primitive {
        case .fillRoundedRect, .border: break
        default: flushShapes()
        }
        switch primitive {
        case .fillRoundedRect(let shape, let color):
            // A masking layer's own background has the clip's edge already: clipping it again would square the
            // edge coverage, so it takes the enclosing clip instead.
            let own = clip.map { clips[$0].shape == shape && clips[$0].transform == transform } ?? false
            let instance = ShapeInstance(
                shape, borderWidth: 0, color: premultiplied(color, opacity), transform: transform)
            appendShape(instance, clip: own ? clipStack.dropLast().last : clip)
            if commands.isEmpty, clip == nil, let rect = CoverRect(shape, color: instance.color, transform: transform) {
                // Its commands stay, for a viewport it does not cover; alone in them, so they can be skipped.
                flushShapes()
                cover = CoverRect(rect, commandCount: commands.count)
            }
        case .border(let shape, let width, let color):
            let border = ShapeInstance(
                shape, borderWidth: width, color: premultiplied(color, opacity), transform: transform)
            if border.color.w >= 1, width * abs(transform.determinant).squareRoot() >= 1 {
                hardenBackground(under: border)
            }
            appendShape(border, clip: clip)
        case .strokePath(let path, let style, let color)
        where !transform.isConformal(tolerance: Self.conformalTolerance):
            // A non-uniform scale or skew turns the pen into an ellipse, which the stroke pieces cannot draw: the
            // stroke's outline, built where the pen is round and then transformed, is filled instead.
            let stretch = transform.stretches.largest
            guard stretch > 0, stretch.isFinite else { break }
            let outline = path.strokeOutline(style, tolerance: Self.outlineTolerance / stretch)
            let first = fills.count
            fillEncoder.encode(
                outline, rule: .nonZero, color: premultiplied(color, opacity), transform: transform, into: &fills,
                edges: &fillEdges)
            if fills.count > first { append(.fills(first: first, count: fills.count - first, clip: clip)) }
        case .strokePath(let path, let style, let color):
            let first = strokes.count
            let c = premultiplied(color, opacity)
            strokeEncoder.encode(path, style: style, color: c, transform: transform, into: &strokes)
            appendStrokes(first: first, translucent: c.w < 1)
        case .pushClip(let shape):
            let parent = clip.map { clips[$0] }
            if let state = ClipState(shape, transform: transform, parent: parent) {
                clips.append(state)
            } else {
                // A singular transform leaves no area: clip to an empty box.
                var empty = ClipState(
                    RoundedRect(rect: .zero, cornerRadius: 0), transform: .identity, parent: parent)!
                empty.scissor = (0, 0, 0, 0)
                clips.append(empty)
            }
            clipStack.append(clips.count - 1)
        case .popClip:
            _ = clipStack.popLast()
        case .text(let run):
            appendText(run, transform: transform, opacity: opacity, clip: clip)
        case .fillPath(let path, let rule, let color):
            let first = fills.count
            fillEncoder.encode(
                path, rule: rule, color: premultiplied(color, opacity), transform: transform, into: &fills,
                edges: &fillEdges)
            if fills.count > first { append(.fills(first: first, count: fills.count - first, clip: clip)) }
        case .shadow(.roundedRect(let shape), let color, let blurRadius, let offset):
            shadows.append(
                ShapeInstance(
                    shadowOf: shape, sigma: max(blurRadius * SceneRenderer.shadowSigmaPerRadius, 1e-3),
                    offset: offset, color: premultiplied(color, opacity), transform: transform))
            append(.shadows(first: shadows.count - 1, count: 1, clip: clip))
        case .shadow(let silhouette, let color, let blurRadius, let offset):
            appendPathShadow(
                silhouette, color: premultiplied(color, opacity), blurRadius: blurRadius, offset: offset,
                transform: transform, clip: clip)
        }
    }

    /// Marks the layer's background (drawn earlier this frame) to keep only fully covered pixels under `border`.
    private func hardenBackground(under border: ShapeInstance) {
        flushShapes()
        var i = shapes.count - 1
        while i >= 0, shapes[i].isCovered(by: border) {
            shapes[i].shape.w = 1
            i -= 1
        }
    }

    private func premultiplied(_ color: Color, _ opacity: Double) -> SIMD4<Float> {
        let a = min(max(color.alpha * opacity, 0), 1)
        return SIMD4(Float(color.red * a), Float(color.green * a), Float(color.blue * a), Float(a))
    }

    /// Encodes a path's silhouette (moved by `offset` in its layer) in white for the blur passes.
    private func appendPathShadow(
        _ silhouette: ShadowShape, color: SIMD4<Float>, blurRadius: Double, offset: Vector,
        transform: AffineTransform, clip: Int?
    ) {
        let moved = AffineTransform(translationX: offset.dx, y: offset.dy).concatenating(transform)
        let sigma = max(blurRadius * SceneRenderer.shadowSigmaPerRadius, 0) * abs(transform.determinant).squareRoot()
        let (firstStroke, firstFill) = (strokes.count, fills.count)
        let white = SIMD4<Float>(1, 1, 1, 1)
        switch silhouette {
        case .fill(let path, let rule):
            fillEncoder.encode(path, rule: rule, color: white, transform: moved, into: &fills, edges: &fillEdges)
        case .stroke(let path, let style):
            strokeEncoder.encode(path, style: style, color: white, transform: moved, into: &strokes)
        case .roundedRect(let shape):
            fillEncoder.encode(
                shape.path(), rule: .nonZero, color: white, transform: moved, into: &fills, edges: &fillEdges)
        }
        var lo = SIMD2<Float>(repeating: .infinity)
        var hi = SIMD2<Float>(repeating: -.infinity)
        for p in strokes[firstStroke...] {
            let pad = SIMD2<Float>(repeating: p.reach.z)
            lo = pointwiseMin(lo, pointwiseMin(p.start, pointwiseMin(p.control, p.end)) - pad)
            hi = pointwiseMax(hi, pointwiseMax(p.start, pointwiseMax(p.control, p.end)) + pad)
        }
        for f in fills[firstFill...] {
            lo = pointwiseMin(lo, SIMD2(f.rect.x, f.rect.y))
            hi = pointwiseMax(hi, SIMD2(f.rect.z, f.rect.w))
        }
        guard lo.x <= hi.x, color.w > 0 else { return }
        let spread = Float((3 * sigma).rounded(.up) + 1)
        pathShadows.append(
            PathShadow(
                strokes: firstStroke..<strokes.count, fills: firstFill..<fills.count,
                bounds: SIMD4(
                    Int32(max((lo.x - spread).rounded(.down), -1e6)), Int32(max((lo.y - spread).rounded(.down), -1e6)),
                    Int32(min((hi.x + spread).rounded(.up), 1e6)), Int32(min((hi.y + spread).rounded(.up), 1e6))),
                sigma: Float(sigma), color: color))
        commands.append(.pathShadow(index: pathShadows.count - 1, clip: clip))
    }

    /// Appends a command, merging it into the previous one when both are fills, or both shadows, under one clip.
    private func append(_ command: RenderCommand) {
        switch (commands.last, command) {
        case (.fills(let f, let n, let c)?, .fills(let g, let m, let clip)) where c == clip && f + n == g:
            commands[commands.count - 1] = .fills(first: f, count: n + m, clip: clip)
        case (.shadows(let f, let n, let c)?, .shadows(let g, let m, let clip)) where c == clip && f + n == g:
            commands[commands.count - 1] = .shadows(first: f, count: n + m, clip: clip)
        default:
            commands.append(command)
        }
    }

    /// Adds a shape to the pending run, first drawing the run when the shape overlaps it or needs another clip.
    private func appendShape(_ instance: ShapeInstance, clip: Int?) {
        let g = instance.geometry
        let local = Rect(x: Double(g.x), y: Double(g.y), width: Double(g.z - g.x), height: Double(g.w - g.y))
        let l = instance.linear
        let transform = AffineTransform(
            a: Double(l.x), b: Double(l.y), c: Double(l.z), d: Double(l.w), tx: Double(instance.offset.x),
            ty: Double(instance.offset.y))
        let bounds = transform.apply(to: local)
        if clip != pendingClip || pendingBounds.contains(where: { $0.overlaps(bounds) }) { flushShapes() }
        pendingClip = clip
        pendingBounds.append(bounds)
        instance.split(into: &pendingShapes, flat: &pendingFlats)
    }

    /// Emits the pending run: its flat interiors, then its edge rings.
    func flushShapes() {
        if !pendingFlats.isEmpty {
            let opaque = pendingClip == nil && pendingFlats.allSatisfy { $0.color.w >= 1 }
            commands.append(.flats(first: flats.count, count: pendingFlats.count, clip: pendingClip, opaque: opaque))
            flats.append(contentsOf: pendingFlats)
        }
        if !pendingShapes.isEmpty {
            commands.append(.shapes(first: shapes.count, count: pendingShapes.count, clip: pendingClip))
            shapes.append(contentsOf: pendingShapes)
        }
        pendingShapes.removeAll(keepingCapacity: true)
        pendingFlats.removeAll(keepingCapacity: true)
        pendingBounds.removeAll(keepingCapacity: true)
    }

    /// Box area (device pixels) of a path's straight pieces from which an opaque path with curves too is split
    /// into a line draw and a curve draw: about what the line program saves on that many pixels against what
    /// one more draw call costs on llvmpipe.
    static let lineSplitArea: Float = 4096

    /// Queues one path's pieces, `first` up to the end. A path of straight pieces only draws with the line
    /// program. A path with both kinds moves its straight pieces ahead of its quadratic ones, so each kind draws
    /// with its own program: the pieces of a path share one colour and never blend a pixel twice at a joint (a
    /// translucent path also goes through the stencil), so their order within the path does not change the
    /// result. An opaque path whose straight pieces cover less than `lineSplitArea` stays whole in the general
    /// program, so it still batches with the paths around it (nearly straight pieces of curves are lines).
    private func appendStrokes(first: Int, translucent: Bool) {
        let count = strokes.count - first
        guard count > 0 else { return }
        let clip = clipStack.last
        var lineArea: Float = 0
        var quadratics = 0
        for piece in strokes[first...] {
            if piece.isQuadratic {
                quadratics += 1
            } else {
                let pad = piece.reach.z
                lineArea += (length(piece.end - piece.start) + 2 * pad) * 2 * pad
            }
        }
        if translucent {
            let split = strokes[first...].partition { $0.isQuadratic }
            commands.append(.translucentStroke(first: first, count: count, clip: clip, lines: split - first))
        } else if quadratics == 0 || quadratics == count || lineArea < Self.lineSplitArea {
            appendOpaqueStrokes(first: first, count: count, clip: clip, lines: quadratics == 0)
        } else {
            let split = strokes[first...].partition { $0.isQuadratic }
            appendOpaqueStrokes(first: first, count: split - first, clip: clip, lines: true)
            appendOpaqueStrokes(first: split, count: strokes.count - split, clip: clip, lines: false)
        }
    }

    /// Extends the last command when it draws the same kind of pieces under the same clip, right before these.
    private func appendOpaqueStrokes(first: Int, count: Int, clip: Int?, lines: Bool) {
        if case .strokes(let f, let n, let c, let l)? = commands.last, c == clip, l == lines, f + n == first {
            commands[commands.count - 1] = .strokes(first: f, count: n + count, clip: clip, lines: lines)
        } else {
            commands.append(.strokes(first: first, count: count, clip: clip, lines: lines))
        }
    }
}

extension Rect {
    /// True when the two rectangles share interior points.
    fileprivate func overlaps(_ o: Rect) -> Bool {
        minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY
    }
}
