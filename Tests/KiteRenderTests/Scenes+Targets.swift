import KiteGL

extension Scenes {
    /// The scenes' size in device pixels at `scale` (points times scale, rounded as a window of that scale is).
    static func pixelSize(at scale: Double) -> (width: Int, height: Int) {
        (Int((width * scale).rounded()), Int((height * scale).rounded()))
    }

    /// A new framebuffer the scenes' size at `scale`, with a stencil buffer by default as a window's has (clips
    /// and self-overlapping strokes need it).
    /// - Throws: `GLError` when GL cannot make it.
    static func target(at scale: Double, stencil: Bool = true) throws -> OffscreenTarget {
        let size = pixelSize(at: scale)
        return try OffscreenTarget(width: size.width, height: size.height, stencil: stencil)
    }
}
