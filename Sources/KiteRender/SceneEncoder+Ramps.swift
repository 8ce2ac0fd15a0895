extension SceneEncoder {
    /// Moves the straight-side strips of axis-aligned shapes (`StraightSide`) out of the shape commands into
    /// ramp commands (`.ramps`, the flat program with a linear coverage ramp: `Shaders/ramp.frag`), in place of
    /// the same command. Their coverage is the one the shape program computes there (an axis-aligned edge's area
    /// coverage is linear in the pixel centre), without the distance field: on llvmpipe a strip pixel through
    /// the shape program costs several times a flat one. Each shape command is a run of shapes that do not
    /// overlap, so the strips may be drawn after the run's other edge parts. Runs after `flushShapes` and the
    /// borders' hardening, which the ramps keep. Only needed for runs of several shapes: a shape drawn alone
    /// (`appendShape` while batching) has its sides made ramps when it is split (`ShapeInstance.split`), and its
    /// remaining parts are not straight sides. Allocates nothing once the arrays have grown.
    mutating func convertStraightSides() {
        guard convertsStraightSides, hasShapeRuns else { return }
        var kept = 0
        var rewrite = beginRewrite()
        for (index, command) in commands.enumerated() {
            rewrite.reach(index, written: scratchCommands.count, batching: &batching)
            guard case .shapes(let first, let count, let clip, let kind) = command else {
                scratchCommands.append(command)
                continue
            }
            let (keptFirst, rampFirst) = (kept, flats.count)
            for i in first..<(first + count) {
                if let ramp = shapes[i].straightSideRamp() {
                    flats.append(ramp)
                } else {
                    if kept != i { shapes[kept] = shapes[i] }
                    kept += 1
                }
            }
            if kept > keptFirst {
                scratchCommands.append(.shapes(first: keptFirst, count: kept - keptFirst, clip: clip, kind: kind))
            }
            if flats.count > rampFirst {
                scratchCommands.append(.ramps(first: rampFirst, count: flats.count - rampFirst, clip: clip))
            }
        }
        shapes.removeLast(shapes.count - kept)
        endRewrite(rewrite)
    }
}

extension ShapeInstance {
    /// True when the transform keeps axes on axes without flipping their order into each other (b = c = 0), so
    /// that straight-side strips can be drawn as ramps.
    var hasStraightSideRamps: Bool { linear.y == 0 && linear.z == 0 && linear.x != 0 && linear.w != 0 }

    /// This part as a ramp instance, when it is a straight-side strip (`shape.z`) of a shape whose transform keeps
    /// axes on axes without flipping their order into each other (b = c = 0); nil otherwise.
    func straightSideRamp() -> FlatInstance? {
        guard let side = StraightSide(rawValue: shape.z), hasStraightSideRamps else { return nil }
        return straightSideRamp(side, covering: geometry)
    }

    /// The ramp instance of this shape's straight side `side`, its quad `piece` (local min x, min y, max x, max y),
    /// for a shape with `hasStraightSideRamps`: what `straightSideRamp()` gives for the part, without making it.
    func straightSideRamp(_ side: StraightSide, covering piece: SIMD4<Float>) -> FlatInstance {
        // The side's edge in local units and the local direction pointing into the shape.
        let (lo, hi) = (box.x - box.z, box.x + box.z)
        let (top, bottom) = (box.y - box.w, box.y + box.w)
        let border = shape.y
        let vertical = side == .left || side == .right
        let edge: Float
        let inward: Float
        switch side {
        case .top: (edge, inward) = (top, 1)
        case .bottom: (edge, inward) = (bottom, -1)
        case .left: (edge, inward) = (lo, 1)
        case .right: (edge, inward) = (hi, -1)
        }
        // Device coordinate along the normal: x = a * local x + tx, y = d * local y + ty.
        let (scale, shift) = vertical ? (linear.x, offset.x) : (linear.w, offset.y)
        let normal = inward * (scale > 0 ? 1 : -1)
        let outer = 0.5 - normal * (scale * edge + shift)
        let inner = border > 0 ? 0.5 - normal * (scale * (edge + inward * border) + shift) : FlatInstance.solid.w
        return FlatInstance(
            linear: linear, offset: SIMD4(offset.x, offset.y, shape.w, 0), rect: piece, color: color,
            ramp: vertical ? SIMD4(normal, 0, outer, inner) : SIMD4(0, normal, outer, inner))
    }
}
