extension SceneEncoder {
    /// Box area (device pixels) of a path's straight pieces from which an opaque path with curves too is split
    /// into a line draw and a curve draw: about what the line program saves on that many pixels against what
    /// one more draw call costs on llvmpipe.
    static let lineSplitArea: Float = 4096

    /// What the pieces of one path add up to (`measurePath(from:)`).
    struct PathSummary {
        /// The box around every piece's bounds (`PieceBounds.empty` for none).
        var bounds = PieceBounds.empty
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
            pathBounds.append(contentsOf: repeatElement(PieceBounds.empty, count: n - pathBounds.count))
        }
        if pathGentle.count < n { pathGentle.append(contentsOf: repeatElement(false, count: n - pathGentle.count)) }
        var summary = PathSummary()
        var probe = SIMD4<Float>.zero
        strokes.withUnsafeBufferPointer { all in
            pathBounds.withUnsafeMutableBufferPointer { bounds in
                pathGentle.withUnsafeMutableBufferPointer { gentle in
                    for k in 0..<n {
                        let piece = all[first + k]
                        let b = StrokeOverlaps.bounds(piece)
                        bounds[k] = b
                        summary.bounds = PieceBounds.enclosing(summary.bounds, b)
                        // Every coordinate and padding and the bounds summed: a NaN in any stays NaN (infinities that
                        // cancel make one too, which only leaves the path's commands to be measured).
                        probe += piece.p01 + piece.p2 + piece.reach + b
                        gentle[k] = StrokeEncoder.isGentle(piece)
                        if piece.isQuadratic {
                            summary.quadratics += 1
                        } else {
                            let pad = piece.reach.z
                            summary.lineArea += (length(piece.end - piece.start) + 2 * pad) * 2 * pad
                        }
                    }
                }
            }
        }
        summary.count = n
        summary.hasNaN = probe != probe
        pathSummary = summary
    }

    /// Queues one path's pieces, `first` up to the end: the pieces of a path share one colour and never blend a
    /// pixel twice at a joint (a translucent path also goes through the stencil), so their order within the path
    /// does not change the result. A translucent path draws at once, its straight pieces moved ahead of its
    /// quadratic ones. An opaque path's pieces are held in draw levels (`holdInLevels`), each with the program it
    /// needs: an opaque path whose pieces overlap away from a joint gives each such pixel to one of them
    /// (`StrokeOverlaps`), and its listed pieces draw with an overlap program; a path whose straight pieces cover
    /// less than `lineSplitArea` keeps them on the gentle route (nearly straight pieces of curves are lines).
    /// `listed`: some of the path's pieces have overlap lists (`encodeStroke`, which also measured them:
    /// `pathBounds`, `pathSummary`).
    mutating func appendStrokes(first path: Int, translucent: Bool, listed: Bool) {
        let clip = clipStack.last
        guard !translucent else {
            drainStrokeLevels(at: path)
            let count = strokes.count - path
            guard count > 0 else { return }
            let split = movingLinesFirst(from: path)
            commands.append(.translucentStroke(first: path, count: count, clip: clip, lines: split - path))
            recordStrokeBounds(pathSummary.hasNaN ? nil : pathSummary.bounds, extending: false)
            return
        }
        // What the path holds was measured once, as it was encoded (`pathSummary`).
        let (lineArea, quadratics) = (pathSummary.lineArea, pathSummary.quadratics)
        if !strokeLevels.isEmpty && strokeLevels.clip != clip { drainStrokeLevels(at: path) }
        let count = strokes.count - path
        guard count > 0 else { return }
        holdInLevels(
            first: path, clip: clip,
            gentleRoute: listed || quadratics == count || (quadratics > 0 && lineArea < Self.lineSplitArea))
    }

    /// Holds the opaque pieces `strokes[first...]` (bounds `pathBounds`, in order) in `strokeLevels`, each with the
    /// program it needs: with `gentleRoute` (a path with curves and few straight pieces,
    /// or a listed one) the listed pieces with the overlap program, tight quadratics with the general one,
    /// band-ended lines with the line program and the rest with the gentle one; otherwise every straight piece
    /// with the line program (and the quadratics as on the gentle route).
    mutating func holdInLevels(first: Int, clip: Int?, gentleRoute: Bool) {
        if strokeLevels.isEmpty { strokeLevels.begin(at: first, clip: clip) }
        let n = strokes.count - first
        strokes.withUnsafeBufferPointer { all in
            pathBounds.withUnsafeBufferPointer { bounds in
                pathGentle.withUnsafeBufferPointer { gentle in
                    strokeLevels.hold(
                        UnsafeBufferPointer(rebasing: all[first...]),
                        bounds: UnsafeBufferPointer(rebasing: bounds[0..<n]),
                        gentle: UnsafeBufferPointer(rebasing: gentle[0..<n]), gentleRoute: gentleRoute,
                        splitsSingleEntries: splitsSingleEntries, exact: !pathSummary.hasNaN)
                }
            }
        }
    }

    /// Draws the held levels (`strokeLevels`): sorts the held pieces, which end `strokes` or end where `index`
    /// is, by level (each level keeping its pieces' order) and appends a command per level. The pieces are already
    /// in `strokes`, so nothing after them moves.
    mutating func drainStrokeLevels(at index: Int? = nil) {
        guard !strokeLevels.isEmpty else { return }
        let (start, n) = (strokeLevels.start, strokeLevels.count)
        precondition(start + n == (index ?? strokes.count), "the held pieces end where the levels drain")
        // Where each level's pieces go (a counting sort), in storage kept between frames: a frame allocates nothing.
        var next: [Int] = []
        swap(&next, &strokeLevels.next)
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: repeatElement(0, count: strokeLevels.top))
        var at = start
        for l in 0..<strokeLevels.top {
            let count = strokeLevels.counts[l]
            next[l] = at
            guard count > 0 else { continue }
            appendOpaqueStrokes(
                first: at, count: count, clip: strokeLevels.clip, kind: StrokeLevels.kind(ofLevel: l),
                bounds: strokeLevels.levelExact[l] ? strokeLevels.levelBounds[l] : nil)
            at &+= count
        }
        var sorted: [StrokePiece] = []
        swap(&sorted, &strokeLevels.sorted)
        if strokes.count - n < n {
            sortByLevel(into: &sorted, start: start, count: n, next: &next)
        } else {
            sortByLevelInPlace(scratch: &sorted, start: start, count: n, next: &next)
        }
        swap(&sorted, &strokeLevels.sorted)
        swap(&next, &strokeLevels.next)
        strokeLevels.removeAll()
    }

    /// Sorts the held pieces `strokes[start..<(start + count)]` by level into `sorted` (scratch storage, kept
    /// between frames, at least as long as `strokes` afterwards), copies the pieces around them there, and swaps
    /// the two arrays: only the pieces around the held ones are copied twice, and copying a megabyte of held
    /// pieces out and back (the cubics) is left out. `next`: where each level's first piece goes.
    private mutating func sortByLevel(into sorted: inout [StrokePiece], start: Int, count n: Int, next: inout [Int]) {
        let (end, total) = (start + n, strokes.count)
        if sorted.count < total {
            sorted.append(contentsOf: repeatElement(strokes[start], count: total - sorted.count))
        }
        strokes.withUnsafeBufferPointer { pieces in
            sorted.withUnsafeMutableBufferPointer { out in
                guard let from = pieces.baseAddress, let to = out.baseAddress else { return }
                to.update(from: from, count: start)
                (to + end).update(from: from + end, count: total - end)
                strokeLevels.pieceLevels.withUnsafeBufferPointer { levels in
                    StrokeLevels.scatter(from + start, levels: levels, count: n, into: to, next: &next)
                }
            }
        }
        let spare = sorted.count - total
        swap(&strokes, &sorted)
        strokes.removeLast(spare)
    }

    /// `sortByLevel(into:start:count:next:)` where more pieces lie around the held ones than are held: copies the
    /// held pieces into `scratch` and back into `strokes` in level order.
    private mutating func sortByLevelInPlace(
        scratch sorted: inout [StrokePiece], start: Int, count n: Int, next: inout [Int]
    ) {
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: strokes[start..<(start + n)])
        strokes.withUnsafeMutableBufferPointer { out in
            sorted.withUnsafeBufferPointer { pieces in
                guard let from = pieces.baseAddress, let to = out.baseAddress else { return }
                strokeLevels.pieceLevels.withUnsafeBufferPointer { levels in
                    StrokeLevels.scatter(from, levels: levels, count: n, into: to, next: &next)
                }
            }
        }
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
                batching.strokeBounds[k] = PieceBounds.enclosing(batching.strokeBounds[k], bounds)
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
