import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// A frame of more stroke pieces than `StrokeVertexBuffer.streamFrom` is streamed: each draw writes its pieces a
/// bounded number at a time, so the vertex buffer never grows past that bound, and the pixels are those of one
/// upload, bit for bit.
extension OnGL {
    @Suite struct StrokeStreamingRenderTests {
        /// The golden scenes with strokes (opaque, translucent through the stencil, overlap lists, clipped, path
        /// shadows, dashes), streamed 7 pieces at a time, against one upload, at scales 1 and 2.
        @Test(
            arguments: [
                "caps", "joins", "curves", "translucent", "dashes", "trims", "shadows", "masks", "outlines",
                "hamburger", "figure-eight", "loop", "app",
            ], [1.0, 2.0])
        func streamedStrokesDrawTheSamePixels(scene: String, scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let target = try Scenes.target(at: scale)
            let root = Scenes.named(scene)
            let whole = try SceneRenderer()
            let expected = try whole.render(root, into: target, scale: scale, premultiplied: true)
            #expect(!whole.strokeVertices.streams)
            let streamed = try SceneRenderer()
            streamed.strokeVertices.streamFrom = 7
            for frame in 0..<2 {
                let pixels = try streamed.render(root, into: target, scale: scale, premultiplied: true)
                let differing = zip(pixels, expected).filter { $0 != $1 }.count
                #expect(differing == 0, "\(scene)@\(scale)x frame \(frame): \(differing) channels differ")
            }
            #expect(streamed.strokeVertices.streams == (streamed.encoder.strokePieceCount > 7), "\(scene)")
            #expect(streamed.strokeVertices.capacity <= 7, "\(scene): room for \(streamed.strokeVertices.capacity)")
        }
    }
}
