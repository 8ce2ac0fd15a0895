extension SceneEncoder {
    /// Box area (device pixels) of a path's straight pieces from which an opaque path with curves too is split
    /// into a line draw and a curve draw: about what the line program saves on that many pixels against what
    /// one more draw call costs on llvmpipe.
    static let lineSplitArea: Float = 4096

    /// Queues one path's pieces, `first` up to the end. A path of straight pieces only draws with the line
    /// program. A path with both kinds moves its straight pieces ahead of its quadratic ones, so each kind draws
    /// with its own program: the pieces of a path share one colour and never blend a pixel twice at a joint (a
    /// translucent path also goes through the stencil), so their order within the path does not change the
    /// result. An opaque path whose pieces overlap away from a joint draws whole in the general program, which
    /// gives each pixel to one of them (`StrokeOverlaps`). An opaque path whose straight pieces cover less than `lineSplitArea` stays whole in the general
    /// program, so it still batches with the paths around it (nearly straight pieces of curves are lines).
    mutating func appendStrokes(first: Int, translucent: Bool) {
        let count = strokes.count - first
        guard count > 0 else { return }
        let clip = clipStack.last
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
        } else if strokeOverlaps.resolve(&strokes, first..<strokes.count, texels: &overlapTexels) {
            // Pieces that overlap away from a joint settle their pixels in the general program only.
            appendOpaqueStrokes(first: first, count: count, clip: clip, lines: false)
        } else if quadratics == 0 || quadratics == count || lineArea < Self.lineSplitArea {
            appendOpaqueStrokes(first: first, count: count, clip: clip, lines: quadratics == 0)
        } else {
            let split = movingLinesFirst(from: first)
            appendOpaqueStrokes(first: first, count: split - first, clip: clip, lines: true)
            appendOpaqueStrokes(first: split, count: strokes.count - split, clip: clip, lines: false)
        }
    }

    /// Extends the last command when it draws the same kind of pieces under the same clip, right before these.
    mutating func appendOpaqueStrokes(first: Int, count: Int, clip: Int?, lines: Bool) {
        if case .strokes(let f, let n, let c, let l)? = commands.last, c == clip, l == lines, f + n == first {
            commands[commands.count - 1] = .strokes(first: f, count: n + count, clip: clip, lines: lines)
        } else {
            commands.append(.strokes(first: first, count: count, clip: clip, lines: lines))
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
