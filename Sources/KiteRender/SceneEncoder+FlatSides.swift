extension SceneEncoder {
    /// Draws the opaque, unclipped straight sides (ramps, `Shaders/ramp.frag`) whose edges lie on pixel edges as
    /// opaque flat quads (`FlatInstance.flatSide()`), in a `.flats` command just before the rest of their
    /// `.ramps` command. Their coverage is 0 or 1 at every pixel, so the flat program, blending off, writes the
    /// same bytes on the pixels it covers and leaves the others as the ramp's zero coverage does: on llvmpipe a
    /// blended ramp pixel cost about ten times an opaque flat one (the app screen's 48 card-border sides, 5.7 M
    /// instructions a frame; docs/benchmarks.md, session 12). A ramps command holds the sides of shapes that do
    /// not overlap (one shape's, or a run's), so drawing some of them first changes nothing else. Runs after
    /// `convertStraightSides` and the borders' hardening and culling, before `batchAcrossLayers`. Allocates
    /// nothing once the arrays have grown.
    mutating func flattenPixelEdgeSides() {
        guard drawsPixelEdgeSidesFlat, hasUnclippedRamps() else { return }
        var rewrite = beginRewrite()
        for (index, command) in commands.enumerated() {
            rewrite.reach(index, written: scratchCommands.count, batching: &batching)
            guard case .ramps(let first, let count, nil) = command else {
                scratchCommands.append(command)
                continue
            }
            // The flat sides first, then the ramps left.
            var flat = first
            for i in first..<(first + count) {
                guard let side = flats[i].flatSide() else { continue }
                flats[i] = flats[flat]
                flats[flat] = side
                flat += 1
            }
            if flat > first {
                scratchCommands.append(.flats(first: first, count: flat - first, clip: nil, opaque: true))
            }
            if flat < first + count {
                scratchCommands.append(.ramps(first: flat, count: first + count - flat, clip: nil))
            }
        }
        endRewrite(rewrite)
    }

    /// Whether the frame has an unclipped ramps command, the only kind `flattenPixelEdgeSides` rewrites.
    private func hasUnclippedRamps() -> Bool {
        for case .ramps(_, _, nil) in commands { return true }
        return false
    }
}

extension FlatInstance {
    /// This straight side (a ramp instance) as an opaque flat quad covering exactly its pixels of coverage 1, when
    /// its colour is opaque and of 8-bit channels (`ClearPlan.isExact`: the flat program then writes the bytes the
    /// ramp's coverage of 1, up to float error far below half a step, writes) and its edges lie on pixel edges
    /// (`PixelEdge`), so that every pixel centre of the quad has coverage 0 or 1. Nil otherwise.
    func flatSide() -> FlatInstance? {
        guard color.w >= 1, linear.y == 0, linear.z == 0, ClearPlan.isExact(color) else { return nil }
        let vertical = ramp.x != 0
        let normal = vertical ? ramp.x : ramp.y
        guard abs(normal) == 1 else { return nil }
        // Coverage is 1 where t = normal * device lies in [0.5 - z, 0.5 - w] (ramp.frag), 0 outside.
        let outer = normal * (0.5 - ramp.z)
        let inner = ramp.w > FlatInstance.solid.w / 2 ? normal * (0.5 - ramp.w) : normal * .infinity
        guard PixelEdge.contains(outer), !inner.isFinite || PixelEdge.contains(inner) else { return nil }
        let (low, high) = (min(outer, inner), max(outer, inner))
        // The quad along the normal's axis, local and device (device = scale * local + shift, scale != 0).
        let (scale, shift) = vertical ? (linear.x, offset.x) : (linear.w, offset.y)
        let (a, b) = vertical ? (rect.x, rect.z) : (rect.y, rect.w)
        // The quad's ends in device order, each moved to the band's edge where that edge lies inside the quad
        // (an end that stays keeps its exact value).
        var (start, end) = scale > 0 ? (a, b) : (b, a)
        if scale * start + shift < low { start = (low - shift) / scale }
        if scale * end + shift > high { end = (high - shift) / scale }
        let (u, v) = scale > 0 ? (start, end) : (end, start)
        guard u < v else { return nil }
        var side = self
        if vertical { (side.rect.x, side.rect.z) = (u, v) } else { (side.rect.y, side.rect.w) = (u, v) }
        side.ramp = FlatInstance.solid
        side.offset.z = 0
        return side
    }
}
