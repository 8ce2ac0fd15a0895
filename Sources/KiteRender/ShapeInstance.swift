import KiteGeometry

/// One instance of `Shaders/shape.vert`: a rounded rectangle (filled, or a border ring) in its layer's space with
/// the affine map to device pixels, and the part of it this instance covers. Six vec4 attributes in this exact
/// order.
struct ShapeInstance: Equatable {
    /// a, b, c, d of the local -> device transform.
    var linear: SIMD4<Float>
    /// tx, ty, one device pixel in local units, 1 for a box with sharp corners.
    var offset: SIMD4<Float>
    /// Centre x, centre y, half width, half height, local units.
    var box: SIMD4<Float>
    /// Corner radius, border width (0 when filled), the straight side this part lies along (a `StraightSide` raw
    /// value; 0 for none, unused by the shaders), 1 for a background under an opaque border (it keeps only the
    /// pixels it covers fully).
    var shape: SIMD4<Float>
    /// Premultiplied RGBA.
    var color: SIMD4<Float>
    /// The local rectangle this instance covers: min x, min y, max x, max y.
    var geometry: SIMD4<Float>

    /// A filled rounded rect, or with `borderWidth` > 0 the ring inside its edge, mapped by `transform`.
    init(_ r: RoundedRect, borderWidth: Double, color: SIMD4<Float>, transform t: AffineTransform) {
        let scale = abs(t.determinant).squareRoot()
        // Largest local length of a device pixel's side: the inverse's longer image of a unit axis.
        let inverse = t.inverted() ?? .identity
        let pixelInLocal = max(
            (inverse.a * inverse.a + inverse.b * inverse.b).squareRoot(),
            (inverse.c * inverse.c + inverse.d * inverse.d).squareRoot())
        let sharp = r.cornerRadius * scale < 0.5
        linear = SIMD4(Float(t.a), Float(t.b), Float(t.c), Float(t.d))
        offset = SIMD4(Float(t.tx), Float(t.ty), Float(pixelInLocal), sharp ? 1 : 0)
        box = SIMD4(Float(r.rect.midX), Float(r.rect.midY), Float(r.rect.width / 2), Float(r.rect.height / 2))
        shape = SIMD4(Float(sharp ? 0 : r.cornerRadius), Float(max(borderWidth, 0)), 0, 0)
        self.color = color
        let pad = 1.5 * pixelInLocal
        geometry = SIMD4(
            Float(r.rect.minX - pad), Float(r.rect.minY - pad), Float(r.rect.maxX + pad), Float(r.rect.maxY + pad))
    }

    /// The shadow of `r` blurred with standard deviation `sigma` (local units), moved by `offset`, for
    /// `Shaders/shadow.frag`: the quad reaches three deviations and a pixel and a half past the shape.
    init(shadowOf r: RoundedRect, sigma: Double, offset: Vector, color: SIMD4<Float>, transform t: AffineTransform) {
        let moved = RoundedRect(
            rect: Rect(origin: r.rect.origin + offset, size: r.rect.size), cornerRadius: r.cornerRadius)
        self.init(moved, borderWidth: 0, color: color, transform: t)
        let spread = Float(3 * sigma)
        geometry += SIMD4(-spread, -spread, spread, spread)
        self.offset.w = 0
        shape = SIMD4(Float(moved.cornerRadius), Float(sigma), 0, 0)
    }

    /// True when `other` is a border over this filled shape: same placement and box.
    func isCovered(by other: ShapeInstance) -> Bool {
        shape.y == 0 && other.shape.y > 0 && linear == other.linear && offset == other.offset && box == other.box
    }
}
