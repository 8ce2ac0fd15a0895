import CGLES3

/// The variants of one program, each compiled the first time it is asked for: the plain one, the clipped one, and
/// for the programs whose fragment shaders declare the shared input set (render-common.glsl) a clipped one that
/// reads all of those inputs, for the first frames (`SceneRenderer.drawsWithFewestVariants`). A first frame
/// compiles only the variants it draws with (llvmpipe takes milliseconds per variant even from its shader cache),
/// and the start-up warm-up compiles the rest (`compileAll`).
final class ProgramPair {
    /// The program's name, as in shader compile errors ("stroke (lines)").
    let name: String
    /// Whether the program has a variant reading the shared input set (else `shared` is `clipped`).
    let hasSharedInputs: Bool
    private let vertex: String
    private let fragment: String
    private let defines: String
    /// The sampler's texture unit, set once when a variant is compiled (samplers never change unit); nil for none.
    private let sampler: (name: String, unit: GLint)?
    private var plainVariant: RenderProgram?
    private var clippedVariant: RenderProgram?
    private var sharedVariant: RenderProgram?
    /// The variants compiled so far, in the order they were.
    private(set) var compiled: [RenderProgram] = []

    /// The variants of `fragment` with `defines` (whole `#define` lines; default none) ahead of it, the sampler
    /// `sampler` (if any) reading texture unit `unit`, with a variant reading the shared input set when
    /// `sharedInputs` (default false: the shader must declare the set and pass it to `readingAllInputs`). Compiles
    /// nothing yet.
    init(
        name: String, vertex: String, fragment: String, defines: String = "", sampler: (String, GLint)? = nil,
        sharedInputs: Bool = false
    ) {
        self.name = name
        self.vertex = vertex
        self.fragment = fragment
        self.defines = defines
        self.sampler = sampler.map { (name: $0.0, unit: $0.1) }
        hasSharedInputs = sharedInputs
    }

    /// The variant without a clip, compiled on first use. Throws `GLError.shaderCompile` / `.programLink` with the
    /// driver's log. Compiling one leaves no program current.
    var plain: RenderProgram {
        get throws {
            if let plainVariant { return plainVariant }
            let program = try compile(clipped: false)
            plainVariant = program
            return program
        }
    }

    /// The variant that evaluates a masking layer's clip, compiled on first use; throws as `plain` does.
    var clipped: RenderProgram {
        get throws {
            if let clippedVariant { return clippedVariant }
            let program = try compile(clipped: true)
            clippedVariant = program
            return program
        }
    }

    /// The clipped variant that reads the shared input set, compiled on first use (the first frames draw with it,
    /// clipped or not, so that llvmpipe compiles one triangle set-up function for all such programs); `clipped`
    /// for a program without one. Throws as `plain` does.
    var shared: RenderProgram {
        get throws {
            guard hasSharedInputs else { return try clipped }
            if let sharedVariant { return sharedVariant }
            let program = try compile(clipped: true, sharedInputs: true)
            sharedVariant = program
            return program
        }
    }

    /// Compiles every variant now, if they are not yet.
    func compileAll() throws {
        _ = try shared
        _ = try plain
        _ = try clipped
    }

    private func compile(clipped: Bool, sharedInputs: Bool = false) throws -> RenderProgram {
        let program = try RenderProgram(
            name: name, vertex: vertex, fragment: fragment, clipped: clipped, sharedInputs: sharedInputs,
            defines: defines)
        if let sampler {
            program.program.use()
            glUniform1i(program.uniform(sampler.name), sampler.unit)
            // As after a frame, no program of the renderer stays current (`SceneRenderer.execute`).
            glUseProgram(0)
        }
        compiled.append(program)
        return program
    }
}
