import KiteCairo
import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteRender
import KiteScene

/// Renders a layer tree with Kite (offscreen, surfaceless EGL on llvmpipe) and with the cairo reference
/// (supersampled 16x, box-filtered), both premultiplied.
struct RenderFixture {
    let context: GLContext
    let renderer: SceneRenderer

    init() throws {
        context = try OffscreenGL.context()
        renderer = try SceneRenderer()
    }

    /// Both renderings of `root` into `width` x `height` points at `scale`.
    func render(_ root: Layer, width: Int, height: Int, scale: Double, supersample: Int = 16) throws -> (
        kite: [UInt8], cairo: [UInt8], width: Int, height: Int
    ) {
        let (w, h) = (Int((Double(width) * scale).rounded()), Int((Double(height) * scale).rounded()))
        // Both through the one painter interface, on the same draw list.
        let painters: [any ScenePainter] = [
            try OffscreenScenePainter(width: w, height: h, scale: scale, renderer: renderer),
            CairoPainter(width: w, height: h, scale: scale, supersample: supersample),
        ]
        let list = root.drawList()
        let images = try painters.map { try $0.render(list) }
        return (images[0], images[1], w, h)
    }

    /// A root layer of `width` x `height` points at the origin holding `sublayers`.
    static func root(width: Double, height: Double, _ sublayers: [Layer]) -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: width, height: height)
        root.anchorPoint = .zero
        for s in sublayers { root.addSublayer(s) }
        return root
    }

    /// A shape layer covering the root (identity placement) stroking `path`.
    static func stroke(
        _ path: Path, width: Double, color: Color = .black, cap: LineCap = .butt, join: LineJoin = .miter,
        miterLimit: Double = 10
    ) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.anchorPoint = .zero
        layer.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = color
        layer.lineWidth = width
        (layer.lineCap, layer.lineJoin, layer.miterLimit) = (cap, join, miterLimit)
        return layer
    }
}
