import CGLES3
import KiteGeometry

/// Axis-aligned quads in device pixels, each coloured and textured from a `CoverageTexture`, drawn in one call:
/// text and flat rectangles together (rectangles sample a fully covered texel). Vertex storage is allocated once,
/// for `capacity` quads, so refilling the batch every frame allocates nothing; quads beyond it are dropped and
/// counted in `droppedQuads`.
public final class QuadBatch {
    /// Floats per vertex: position (2), atlas position (2), premultiplied colour (4).
    static let floatsPerVertex = 8
    public let capacity: Int
    private let program: ShaderProgram
    private var vertices: [Float]
    private var vao: GLuint = 0
    private var vbo: GLuint = 0
    private var ibo: GLuint = 0
    /// Quads added since the last `reset()`.
    public private(set) var count = 0
    /// Quads refused since the last `reset()` because the batch was full.
    public private(set) var droppedQuads = 0

    /// A batch for up to `capacity` quads (1...16383, so 16-bit indices suffice).
    public init(capacity: Int) throws {
        precondition((1...16383).contains(capacity), "QuadBatch capacity must be in 1...16383, got \(capacity)")
        self.capacity = capacity
        program = try ShaderProgram(
            name: "textured-quad", vertex: ShaderSources.texturedQuadVert, fragment: ShaderSources.texturedQuadFrag)
        vertices = []
        vertices.reserveCapacity(capacity * 4 * Self.floatsPerVertex)
        createBuffers()
    }

    deinit {
        glDeleteBuffers(1, &vbo)
        glDeleteBuffers(1, &ibo)
        glDeleteVertexArrays(1, &vao)
    }

    private func createBuffers() {
        glGenVertexArrays(1, &vao)
        glGenBuffers(1, &vbo)
        glGenBuffers(1, &ibo)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        glBufferData(GLenum(GL_ARRAY_BUFFER), capacity * 4 * Self.floatsPerVertex * 4, nil, GLenum(GL_DYNAMIC_DRAW))
        let stride = GLsizei(Self.floatsPerVertex * 4)
        for (index, size, offset) in [(0, 2, 0), (1, 2, 2), (2, 4, 4)] {
            glEnableVertexAttribArray(GLuint(index))
            glVertexAttribPointer(
                GLuint(index), GLint(size), GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                UnsafeRawPointer(bitPattern: offset * 4))
        }
        var indices: [UInt16] = []
        for q in 0..<capacity {
            let v = UInt16(q * 4)
            indices += [v, v + 1, v + 2, v + 2, v + 1, v + 3]
        }
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), ibo)
        glBufferData(GLenum(GL_ELEMENT_ARRAY_BUFFER), indices.count * 2, indices, GLenum(GL_STATIC_DRAW))
        glBindVertexArray(0)
    }

    /// Empties the batch, keeping its storage.
    public func reset() {
        vertices.removeAll(keepingCapacity: true)
        count = 0
        droppedQuads = 0
    }

    /// Adds the quad `rect` (device pixels) showing the atlas pixels `atlasRect`, tinted `color`.
    public func add(_ rect: Rect, atlas atlasRect: Rect, color: Color) {
        guard count < capacity else {
            droppedQuads += 1
            return
        }
        let c = color.premultiplied
        let color = (Float(c.0), Float(c.1), Float(c.2), Float(c.3))
        // Four explicit corners: a literal array of corners here would allocate on every quad.
        appendVertex(rect.minX, rect.minY, atlasRect.minX, atlasRect.minY, color)
        appendVertex(rect.maxX, rect.minY, atlasRect.maxX, atlasRect.minY, color)
        appendVertex(rect.minX, rect.maxY, atlasRect.minX, atlasRect.maxY, color)
        appendVertex(rect.maxX, rect.maxY, atlasRect.maxX, atlasRect.maxY, color)
        count += 1
    }

    private func appendVertex(
        _ x: Double, _ y: Double, _ u: Double, _ v: Double, _ color: (Float, Float, Float, Float)
    ) {
        vertices.append(Float(x))
        vertices.append(Float(y))
        vertices.append(Float(u))
        vertices.append(Float(v))
        vertices.append(color.0)
        vertices.append(color.1)
        vertices.append(color.2)
        vertices.append(color.3)
    }

    /// Draws every quad into the bound framebuffer (`viewport` device pixels) with premultiplied blending.
    public func draw(texture: CoverageTexture, viewportWidth: Int, viewportHeight: Int) {
        guard count > 0 else { return }
        glViewport(0, 0, GLsizei(viewportWidth), GLsizei(viewportHeight))
        program.useBlendingPremultiplied(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        glUniform2f(program.uniform("u_atlasSize"), Float(texture.width), Float(texture.height))
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture.texture)
        glUniform1i(program.uniform("u_atlas"), 0)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        vertices.withUnsafeBytes { bytes in
            glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes.count, bytes.baseAddress)
        }
        glDrawElements(GLenum(GL_TRIANGLES), GLsizei(count * 6), GLenum(GL_UNSIGNED_SHORT), nil)
        glBindVertexArray(0)
    }
}
