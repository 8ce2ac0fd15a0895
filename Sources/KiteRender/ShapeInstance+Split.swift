extension ShapeInstance {
    /// Cuts the shape into the pixels that need its distance field (to `sdf`) and the ones that do not: a filled
    /// shape's fully covered core goes to `flat` in the same colour, a border's core is its hole and stays empty.
    /// Of two cuts, the one shading fewer pixels with the distance field (side strips that become ramps counted
    /// at their lower cost): a ring around a rectangular core (best for round shapes), or corner squares and thin
    /// side strips around a cross-shaped core (best for large shapes with small corners, and for borders). Shapes
    /// too small for a core stay whole. With `ramps`, the side strips of a shape under an axis-aligned transform
    /// go to `flat` as ramps (`straightSideRamp`) after its core instead; returns how many. With `whole`, a shape
    /// for which no cut pays for its extra instances (`wins(overWhole:area:core:instances:)`) stays whole too.
    @discardableResult
    func split(
        into sdf: inout [ShapeInstance], flat: inout [FlatInstance], ramps: Bool = false, whole: Bool = false
    ) -> Int {
        let pixel = offset.z
        let border = shape.y
        // Ring: the core is inset by a pixel from the innermost corner's arc at 45 degrees.
        let ringInset = border + max(shape.x - border, 0) * (1 - 0.70710678) + pixel
        // Cross: straight sides need the field within `edge` (the border and a pixel), corners within `corner`.
        let edge = border + pixel
        let corner = max(shape.x, border) + pixel
        let size = SIMD2(2 * box.z, 2 * box.w)
        let pad = 1.5 * pixel
        let outer = (size.x + 2 * pad) * (size.y + 2 * pad)
        let ringOK = size.x - 2 * ringInset > pixel && size.y - 2 * ringInset > pixel
        let crossOK = size.x - 2 * corner > pixel && size.y - 2 * corner > pixel
        let ringArea = outer - (size.x - 2 * ringInset) * (size.y - 2 * ringInset)
        // Under an axis-aligned transform the side strips become ramps (`straightSideRamp`), whose pixels cost
        // the flat program's, under half the field's on llvmpipe: a border's ring then costs more than its cross.
        let stripWeight: Float = linear.y == 0 && linear.z == 0 ? 0.4 : 1
        let crossArea =
            4 * (corner + pad) * (corner + pad)
            + stripWeight * 2 * (size.x + size.y - 4 * corner) * (edge + pad)
        // A pill (its corners meet across the short axis): two end caps across the whole short axis and two
        // straight sides, when the sides' strips do not meet.
        let wide = size.x >= size.y
        let (long, short) = wide ? (size.x, size.y) : (size.y, size.x)
        let capsOK = !crossOK && long - 2 * corner > pixel && short - 2 * edge >= 0
        let capsArea =
            2 * (corner + pad) * (short + 2 * pad) + stripWeight * 2 * (long - 2 * corner) * (edge + pad)
        if crossOK, !ringOK || crossArea < ringArea {
            let core = (size.x - 2 * edge) * (size.y - 2 * corner) + 2 * (size.x - 2 * corner) * (corner - edge)
            guard !whole || wins(overWhole: outer, area: crossArea, core: core, instances: border > 0 ? 8 : 11) else {
                sdf.append(self)
                return 0
            }
            return splitCross(edge: edge, corner: corner, into: &sdf, flat: &flat, ramps: ramps)
        } else if capsOK, !ringOK || capsArea < ringArea {
            let core = (long - 2 * corner) * max(short - 2 * edge, 0)
            guard !whole || wins(overWhole: outer, area: capsArea, core: core, instances: border > 0 ? 4 : 5) else {
                sdf.append(self)
                return 0
            }
            return splitCaps(wide: wide, edge: edge, corner: corner, into: &sdf, flat: &flat, ramps: ramps)
        } else if ringOK {
            let core = (size.x - 2 * ringInset) * (size.y - 2 * ringInset)
            guard !whole || wins(overWhole: outer, area: ringArea, core: core, instances: border > 0 ? 4 : 5) else {
                sdf.append(self)
                return 0
            }
            splitRing(inset: ringInset, into: &sdf, flat: &flat)
        } else {
            sdf.append(self)
        }
        return 0
    }

    /// True when a cut whose field parts cover `area` (local units squared, side strips that become ramps
    /// weighted as in `split`), with a flat `core` of that area, in `instances` instances, costs llvmpipe less
    /// than the whole shape as one instance covering `whole`. Each instance costs about `instanceCost` field
    /// pixels (the set-up and binning of its two triangles, about 1.1 us, against about 2.3 ns a field pixel), a
    /// flat pixel `flatWeight` of one: a small shape (an avatar, a text bar, a pill) is cheaper whole.
    private func wins(overWhole whole: Float, area: Float, core: Float, instances: Float) -> Bool {
        let pixelArea = offset.z * offset.z
        let split = area + Self.flatWeight * core + instances * Self.instanceCost * pixelArea
        return split < whole + Self.instanceCost * pixelArea
    }

    /// What one more instance costs llvmpipe, in device pixels shaded by the shape program: about 1.1 us of
    /// triangle set-up and binning per quad over about 2.3 ns a pixel (435 M pixels a second for a
    /// rounded-rectangle field), both measured on llvmpipe (docs/benchmarks.md).
    static let instanceCost: Float = 480
    /// A flat interior pixel's cost in shape-program pixels (769 against 435 M pixels a second on llvmpipe).
    static let flatWeight: Float = 0.57

    /// The field's part of `self` limited to `piece` (local min x, min y, max x, max y); `side` tags a strip
    /// along one straight side, away from the corners (`StraightSide`), which the encoder may draw as a ramp.
    private func part(_ piece: SIMD4<Float>, _ sdf: inout [ShapeInstance], side: StraightSide? = nil) {
        var instance = self
        instance.geometry = piece
        instance.shape.z = side?.rawValue ?? 0
        sdf.append(instance)
    }

    private func core(_ rect: SIMD4<Float>, _ flat: inout [FlatInstance]) {
        flat.append(
            FlatInstance(
                linear: linear, offset: SIMD4(offset.x, offset.y, 0, 0), rect: rect, color: color,
                ramp: FlatInstance.solid))
    }

    /// Four strips around the core inset by `inset` on every side. Written out piece by piece: a literal array
    /// here would allocate for every shape of every frame.
    private func splitRing(inset: Float, into sdf: inout [ShapeInstance], flat: inout [FlatInstance]) {
        let (x0, y0) = (box.x - box.z + inset, box.y - box.w + inset)
        let (x1, y1) = (box.x + box.z - inset, box.y + box.w - inset)
        let g = geometry
        part(SIMD4(g.x, g.y, g.z, y0), &sdf)
        part(SIMD4(g.x, y1, g.z, g.w), &sdf)
        part(SIMD4(g.x, y0, x0, y1), &sdf)
        part(SIMD4(x1, y0, g.z, y1), &sdf)
        if shape.y == 0 { core(SIMD4(x0, y0, x1, y1), &flat) }
    }

    /// Four corner squares `corner` wide and four side strips `edge` deep; the core is three rectangles. With
    /// `ramps`, sides that `straightSideRamp` draws go after the core in `flat`; returns how many did.
    private func splitCross(
        edge: Float, corner: Float, into sdf: inout [ShapeInstance], flat: inout [FlatInstance], ramps: Bool
    ) -> Int {
        let (x0, y0) = (box.x - box.z, box.y - box.w)
        let (x1, y1) = (box.x + box.z, box.y + box.w)
        let g = geometry
        part(SIMD4(g.x, g.y, x0 + corner, y0 + corner), &sdf)
        part(SIMD4(x1 - corner, g.y, g.z, y0 + corner), &sdf)
        part(SIMD4(g.x, y1 - corner, x0 + corner, g.w), &sdf)
        part(SIMD4(x1 - corner, y1 - corner, g.z, g.w), &sdf)
        let asRamps = ramps && hasStraightSideRamps
        if !asRamps {
            part(SIMD4(x0 + corner, g.y, x1 - corner, y0 + edge), &sdf, side: .top)
            part(SIMD4(x0 + corner, y1 - edge, x1 - corner, g.w), &sdf, side: .bottom)
            part(SIMD4(g.x, y0 + corner, x0 + edge, y1 - corner), &sdf, side: .left)
            part(SIMD4(x1 - edge, y0 + corner, g.z, y1 - corner), &sdf, side: .right)
        }
        if shape.y == 0 {
            core(SIMD4(x0 + edge, y0 + corner, x1 - edge, y1 - corner), &flat)
            core(SIMD4(x0 + corner, y0 + edge, x1 - corner, y0 + corner), &flat)
            core(SIMD4(x0 + corner, y1 - corner, x1 - corner, y1 - edge), &flat)
        }
        guard asRamps else { return 0 }
        ramp(SIMD4(x0 + corner, g.y, x1 - corner, y0 + edge), .top, &flat)
        ramp(SIMD4(x0 + corner, y1 - edge, x1 - corner, g.w), .bottom, &flat)
        ramp(SIMD4(g.x, y0 + corner, x0 + edge, y1 - corner), .left, &flat)
        ramp(SIMD4(x1 - edge, y0 + corner, g.z, y1 - corner), .right, &flat)
        return 4
    }

    /// A pill's two end caps `corner` long across the whole short axis, its two straight sides `edge` deep and
    /// the core between them; `wide` when the long axis is x. With `ramps`, sides that `straightSideRamp` draws
    /// go after the core in `flat`; returns how many did.
    private func splitCaps(
        wide: Bool, edge: Float, corner: Float, into sdf: inout [ShapeInstance], flat: inout [FlatInstance],
        ramps: Bool
    ) -> Int {
        let (x0, y0) = (box.x - box.z, box.y - box.w)
        let (x1, y1) = (box.x + box.z, box.y + box.w)
        let g = geometry
        let sides: (SIMD4<Float>, StraightSide, SIMD4<Float>, StraightSide)
        if wide {
            part(SIMD4(g.x, g.y, x0 + corner, g.w), &sdf)
            part(SIMD4(x1 - corner, g.y, g.z, g.w), &sdf)
            sides = (
                SIMD4(x0 + corner, g.y, x1 - corner, y0 + edge), .top,
                SIMD4(x0 + corner, y1 - edge, x1 - corner, g.w), .bottom
            )
            if shape.y == 0, y1 - edge > y0 + edge {
                core(SIMD4(x0 + corner, y0 + edge, x1 - corner, y1 - edge), &flat)
            }
        } else {
            part(SIMD4(g.x, g.y, g.z, y0 + corner), &sdf)
            part(SIMD4(g.x, y1 - corner, g.z, g.w), &sdf)
            sides = (
                SIMD4(g.x, y0 + corner, x0 + edge, y1 - corner), .left,
                SIMD4(x1 - edge, y0 + corner, g.z, y1 - corner), .right
            )
            if shape.y == 0, x1 - edge > x0 + edge {
                core(SIMD4(x0 + edge, y0 + corner, x1 - edge, y1 - corner), &flat)
            }
        }
        guard ramps && hasStraightSideRamps else {
            part(sides.0, &sdf, side: sides.1)
            part(sides.2, &sdf, side: sides.3)
            return 0
        }
        ramp(sides.0, sides.1, &flat)
        ramp(sides.2, sides.3, &flat)
        return 2
    }

    /// The side strip `piece` along `side` as a ramp instance (`straightSideRamp`), appended to `flat`; the
    /// callers have checked `hasStraightSideRamps`.
    private func ramp(_ piece: SIMD4<Float>, _ side: StraightSide, _ flat: inout [FlatInstance]) {
        flat.append(straightSideRamp(side, covering: piece))
    }
}
