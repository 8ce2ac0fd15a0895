import CGLES3
import KiteGL
import KiteGeometry
import KiteScene

/// Kite's GL renderer as a `ScenePainter`: a `SceneRenderer` drawing into its own offscreen target (with the
/// stencil buffer the renderer needs). Create and use it with a GL context current, on that context's thread.
public final class OffscreenScenePainter: ScenePainter {
    public let width: Int
    public let height: Int
    public let scale: Double
    /// The renderer, for its counters (`drawCallCount`, `strokePieceCount`, `encoder`).
    public let renderer: SceneRenderer
    private let target: OffscreenTarget

    /// A painter for a `width` x `height` device-pixel image (each in 1...16384) at `scale` device pixels per point
    /// (> 0), drawing with `renderer` (default: a new one). Throws what `SceneRenderer.init` and `OffscreenTarget`
    /// throw.
    public init(width: Int, height: Int, scale: Double, renderer: SceneRenderer? = nil) throws {
        precondition(scale > 0 && scale.isFinite, "OffscreenScenePainter: scale must be positive")
        (self.width, self.height, self.scale) = (width, height, scale)
        self.renderer = try renderer ?? SceneRenderer()
        target = try OffscreenTarget(width: width, height: height, stencil: true)
    }

    /// Encodes and issues `list` into the target; returns once the GL calls are issued, before the GPU finishes.
    public func draw(_ list: DrawList, background: Color) throws {
        target.bind()
        try renderer.draw(list, viewportWidth: width, viewportHeight: height, scale: scale, background: background)
    }

    /// Waits for the GPU and reads the target back.
    public func premultipliedPixels() throws -> [UInt8] {
        target.bind()
        glFinish()
        return Pixels.readPremultiplied(width: width, height: height)
    }
}
