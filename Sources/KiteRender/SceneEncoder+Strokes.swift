extension SceneEncoder {
    /// Box area (device pixels) of a path's straight pieces from which an opaque path with curves too is split
    /// into a line draw and a curve draw: about what the line program saves on that many pixels against what
    /// one more draw call costs on llvmpipe.
    static let lineSplitArea: Float = 4096

    /// What the pieces of one path add up to (`measurePath(from:)`).
    struct PathSummary {
        /// The box around every piece's bounds (`OverlapBatch.empty` for none).
        var bounds = OverlapBatch.empty
        /// Box area (device pixels) of the straight pieces: their length plus both paddings, times twice the
        /// padding.
        var lineArea: Float = 0
        /// Quadratic pieces.
        var quadratics = 0
        /// Pieces: `pathBounds[0..<count]` are theirs.
        var count = 0
    }

    /// Measures the pieces `strokes[first...]` of the path just encoded: `pathBounds` gets each piece's bounds
    /// (`StrokeOverlaps.bounds`) at the front (it keeps its length between paths: only the front is the path's),
    /// `pathSummary` what they add up to. One pass, through buffer pointers: the overlap search and
    /// `appendStrokes` both read these instead of each measuring the pieces again.
    mutating func measurePath(from first: Int) {
        let n = strokes.count - first
        if pathBounds.count < n {
            pathBounds.append(contentsOf: repeatElement(OverlapBatch.empty, count: n - pathBounds.count))
        }
        var summary = PathSummary()
        strokes.withUnsafeBufferPointer { all in
            pathBounds.withUnsafeMutableBufferPointer { bounds in
                for k in 0..<n {
                    let piece = all[first + k]
                    let b = StrokeOverlaps.bounds(piece)
                    bounds[k] = b
                    summary.bounds = OverlapBatch.enclosing(summary.bounds, b)
                    if piece.isQuadratic {
                        summary.quadratics += 1
                    } else {
                        let pad = piece.reach.z
                        summary.lineArea += (length(piece.end - piece.start) + 2 * pad) * 2 * pad
                    }
                }
            }
        }
        summary.count = n
        pathSummary = summary
    }

    /// Queues one path's pieces, `first` up to the end. A path of straight pieces only draws with the line
    /// program. A path with both kinds moves its straight pieces ahead of its quadratic ones, so each kind draws
    /// with its own program: the pieces of a path share one colour and never blend a pixel twice at a joint (a
    /// translucent path also goes through the stencil), so their order within the path does not change the
    /// result. An opaque path whose pieces overlap away from a joint gives each such pixel to one of them
    /// (`StrokeOverlaps`): its listed pieces draw with the overlap program, the rest with the general one. An opaque
    /// path whose straight pieces cover less than `lineSplitArea` stays whole in the
    /// general program, so it still batches with the paths around it (nearly straight pieces of curves are lines).
    /// `listed`: some of the path's pieces have overlap lists (`encodeStroke`, which also measured them:
    /// `pathBounds`, `pathSummary`).
    mutating func appendStrokes(first path: Int, translucent: Bool, listed: Bool) {
        let clip = clipStack.last
        guard !translucent else {
            let first = flushOverlaps(before: path, clip: clip, translucent: true)
            let count = strokes.count - first
            guard count > 0 else { return }
            let split = movingLinesFirst(from: first)
            commands.append(.translucentStroke(first: first, count: count, clip: clip, lines: split - first))
            return
        }
        // The pieces' bounds and what the path holds were measured once, as it was encoded (`pathBounds`,
        // `pathSummary`); the held pieces' test and holding them reuse those bounds.
        let (all, lineArea, quadratics) = (pathSummary.bounds, pathSummary.lineArea, pathSummary.quadratics)
        let first = flushOverlaps(before: path, clip: clip, bounds: all)
        let count = strokes.count - first
        guard count > 0 else { return }
        if listed || quadratics == count || (quadratics > 0 && lineArea < Self.lineSplitArea) {
            // Only the listed pieces settle their pixels with the others' coverage, in the program that pays for
            // it, held back so that later paths' listed pieces share its draw.
            appendGentleStrokes(first: first, clip: clip, holdingListed: listed)
        } else if quadratics == 0 {
            appendOpaqueStrokes(first: first, count: count, clip: clip, kind: .lines)
        } else {
            let split = movingLinesFirst(from: first)
            appendOpaqueStrokes(first: first, count: split - first, clip: clip, kind: .lines)
            // The quadratics moved: their bounds are measured again.
            measurePath(from: split)
            appendGentleStrokes(first: split, clip: clip, holdingListed: false)
        }
    }

    /// Queues the opaque pieces `strokes[first...]` (whose bounds are `pathBounds`, in order) with the gentle
    /// program, except lines with a band end (a butt or square cap, a miter or bevel join), which draw with the
    /// line program after them, the other pieces that are not `StrokeEncoder.isGentle` (tight quadratics, and
    /// quadratics with a band end), which go to `overlapBatch` and later draw with the general program (the gentle
    /// program's Newton nearest point is exact only on gentle pieces and it has no end planes, and the closed form
    /// costs about twice as much on llvmpipe), and with `holdingListed` the listed pieces, which go to
    /// `overlapBatch` for the overlap program. The gentle pieces keep their order, the band-ended lines follow them.
    mutating func appendGentleStrokes(first: Int, clip: Int?, holdingListed: Bool) {
        var kept = first
        for i in first..<strokes.count {
            let piece = strokes[i]
            let listed = holdingListed && piece.reach.w != 0
            if listed || (piece.isQuadratic && !StrokeEncoder.isGentle(piece)) {
                overlapBatch.add(piece, bounds: pathBounds[i - first], clip: clip, listed: listed)
            } else {
                if kept != i { strokes[kept] = piece }
                kept += 1
            }
        }
        strokes.removeSubrange(kept...)
        // Band-ended lines after the gentle pieces (the quadratics kept are gentle); a path's pieces never blend a
        // pixel twice, so their order within the path does not matter.
        var split = first
        for i in first..<kept where strokes[i].isQuadratic || StrokeEncoder.hasRoundEnds(strokes[i]) {
            if split != i { strokes.swapAt(i, split) }
            split += 1
        }
        appendOpaqueStrokes(first: first, count: split - first, clip: clip, kind: .gentle)
        appendOpaqueStrokes(first: split, count: kept - split, clip: clip, kind: .lines)
    }

    /// Draws the held listed pieces (`overlapBatch`) ahead of the path in `strokes[first...]` when that path could
    /// draw over one of their pixels, is translucent, or is drawn under another clip. Returns where the path's
    /// pieces start afterwards (the held pieces go into the array just before them).
    mutating func flushOverlaps(before first: Int, clip: Int?, translucent: Bool) -> Int {
        guard !overlapBatch.isEmpty else { return first }
        guard translucent || clip != overlapBatch.clip || overlapBatch.meets(strokes, first..<strokes.count) else {
            return first
        }
        let count = overlapBatch.count
        flushOverlaps(at: first)
        return first + count
    }

    /// `flushOverlaps(before:clip:translucent:)` for an opaque path whose pieces' bounds are `pathBounds`, all
    /// within `bounds`.
    mutating func flushOverlaps(before first: Int, clip: Int?, bounds: SIMD4<Float>) -> Int {
        guard !overlapBatch.isEmpty else { return first }
        guard clip != overlapBatch.clip || overlapBatch.meets(pathBounds[0..<pathSummary.count], within: bounds)
        else { return first }
        let count = overlapBatch.count
        flushOverlaps(at: first)
        return first + count
    }

    /// Inserts the held pieces into `strokes` at `index` (the end by default; earlier only ahead of pieces no
    /// command refers to yet) and appends their draws to the commands: the listed pieces' with the overlap
    /// program, the tight pieces' with the general one.
    mutating func flushOverlaps(at index: Int? = nil) {
        guard !overlapBatch.isEmpty else { return }
        let first = index ?? strokes.count
        let (listed, tight) = (overlapBatch.pieces.count, overlapBatch.tight.count)
        strokes.insert(contentsOf: overlapBatch.pieces, at: first)
        strokes.insert(contentsOf: overlapBatch.tight, at: first + listed)
        if listed > 0 {
            commands.append(.strokes(first: first, count: listed, clip: overlapBatch.clip, kind: .overlaps))
        }
        if tight > 0 {
            commands.append(.strokes(first: first + listed, count: tight, clip: overlapBatch.clip, kind: .curves))
        }
        overlapBatch.removeAll()
    }

    /// Extends the last command when it draws the same kind of pieces under the same clip, right before these.
    mutating func appendOpaqueStrokes(first: Int, count: Int, clip: Int?, kind: RenderCommand.StrokeKind) {
        guard count > 0 else { return }
        if case .strokes(let f, let n, let c, let k)? = commands.last, c == clip, k == kind, f + n == first {
            commands[commands.count - 1] = .strokes(first: f, count: n + count, clip: clip, kind: kind)
        } else {
            commands.append(.strokes(first: first, count: count, clip: clip, kind: kind))
        }
    }

    /// Reorders `strokes[first...]` so the straight pieces come first; returns the index of the first quadratic.
    /// In place on the array: partitioning a slice of it would copy the storage.
    mutating func movingLinesFirst(from first: Int) -> Int {
        var split = first
        for i in first..<strokes.count where !strokes[i].isQuadratic {
            strokes.swapAt(i, split)
            split += 1
        }
        return split
    }
}
