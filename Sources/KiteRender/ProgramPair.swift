/// The plain and the clipped variant of one program.
struct ProgramPair {
    let plain: RenderProgram
    let clipped: RenderProgram

    init(name: String, vertex: String, fragment: String) throws {
        plain = try RenderProgram(name: name, vertex: vertex, fragment: fragment, clipped: false)
        clipped = try RenderProgram(name: name, vertex: vertex, fragment: fragment, clipped: true)
    }

    var both: [RenderProgram] { [plain, clipped] }
}
