import Foundation
import PackagePlugin

/// Embeds every file in the package's `Shaders/` folder into the target as Swift string constants at build time,
/// so the renderer needs no resource bundle at run time.
@main
struct EmbedShaders: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let shaders = context.package.directoryURL.appending(path: "Shaders")
        let files = try FileManager.default.contentsOfDirectory(at: shaders, includingPropertiesForKeys: nil)
            .filter { ["vert", "frag", "glsl"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "ShaderSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) shaders",
                executable: try context.tool(named: "kite-embed-shaders").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
