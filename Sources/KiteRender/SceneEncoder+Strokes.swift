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
        /// Whether a piece has a NaN coordinate or padding, or bounds with a NaN (from infinities that cancel):
        /// `pixelBounds(of:)` makes a command holding such a piece cover the whole plane, so the path's commands
        /// are left for it to measure instead of being given bounds (`recordStrokeBounds`).
        var hasNaN = false
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
        var probe = SIMD4<Float>.zero
        strokes.withUnsafeBufferPointer { all in
            pathBounds.withUnsafeMutableBufferPointer { bounds in
                for k in 0..<n {
                    let piece = all[first + k]
                    let b = StrokeOverlaps.bounds(piece)
                    bounds[k] = b
                    summary.bounds = OverlapBatch.enclosing(summary.bounds, b)
                    // Every coordinate and padding and the bounds summed: a NaN in any stays NaN (infinities that
                    // cancel make one too, which only leaves the path's commands to be measured).
                    probe += piece.p01 + piece.p2 + piece.reach + b
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
        summary.hasNaN = probe != probe
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
            recordStrokeBounds(pathSummary.hasNaN ? nil : pathSummary.bounds, extending: false)
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
            appendOpaqueStrokes(
                first: first, count: count, clip: clip, kind: .lines, bounds: pathSummary.hasNaN ? nil : all)
        } else {
            let split = movingLinesFirst(from: first)
            // Rare (long straight runs among curves): the lines' command is measured by batching.
            appendOpaqueStrokes(first: first, count: split - first, clip: clip, kind: .lines, bounds: nil)
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
    /// `overlapBatch` for the overlap program. The gentle pieces keep their order, the band-ended lines follow them;
    /// `pathBounds` is reordered with them.
    mutating func appendGentleStrokes(first: Int, clip: Int?, holdingListed: Bool) {
        let exact = !pathSummary.hasNaN
        // Three stored properties of `self` passed inout at once (disjoint, as Swift allows for a struct's own),
        // so the loops go through buffer pointers without taking the arrays out of `self` and back.
        let (kept, split) = Self.splitGentle(
            &strokes, &pathBounds, &overlapBatch, first: first, clip: clip, holdingListed: holdingListed, exact: exact)
        let whole = kept == strokes.count
        // Popped one by one: a path holds few pieces back, and `removeSubrange` went through the generic
        // `replaceSubrange` even for none.
        while strokes.count > kept { strokes.removeLast() }
        // The commands' bounds: the path's own where one command draws all its pieces (most paths), else the union
        // of the bounds of the pieces each draws (`pathBounds` kept in step with the pieces above); none for a
        // command with no pieces, which is not appended.
        let (gentleEnd, linesEnd) = (split - first, kept - first)
        let gentle =
            split == first
            ? OverlapBatch.empty : whole && split == kept ? pathSummary.bounds : Self.union(pathBounds[0..<gentleEnd])
        let lines =
            split == kept
            ? OverlapBatch.empty
            : whole && split == first ? pathSummary.bounds : Self.union(pathBounds[gentleEnd..<linesEnd])
        appendOpaqueStrokes(first: first, count: split - first, clip: clip, kind: .gentle, bounds: exact ? gentle : nil)
        appendOpaqueStrokes(first: split, count: kept - split, clip: clip, kind: .lines, bounds: exact ? lines : nil)
    }

    /// The loops of `appendGentleStrokes` over `pieces[first...]` and their `bounds` (from index 0): holds the
    /// listed and tight pieces in `batch`, keeps the others in order from `first` with the gentle ones ahead of
    /// the band-ended lines. Returns where the kept pieces end and where the lines start.
    static func splitGentle(
        _ pieces: inout [StrokePiece], _ bounds: inout [SIMD4<Float>], _ batch: inout OverlapBatch, first: Int,
        clip: Int?, holdingListed: Bool, exact: Bool
    ) -> (kept: Int, split: Int) {
        var (kept, split) = (first, first)
        pieces.withUnsafeMutableBufferPointer { p in
            bounds.withUnsafeMutableBufferPointer { b in
                // Whether a kept piece is a band-ended line (the quadratics kept are gentle, so round-ended).
                var banded = false
                // Wrapping arithmetic on the indices: all lie within `first..<p.count`, so none can overflow, and
                // each check cost an instruction per piece.
                for i in first..<p.count {
                    let piece = p[i]
                    let listed = holdingListed && piece.reach.w != 0
                    let quadratic = piece.isQuadratic
                    if listed || (quadratic && !StrokeEncoder.isGentle(piece)) {
                        batch.add(piece, bounds: b[i &- first], clip: clip, listed: listed, exact: exact)
                    } else {
                        banded = banded || (!quadratic && !StrokeEncoder.hasRoundEnds(piece))
                        if kept != i {
                            p[kept] = piece
                            b[kept &- first] = b[i &- first]
                        }
                        kept &+= 1
                    }
                }
                // Without band-ended lines (most paths: round joins and caps) every kept piece stays where it is.
                guard banded else {
                    split = kept
                    return
                }
                // Band-ended lines after the gentle pieces; a path's pieces never blend a pixel twice, so their order
                // within the path does not matter.
                for i in first..<kept where p[i].isQuadratic || StrokeEncoder.hasRoundEnds(p[i]) {
                    if split != i {
                        p.swapAt(i, split)
                        b.swapAt(i - first, split - first)
                    }
                    split += 1
                }
            }
        }
        return (kept, split)
    }

    /// The box around `bounds` (`OverlapBatch.empty` for none).
    static func union(_ bounds: ArraySlice<SIMD4<Float>>) -> SIMD4<Float> {
        var box = OverlapBatch.empty
        for b in bounds { box = OverlapBatch.enclosing(box, b) }
        return box
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

    /// Listed pieces with one entry that pay for a draw of their own beside the longer lists' draw: on llvmpipe
    /// each such piece saves about 55 k instructions on a rasteriser thread in the one-overlap program, about
    /// 27 k of wall time with two such threads, and a draw more costs the issuing thread about 68 k, while the
    /// rasteriser threads wait (`Scenes/cubics-1000.svg`, docs/benchmarks.md, "Stroke GPU side (session 11,
    /// faithful)"). Fewer draw with the longer lists in the overlap program; without longer lists they draw with
    /// the one-overlap program however few they are.
    static let singleEntryDraw = 3

    /// Inserts the held pieces into `strokes` at `index` (the end by default; earlier only ahead of pieces no
    /// command refers to yet) and appends their draws to the commands: the listed pieces' with the overlap
    /// program (those with one entry with the one-overlap program, unless fewer than `singleEntryDraw` would
    /// make a draw beside the longer lists'), the tight pieces' with the general one.
    mutating func flushOverlaps(at index: Int? = nil) {
        guard !overlapBatch.isEmpty else { return }
        let first = index ?? strokes.count
        let (several, single, tight) = (overlapBatch.pieces.count, overlapBatch.single.count, overlapBatch.tight.count)
        strokes.insert(contentsOf: overlapBatch.pieces, at: first)
        strokes.insert(contentsOf: overlapBatch.single, at: first + several)
        strokes.insert(contentsOf: overlapBatch.tight, at: first + several + single)
        let (exact, clip) = (overlapBatch.isExact, overlapBatch.clip)
        // The one-entry pieces follow the longer lists' pieces, so a draw of both is one range.
        let apart = single >= Self.singleEntryDraw || several == 0 ? single : 0
        let listed = several + single - apart
        if listed > 0 {
            commands.append(.strokes(first: first, count: listed, clip: clip, kind: .overlaps))
            let (longer, one) = (overlapBatch.listedBounds, overlapBatch.singleBounds)
            let bounds = apart == 0 ? OverlapBatch.enclosing(longer, one) : longer
            recordStrokeBounds(exact ? bounds : nil, extending: false)
        }
        if apart > 0 {
            commands.append(.strokes(first: first + listed, count: apart, clip: clip, kind: .oneOverlap))
            recordStrokeBounds(exact ? overlapBatch.singleBounds : nil, extending: false)
        }
        if tight > 0 {
            commands.append(.strokes(first: first + several + single, count: tight, clip: clip, kind: .curves))
            recordStrokeBounds(exact ? overlapBatch.tightBounds : nil, extending: false)
        }
        overlapBatch.removeAll()
    }

    /// Extends the last command when it draws the same kind of pieces under the same clip, right before these.
    /// `bounds`: the union of the pieces' bounds (`StrokeOverlaps.bounds`), for batching (`recordStrokeBounds`);
    /// nil to leave the command for batching to measure.
    mutating func appendOpaqueStrokes(
        first: Int, count: Int, clip: Int?, kind: RenderCommand.StrokeKind, bounds: SIMD4<Float>?
    ) {
        guard count > 0 else { return }
        if case .strokes(let f, let n, let c, let k)? = commands.last, c == clip, k == kind, f + n == first {
            commands[commands.count - 1] = .strokes(first: f, count: n + count, clip: clip, kind: kind)
            recordStrokeBounds(bounds, extending: true)
        } else {
            commands.append(.strokes(first: first, count: count, clip: clip, kind: kind))
            recordStrokeBounds(bounds, extending: false)
        }
    }

    /// Gives the stroke command just appended (or, `extending`, just extended), the last command, its device
    /// bounds for batching (`CommandBatching.strokeStarts`), so that batching need not read its pieces again:
    /// `bounds`, the union of its new pieces' `StrokeOverlaps.bounds`, which is what `pixelBounds(of:)` measures
    /// for pieces without a NaN. Nil (a piece with a NaN, or pieces not measured) leaves the command, extended or
    /// not, for batching to measure.
    mutating func recordStrokeBounds(_ bounds: SIMD4<Float>?, extending: Bool) {
        let index = commands.count - 1
        let recorded = batching.strokeStarts.last == index
        if extending {
            guard recorded else { return }
            if let bounds {
                let k = batching.strokeBounds.count - 1
                batching.strokeBounds[k] = OverlapBatch.enclosing(batching.strokeBounds[k], bounds)
            } else {
                batching.strokeStarts.removeLast()
                batching.strokeBounds.removeLast()
            }
        } else if let bounds {
            batching.strokeStarts.append(index)
            batching.strokeBounds.append(bounds)
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
