import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// The straight sides of shapes drawn as ramps give the pixels the shape program gives them.
extension OnGL {
    @Suite struct StraightSideRenderTests {
        /// The app-like screen (bar, bordered cards, one with a shadow, pills, text, strokes) and the shapes scene,
        /// at scales 1 and 2 and 1.5 (sides off the pixel grid), with and without ramps: no channel differs by
        /// more than 2/255.
        @Test(arguments: ["app", "shapes", "outlines"], [1.0, 1.5, 2.0])
        func rampsDrawWhatTheShapeProgramDraws(scene: String, scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let root = Scenes.named(scene)
            let target = try Scenes.target(at: scale)
            func render(ramps: Bool) throws -> (pixels: [UInt8], draws: Int) {
                let renderer = try SceneRenderer()
                renderer.encoder.convertsStraightSides = ramps
                let pixels = try renderer.render(root, into: target, scale: scale, premultiplied: true)
                return (pixels, renderer.drawCallCount)
            }
            let shapes = try render(ramps: false)
            let ramps = try render(ramps: true)
            let largest = zip(shapes.pixels, ramps.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(largest <= 2, "\(scene)@\(scale)x: largest channel difference \(largest)/255")
            #expect(ramps.draws >= shapes.draws)
        }
    }
}
