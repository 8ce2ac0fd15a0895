import CGLES3
import KiteGL

/// A scene-renderer shader program with its uniform locations looked up once, so a frame does no string lookups.
/// Fragment sources get the version line, `KITE_CLIP`, `KITE_SHARED_INPUTS` and `render-common.glsl` prepended: a
/// clipped variant evaluates the clip's rounded rectangle, a plain one pays nothing for clipping (no branch); a
/// variant with shared inputs reads every input its shader declares (`readingAllInputs` in render-common.glsl).
final class RenderProgram {
    let program: ShaderProgram
    let viewport: GLint
    /// `u_margin`, the stroke programs' viewport margin (`SceneRenderer.strokeViewportMargin`); -1 in the others.
    let margin: GLint
    let clipFromDevice: GLint
    let clipBox: GLint
    let clipRadius: GLint
    let clipScale: GLint
    /// `u_pass`'s location: -1 in the programs that draw no translucent passes, where `glUniform1i` ignores it.
    let pass: GLint
    /// The clip index whose uniforms were last set (nil: none yet this frame).
    var appliedClip: Int?
    /// The viewport size `u_viewport` holds, device pixels (nil: not set yet).
    var viewportSize: SIMD2<Float>?

    /// What every shader starts with: the version, `GL_NV_shader_noperspective_interpolation` enabled where the
    /// driver has it (llvmpipe does; an `#extension` line must come before the precision statements), and the
    /// precisions. The stroke shaders interpolate their one smooth input, the device row, without perspective
    /// there: their vertices all have w = 1, so both ways give the same row, and llvmpipe's perspective
    /// divide per pixel was 2.6% of the gentle program (docs/benchmarks.md, "Stroke GPU side (session 11,
    /// faithful)").
    static let prefix =
        "#version 300 es\n#ifdef GL_NV_shader_noperspective_interpolation\n"
        + "#extension GL_NV_shader_noperspective_interpolation : enable\n#endif\n"
        + "precision highp float;\nprecision highp int;\n"

    /// Compiles `vertex` and `fragment` (bodies without a version line), `clipped` or not, reading all its
    /// declared inputs (`sharedInputs`; default false) or not, with `defines` (whole `#define` lines; default none)
    /// ahead of both sources (`KITE_CLIP` and `KITE_SHARED_INPUTS` ahead of the fragment source only, so all
    /// variants share one vertex shader source); throws `GLError.shaderCompile` or `.programLink` with the
    /// driver's log.
    init(
        name: String, vertex: String, fragment: String, clipped: Bool, sharedInputs: Bool = false,
        defines: String = ""
    ) throws {
        let define =
            "#define KITE_CLIP \(clipped ? 1 : 0)\n#define KITE_SHARED_INPUTS \(sharedInputs ? 1 : 0)\n" + defines
        program = try ShaderProgram(
            name: Self.variantName(name, clipped: clipped, sharedInputs: sharedInputs),
            vertex: Self.prefix + defines + vertex,
            fragment: Self.prefix + define + ShaderSources.renderCommonGlsl + "\n" + fragment)
        viewport = program.uniform("u_viewport")
        margin = program.uniform("u_margin")
        clipFromDevice = program.uniform("u_clipFromDevice")
        clipBox = program.uniform("u_clipBox")
        clipRadius = program.uniform("u_clipRadius")
        clipScale = program.uniform("u_clipScale")
        pass = program.uniform("u_pass")
    }

    func uniform(_ name: String) -> GLint { program.uniform(name) }

    /// The name of program `name`'s variant, `clipped` or not, reading the shared inputs or not: "flat",
    /// "flat (clipped)", "flat (clipped, shared inputs)".
    static func variantName(_ name: String, clipped: Bool, sharedInputs: Bool) -> String {
        name + (sharedInputs ? " (clipped, shared inputs)" : clipped ? " (clipped)" : "")
    }

    /// The same string for every variant that reads the shared inputs, else the variant's name: llvmpipe compiles
    /// one triangle set-up function per such string (see render-common.glsl).
    static func inputSet(ofVariant name: String) -> String {
        name.hasSuffix(", shared inputs)") ? "shared inputs" : name
    }
}
