extension ShapeInstance {
    /// Cuts the shape into the pixels that need its distance field and the ones that do not: the flat interior
    /// (the shape's core inset by a device pixel and cut at the corner radius, as three rectangles: a column and two
    /// sides) and the ring around it (four edge strips and four corner squares). A border's core is its hole, left
    /// empty; a filled shape's core goes to `flat` in the same colour. Shapes too small for a core stay whole.
    func split(into sdf: inout [ShapeInstance], flat: inout [FlatInstance]) {
        let border = shape.y
        let radius = max(shape.x - border, 0)
        let margin = offset.z
        let inner = SIMD4(
            box.x - box.z + border + margin, box.y - box.w + border + margin, box.x + box.z - border - margin,
            box.y + box.w - border - margin)
        guard inner.z - inner.x > 2 * radius + margin, inner.w - inner.y > 2 * radius + margin else {
            sdf.append(self)
            return
        }
        let g = geometry
        let (x0, y0, x1, y1) = (inner.x, inner.y, inner.z, inner.w)
        let (xr0, yr0, xr1, yr1) = (x0 + radius, y0 + radius, x1 - radius, y1 - radius)
        // Written out piece by piece: literal arrays here would allocate for every shape of every frame.
        func ring(_ piece: SIMD4<Float>) {
            var instance = self
            instance.geometry = piece
            sdf.append(instance)
        }
        ring(SIMD4(g.x, g.y, g.z, y0))
        ring(SIMD4(g.x, y1, g.z, g.w))
        ring(SIMD4(g.x, y0, x0, y1))
        ring(SIMD4(x1, y0, g.z, y1))
        if radius > 0 {
            ring(SIMD4(x0, y0, xr0, yr0))
            ring(SIMD4(xr1, y0, x1, yr0))
            ring(SIMD4(x0, yr1, xr0, y1))
            ring(SIMD4(xr1, yr1, x1, y1))
        }
        guard border == 0 else { return }
        func core(_ rect: SIMD4<Float>) {
            flat.append(FlatInstance(linear: linear, offset: SIMD4(offset.x, offset.y, 0, 0), rect: rect, color: color))
        }
        core(SIMD4(xr0, y0, xr1, y1))
        if radius > 0 {
            core(SIMD4(x0, yr0, xr0, yr1))
            core(SIMD4(xr1, yr0, x1, yr1))
        }
    }
}
