/// One draw of the frame: a range of instances of one program under one clip (an index into the renderer's
/// clips; nil for none).
enum RenderCommand {
    /// Opaque strokes of any number of paths: one pass; `lines` when every piece is straight (the line program).
    case strokes(first: Int, count: Int, clip: Int?, lines: Bool)
    /// One translucent path: two passes through the stencil, so every pixel is blended once. Its first `lines`
    /// pieces are straight (drawn by the line program), the rest quadratic.
    case translucentStroke(first: Int, count: Int, clip: Int?, lines: Int)
    case shapes(first: Int, count: Int, clip: Int?)
    /// Flat interiors of shapes; `opaque` when every one is opaque and unclipped, so blending can be off.
    case flats(first: Int, count: Int, clip: Int?, opaque: Bool)
    /// Bands of filled paths.
    case fills(first: Int, count: Int, clip: Int?)
    /// The shadow of a path: `index` into the renderer's path shadows.
    case pathShadow(index: Int, clip: Int?)
    /// Blurred rounded rectangles (shape instances drawn with the shadow program).
    case shadows(first: Int, count: Int, clip: Int?)
    /// Glyphs sampling one atlas (an index into the renderer's glyph atlas cache).
    case text(first: Int, count: Int, clip: Int?, atlas: Int)
}
