import KiteGeometry
import KiteScene
import KiteText

/// The CPU half of the scene renderer: turns a `DrawList` into the frame's instances (stroke pieces, shape edge
/// rings and flat interiors, fill bands and their edges, glyph quads, shadows) and the ordered commands that draw
/// them. Pure data, no GL: `SceneRenderer` uploads and executes what it produces, and tests can check it on any
/// machine.
///
/// Every array keeps its storage between frames, so encoding a steady scene allocates nothing once it has grown.
public struct SceneEncoder {
    /// Relative difference between a transform's largest and smallest stretch below which a stroke keeps a round
    /// pen (drawn as stroke pieces); above it the stroke is filled from its outline.
    static let conformalTolerance = 1e-3
    /// Largest distance, in device pixels, between a filled stroke outline and the exact stroke.
    static let outlineTolerance = 0.03
    /// Standard deviation of a shadow's Gaussian blur per point of `shadowRadius` (Core Animation's radius reads as
    /// about two deviations; `CairoPainter` uses the same).
    public static let shadowSigmaPerRadius = 0.5

    /// Stroke pieces (device pixels), referred to by `.strokes`, `.translucentStroke` and path shadows.
    public internal(set) var strokes: [StrokePiece] = []
    /// Lists of the stroke pieces that overlap others of their path away from a joint, read by the stroke shader
    /// (`StrokeOverlaps`).
    var overlapTexels: [SIMD4<Float>] = []
    /// Rounded-rectangle edge rings and borders (`.shapes`).
    var shapes: [ShapeInstance] = []
    /// Flat interiors of rounded rectangles (`.flats`) and straight sides of axis-aligned ones (`.ramps`).
    var flats: [FlatInstance] = []
    /// Bands of filled paths (`.fills`), reading their edges from `fillEdges`.
    var fills: [FillInstance] = []
    /// Device-space edges (x0, y0, x1, y1) of the fill bands.
    var fillEdges: [SIMD4<Float>] = []
    /// Rectangles of filled paths drawn from coverage masks (`.fillMasks`), reading `fillMaskBytes`.
    var fillMasks: [FillInstance] = []
    /// Coverage (0...255) of the mask rectangles' pixels, row by row.
    var fillMaskBytes: [UInt8] = []
    /// Blurred rounded rectangles (`.shadows`).
    var shadows: [ShapeInstance] = []
    /// Shadows of paths (`.pathShadow`).
    var pathShadows: [PathShadow] = []
    /// Glyph quads (`.text`).
    var texts: [TextInstance] = []
    /// The frame's draws, in order.
    var commands: [RenderCommand] = []
    /// The masking layers' clips the commands refer to by index.
    var clips: [ClipState] = []
    /// The frame's first layer when it is an opaque, unclipped, axis-aligned rectangle: where it covers the whole
    /// viewport, the executor clears to its colour instead of drawing its leading commands.
    var cover: CoverRect?
    /// Why the last `encode` could not lay out some text; the executor throws it.
    var textError: RenderError?
    /// Why the last `encode` could not dash some stroke (`DashedPath.TooManyDashesError`); the executor throws it.
    var dashError: RenderError?
    /// Draw items the last `encode` skipped because a number they would hand the GPU was NaN or past Float's range
    /// (`SceneEncoder+NonFinite`): a NaN colour or shadow radius, or a size or scale that overflows. They draw
    /// nothing; the rest of the frame draws as it would without them.
    public internal(set) var nonFiniteItemCount = 0
    /// The text font's glyph atlases; commands name them by index. A reference: the executor's textures follow it.
    let glyphAtlases = GlyphAtlasCache()
    /// Last frame's stroke and fill instances per path, reused for paths drawn unchanged (`SceneEncoder+Retained`).
    var retained = RetainedEncodings()
    /// Last frame's visible dashes of long dashed paths, reused while the path, transform and viewport stay.
    var dashCache = DashCache()

    /// Indices into `clips` of the masking layers enclosing the item being encoded, innermost last.
    var clipStack: [Int] = []
    var strokeEncoder = StrokeEncoder()
    var fillEncoder = FillEncoder()
    var strokeOverlaps = StrokeOverlaps()
    /// Whether listed stroke pieces whose overlap list holds exactly one entry draw with the one-overlap program
    /// (`RenderCommand.StrokeKind.oneOverlap`, `StrokeLevels`). Defaults to true; tests turn it off to draw every
    /// listed piece with the overlap program and compare the pixels.
    var splitsSingleEntries = true
    /// Opaque stroke pieces held in draw levels until the next other command or the frame's end (`StrokeLevels`).
    var strokeLevels = StrokeLevels()
    /// Bounds (`StrokeOverlaps.bounds`) of the pieces of the path being encoded and queued, measured once
    /// (`measurePath(from:)`) for the overlap search and for `appendStrokes`; and what they add up to.
    var pathBounds: [SIMD4<Float>] = []
    /// Whether each piece of that path is gentle (`StrokeEncoder.isGentle`: for a line, both ends round), at the
    /// same indices: measured with the bounds and kept with a retained path, so a reused path's
    /// levels (`StrokeLevels.hold`) do not test its pieces again.
    var pathGentle: [Bool] = []
    var pathSummary = PathSummary()
    /// The glyphs of the text run being encoded.
    var placedGlyphs: [TextLayout.PlacedGlyph] = []
    /// Shapes waiting to be drawn as one run: none overlaps another, so all their flat interiors can go first
    /// and all their edge rings after, in two draws, without changing what is on top.
    var pendingShapes: [ShapeInstance] = []
    var pendingFlats: [FlatInstance] = []
    var pendingBounds: [Rect] = []
    var pendingClip: Int?
    /// Whether a run of several shapes was drawn this frame (past the batching limit, or with batching off):
    /// only those need `convertStraightSides`.
    var hasShapeRuns = false
    /// Where the parts and ramps of each shape drawn alone this frame are, for `hardenBackground`.
    var aloneShapes = AloneShapes()
    /// Whether `encode` draws the straight sides of axis-aligned shapes as ramps (`convertStraightSides`).
    /// Defaults to true; tests turn it off to compare against the shape program.
    var convertsStraightSides = true
    /// Whether `encode` draws a shape whole when no cut pays for its extra instances (`ShapeInstance.split`'s
    /// `whole`). Defaults to true; tests of the cuts turn it off to cut small shapes.
    var keepsSmallShapesWhole = true
    /// Whether `encode` may draw the straight middle of a filled pill whose sides lie on pixel edges flat between
    /// its two end caps, and a filled sharp-cornered box whose edges all lie on pixel edges as one flat quad
    /// (`ShapeInstance.split`'s `bands`). Defaults to true; tests turn it off to compare pixels.
    var cutsPillBands = true
    /// Whether `encode` drops a shape's ramps that an opaque outline drawn next covers fully (`cullRampsHidden`).
    /// Defaults to true; tests turn it off to compare the pixels.
    var cullsHiddenRamps = true
    /// Whether `encode` draws opaque straight sides whose edges lie on pixel edges as opaque flat quads
    /// (`flattenPixelEdgeSides`). Defaults to true; tests turn it off to compare the pixels.
    var drawsPixelEdgeSidesFlat = true
    /// Whether `encode` reorders and merges commands that cannot overlap (`batchAcrossLayers`). Defaults to
    /// true; tests turn it off to compare against the draw list's order.
    var batchesAcrossLayers = true
    /// Scratch storage of `batchAcrossLayers`.
    var batching = CommandBatching()
    /// The commands being rewritten by a pass over them, swapped with `commands` at its end.
    var scratchCommands: [RenderCommand] = []

    /// An encoder with empty storage.
    public init() {}

    /// Stroke pieces encoded by the last `encode`.
    public var strokePieceCount: Int { strokes.count }
    /// Commands (draws, before the executor splits passes) encoded by the last `encode`.
    public var commandCount: Int { commands.count }

    /// Turns `list` into the frame's instances and commands at `scale` device pixels per point (> 0), replacing
    /// the previous frame's, reusing the arrays' storage. Fill and stroke geometry beyond `viewport` (device
    /// pixels, from the origin; nil: the largest viewport GLES allows) is cut away before flattening.
    public mutating func encode(_ list: DrawList, scale: Double, viewport: Size? = nil) {
        startFrame()
        fillEncoder.viewport = viewport.map { Rect(origin: .zero, size: $0) } ?? FillEncoder.largestViewport
        strokeEncoder.viewport = fillEncoder.viewport
        strokeOverlaps.startFrame(viewport: fillEncoder.viewport)
        let toDevice = AffineTransform(scaleX: scale, y: scale)
        // Read in place: `for item in` would copy each `DrawItem` (a 4x4 transform besides the primitive), and so
        // would a buffer's subscript; `pointee` is addressed where it lies (the pointer lives only within the
        // closure, over the list's own storage). Only the transform's plane part is read (what
        // `flattened.affineTransform` keeps).
        list.items.withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return }
            for item in first..<first + items.count {
                let transform = item.pointee.transform.affineTransform.concatenating(toDevice)
                encode(item.pointee.primitive, transform: transform, opacity: item.pointee.opacity)
            }
        }
        flushShapes()
        drainStrokeLevels()
        convertStraightSides()
        flattenPixelEdgeSides()
        batchAcrossLayers()
    }

    /// Empties every output array, keeping its storage.
    mutating func startFrame() {
        strokes.removeAll(keepingCapacity: true)
        overlapTexels.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        flats.removeAll(keepingCapacity: true)
        fills.removeAll(keepingCapacity: true)
        fillEdges.removeAll(keepingCapacity: true)
        fillMasks.removeAll(keepingCapacity: true)
        fillMaskBytes.removeAll(keepingCapacity: true)
        shadows.removeAll(keepingCapacity: true)
        pathShadows.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        clipStack.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        batching.shapeStarts.removeAll(keepingCapacity: true)
        batching.shapeBounds.removeAll(keepingCapacity: true)
        batching.strokeStarts.removeAll(keepingCapacity: true)
        batching.strokeBounds.removeAll(keepingCapacity: true)
        aloneShapes.removeAll()
        hasShapeRuns = false
        textError = nil
        dashError = nil
        nonFiniteItemCount = 0
        glyphAtlases.startFrame()
        retained.startFrame()
        dashCache.startFrame()
        cover = nil
    }

    /// Appends one draw item's instances and commands; `transform` maps its coordinates to device pixels.
    ///
    /// One `switch` over the borrowed primitive (its payload is boxed, `DrawPrimitive`): the item's kind is matched
    /// once and each case checks its own numbers (`SceneEncoder+NonFinite`). Inlined into the draw-list walk, where
    /// the switch then reads the item in place.
    @inline(__always)
    mutating func encode(_ primitive: borrowing DrawPrimitive, transform: AffineTransform, opacity: Double) {
        let clip = clipStack.last
        switch primitive {
        case .strokePath(let path, let style, let color):
            encodeStrokeItem(path, style: style, color: color, transform: transform, opacity: opacity)
        case .dashedStroke(let dashed, let style, let color):
            guard isDrawable(color, opacity: opacity, transform: transform, width: style.width) else {
                return skipNonFinite()
            }
            encodeDashed(dashed, style: style, color: color, transform: transform, opacity: opacity)
        case .fillRoundedRect(let shape, let color):
            encodeRoundedRect(shape, color: color, transform: transform, opacity: opacity, clip: clip)
        case .border(let shape, let width, let color):
            encodeBorder(shape, width: width, color: color, transform: transform, opacity: opacity, clip: clip)
        case .pushClip(let shape):
            pushClip(shape, transform: transform, clip: clip)
        case .popClip:
            // Always pops, whatever its transform (the masking layer's, as its `pushClip` had): a clip left on the
            // stack would clip everything drawn after the layer.
            flushPending()
            _ = clipStack.popLast()
        case .text(let run):
            guard isDrawable(run.color, opacity: opacity, transform: transform) else { return skipNonFinite() }
            flushPending()
            appendText(run, transform: transform, opacity: opacity, clip: clip)
        case .fillPath(let path, let rule, let color):
            guard isDrawable(color, opacity: opacity, transform: transform) else { return skipNonFinite() }
            flushPending()
            let first = (fills.count, fillMasks.count)
            encodeFill(path, rule: rule, color: premultiplied(color, opacity), transform: transform)
            appendFillCommands(from: first, clip: clip)
        case .shadow(let silhouette, let color, let blurRadius, let offset):
            encodeShadow(
                silhouette, color: color, blurRadius: blurRadius, offset: offset, transform: transform,
                opacity: opacity, clip: clip)
        }
    }

    /// A `strokePath` item (also a dashed stroke's visible dashes, without boxing them into a primitive): skipped
    /// when a number it would hand the GPU is not finite.
    mutating func encodeStrokeItem(
        _ path: Path, style: StrokeStyle, color: Color, transform: AffineTransform, opacity: Double
    ) {
        guard isDrawable(color, opacity: opacity, transform: transform, width: style.width) else {
            return skipNonFinite()
        }
        encodeStrokePath(
            path, style: style, color: color, transform: transform, opacity: opacity, clip: clipStack.last)
    }

    /// Counts an item that draws nothing because a number it would hand the GPU is not finite.
    mutating func skipNonFinite() { nonFiniteItemCount += 1 }

    /// Draws the held shapes and stroke pieces before an item that is neither: they go under it.
    mutating func flushPending() {
        flushShapes()
        drainStrokeLevels()
    }

    /// A stroke: a ring when the path outlines a rounded rectangle (`strokeRing`), its outline filled under a
    /// non-uniform scale or skew, otherwise stroke pieces.
    mutating func encodeStrokePath(
        _ path: Path, style: StrokeStyle, color: Color, transform: AffineTransform, opacity: Double, clip: Int?
    ) {
        if let ring = strokeRing(path, style: style, color: color, transform: transform, opacity: opacity) {
            // Held stroke pieces came first: they go under the ring.
            drainStrokeLevels()
            cullRampsHidden(under: ring, clip: clip)
            appendShape(ring, clip: clip)
            return
        }
        // Tested here: most strokes follow strokes, and the call alone cost more than the test.
        if !pendingShapes.isEmpty || !pendingFlats.isEmpty { flushShapes() }
        // Held stroke pieces go before any other command; an opaque path decides for itself (`appendStrokes`).
        guard transform.isConformal(tolerance: Self.conformalTolerance) else {
            // A non-uniform scale or skew turns the pen into an ellipse, which the stroke pieces cannot draw: the
            // stroke's outline, built where the pen is round and then transformed, is filled instead.
            let stretch = transform.stretches.largest
            guard stretch > 0, stretch.isFinite else { return }
            drainStrokeLevels()
            let first = (fills.count, fillMasks.count)
            encodeFill(
                path, rule: .nonZero, outline: style, outlineTolerance: Self.outlineTolerance / stretch,
                color: premultiplied(color, opacity), transform: transform)
            appendFillCommands(from: first, clip: clip)
            return
        }
        let first = strokes.count
        let c = premultiplied(color, opacity)
        let listed = encodeStroke(path, style: style, color: c, transform: transform, resolvingOverlaps: c.w >= 1)
        appendStrokes(first: first, translucent: c.w < 1, listed: listed)
    }

    func premultiplied(_ color: Color, _ opacity: Double) -> SIMD4<Float> {
        let a = min(max(color.alpha * opacity, 0), 1)
        return SIMD4(Float(color.red * a), Float(color.green * a), Float(color.blue * a), Float(a))
    }

    /// Appends the draws of the fill instances and mask rectangles encoded since `first` (counts of `fills` and
    /// `fillMasks` before). They cover different bands of the path, so their order does not matter.
    mutating func appendFillCommands(from first: (fills: Int, masks: Int), clip: Int?) {
        if fills.count > first.fills {
            append(.fills(first: first.fills, count: fills.count - first.fills, clip: clip))
        }
        if fillMasks.count > first.masks {
            append(.fillMasks(first: first.masks, count: fillMasks.count - first.masks, clip: clip))
        }
    }

    /// Appends a command, merging it into the previous one when both are fills, both fill masks, or both shadows,
    /// under one clip.
    mutating func append(_ command: RenderCommand) {
        switch (commands.last, command) {
        case (.fills(let f, let n, let c)?, .fills(let g, let m, let clip)) where c == clip && f + n == g:
            commands[commands.count - 1] = .fills(first: f, count: n + m, clip: clip)
        case (.fillMasks(let f, let n, let c)?, .fillMasks(let g, let m, let clip)) where c == clip && f + n == g:
            commands[commands.count - 1] = .fillMasks(first: f, count: n + m, clip: clip)
        case (.shadows(let f, let n, let c)?, .shadows(let g, let m, let clip)) where c == clip && f + n == g:
            commands[commands.count - 1] = .shadows(first: f, count: n + m, clip: clip)
        default:
            commands.append(command)
        }
    }
}
