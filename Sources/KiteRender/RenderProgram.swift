import CGLES3
import KiteGL

/// A scene-renderer shader program with its uniform locations looked up once, so a frame does no string lookups.
/// Fragment sources get the version line and `render-common.glsl` prepended.
final class RenderProgram {
    let program: ShaderProgram
    let viewport: GLint
    let clipEnabled: GLint
    let clipFromDevice: GLint
    let clipBox: GLint
    let clipRadius: GLint
    let clipScale: GLint
    /// The clip index last applied (nil: none yet this frame), so unchanged clips set no uniforms.
    var appliedClip: Int?? = nil

    static let prefix = "#version 300 es\nprecision highp float;\nprecision highp int;\n"

    /// Compiles `vertex` and `fragment` (bodies without a version line); throws `GLError.shaderCompile` or
    /// `.programLink` with the driver's log.
    init(name: String, vertex: String, fragment: String) throws {
        program = try ShaderProgram(
            name: name, vertex: Self.prefix + vertex,
            fragment: Self.prefix + ShaderSources.renderCommonGlsl + "\n" + fragment)
        viewport = program.uniform("u_viewport")
        clipEnabled = program.uniform("u_clipEnabled")
        clipFromDevice = program.uniform("u_clipFromDevice")
        clipBox = program.uniform("u_clipBox")
        clipRadius = program.uniform("u_clipRadius")
        clipScale = program.uniform("u_clipScale")
    }

    func uniform(_ name: String) -> GLint { program.uniform(name) }
}
