import CGLES3

/// The frame's stroke pieces as plain vertices: each piece's seven vec4 attributes written once for each of the
/// four corners of its box, drawn as indexed triangles (two per piece, six indices) in one call per command,
/// without instancing.
///
/// Why not instances: see `QuadVertexBuffer`, which holds the vertices; on Scenes/cubics-1000.svg (10,080 pieces)
/// llvmpipe's per-instance vertex pipeline cost about 3,000 instructions per piece beyond the triangles themselves
/// (docs/benchmarks.md, "Stroke GPU side, session 7"). `Shaders/stroke.vert` takes a vertex's corner from the two
/// low bits of `gl_VertexID`, as the quad shaders do.
///
/// The vertices live in a `QuadVertexBuffer` of seven vec4s, whose storage grows by doubling and is otherwise
/// reused, so a steady frame reallocates nothing. A frame of more than `streamFrom` pieces is streamed instead: each
/// draw writes its pieces' vertices at most `streamFrom` at a time into the start of the buffer (invalidated, so the
/// driver need not wait for the draws still reading it), so the buffer never holds more than `streamFrom` pieces'
/// vertices whatever the frame.
final class StrokeVertexBuffer {
    /// Pieces from which a frame is streamed (`streamFrom`'s default): 65,536 pieces' vertices are 29 MiB. One
    /// upload a frame is what llvmpipe draws fastest (one write, no waits), so frames that fit keep it; a larger
    /// one (a 300,000-piece hostile stroke needed 134 MB of vertices, up to twice that with the doubling) costs a
    /// map and a write per streamed draw instead.
    static let streamThreshold = 65_536
    /// The vec4 attributes of a piece in `SceneEncoder.strokes` (`StrokePiece`), the same for each vertex.
    static let vec4sPerPiece = 7
    /// Bytes of one vertex (one piece's attributes).
    static let vertexBytes = vec4sPerPiece * MemoryLayout<SIMD4<Float>>.stride
    /// The pieces as quads of seven vec4s (attributes 0...6); made with the buffer, so it needs a current context.
    private let quads = QuadVertexBuffer(vec4Count: vec4sPerPiece)
    /// Pieces from which a frame is streamed (`streamThreshold`, at least 1); tests lower it.
    var streamFrom = StrokeVertexBuffer.streamThreshold
    /// Whether the last `upload` left the pieces to the draws (a frame of more than `streamFrom` pieces).
    private(set) var streams = false
    /// The most pieces the vertex buffer held room for (for tests: the memory bound).
    var capacity: Int { quads.capacity }
    /// Whether the storage past what an upload wrote is filled with garbage (`QuadVertexBuffer.poisonsUnwritten`).
    var poisonsUnwritten: Bool {
        get { quads.poisonsUnwritten }
        set { quads.poisonsUnwritten = newValue }
    }

    /// Replaces the buffer's contents with `pieces`, four vertices each; for more than `streamFrom` pieces only
    /// makes room for `streamFrom`, and `draw` writes the pieces it draws.
    func upload(_ pieces: [StrokePiece]) {
        streams = pieces.count > max(streamFrom, 1)
        guard !pieces.isEmpty else { return }
        guard !streams else {
            quads.makeRoom(for: max(streamFrom, 1))
            return
        }
        write(pieces[...])
    }

    /// Writes `pieces` (four vertices each) at the start of the buffer, invalidating what it held.
    private func write(_ pieces: ArraySlice<StrokePiece>) {
        precondition(MemoryLayout<StrokePiece>.stride == Self.vertexBytes, "StrokePiece is not seven packed vec4s")
        pieces.withUnsafeBytes { quads.upload($0) }
    }

    /// Draws pieces `first..<first+count` (`count` may be 0) of `pieces` (the frame's, as uploaded) with the
    /// current program; a streamed frame writes them first, `streamFrom` at a time.
    func draw(_ pieces: [StrokePiece], first: Int, count: Int) {
        guard count > 0 else { return }
        guard !streams else {
            let step = max(streamFrom, 1)
            for start in stride(from: first, to: first + count, by: step) {
                let end = min(start + step, first + count)
                write(pieces[start..<end])
                quads.draw(first: 0, count: end - start)
            }
            return
        }
        quads.draw(first: first, count: count)
    }
}
