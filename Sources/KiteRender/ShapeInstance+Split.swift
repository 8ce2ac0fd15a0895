extension ShapeInstance {
    /// Cuts the shape into the pixels that need its distance field (to `sdf`) and the ones that do not: a filled
    /// shape's fully covered core goes to `flat` in the same colour, a border's core is its hole and stays empty.
    /// Of the cuts that fit (`cut(bands:)`), the one shading fewer pixels with the distance field (side strips that
    /// become ramps counted at their lower cost): a ring around a rectangular core (best for round shapes), corner
    /// squares and thin side strips around a cross-shaped core (best for large shapes with small corners, and for
    /// borders), or a pill's two end caps around its straight middle (flat whole across when its straight sides
    /// lie on pixel edges). Shapes too small for a core stay whole. With `ramps`, the side strips of a shape under
    /// an axis-aligned transform go to `flat` as ramps (`straightSideRamp`) after its core instead; returns how
    /// many. With `whole`, a shape for which the cut does not pay for its extra instances (`wins(_:)`) stays whole
    /// too. Without `bands`, no pill is cut flat across and no sharp box on pixel edges drawn flat whole
    /// (`flatWhole`).
    @discardableResult
    func split(
        into sdf: inout [ShapeInstance], flat: inout [FlatInstance], ramps: Bool = false, whole: Bool = false,
        bands: Bool = true
    ) -> Int {
        if bands, let whole = flatWhole() {
            flat.append(whole)
            return 0
        }
        let cut = cut(bands: bands)
        guard cut.kind != .whole, !whole || wins(cut) else {
            sdf.append(self)
            return 0
        }
        switch cut.kind {
        case .cross: return splitCross(edge: cut.edge, corner: cut.corner, into: &sdf, flat: &flat, ramps: ramps)
        case .caps:
            return splitCaps(wide: cut.wide, edge: cut.edge, corner: cut.corner, into: &sdf, flat: &flat, ramps: ramps)
        case .band: splitBand(wide: cut.wide, middle: cut.middle, into: &sdf, flat: &flat)
        case .ring: splitRing(inset: cut.inset, into: &sdf, flat: &flat)
        case .whole: break
        }
        return 0
    }

    /// This shape as one flat quad of its colour, when that draws the same bytes: a filled sharp-cornered box under
    /// an axis-aligned transform whose four device edges lie on pixel edges (`PixelEdge`) covers every pixel 0 or
    /// 1, and in an 8-bit colour (`ClearPlan.isExact`) the flat program writes what the shape program's coverage of
    /// 1 does (float error far below half a step). On llvmpipe one quad shades its 4 x 4 blocks once; cut into a
    /// core, four 1-pixel side strips and four corner squares (the app screen's bar), the blocks along its edges were
    /// shaded by two or three pieces each. Nil otherwise.
    private func flatWhole() -> FlatInstance? {
        guard shape.y == 0, offset.w > 0.5, hasStraightSideRamps, ClearPlan.isExact(color) else { return nil }
        let rect = SIMD4(box.x - box.z, box.y - box.w, box.x + box.z, box.y + box.w)
        guard PixelEdge.interval(rect.x, rect.z, scale: linear.x, shift: offset.x) != nil,
            PixelEdge.interval(rect.y, rect.w, scale: linear.w, shift: offset.y) != nil
        else { return nil }
        return FlatInstance(
            linear: linear, offset: SIMD4(offset.x, offset.y, 0, 0), rect: rect, color: color,
            ramp: FlatInstance.solid)
    }

    /// The cut `split` makes, with the areas (local units squared) and instance count `wins(_:)` weighs.
    private func cut(bands: Bool) -> Cut {
        let pixel = offset.z
        let border = shape.y
        // Ring: the core is inset by a pixel from the innermost corner's arc at 45 degrees.
        let ringInset = border + max(shape.x - border, 0) * (1 - 0.70710678) + pixel
        // Cross: straight sides need the field within `edge` (the border and a pixel), corners within `corner`.
        let edge = border + pixel
        let corner = max(shape.x, border) + pixel
        let size = SIMD2(2 * box.z, 2 * box.w)
        let pad = 1.5 * pixel
        let whole = (size.x + 2 * pad) * (size.y + 2 * pad)
        var cut = Cut(area: whole, edge: edge, corner: corner, inset: ringInset, wide: size.x >= size.y)
        let ringOK = size.x - 2 * ringInset > pixel && size.y - 2 * ringInset > pixel
        if ringOK {
            let core = (size.x - 2 * ringInset) * (size.y - 2 * ringInset)
            cut.choose(.ring, area: whole - core, core: core, instances: border > 0 ? 4 : 5)
        }
        // Under an axis-aligned transform the side strips become ramps (`straightSideRamp`), whose pixels cost
        // the flat program's, under half the field's on llvmpipe: a border's ring then costs more than its cross.
        let axisAligned = linear.y == 0 && linear.z == 0
        let stripWeight: Float = axisAligned ? 0.4 : 1
        if size.x - 2 * corner > pixel && size.y - 2 * corner > pixel {
            let strips = 2 * (size.x + size.y - 4 * corner) * (edge + pad)
            let core = (size.x - 2 * edge) * (size.y - 2 * corner) + 2 * (size.x - 2 * corner) * (corner - edge)
            cut.choose(
                .cross, area: 4 * (corner + pad) * (corner + pad) + stripWeight * strips, core: core,
                instances: border > 0 ? 8 : 11)
            return cut
        }
        // A pill (its corners meet across the short axis): two end caps across the whole short axis and two
        // straight sides, when the sides' strips do not meet; or, filled, under an axis-aligned transform and with
        // its straight sides on pixel edges, the caps and a flat middle cut on llvmpipe's block grid (`.band`).
        let (long, short) = cut.wide ? (size.x, size.y) : (size.y, size.x)
        guard long - 2 * corner > pixel, short - 2 * edge >= 0 else { return cut }
        let core = (long - 2 * corner) * max(short - 2 * edge, 0)
        let strips = 2 * (long - 2 * corner) * (edge + pad)
        cut.choose(
            .caps, area: 2 * (corner + pad) * (short + 2 * pad) + stripWeight * strips, core: core,
            instances: border > 0 ? 4 : 5)
        guard bands, border == 0, hasStraightSideRamps, onPixelEdges(wide: cut.wide),
            let middle = bandMiddle(wide: cut.wide, corner: corner)
        else { return cut }
        var band = cut
        band.kind = .band
        band.middle = middle
        band.core = (middle.y - middle.x) * short
        (band.area, band.instances) = (whole - band.core, 3)
        return cost(of: band) < cost(of: cut) ? band : cut
    }

    /// True when `cut` costs llvmpipe less than the whole shape as one instance (`cost(of:)`): a small shape (an
    /// avatar, a short pill) is cheaper whole.
    private func wins(_ cut: Cut) -> Bool {
        cost(of: cut) < cut.wholeArea + Self.instanceCost * offset.z * offset.z
    }

    /// What drawing `cut` costs llvmpipe, in local units squared of field pixels: its field area, its flat core
    /// at `flatWeight` a pixel, and `instanceCost` pixels an instance (`alignedInstanceCost` for a pill's band).
    private func cost(of cut: Cut) -> Float {
        let instance = cut.kind == .band ? Self.alignedInstanceCost : Self.instanceCost
        return cut.area + Self.flatWeight * cut.core + cut.instances * instance * offset.z * offset.z
    }

    /// What one more instance costs llvmpipe, in device pixels shaded by the shape program: about 1.1 us of
    /// triangle set-up and binning per quad over about 2.3 ns a pixel (435 M pixels a second for a
    /// rounded-rectangle field), both measured on llvmpipe (docs/benchmarks.md). It also stands for the 4 x 4
    /// blocks along a cut that two instances both shade (llvmpipe shades whole blocks).
    static let instanceCost: Float = 480
    /// What one more instance costs when the cut lies on llvmpipe's 4 x 4 block grid (a pill's band), so no
    /// block is shaded twice: its set-up, about 3.2 k instructions on the issuing thread, over about 44 a field
    /// pixel on each of the two rasteriser threads (callgrind, docs/benchmarks.md, session 11).
    static let alignedInstanceCost: Float = 150
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

    /// The local start and end, along the long axis (`wide`: x), of a pill's middle ramp: the straight part
    /// (`corner` in from each end) shrunk to whole 4-pixel columns of device space (rows when not `wide`), so that
    /// no 4 x 4 block is shaded by both a cap and the ramp (llvmpipe shades whole blocks, the framebuffer's from
    /// its origin; rows count from the top here, which matches the blocks for targets whose height is a multiple
    /// of 4). Nil when no column is left.
    private func bandMiddle(wide: Bool, corner: Float) -> SIMD2<Float>? {
        let (scale, shift) = wide ? (linear.x, offset.x) : (linear.w, offset.y)
        let (centre, half) = wide ? (box.x, box.z) : (box.y, box.w)
        let (lo, hi) = (centre - half + corner, centre + half - corner)
        let (a, b) = (scale * lo + shift, scale * hi + shift)
        let start = (min(a, b) / 4).rounded(.up) * 4
        let end = (max(a, b) / 4).rounded(.down) * 4
        guard end - start >= 4 else { return nil }
        let (u, v) = ((start - shift) / scale, (end - shift) / scale)
        return SIMD2(max(min(u, v), lo), min(max(u, v), hi))
    }

    /// True when the pill's straight sides (across the long axis, `wide`: x) lie on pixel edges in device space,
    /// so that every pixel between them is covered fully and every other one not at all (the ramp's and the
    /// field's coverage there is 1 or 0, up to float error far below an 8-bit step).
    private func onPixelEdges(wide: Bool) -> Bool {
        let (scale, shift) = wide ? (linear.w, offset.y) : (linear.x, offset.x)
        let (centre, half) = wide ? (box.y, box.w) : (box.x, box.z)
        return PixelEdge.interval(centre - half, centre + half, scale: scale, shift: shift) != nil
    }

    /// A filled pill's two end caps through the field, reaching `middle` (local start, end along the long axis),
    /// and the middle between its straight sides, which lie on pixel edges (`onPixelEdges`), as a flat core.
    private func splitBand(
        wide: Bool, middle: SIMD2<Float>, into sdf: inout [ShapeInstance], flat: inout [FlatInstance]
    ) {
        let g = geometry
        if wide {
            part(SIMD4(g.x, g.y, middle.x, g.w), &sdf)
            part(SIMD4(middle.y, g.y, g.z, g.w), &sdf)
            core(SIMD4(middle.x, box.y - box.w, middle.y, box.y + box.w), &flat)
        } else {
            part(SIMD4(g.x, g.y, g.z, middle.x), &sdf)
            part(SIMD4(g.x, middle.y, g.z, g.w), &sdf)
            core(SIMD4(box.x - box.z, middle.x, box.x + box.z, middle.y), &flat)
        }
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
