import KiteGeometry

/// A masking layer's rounded rectangle as the fragment shaders test it, plus the scissor box of it and every
/// enclosing clip (nested clips: the innermost is exact, the outer ones clip to their bounding boxes).
struct ClipState {
    /// The clip's shape and its transform to device pixels, to recognise a background of the same shape.
    var shape: RoundedRect
    var transform: AffineTransform
    /// Device pixels -> the clip's own space.
    var fromDevice: AffineTransform
    /// Centre x, centre y, half width, half height in the clip's space.
    var box: SIMD4<Float>
    var radius: Float
    /// Device pixels per clip-space unit.
    var scale: Float
    /// The scissor box in device pixels, top-left origin: min x, min y, max x, max y.
    var scissor: (x0: Int32, y0: Int32, x1: Int32, y1: Int32)

    /// The clip of `shape` placed by `transform` (its space to device pixels), inside `parent` when nested; nil when
    /// the transform cannot be inverted (the clip has no area: nothing inside it shows) or a number the shaders
    /// get is not finite as Float (a shape or scale so large it overflows).
    init?(_ shape: RoundedRect, transform: AffineTransform, parent: ClipState?) {
        guard let inverse = transform.inverted() else { return nil }
        (self.shape, self.transform) = (shape, transform)
        fromDevice = inverse
        let r = shape.rect
        box = SIMD4(Float(r.midX), Float(r.midY), Float(r.width / 2), Float(r.height / 2))
        radius = Float(shape.cornerRadius)
        scale = Float(abs(transform.determinant).squareRoot())
        let bounds = transform.apply(to: r)
        guard SceneEncoder.isFinite(box), radius.isFinite, scale.isFinite, !bounds.minX.isNaN, !bounds.minY.isNaN,
            !bounds.maxX.isNaN, !bounds.maxY.isNaN
        else { return nil }
        var x0 = Int32(max(bounds.minX.rounded(.down), -1e6))
        var x1 = Int32(min(bounds.maxX.rounded(.up), 1e6))
        var y0 = Int32(max(bounds.minY.rounded(.down), -1e6))
        var y1 = Int32(min(bounds.maxY.rounded(.up), 1e6))
        if let p = parent?.scissor {
            (x0, y0, x1, y1) = (max(x0, p.x0), max(y0, p.y0), min(x1, p.x1), min(y1, p.y1))
        }
        scissor = (x0, y0, max(x1, x0), max(y1, y0))
    }

    /// A clip with no area, inside `parent` when nested: nothing drawn under it shows.
    static func empty(parent: ClipState?) -> ClipState {
        var empty = ClipState(RoundedRect(rect: .zero, cornerRadius: 0), transform: .identity, parent: parent)!
        empty.scissor = (0, 0, 0, 0)
        return empty
    }
}
