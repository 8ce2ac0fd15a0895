import CGLES3

/// A frame's quads (shapes, flats and ramps, fill bands, shadows, glyphs) as plain vertices: each quad's `vec4Count`
/// vec4 attributes written once for each of its four corners, drawn as indexed triangles (two per quad, six
/// indices) in one call per command, without instancing.
///
/// Why not instances: Mesa's draw module (llvmpipe's vertex stage, on the thread that issues the draws) runs its
/// whole vertex pipeline once per instance (a vertex-buffer allocation, the vertex program on four vertices in
/// eight-lane vectors, a hand-off to triangle set-up), about 2,500 instructions per quad beyond its triangles; as
/// plain vertices the pipeline runs once per few hundred vertices (docs/benchmarks.md, "Shape side, session 8").
/// The vertex shaders take a vertex's corner from the two low bits of `gl_VertexID`, which are the same for an
/// instance's vertex 0...3 of a four-vertex strip and for the indexed vertex 4 i + 0...3, so both ways draw the same
/// quads, bit for bit.
///
/// A buffer made with `corners` 2 holds one line per quad instead (`drawLines`, `FlatLines`): each quad's attributes
/// written for two vertices, drawn as `GL_LINES` without indices; the vertex shaders' corner is then 0 or 1 along x
/// (and the line's number's low bit along y, which a line's quad, as high as a point, does not see).
///
/// Storage grows by doubling and is otherwise reused, so a steady frame reallocates nothing.
final class QuadVertexBuffer {
    /// The vec4 attributes of one quad (locations 0..<`vec4Count`), the same for each of its vertices.
    let vec4Count: Int
    /// Vertices written per quad: 4 (two indexed triangles, `draw`) or 2 (one line, `drawLines`).
    let corners: Int
    private var vao: GLuint = 0
    private var vbo: GLuint = 0
    private var ibo: GLuint = 0
    /// Quads the vertex buffer holds room for.
    private var vertexCapacity = 0
    /// Quads the index buffer has indices for.
    private var indexCapacity = 0
    /// Whether each upload fills the vertex storage past what it wrote with 0xFF bytes (NaN floats), as a GPU may
    /// leave new or reused storage holding anything, so that a draw reading past the upload drops or smears its
    /// quads (llvmpipe hands out zeroed storage, which hides such a read). For tests; default false.
    var poisonsUnwritten = false

    /// Makes the vertex array (attributes 0..<`vec4Count`, one vec4 each, per vertex) for quads of `corners` (4,
    /// the default, or 2) vertices; needs a current context.
    init(vec4Count: Int, corners: Int = 4) {
        precondition(corners == 4 || corners == 2, "a quad has 4 corners, a line 2")
        self.vec4Count = vec4Count
        self.corners = corners
        glGenVertexArrays(1, &vao)
        glGenBuffers(1, &vbo)
        glGenBuffers(1, &ibo)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), ibo)
        for i in 0..<vec4Count { glEnableVertexAttribArray(GLuint(i)) }
        pointAttributes()
        glBindVertexArray(0)
    }

    /// Points attributes 0..<`vec4Count` of the bound vertex array at the vertex buffer (bound to
    /// `GL_ARRAY_BUFFER`). Called again whenever the buffer gets new storage: GL says the array follows its buffer
    /// object whatever its storage, but pointing again, a few calls per growth, leaves nothing to a driver that
    /// might keep the old storage's address per array. (It was a suspect for the shape draws NVIDIA's driver 580
    /// lost at random; those came from a program deleted while current: `SceneRenderer.execute`, docs/benchmarks.md.)
    private func pointAttributes() {
        for i in 0..<vec4Count {
            glVertexAttribPointer(
                GLuint(i), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(vertexBytes),
                UnsafeRawPointer(bitPattern: i * MemoryLayout<SIMD4<Float>>.stride))
        }
    }

    // The vertex array goes first: a buffer deleted while attached to a vertex array that is not bound stays alive
    // as that array's reference (OpenGL ES 3.2 specification, 5.1.3), so the buffers would outlive their names.
    deinit {
        glDeleteVertexArrays(1, &vao)
        glDeleteBuffers(1, &vbo)
        glDeleteBuffers(1, &ibo)
    }

    /// Bytes of one vertex (one quad's attributes).
    var vertexBytes: Int { vec4Count * MemoryLayout<SIMD4<Float>>.stride }

    /// The most quads the vertex buffer has held room for.
    var capacity: Int { vertexCapacity }

    /// Makes room for at least `quads` quads without writing any (a caller that streams its quads later).
    func makeRoom(for quads: Int) {
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        reserve(quads)
        if poisonsUnwritten { poison(from: 0) }
        glBindVertexArray(0)
    }

    /// Replaces the buffer's contents with `quads` (each `vec4Count` packed vec4s, back to back), `corners` vertices
    /// each.
    func upload(_ quads: UnsafeRawBufferPointer) {
        guard quads.count > 0 else { return }
        precondition(quads.count % vertexBytes == 0, "quads are not whole runs of \(vec4Count) vec4s")
        let count = quads.count / vertexBytes
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        reserve(count)
        let bytes = count * corners * vertexBytes
        // Invalidating lets the driver hand out fresh storage rather than wait for draws still reading the old.
        if let mapped = glMapBufferRange(
            GLenum(GL_ARRAY_BUFFER), 0, bytes, GLbitfield(GL_MAP_WRITE_BIT | GL_MAP_INVALIDATE_BUFFER_BIT))
        {
            writeCorners(of: quads, to: mapped)
            glUnmapBuffer(GLenum(GL_ARRAY_BUFFER))
        } else {
            // A driver that cannot map: the same vertices through a temporary copy.
            let copy = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            defer { copy.deallocate() }
            writeCorners(of: quads, to: copy)
            glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes, copy)
        }
        if poisonsUnwritten { poison(from: bytes) }
        glBindVertexArray(0)
    }

    /// Fills the vertex storage from byte `start` to its end with 0xFF bytes (the buffer bound).
    private func poison(from start: Int) {
        let end = vertexCapacity * corners * vertexBytes
        guard end > start else { return }
        let garbage = [UInt8](repeating: 0xFF, count: end - start)
        glBufferSubData(GLenum(GL_ARRAY_BUFFER), start, end - start, garbage)
    }

    /// Draws quads `first..<first+count` (`count` may be 0) with the current program.
    func draw(first: Int, count: Int) {
        guard count > 0 else { return }
        precondition(corners == 4, "a buffer of lines draws with drawLines")
        glBindVertexArray(vao)
        glDrawElements(
            GLenum(GL_TRIANGLES), GLsizei(count * 6), GLenum(GL_UNSIGNED_INT),
            UnsafeRawPointer(bitPattern: first * 6 * MemoryLayout<UInt32>.stride))
    }

    /// Draws lines `first..<first+count` (`count` may be 0) of a buffer of `corners` 2 with the current program, at
    /// the context's line width.
    func drawLines(first: Int, count: Int) {
        guard count > 0 else { return }
        precondition(corners == 2, "a buffer of quads draws with draw")
        glBindVertexArray(vao)
        glDrawArrays(GLenum(GL_LINES), GLint(first * 2), GLsizei(count * 2))
    }

    /// Grows the vertex buffer, and for quads the index buffer, (the vertex array bound) to hold at least `quads`
    /// quads.
    private func reserve(_ quads: Int) {
        if quads > vertexCapacity {
            vertexCapacity = max(quads, vertexCapacity * 2)
            glBufferData(
                GLenum(GL_ARRAY_BUFFER), vertexCapacity * corners * vertexBytes, nil, GLenum(GL_DYNAMIC_DRAW))
            pointAttributes()
        }
        guard corners == 4, quads > indexCapacity else { return }
        indexCapacity = max(quads, indexCapacity * 2)
        // Two triangles per quad, as a four-vertex strip would make them: (0, 1, 2) and (2, 1, 3).
        var indices = [UInt32](repeating: 0, count: indexCapacity * 6)
        for quad in 0..<indexCapacity {
            let v = UInt32(quad * 4)
            indices[quad * 6 + 0] = v
            indices[quad * 6 + 1] = v + 1
            indices[quad * 6 + 2] = v + 2
            indices[quad * 6 + 3] = v + 2
            indices[quad * 6 + 4] = v + 1
            indices[quad * 6 + 5] = v + 3
        }
        glBufferData(
            GLenum(GL_ELEMENT_ARRAY_BUFFER), indices.count * MemoryLayout<UInt32>.stride, indices,
            GLenum(GL_STATIC_DRAW))
    }

    /// Writes each quad of `source` `corners` times to `destination`; for quads each vec4 loaded once and stored
    /// four times, one loop without calls (four `copyMemory` calls per quad cost twice the instructions on the cubics' issuing
    /// thread: docs/benchmarks.md, session 12, toolkit).
    // Safe: both callers pass a destination of exactly `corners` x `source.count` bytes (the mapped range or the
    // temporary copy, sized from the same quad count), `source.count` is whole quads (`upload`'s precondition), and
    // the source pointer lives only within the caller's closure. Offsets stay below 4 x `source.count`, so the
    // wrapping arithmetic never wraps; it only leaves out the overflow checks.
    private func writeCorners(of source: UnsafeRawBufferPointer, to destination: UnsafeMutableRawPointer) {
        guard corners == 4 else { return writeEnds(of: source, to: destination) }
        guard let base = source.baseAddress else { return }
        let vertexBytes = vertexBytes, vec4s = vec4Count, stride = MemoryLayout<SIMD4<Float>>.stride
        var from = base
        var to = destination
        let end = base + source.count
        while from < end {
            var offset = 0
            for _ in 0..<vec4s {
                let value = from.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                to.storeBytes(of: value, toByteOffset: offset, as: SIMD4<Float>.self)
                to.storeBytes(of: value, toByteOffset: offset &+ vertexBytes, as: SIMD4<Float>.self)
                to.storeBytes(of: value, toByteOffset: offset &+ 2 &* vertexBytes, as: SIMD4<Float>.self)
                to.storeBytes(of: value, toByteOffset: offset &+ 3 &* vertexBytes, as: SIMD4<Float>.self)
                offset &+= stride
            }
            from += vertexBytes
            to += 4 &* vertexBytes
        }
    }

    /// `writeCorners` for a buffer of lines: each quad of `source` written twice.
    // Safe: as `writeCorners`, with a destination of exactly 2 x `source.count` bytes.
    private func writeEnds(of source: UnsafeRawBufferPointer, to destination: UnsafeMutableRawPointer) {
        guard let base = source.baseAddress else { return }
        let vertexBytes = vertexBytes
        var from = base
        var to = destination
        let end = base + source.count
        while from < end {
            to.copyMemory(from: from, byteCount: vertexBytes)
            (to + vertexBytes).copyMemory(from: from, byteCount: vertexBytes)
            from += vertexBytes
            to += 2 &* vertexBytes
        }
    }
}
