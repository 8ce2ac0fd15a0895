import Foundation

/// Build tool: writes a Swift file with one string constant per shader source.
/// Usage: kite-embed-shaders OUTPUT.swift SHADER...
/// A constant's name is the file name in lower camel case: `sdf-stroke.frag` becomes `sdfStrokeFrag`.
///
/// An `@main` type rather than top-level code, so that builds passing `-parse-as-library` to every target (the
/// libFuzzer build in scripts/fuzz) compile this tool too.
@main enum EmbedShaders {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let outputPath = arguments.first else {
            FileHandle.standardError.write(Data("usage: kite-embed-shaders OUTPUT.swift SHADER...\n".utf8))
            exit(2)
        }
        var text = "// Generated at build time by kite-embed-shaders from Shaders/. Do not edit.\n\n"
        text += "/// The GLSL ES sources in the package's Shaders/ folder.\n"
        text += "enum ShaderSources {\n"
        for path in arguments.dropFirst() {
            let url = URL(fileURLWithPath: path)
            let source = try String(contentsOf: url, encoding: .utf8)
            text += "    /// `Shaders/\(url.lastPathComponent)`\n"
            text += "    static let \(identifier(for: url.lastPathComponent)) = ##\"\"\"\n\(source)\n\"\"\"##\n"
        }
        text += "}\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
    }

    /// The constant's name for a shader file name: its words in lower camel case.
    static func identifier(for fileName: String) -> String {
        let parts = fileName.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = parts.first else { return "_" }
        return first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
