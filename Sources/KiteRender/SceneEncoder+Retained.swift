import KiteGeometry
import KiteScene

// Retained encoding: a path drawn as it was last frame gets last frame's instances (`RetainedEncodings`), so an
// unchanged layer costs a hash and a copy, not a flattening and an encode. The instances are the very ones a fresh
// encode gives (same inputs, same encoder), so the pixels are too.
extension SceneEncoder {
    /// Appends the stroke pieces of `path`, reused when the same stroke was encoded this frame or the last. With
    /// `resolvingOverlaps` (an opaque path, drawn as itself) also lists the overlaps among its pieces
    /// (`StrokeOverlaps`), reused with the pieces when they fit the texels left. Returns true when a piece is listed.
    /// Leaves the pieces' bounds in `pathBounds` and their summary in `pathSummary` (`measurePath(from:)`).
    @discardableResult
    mutating func encodeStroke(
        _ path: Path, style: StrokeStyle, color: SIMD4<Float>, transform: AffineTransform,
        resolvingOverlaps: Bool = false
    ) -> Bool {
        let key = RetainedEncodings.StrokeKey(
            path: path, style: style, color: color, transform: transform, viewport: strokeEncoder.viewport)
        let first = strokes.count
        if let slot = retained.strokeSlot(key) {
            let stored = retained.reuseStroke(
                at: slot, pieces: &strokes, bounds: &pathBounds, gentle: &pathGentle)
            pathSummary = stored.summary
            guard resolvingOverlaps else { return false }
            guard stored.searched, overlapTexels.count + stored.texelCount <= StrokeOverlaps.maxTexels else {
                // Searched where fewer texels were left, or not searched: a fresh search gives what it would.
                return strokeOverlaps.resolve(
                    &strokes, first..<strokes.count, bounds: pathBounds, texels: &overlapTexels)
            }
            // Lists that do not fit the shading left are dropped whole, as a fresh search would drop them.
            guard strokeOverlaps.take(shading: stored.shading) else { return false }
            return retained.reuseLists(at: slot, first: first, pieces: &strokes, texels: &overlapTexels)
        }
        strokeEncoder.encode(path, style: style, color: color, transform: transform, into: &strokes)
        measurePath(from: first)
        let firstTexel = overlapTexels.count
        let listed =
            resolvingOverlaps
            && strokeOverlaps.resolve(&strokes, first..<strokes.count, bounds: pathBounds, texels: &overlapTexels)
        // Most misses are not stored (`RetainedTable`): asked first, so those gather nothing to store.
        guard retained.admitsStroke(key) else { return listed }
        // Lists past the whole frame's budget pass it in every frame of this viewport: kept as searched, with no
        // lists and a cost no frame has, so later frames skip the search.
        let overs = strokeOverlaps.ranOutOfShading
        retained.store(
            strokes[first...], bounds: pathBounds[0..<pathSummary.count], gentle: pathGentle[0..<pathSummary.count],
            summary: pathSummary,
            searched: resolvingOverlaps && !strokeOverlaps.ranOutOfTexels && (!overs || strokeOverlaps.neverFits),
            texels: overlapTexels[firstTexel...], firstTexel: firstTexel,
            shading: overs ? .infinity : strokeOverlaps.pathShading, for: key)
        return listed
    }

    /// Appends the fill instances and edges of `path` (or, with `outline`, of the outline of `path` stroked with
    /// that style, built within `outlineTolerance` points), reused when the same fill was encoded this frame or
    /// the last under the same viewport.
    mutating func encodeFill(
        _ path: Path, rule: FillRule, outline: StrokeStyle? = nil, outlineTolerance: Double = 0,
        color: SIMD4<Float>, transform: AffineTransform
    ) {
        let key = RetainedEncodings.FillKey(
            path: path, rule: rule, outline: outline, color: color, transform: transform,
            viewport: fillEncoder.viewport)
        let firstEdge = fillEdges.count
        let firstByte = fillMaskBytes.count
        // Reused masks must still fit the frame's mask storage, which depends on the fills before them; one that
        // would not is encoded afresh, and the encoder keeps its bands as tiles.
        if let output = retained.fillOutput(key),
            fillMaskBytes.count + output.maskBytes.count <= FillEncoder.maximumMaskBytes
        {
            fillEdges.append(contentsOf: output.edges)
            for var instance in output.instances {
                instance.edges.x += Float(firstEdge)
                fills.append(instance)
            }
            fillMaskBytes.append(contentsOf: output.maskBytes)
            for mask in output.masks { fillMasks.append(mask.movingMask(by: firstByte)) }
            return
        }
        let (first, firstMask) = (fills.count, fillMasks.count)
        // The outline is built in path space, where the pen is round, from the part of the centre line whose
        // outline can reach the viewport.
        let filled =
            outline.map {
                StrokeClipper(outline: $0, viewport: fillEncoder.viewport, transform: transform).clipped(path)
                    .strokeOutline($0, tolerance: outlineTolerance)
            } ?? path
        fillEncoder.encode(
            filled, rule: rule, color: color, transform: transform, into: &fills, edges: &fillEdges,
            masks: &fillMasks, maskBytes: &fillMaskBytes)
        retained.store(
            fills[first...], edges: fillEdges[firstEdge...], firstEdge: firstEdge, masks: fillMasks[firstMask...],
            maskBytes: fillMaskBytes[firstByte...], firstByte: firstByte, for: key)
    }

    /// Paths the stroke encoder flattened and encoded over this encoder's life (reused ones not counted).
    public var strokeEncodeCount: Int { retained.strokeEncodeCount }
    /// Paths and stroke outlines the fill encoder encoded over this encoder's life (reused ones not counted).
    public var fillEncodeCount: Int { retained.fillEncodeCount }
}
