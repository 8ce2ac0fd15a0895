import KiteGeometry
import KiteScene

/// What the stroke and fill encoders produced for each path last frame, so a path drawn again unchanged (same
/// path, style or rule, colour, transform and viewport) gets its instances copied instead of being flattened and
/// encoded again. Keyed by content, not by position in the draw list: a layer added, removed or moved in the
/// order costs its own encoding only.
///
/// A path drawn in a frame keeps its instances for the next; a path not drawn for a whole frame is forgotten
/// (`RetainedTable`). Storage is reused between frames; only a path encoded anew allocates (its cached copy).
struct RetainedEncodings {
    /// A stroke's pieces as the stroke encoder made them (none marked as listed) and, for an opaque path whose
    /// overlap search finished within the texel budget (`searched`), its overlap lists (`StrokeOverlaps`), to be
    /// placed anywhere in the frame's texels: each listed piece's index from the path's first piece and its mark
    /// (`reach.w`) less 64 times the lists' first texel. Also what measuring the pieces gave
    /// (`SceneEncoder.measurePath(from:)`: the marks play no part in it), so a reused path is not measured again.
    struct StrokeOutput {
        var pieces: [StrokePiece] = []
        var bounds: [SIMD4<Float>] = []
        /// `SceneEncoder.pathGentle`'s front for these pieces.
        var gentle: [Bool] = []
        var summary = SceneEncoder.PathSummary()
        var searched = false
        var marks: [SIMD2<Int32>] = []
        var texels: [SIMD4<Float>] = []
        /// Coverage evaluations the lists cost (`StrokeOverlaps.pathShading`), taken from the frame's budget when
        /// they are reused.
        var shading = 0.0
    }

    /// A fill's instances with their first edge counted from the fill's own first edge, and its edges; its mask
    /// rectangles with their bytes counted from its own first mask byte, and those bytes.
    struct FillOutput {
        var instances: [FillInstance]
        var edges: [SIMD4<Float>]
        var masks: [FillInstance]
        var maskBytes: [UInt8]
    }

    private var strokes = RetainedTable<StrokeKey, StrokeOutput>()
    private var fills = RetainedTable<FillKey, FillOutput>()
    /// Paths the stroke encoder flattened and encoded, over the encoder's life: a steady frame adds none.
    private(set) var strokeEncodeCount = 0
    /// Paths (and stroke outlines) the fill encoder encoded, over the encoder's life: a steady frame adds none.
    private(set) var fillEncodeCount = 0

    /// Starts a frame: last frame's outputs become the ones to reuse from.
    mutating func startFrame() {
        strokes.startFrame()
        fills.startFrame()
    }

    /// What a reused stroke's output holds besides its pieces, bounds and lists (`reuseStroke(at:pieces:bounds:)`).
    struct StrokeReuse {
        /// What measuring the pieces gave (`SceneEncoder.measurePath(from:)`).
        var summary: SceneEncoder.PathSummary
        /// Whether the overlap search finished on the pieces (`StrokeOutput.searched`).
        var searched: Bool
        /// Texels the overlap lists take.
        var texelCount: Int
        /// Coverage evaluations the lists cost (`StrokeOutput.shading`).
        var shading: Double
    }

    /// The slot of the pieces (and overlap lists) of `key` from this frame or the last, for `reuseStroke`, or nil
    /// when they must be encoded.
    mutating func strokeSlot(_ key: StrokeKey) -> Int? { strokes.slot(key) }

    /// Appends the pieces stored in `slot` (`strokeSlot(_:)`) to `pieces`, none marked as listed, and puts their
    /// bounds and gentle flags at the front of `bounds` and `gentle` (grown to hold them): read in place, since
    /// copying the output out of the table would retain and release each of its arrays.
    mutating func reuseStroke(
        at slot: Int, pieces: inout [StrokePiece], bounds: inout [SIMD4<Float>], gentle: inout [Bool]
    ) -> StrokeReuse {
        strokes.withValue(at: slot) { output in
            pieces.append(contentsOf: output.pieces)
            Self.putFront(output.bounds, in: &bounds, filler: PieceBounds.empty)
            Self.putFront(output.gentle, in: &gentle, filler: false)
            return StrokeReuse(
                summary: output.summary, searched: output.searched, texelCount: output.texels.count,
                shading: output.shading)
        }
    }

    /// Copies `stored` to the front of `front`, grown (with `filler`) to hold it.
    private static func putFront<T>(_ stored: [T], in front: inout [T], filler: T) {
        let n = stored.count
        if front.count < n { front.append(contentsOf: repeatElement(filler, count: n - front.count)) }
        front.withUnsafeMutableBufferPointer { to in
            stored.withUnsafeBufferPointer { from in
                guard let to = to.baseAddress, let from = from.baseAddress else { return }
                to.update(from: from, count: n)
            }
        }
    }

    /// Appends the overlap lists stored in `slot` to `texels` and marks their pieces, reused from `first` on in
    /// `pieces`, as listed in them. Returns whether a piece is listed.
    mutating func reuseLists(at slot: Int, first: Int, pieces: inout [StrokePiece], texels: inout [SIMD4<Float>])
        -> Bool
    {
        strokes.withValue(at: slot) { output in
            let base = texels.count * 64
            texels.append(contentsOf: output.texels)
            for mark in output.marks { pieces[first + Int(mark.x)].reach.w = Float(base + Int(mark.y)) }
            return !output.marks.isEmpty
        }
    }

    /// Whether `store` would keep the pieces of `key`, just missed (`RetainedTable.admits`); when false, the
    /// miss is recorded and needs no `store`. Counts the encode either way.
    mutating func admitsStroke(_ key: StrokeKey) -> Bool {
        strokeEncodeCount += 1
        return strokes.admits(key)
    }

    /// Remembers the pieces just encoded for `key`: marked as listed where the overlap search listed them, with
    /// their lists from `texels[firstTexel...]` costing `shading` coverage evaluations (`searched`: the search
    /// finished), or unsearched; and their `bounds`, `gentle` flags and `summary` (`SceneEncoder.measurePath(from:)`). Follows
    /// `admitsStroke(_:)`, which counted the encode.
    mutating func store(
        _ pieces: ArraySlice<StrokePiece>, bounds: ArraySlice<SIMD4<Float>>, gentle: ArraySlice<Bool>,
        summary: SceneEncoder.PathSummary, searched: Bool, texels: ArraySlice<SIMD4<Float>>, firstTexel: Int,
        shading: Double, for key: StrokeKey
    ) {
        strokes.store(for: key) { output in
            var own = output ?? StrokeOutput()
            output = nil
            own.pieces.removeAll(keepingCapacity: true)
            own.pieces.append(contentsOf: pieces)
            own.bounds.removeAll(keepingCapacity: true)
            own.bounds.append(contentsOf: bounds)
            own.gentle.removeAll(keepingCapacity: true)
            own.gentle.append(contentsOf: gentle)
            own.summary = summary
            own.marks.removeAll(keepingCapacity: true)
            own.texels.removeAll(keepingCapacity: true)
            own.searched = searched
            own.shading = shading
            for i in own.pieces.indices where own.pieces[i].reach.w != 0 {
                if searched {
                    own.marks.append(SIMD2(Int32(i), Int32(Int(own.pieces[i].reach.w) - firstTexel * 64)))
                }
                own.pieces[i].reach.w = 0
            }
            if searched { own.texels.append(contentsOf: texels) }
            output = own
        }
    }

    /// The fill output of `key` from this frame or the last, or nil when it must be encoded.
    mutating func fillOutput(_ key: FillKey) -> FillOutput? { fills.value(key) }

    /// Remembers the fill just encoded for `key`: `instances` refer to `edges` from `firstEdge` on, `masks` to
    /// `maskBytes` from `firstByte` on.
    mutating func store(
        _ instances: ArraySlice<FillInstance>, edges: ArraySlice<SIMD4<Float>>, firstEdge: Int,
        masks: ArraySlice<FillInstance>, maskBytes: ArraySlice<UInt8>, firstByte: Int, for key: FillKey
    ) {
        fillEncodeCount += 1
        fills.store(for: key) { output in
            var own = output ?? FillOutput(instances: [], edges: [], masks: [], maskBytes: [])
            output = nil
            own.instances.removeAll(keepingCapacity: true)
            own.instances.append(contentsOf: instances)
            for i in own.instances.indices { own.instances[i].edges.x -= Float(firstEdge) }
            own.edges.removeAll(keepingCapacity: true)
            own.edges.append(contentsOf: edges)
            own.masks.removeAll(keepingCapacity: true)
            for mask in masks { own.masks.append(mask.movingMask(by: -firstByte)) }
            own.maskBytes.removeAll(keepingCapacity: true)
            own.maskBytes.append(contentsOf: maskBytes)
            output = own
        }
    }
}
