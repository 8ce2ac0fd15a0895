import KiteGeometry
import KiteScene

/// What the stroke and fill encoders produced for each path last frame, so a path drawn again unchanged (same
/// path, style or rule, colour, transform and viewport) gets its instances copied instead of being flattened and
/// encoded again. Keyed by content, not by position in the draw list: a layer added, removed or moved in the
/// order costs its own encoding only.
///
/// Two generations: what this frame used (`current`) and what the last frame produced (`previous`); a key found in
/// `previous` moves to `current`, so a path no longer drawn is forgotten after one frame. Storage is reused
/// between frames; only a path encoded anew allocates (its cached copy).
struct RetainedEncodings {
    /// A stroke drawn with pieces (a conformal transform).
    struct StrokeKey: Hashable {
        let path: Path
        let style: StrokeStyle
        let color: SIMD4<Float>
        let transform: AffineTransform
        /// The stroke encoder's viewport: centre lines beyond it (and the stroke's reach) were cut away.
        let viewport: Rect
    }

    /// A filled path, or a stroke filled from its outline (`outline` is the stroke's style then).
    struct FillKey: Hashable {
        let path: Path
        let rule: FillRule
        let outline: StrokeStyle?
        let color: SIMD4<Float>
        let transform: AffineTransform
        /// The fill encoder's clip rectangle: geometry beyond it was cut away.
        let viewport: Rect
    }

    /// A fill's instances with their first edge counted from the fill's own first edge, and its edges; its mask
    /// rectangles with their bytes counted from its own first mask byte, and those bytes.
    struct FillOutput {
        var instances: [FillInstance]
        var edges: [SIMD4<Float>]
        var masks: [FillInstance]
        var maskBytes: [UInt8]
    }

    private(set) var strokes: [StrokeKey: [StrokePiece]] = [:]
    private var previousStrokes: [StrokeKey: [StrokePiece]] = [:]
    private(set) var fills: [FillKey: FillOutput] = [:]
    private var previousFills: [FillKey: FillOutput] = [:]
    /// Paths the stroke encoder flattened and encoded, over the encoder's life: a steady frame adds none.
    private(set) var strokeEncodeCount = 0
    /// Paths (and stroke outlines) the fill encoder encoded, over the encoder's life: a steady frame adds none.
    private(set) var fillEncodeCount = 0

    /// Starts a frame: last frame's outputs become the ones to reuse from.
    mutating func startFrame() {
        swap(&strokes, &previousStrokes)
        strokes.removeAll(keepingCapacity: true)
        swap(&fills, &previousFills)
        fills.removeAll(keepingCapacity: true)
    }

    /// The pieces of `key` from this frame or the last, or nil when they must be encoded.
    mutating func strokePieces(_ key: StrokeKey) -> [StrokePiece]? {
        if let found = strokes[key] { return found }
        guard let found = previousStrokes.removeValue(forKey: key) else { return nil }
        strokes[key] = found
        return found
    }

    /// Remembers the pieces just encoded for `key`.
    mutating func store(_ pieces: ArraySlice<StrokePiece>, for key: StrokeKey) {
        strokeEncodeCount += 1
        strokes[key] = Array(pieces)
    }

    /// The fill output of `key` from this frame or the last, or nil when it must be encoded.
    mutating func fillOutput(_ key: FillKey) -> FillOutput? {
        if let found = fills[key] { return found }
        guard let found = previousFills.removeValue(forKey: key) else { return nil }
        fills[key] = found
        return found
    }

    /// Remembers the fill just encoded for `key`: `instances` refer to `edges` from `firstEdge` on, `masks` to
    /// `maskBytes` from `firstByte` on.
    mutating func store(
        _ instances: ArraySlice<FillInstance>, edges: ArraySlice<SIMD4<Float>>, firstEdge: Int,
        masks: ArraySlice<FillInstance>, maskBytes: ArraySlice<UInt8>, firstByte: Int, for key: FillKey
    ) {
        fillEncodeCount += 1
        var own = Array(instances)
        for i in own.indices { own[i].edges.x -= Float(firstEdge) }
        fills[key] = FillOutput(
            instances: own, edges: Array(edges), masks: masks.map { $0.movingMask(by: -firstByte) },
            maskBytes: Array(maskBytes))
    }
}
