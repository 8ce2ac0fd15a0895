import KiteCairo
import KiteGL
import KiteGLTestSupport
import KiteRender
import KiteScene

/// Renders a key frame with Kite (offscreen, surfaceless EGL on llvmpipe) and with the cairo reference, both
/// premultiplied RGBA rows, top row first.
struct RenderFixture {
    let context: GLContext
    let renderer: SceneRenderer

    init() throws {
        context = try OffscreenGL.context()
        renderer = try SceneRenderer()
    }

    /// The key frame's size in device pixels.
    static func pixelSize(_ frame: KeyFrame) -> (width: Int, height: Int) {
        (Int((frame.size.width * frame.scale).rounded()), Int((frame.size.height * frame.scale).rounded()))
    }

    func kite(_ frame: KeyFrame) throws -> [UInt8] {
        let (w, h) = Self.pixelSize(frame)
        let target = try OffscreenTarget(width: w, height: h, stencil: true)
        return try renderer.render(frame.root, into: target, scale: frame.scale, premultiplied: true)
    }

    /// Cairo supersampled `supersample` x `supersample` per device pixel and box-filtered.
    static func cairo(_ frame: KeyFrame, supersample: Int) -> [UInt8] {
        let (w, h) = pixelSize(frame)
        return CairoPainter(width: w, height: h, scale: frame.scale, supersample: supersample).paint(frame.root)
    }
}
