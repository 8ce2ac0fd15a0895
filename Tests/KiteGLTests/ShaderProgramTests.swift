import CGLES3
import KiteGLTestSupport
import Testing

@testable import KiteGL

/// Needs EGL's surfaceless platform (Mesa llvmpipe in CI), not a GPU or a compositor.
@Suite(.usesGL) struct ShaderProgramTests {
    @Test func aShaderThatFailsToCompileThrowsWithTheDriversLog() throws {
        let context = try OffscreenGL.context()
        _ = context
        let broken = "#version 300 es\nprecision highp float;\nout vec4 o;\nvoid main() { o = vec4(undeclared); }\n"
        do {
            _ = try ShaderProgram(name: "broken", vertex: ShaderSources.quadVert, fragment: broken)
            Issue.record("a shader using an undeclared identifier compiled")
        } catch let GLError.shaderCompile(name, log) {
            #expect(name == "broken (fragment)")
            #expect(log.contains("undeclared"), "driver log: \(log)")
            #expect(GLError.shaderCompile(name: name, log: log).description.contains("failed to compile"))
        }
    }

    @Test func theEmbeddedShadersCompileAndDrawTheExpectedCoverage() throws {
        let context = try OffscreenGL.context()
        _ = context
        let painter = try RoundedRectPainter()
        let target = try OffscreenTarget(width: 40, height: 20)
        target.bind()
        painter.begin(viewportWidth: 40, viewportHeight: 20, clearColor: .clear)
        // A 20x10 rect at (10, 5): fully covered inside, empty outside, half-covered pixels on its edges' centres.
        painter.fill(
            .init(x: 10, y: 5, width: 20, height: 10.5), cornerRadius: 0, color: .white, transform: .identity)
        painter.finish()
        let px = Pixels.readRGBA(width: 40, height: 20)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { px[(y * 40 + x) * 4 + 3] }
        #expect(alpha(20, 10) == 255)
        #expect(alpha(5, 10) == 0 && alpha(20, 2) == 0)
        #expect(alpha(10, 10) == 255 && alpha(9, 10) == 0)  // the edge at x = 10 falls between pixels
        #expect(abs(Int(alpha(20, 15)) - 128) <= 2)  // the edge at y = 15.5 cuts pixel row 15 in half
    }

    /// A program released while current is unbound before it is deleted, so it is freed at once and its name cannot
    /// be flagged-but-alive when the next programs are made (the lost draws NVIDIA's driver showed); a program
    /// released while another is current leaves that one current.
    @Test func aProgramReleasedWhileCurrentIsUnboundFirst() throws {
        let context = try OffscreenGL.context()
        _ = context
        func current() -> GLint {
            var program: GLint = 0
            glGetIntegerv(GLenum(GL_CURRENT_PROGRAM), &program)
            return program
        }
        let kept = try ShaderProgram(
            name: "kept", vertex: ShaderSources.quadVert, fragment: ShaderSources.roundedRectFrag)
        do {
            let released = try ShaderProgram(
                name: "released", vertex: ShaderSources.quadVert, fragment: ShaderSources.roundedRectFrag)
            released.use()
            #expect(current() == GLint(bitPattern: released.program))
        }
        #expect(current() == 0)
        kept.use()
        do {
            let other = try ShaderProgram(
                name: "other", vertex: ShaderSources.quadVert, fragment: ShaderSources.roundedRectFrag)
            _ = other
        }
        #expect(current() == GLint(bitPattern: kept.program))
        glUseProgram(0)
    }
}
