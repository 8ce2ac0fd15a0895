import CGLES3

/// The plain and the clipped variant of one program, each compiled the first time it is asked for: a first frame
/// compiles only the programs it draws with (llvmpipe takes milliseconds per program even from its shader cache),
/// and the start-up warm-up compiles the rest (`compileAll`).
final class ProgramPair {
    /// The program's name, as in shader compile errors ("stroke (lines)").
    let name: String
    private let vertex: String
    private let fragment: String
    private let defines: String
    /// The sampler's texture unit, set once when a variant is compiled (samplers never change unit); nil for none.
    private let sampler: (name: String, unit: GLint)?
    private var plainVariant: RenderProgram?
    private var clippedVariant: RenderProgram?
    /// The variants compiled so far, in the order they were.
    private(set) var compiled: [RenderProgram] = []

    /// Both variants of `fragment` with `defines` (whole `#define` lines; default none) ahead of it, the sampler
    /// `sampler` (if any) reading texture unit `unit`. Compiles nothing yet.
    init(name: String, vertex: String, fragment: String, defines: String = "", sampler: (String, GLint)? = nil) {
        self.name = name
        self.vertex = vertex
        self.fragment = fragment
        self.defines = defines
        self.sampler = sampler.map { (name: $0.0, unit: $0.1) }
    }

    /// The variant without a clip, compiled on first use. Throws `GLError.shaderCompile` / `.programLink` with the
    /// driver's log. Compiling one leaves it the current program.
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

    /// Compiles both variants now, if they are not yet.
    func compileAll() throws {
        _ = try plain
        _ = try clipped
    }

    private func compile(clipped: Bool) throws -> RenderProgram {
        let program = try RenderProgram(
            name: name, vertex: vertex, fragment: fragment, clipped: clipped, defines: defines)
        if let sampler {
            program.program.use()
            glUniform1i(program.uniform(sampler.name), sampler.unit)
        }
        compiled.append(program)
        return program
    }
}
