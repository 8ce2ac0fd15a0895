import CGLES3

/// A linked GLSL ES program. Compile and link failures throw with the driver's log.
public final class ShaderProgram {
    public let name: String
    let program: GLuint
    private var uniformLocations: [String: GLint] = [:]

    /// Compiles and links `vertex` and `fragment` sources; `name` appears in error messages.
    public init(name: String, vertex: String, fragment: String) throws {
        self.name = name
        let vs = try Self.compile(GLenum(GL_VERTEX_SHADER), vertex, name: "\(name) (vertex)")
        defer { glDeleteShader(vs) }
        let fs = try Self.compile(GLenum(GL_FRAGMENT_SHADER), fragment, name: "\(name) (fragment)")
        defer { glDeleteShader(fs) }
        program = glCreateProgram()
        glAttachShader(program, vs)
        glAttachShader(program, fs)
        glLinkProgram(program)
        try Self.check(program, GLenum(GL_LINK_STATUS), glGetProgramiv, glGetProgramInfoLog, delete: glDeleteProgram) {
            GLError.programLink(name: name, log: $0)
        }
    }

    deinit {
        // A program deleted while current is only flagged for deletion (OpenGL ES 3.2, 7.3) and freed whenever the
        // context next binds another, perhaps while a new renderer compiles its own programs: NVIDIA's driver then
        // lost that renderer's first draws (docs/benchmarks.md, session 9). Unbound first, it is freed at once.
        var current: GLint = 0
        glGetIntegerv(GLenum(GL_CURRENT_PROGRAM), &current)
        if current == GLint(bitPattern: program) { glUseProgram(0) }
        glDeleteProgram(program)
    }

    public func use() { glUseProgram(program) }

    /// Turns on blending of premultiplied colours (source over: ONE, ONE_MINUS_SRC_ALPHA), makes this program
    /// current and sets its `u_viewport` uniform to the viewport's size in device pixels (`viewportWidth` x
    /// `viewportHeight`): how the foundation's painters (`RoundedRectPainter`, `QuadBatch`, `ColumnGraph`) start a
    /// draw.
    func useBlendingPremultiplied(viewportWidth: Int, viewportHeight: Int) {
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        use()
        glUniform2f(uniform("u_viewport"), Float(viewportWidth), Float(viewportHeight))
    }

    /// The location of a uniform, cached; -1 when the driver optimised it away.
    public func uniform(_ uniformName: String) -> GLint {
        if let l = uniformLocations[uniformName] { return l }
        let l = glGetUniformLocation(program, uniformName)
        uniformLocations[uniformName] = l
        return l
    }

    static func compile(_ type: GLenum, _ source: String, name: String) throws -> GLuint {
        let shader = glCreateShader(type)
        source.withCString { cString in
            var pointer: UnsafePointer<GLchar>? = cString
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        try check(shader, GLenum(GL_COMPILE_STATUS), glGetShaderiv, glGetShaderInfoLog, delete: glDeleteShader) {
            GLError.shaderCompile(name: name, log: $0)
        }
        return shader
    }

    /// Reads `object`'s `status` (a link or compile status) through `getter`; when it failed, deletes the object
    /// and throws `error` of the driver's log (read through `read`).
    private static func check(
        _ object: GLuint, _ status: GLenum, _ getter: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        _ read: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void,
        delete: (GLuint) -> Void, error: (String) -> GLError
    ) throws {
        var ok: GLint = 0
        getter(object, status, &ok)
        guard ok == 0 else { return }
        let log = log(object, getter, read)
        delete(object)
        throw error(log)
    }

    /// The driver's info log of `object` (`getter` and `read`: the program or shader calls).
    private static func log(
        _ object: GLuint, _ getter: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        _ read: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void
    ) -> String {
        var length: GLint = 0
        getter(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        guard length > 1 else { return "(the driver gave no log)" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        read(object, length, nil, &buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
