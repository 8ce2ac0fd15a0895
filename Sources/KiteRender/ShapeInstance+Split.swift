extension ShapeInstance {
    /// Cuts the shape into the pixels that need its distance field and the ones that do not: the flat core (the
    /// largest rectangle inside the shape's core with every corner on or inside the corner arcs, inset by a device
    /// pixel: `radius (1 - 1/sqrt 2)` in from each side) and the ring of four strips around it. A border's core is
    /// its hole, left empty; a filled shape's core goes to `flat` in the same colour. Shapes too small for a core
    /// stay whole.
    func split(into sdf: inout [ShapeInstance], flat: inout [FlatInstance]) {
        let border = shape.y
        let radius = max(shape.x - border, 0)
        let inset = border + radius * (1 - 0.70710678) + offset.z
        let (x0, y0) = (box.x - box.z + inset, box.y - box.w + inset)
        let (x1, y1) = (box.x + box.z - inset, box.y + box.w - inset)
        guard x1 - x0 > offset.z, y1 - y0 > offset.z else {
            sdf.append(self)
            return
        }
        let g = geometry
        // Written out strip by strip: a literal array here would allocate for every shape of every frame.
        func ring(_ piece: SIMD4<Float>) {
            var instance = self
            instance.geometry = piece
            sdf.append(instance)
        }
        ring(SIMD4(g.x, g.y, g.z, y0))
        ring(SIMD4(g.x, y1, g.z, g.w))
        ring(SIMD4(g.x, y0, x0, y1))
        ring(SIMD4(x1, y0, g.z, y1))
        if border == 0 {
            flat.append(
                FlatInstance(
                    linear: linear, offset: SIMD4(offset.x, offset.y, 0, 0), rect: SIMD4(x0, y0, x1, y1), color: color))
        }
    }
}
