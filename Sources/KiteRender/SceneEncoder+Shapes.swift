import KiteGeometry

extension SceneEncoder {
    /// Marks the layer's background (drawn earlier this frame) to keep only fully covered pixels under `border`.
    mutating func hardenBackground(under border: ShapeInstance) {
        flushShapes()
        var i = shapes.count - 1
        while i >= 0, shapes[i].isCovered(by: border) {
            shapes[i].shape.w = 1
            i -= 1
        }
        // The shapes drawn alone already have their straight sides as ramps, which carry the mark too
        // (`straightSideRamp`): those of the latest shapes whose parts are marked.
        var k = aloneShapes.shapes.count - 1
        while k >= 0, aloneShapes.shapes[k].x < shapes.count, shapes[aloneShapes.shapes[k].x].shape.w == 1 {
            for r in aloneShapes.shapes[k].y..<aloneShapes.shapes[k].z { flats[r].offset.z = 1 }
            k -= 1
        }
    }

    /// Adds a shape to the pending run, first drawing the run when the shape overlaps it or needs another clip.
    /// While batching, each shape is its own run (`batchAcrossLayers` merges shapes across layers, which a run
    /// spanning two layers would chain together), drawn at once. Returns false, appending nothing and counting it
    /// in `nonFiniteItemCount`, when a number of `instance` is not finite.
    @discardableResult
    mutating func appendShape(_ instance: ShapeInstance, clip: Int?) -> Bool {
        guard Self.isFinite(instance) else {
            nonFiniteItemCount += 1
            return false
        }
        if batchesAcrossLayers && commands.count < CommandBatching.commandLimit {
            flushShapes()
            appendAlone(instance, clip: clip)
            return true
        }
        // Past the batching limit runs merge as before.
        let bounds = Self.deviceBounds(of: instance)
        if clip != pendingClip || pendingBounds.contains(where: { $0.overlaps(bounds) }) { flushShapes() }
        pendingBounds.append(bounds)
        pendingClip = clip
        instance.split(
            into: &pendingShapes, flat: &pendingFlats, whole: keepsSmallShapesWhole, bands: cutsPillBands)
        return true
    }

    /// Draws `instance` as a run of its own: its flat interior, then its edge parts (all drawn by one shape
    /// program: they share its corners and border), then its straight sides as ramps (`convertStraightSides`
    /// does the same for runs of several shapes, whose borders may still harden them). Notes where its commands start and the device bounds of its
    /// pixels (`batching.shapeStarts`), so that batching need not measure its parts.
    private mutating func appendAlone(_ instance: ShapeInstance, clip: Int?) {
        let (first, shapeFirst, flatFirst) = (commands.count, shapes.count, flats.count)
        let rampCount = instance.split(
            into: &shapes, flat: &flats, ramps: convertsStraightSides, whole: keepsSmallShapesWhole,
            bands: cutsPillBands)
        let rampFirst = flats.count - rampCount
        if rampFirst > flatFirst {
            commands.append(
                .flats(
                    first: flatFirst, count: rampFirst - flatFirst, clip: clip,
                    opaque: clip == nil && instance.color.w >= 1))
        }
        if shapes.count > shapeFirst {
            commands.append(
                .shapes(
                    first: shapeFirst, count: shapes.count - shapeFirst, clip: clip,
                    kind: RenderCommand.ShapeKind(instance)))
        }
        if flats.count > rampFirst {
            commands.append(.ramps(first: rampFirst, count: flats.count - rampFirst, clip: clip))
        }
        batching.shapeStarts.append(first)
        batching.shapeBounds.append(Self.pixelBounds(ofShape: instance))
        aloneShapes.shapes.append(SIMD3(shapeFirst, rampFirst, flats.count))
    }

    /// The device bounds of `instance`'s quad.
    private static func deviceBounds(of instance: ShapeInstance) -> Rect {
        let g = instance.geometry
        let local = Rect(x: Double(g.x), y: Double(g.y), width: Double(g.z - g.x), height: Double(g.w - g.y))
        let l = instance.linear
        let transform = AffineTransform(
            a: Double(l.x), b: Double(l.y), c: Double(l.z), d: Double(l.w), tx: Double(instance.offset.x),
            ty: Double(instance.offset.y))
        return transform.apply(to: local)
    }

    /// Emits the pending run: its flat interiors, then its edge rings.
    mutating func flushShapes() {
        guard !pendingShapes.isEmpty || !pendingFlats.isEmpty else { return }
        hasShapeRuns = true
        if !pendingFlats.isEmpty {
            var opaque = pendingClip == nil
            for flat in pendingFlats where flat.color.w < 1 { opaque = false }
            commands.append(.flats(first: flats.count, count: pendingFlats.count, clip: pendingClip, opaque: opaque))
            flats.append(contentsOf: pendingFlats)
        }
        // One command per shape program; the run's shapes do not overlap, so their order does not matter. Usually
        // (always for a run of one filled shape or one border) every part has the same program: one copy.
        let kind = pendingShapes.isEmpty ? nil : RenderCommand.ShapeKind(pendingShapes[0])
        if let kind, sharesKind(kind) {
            commands.append(.shapes(first: shapes.count, count: pendingShapes.count, clip: pendingClip, kind: kind))
            shapes.append(contentsOf: pendingShapes)
        } else if kind != nil {
            appendPendingShapes(of: .round)
            appendPendingShapes(of: .roundBorder)
            appendPendingShapes(of: .general)
        }
        pendingShapes.removeAll(keepingCapacity: true)
        pendingFlats.removeAll(keepingCapacity: true)
        pendingBounds.removeAll(keepingCapacity: true)
    }

    /// True when every pending shape part is drawn by the `kind` program.
    private func sharesKind(_ kind: RenderCommand.ShapeKind) -> Bool {
        for part in pendingShapes where RenderCommand.ShapeKind(part) != kind { return false }
        return true
    }

    /// Appends the pending parts drawn by the `kind` program, and their command.
    private mutating func appendPendingShapes(of kind: RenderCommand.ShapeKind) {
        let first = shapes.count
        for part in pendingShapes where RenderCommand.ShapeKind(part) == kind { shapes.append(part) }
        if shapes.count > first {
            commands.append(.shapes(first: first, count: shapes.count - first, clip: pendingClip, kind: kind))
        }
    }
}

extension Rect {
    /// True when the two rectangles share interior points.
    fileprivate func overlaps(_ o: Rect) -> Bool {
        minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY
    }
}
