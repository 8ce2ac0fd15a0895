import CGLES3

/// The frame's stroke pieces as plain vertices: each piece's seven vec4 attributes written once for each of the
/// four corners of its box, drawn as indexed triangles (two per piece, six indices) in one call per command,
/// without instancing.
///
/// Why not instances: Mesa's draw module (llvmpipe's vertex stage, on the thread that issues the draws) runs its
/// whole vertex pipeline once per instance: a vertex-buffer allocation, the vertex program on four vertices in
/// eight-lane vectors, a hand-off to triangle set-up. On Scenes/cubics-1000.svg (10,080 pieces) that cost about
/// 3,000 instructions per piece beyond the triangles themselves; as plain vertices the pipeline runs once per few
/// hundred vertices (docs/benchmarks.md, "Stroke GPU side, session 7"). `Shaders/stroke.vert` takes a vertex's
/// corner from the two low bits of `gl_VertexID`, which are the same for an instance's vertex 0...3 and for the
/// indexed vertex 4 i + 0...3, so both ways draw the same boxes, bit for bit.
///
/// Storage grows by doubling and is otherwise reused, so a steady frame reallocates nothing. A frame of more than
/// `streamFrom` pieces is streamed instead: each draw writes its pieces' vertices at most `streamFrom` at a time
/// into the start of the buffer (invalidated, so the driver need not wait for the draws still reading it), so the
/// buffer never holds more than `streamFrom` pieces' vertices whatever the frame.
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
    private var vao: GLuint = 0
    private var vbo: GLuint = 0
    private var ibo: GLuint = 0
    /// Pieces the vertex buffer holds room for.
    private var vertexCapacity = 0
    /// Pieces the index buffer has indices for.
    private var indexCapacity = 0
    /// Pieces from which a frame is streamed (`streamThreshold`, at least 1); tests lower it.
    var streamFrom = StrokeVertexBuffer.streamThreshold
    /// Whether the last `upload` left the pieces to the draws (a frame of more than `streamFrom` pieces).
    private(set) var streams = false
    /// The most pieces the vertex buffer held room for (for tests: the memory bound).
    var capacity: Int { vertexCapacity }

    /// Makes the vertex array (attributes 0...6, one vec4 each, per vertex); needs a current context.
    init() {
        glGenVertexArrays(1, &vao)
        glGenBuffers(1, &vbo)
        glGenBuffers(1, &ibo)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), ibo)
        for i in 0..<Self.vec4sPerPiece {
            glEnableVertexAttribArray(GLuint(i))
            glVertexAttribPointer(
                GLuint(i), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(Self.vertexBytes),
                UnsafeRawPointer(bitPattern: i * MemoryLayout<SIMD4<Float>>.stride))
        }
        glBindVertexArray(0)
    }

    deinit {
        glDeleteBuffers(1, &vbo)
        glDeleteBuffers(1, &ibo)
        glDeleteVertexArrays(1, &vao)
    }

    /// Replaces the buffer's contents with `pieces`, four vertices each; for more than `streamFrom` pieces only
    /// makes room for `streamFrom`, and `draw` writes the pieces it draws.
    func upload(_ pieces: [StrokePiece]) {
        streams = pieces.count > max(streamFrom, 1)
        guard !pieces.isEmpty else { return }
        guard !streams else {
            glBindVertexArray(vao)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
            reserve(max(streamFrom, 1))
            glBindVertexArray(0)
            return
        }
        write(pieces[...])
    }

    /// Writes `pieces` (four vertices each) at the start of the buffer, invalidating what it held.
    private func write(_ pieces: ArraySlice<StrokePiece>) {
        precondition(MemoryLayout<StrokePiece>.stride == Self.vertexBytes, "StrokePiece is not seven packed vec4s")
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        reserve(pieces.count)
        let bytes = pieces.count * 4 * Self.vertexBytes
        // Invalidating lets the driver hand out fresh storage rather than wait for draws still reading the old.
        let mapped = glMapBufferRange(
            GLenum(GL_ARRAY_BUFFER), 0, bytes, GLbitfield(GL_MAP_WRITE_BIT | GL_MAP_INVALIDATE_BUFFER_BIT))
        pieces.withUnsafeBytes { source in
            if let mapped {
                Self.writeCorners(of: source, to: mapped)
                glUnmapBuffer(GLenum(GL_ARRAY_BUFFER))
            } else {
                // A driver that cannot map: the same vertices through a temporary copy.
                let copy = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
                defer { copy.deallocate() }
                Self.writeCorners(of: source, to: copy)
                glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes, copy)
            }
        }
        glBindVertexArray(0)
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
                glBindVertexArray(vao)
                glDrawElements(GLenum(GL_TRIANGLES), GLsizei((end - start) * 6), GLenum(GL_UNSIGNED_INT), nil)
            }
            return
        }
        glBindVertexArray(vao)
        glDrawElements(
            GLenum(GL_TRIANGLES), GLsizei(count * 6), GLenum(GL_UNSIGNED_INT),
            UnsafeRawPointer(bitPattern: first * 6 * MemoryLayout<UInt32>.stride))
    }

    /// Grows the vertex and index buffers (the vertex array bound) to hold at least `pieces` pieces.
    private func reserve(_ pieces: Int) {
        if pieces > vertexCapacity {
            vertexCapacity = max(pieces, vertexCapacity * 2)
            glBufferData(GLenum(GL_ARRAY_BUFFER), vertexCapacity * 4 * Self.vertexBytes, nil, GLenum(GL_DYNAMIC_DRAW))
        }
        guard pieces > indexCapacity else { return }
        indexCapacity = max(pieces, indexCapacity * 2)
        // Two triangles per box, as a four-vertex strip would make them: (0, 1, 2) and (2, 1, 3).
        var indices = [UInt32](repeating: 0, count: indexCapacity * 6)
        for piece in 0..<indexCapacity {
            let v = UInt32(piece * 4)
            indices[piece * 6 + 0] = v
            indices[piece * 6 + 1] = v + 1
            indices[piece * 6 + 2] = v + 2
            indices[piece * 6 + 3] = v + 2
            indices[piece * 6 + 4] = v + 1
            indices[piece * 6 + 5] = v + 3
        }
        glBufferData(
            GLenum(GL_ELEMENT_ARRAY_BUFFER), indices.count * MemoryLayout<UInt32>.stride, indices,
            GLenum(GL_STATIC_DRAW))
    }

    /// Writes each piece of `source` (packed `StrokePiece`s) four times to `destination`.
    // Safe: both callers pass a destination of exactly `4 * source.count` bytes (the mapped range or the
    // temporary copy, sized from the same piece count), and the source pointer lives only within `upload`'s closure.
    private static func writeCorners(of source: UnsafeRawBufferPointer, to destination: UnsafeMutableRawPointer) {
        guard let base = source.baseAddress else { return }
        for piece in 0..<source.count / vertexBytes {
            let from = base + piece * vertexBytes
            let to = destination + piece * 4 * vertexBytes
            for corner in 0..<4 {
                (to + corner * vertexBytes).copyMemory(from: from, byteCount: vertexBytes)
            }
        }
    }
}
