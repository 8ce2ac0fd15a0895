/// Why EGL or GLES could not do what was asked. Each case reads as one line for a person.
public enum GLError: Error, CustomStringConvertible, Equatable {
    /// EGL could not be initialised on the requested platform.
    case noEGL(String)
    /// No EGL config or context offers OpenGL ES 3.
    case noGLES3(String)
    /// An EGL call failed with this EGL error code.
    case egl(call: String, code: Int32)
    /// A shader did not compile; `log` is the driver's compile log.
    case shaderCompile(name: String, log: String)
    /// A program did not link; `log` is the driver's link log.
    case programLink(name: String, log: String)
    /// A framebuffer could not be completed.
    case incompleteFramebuffer(status: UInt32)
    /// An offscreen target of this size is not allowed; `valid` says which sizes are.
    case targetSize(width: Int, height: Int, valid: String)
    /// The driver ran out of memory allocating what is named.
    case outOfMemory(String)

    public var description: String {
        switch self {
        case .noEGL(let why): return "EGL is not available: \(why)"
        case .noGLES3(let why): return "OpenGL ES 3 is not available: \(why)"
        case .egl(let call, let code): return "\(call) failed with EGL error 0x\(String(code, radix: 16))"
        case .shaderCompile(let name, let log): return "shader \(name) failed to compile:\n\(log)"
        case .programLink(let name, let log): return "shader program \(name) failed to link:\n\(log)"
        case .incompleteFramebuffer(let s): return "framebuffer incomplete (status 0x\(String(s, radix: 16)))"
        case .targetSize(let w, let h, let valid):
            return "an offscreen target of \(w)x\(h) pixels is out of range: \(valid)"
        case .outOfMemory(let what): return "out of GPU memory for \(what)"
        }
    }
}
