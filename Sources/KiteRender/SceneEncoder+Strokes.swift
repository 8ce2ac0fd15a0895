extension SceneEncoder {
    /// Box area (device pixels) of a path's straight pieces from which an opaque path with curves too is split
    /// into a line draw and a curve draw: about what the line program saves on that many pixels against what
    /// one more draw call costs on llvmpipe.
    static let lineSplitArea: Float = 4096

    /// Queues one path's pieces, `first` up to the end. A path of straight pieces only draws with the line
    /// program. A path with both kinds moves its straight pieces ahead of its quadratic ones, so each kind draws
    /// with its own program: the pieces of a path share one colour and never blend a pixel twice at a joint (a
    /// translucent path also goes through the stencil), so their order within the path does not change the
    /// result. An opaque path whose pieces overlap away from a joint gives each such pixel to one of them
    /// (`StrokeOverlaps`): its listed pieces draw with the overlap program, the rest with the general one. An opaque
    /// path whose straight pieces cover less than `lineSplitArea` stays whole in the
    /// general program, so it still batches with the paths around it (nearly straight pieces of curves are lines).
    /// `listed`: some of the path's pieces have overlap lists (`encodeStroke`).
    mutating func appendStrokes(first path: Int, translucent: Bool, listed: Bool) {
        let clip = clipStack.last
        let first = flushOverlaps(before: path, clip: clip, translucent: translucent)
        let count = strokes.count - first
        guard count > 0 else { return }
        var lineArea: Float = 0
        var quadratics = 0
        for piece in strokes[first...] {
            if piece.isQuadratic {
                quadratics += 1
            } else {
                let pad = piece.reach.z
                lineArea += (length(piece.end - piece.start) + 2 * pad) * 2 * pad
            }
        }
        if translucent {
            let split = movingLinesFirst(from: first)
            commands.append(.translucentStroke(first: first, count: count, clip: clip, lines: split - first))
        } else if listed {
            // Only the listed pieces settle their pixels with the others' coverage, in the program that pays for it,
            // held back so that later paths' listed pieces share its draw.
            let split = movingUnlistedFirst(from: first)
            for piece in strokes[split...] { overlapBatch.add(piece, clip: clip) }
            strokes.removeSubrange(split...)
            appendGentleStrokes(first: first, clip: clip)
        } else if quadratics == 0 {
            appendOpaqueStrokes(first: first, count: count, clip: clip, kind: .lines)
        } else if quadratics == count || lineArea < Self.lineSplitArea {
            appendGentleStrokes(first: first, clip: clip)
        } else {
            let split = movingLinesFirst(from: first)
            appendOpaqueStrokes(first: first, count: split - first, clip: clip, kind: .lines)
            appendGentleStrokes(first: split, clip: clip)
        }
    }

    /// Queues the opaque pieces `strokes[first...]` (none listed) with the gentle program, except lines with a
    /// band end (a butt or square cap, a miter or bevel join), which draw with the line program, and the other
    /// pieces that are not `StrokeEncoder.isGentle` (tight quadratics, and quadratics with a band end), which go to
    /// `overlapBatch` and later draw with the general program: the gentle program's Newton nearest point is exact
    /// only on gentle pieces and it has no end planes, and the closed form costs about twice as much on llvmpipe.
    mutating func appendGentleStrokes(first: Int, clip: Int?) {
        var split = first
        for i in first..<strokes.count where StrokeEncoder.isGentle(strokes[i]) {
            strokes.swapAt(i, split)
            split += 1
        }
        var lines = split
        for i in split..<strokes.count where !strokes[i].isQuadratic {
            strokes.swapAt(i, lines)
            lines += 1
        }
        for i in lines..<strokes.count { overlapBatch.add(strokes[i], clip: clip, listed: false) }
        strokes.removeSubrange(lines...)
        appendOpaqueStrokes(first: first, count: split - first, clip: clip, kind: .gentle)
        appendOpaqueStrokes(first: split, count: lines - split, clip: clip, kind: .lines)
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

    /// Reorders `strokes[first...]` so the pieces without an overlap list come first; returns the index of the
    /// first listed one. The lists hold copies of the pieces and their original order, so moving them is safe.
    mutating func movingUnlistedFirst(from first: Int) -> Int {
        var split = first
        for i in first..<strokes.count where strokes[i].reach.w == 0 {
            strokes.swapAt(i, split)
            split += 1
        }
        return split
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
