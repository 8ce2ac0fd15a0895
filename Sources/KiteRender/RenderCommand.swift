/// One draw of the frame: a range of instances of one program under one clip (an index into the renderer's
/// clips; nil for none).
enum RenderCommand {
    /// Opaque strokes of any number of paths: one pass of one of the stroke programs.
    case strokes(first: Int, count: Int, clip: Int?, kind: StrokeKind)
    /// One translucent path: two passes through the stencil, so every pixel is blended once. Its first `lines`
    /// pieces are straight (drawn by the line program), the rest quadratic.
    case translucentStroke(first: Int, count: Int, clip: Int?, lines: Int)
    /// Edge parts of rounded rectangles and borders, all of one `ShapeKind`.
    case shapes(first: Int, count: Int, clip: Int?, kind: ShapeKind)
    /// Flat interiors of shapes; `opaque` when every one is opaque and unclipped, so blending can be off.
    case flats(first: Int, count: Int, clip: Int?, opaque: Bool)
    /// Straight sides of axis-aligned shapes (flat instances drawn by the ramp program).
    case ramps(first: Int, count: Int, clip: Int?)
    /// Bands of filled paths.
    case fills(first: Int, count: Int, clip: Int?)
    /// Rectangles of filled paths drawn from their coverage masks (fill instances drawn by the mask program).
    case fillMasks(first: Int, count: Int, clip: Int?)
    /// The shadow of a path: `index` into the renderer's path shadows.
    case pathShadow(index: Int, clip: Int?)
    /// Blurred rounded rectangles (shape instances drawn with the shadow program).
    case shadows(first: Int, count: Int, clip: Int?)
    /// Glyphs sampling one atlas (an index into the renderer's glyph atlas cache).
    case text(first: Int, count: Int, clip: Int?, atlas: Int)

    /// Which shape program draws a run of shape parts, for the same reason as `StrokeKind`.
    enum ShapeKind: Equatable {
        /// Filled, round-cornered (`KITE_ROUND`): one distance evaluation per pixel.
        case round
        /// Borders of round-cornered shapes (`KITE_ROUND`, `KITE_BORDER`): two.
        case roundBorder
        /// Anything else (sharp-cornered boxes, filled or bordered): the general program.
        case general

        /// The program that draws `part`.
        init(_ part: ShapeInstance) {
            self = part.offset.w > 0.5 ? .general : part.shape.y > 0 ? .roundBorder : .round
        }
    }

    /// Which stroke program draws a run of opaque pieces. llvmpipe executes every branch of a shader for every
    /// pixel (and a loop's body at least once), so each kind of piece gets a program without the others' work.
    enum StrokeKind: Equatable {
        /// Straight pieces only (`KITE_LINE`): no quadratic distance.
        case lines
        /// Lines and quadratics that overlap no other piece of their path away from a joint, with the closed-form
        /// nearest point.
        case curves
        /// Lines and gentle quadratics (`StrokeEncoder.isGentle`, `KITE_NEWTON`) that overlap no other piece of their
        /// path away from a joint: the nearest point by Newton's method.
        case gentle
        /// Pieces with an overlap list (`StrokeOverlaps`, `KITE_OVERLAPS`): each pixel also evaluates the listed
        /// pieces' coverage.
        case overlaps
        /// Pieces whose overlap list holds exactly one entry (`KITE_ONE_OVERLAP`): the overlap program with the entry
        /// read once per vertex and handed to every pixel as flat values, instead of six texel fetches and a loop
        /// per pixel (535 of the 722 listed pieces on `Scenes/cubics-1000.svg`).
        case oneOverlap
    }
}
