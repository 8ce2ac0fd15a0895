/// The plain and the clipped variant of one program.
struct ProgramPair {
    let plain: RenderProgram
    let clipped: RenderProgram

    /// Both variants of `fragment` with `defines` (whole `#define` lines; default none) ahead of it.
    init(name: String, vertex: String, fragment: String, defines: String = "") throws {
        plain = try RenderProgram(name: name, vertex: vertex, fragment: fragment, clipped: false, defines: defines)
        clipped = try RenderProgram(name: name, vertex: vertex, fragment: fragment, clipped: true, defines: defines)
    }

    var both: [RenderProgram] { [plain, clipped] }
}
