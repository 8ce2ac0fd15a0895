import KiteGeometry

/// An opaque rectangle with square corners and axis-aligned edges, in device pixels, drawn first in a frame: where
/// it covers the whole viewport every pixel ends up exactly its colour, so clearing to that colour draws it for
/// free (llvmpipe clears lazily, tile by tile, while shading a full-viewport quad costs about a millisecond).
struct CoverRect {
    /// Device-pixel bounds: min x, min y, max x, max y (y down).
    let bounds: SIMD4<Double>
    /// Premultiplied RGBA, alpha 1.
    let color: SIMD4<Float>
    /// How many of the frame's leading commands draw it.
    let commandCount: Int

    /// The rectangle of `shape` mapped by `transform`, when it is opaque, sharp-cornered and stays axis-aligned.
    init?(_ shape: RoundedRect, color: SIMD4<Float>, transform t: AffineTransform) {
        guard color.w >= 1, shape.cornerRadius == 0, t.b == 0, t.c == 0 else { return nil }
        let a = t.apply(to: Point(x: shape.rect.minX, y: shape.rect.minY))
        let b = t.apply(to: Point(x: shape.rect.maxX, y: shape.rect.maxY))
        bounds = SIMD4(min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))
        self.color = color
        commandCount = 0
    }

    /// `rect` with the number of leading commands that draw it.
    init(_ rect: CoverRect, commandCount: Int) {
        bounds = rect.bounds
        color = rect.color
        self.commandCount = commandCount
    }

    /// True when every pixel of a `width` x `height` viewport lies inside.
    func covers(width: Int, height: Int) -> Bool {
        bounds.x <= 0 && bounds.y <= 0 && bounds.z >= Double(width) && bounds.w >= Double(height)
    }
}
