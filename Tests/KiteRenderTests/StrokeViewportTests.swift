import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// Stroke draws: pieces as plain vertices (`StrokeVertexBuffer`) under a viewport reaching past the framebuffer
/// (`SceneRenderer.strokeViewportMargin`).
extension OnGL {
    @Suite struct StrokeViewportTests {
        /// The margin is the reach the renderer aims for wherever the context's largest viewport allows it, less
        /// where it does not, and never negative.
        @Test func theMarginFitsTheLargestViewport() {
            let reach = SceneRenderer.strokeViewportReach
            #expect(
                SceneRenderer.strokeViewportMargin(viewportWidth: 1280, viewportHeight: 800, maxViewportSide: 16384)
                    == reach)
            #expect(
                SceneRenderer.strokeViewportMargin(viewportWidth: 3840, viewportHeight: 2160, maxViewportSide: 4096)
                    == 128)
            #expect(
                SceneRenderer.strokeViewportMargin(viewportWidth: 800, viewportHeight: 1281, maxViewportSide: 1281)
                    == 0)
            #expect(
                SceneRenderer.strokeViewportMargin(viewportWidth: 8192, viewportHeight: 10, maxViewportSide: 4096)
                    == 0)
        }

        /// Strokes whose boxes reach past the framebuffer's edges, some within the stroke viewport's margin and one
        /// far beyond it (clipped by the vertex stage), cover each pixel as the shader's CPU twin computes, with
        /// round ends (the gentle program, lines included, and the general one on tight pieces) and with square
        /// caps and miter joins (the general and line programs).
        @Test(arguments: [false, true])
        func piecesPastTheEdgesCoverWhatTheTwinComputes(round: Bool) throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            var path = Path()
            // Across the left edge and out at the top, back in, then across the right edge and the bottom.
            path.move(to: Point(-6, 20))
            path.addCurve(to: Point(30, -3), control1: Point(10, 40), control2: Point(20, -20))
            path.addLine(to: Point(50, 20))
            path.addQuadCurve(to: Point(70, 44), control: Point(80, 10))
            // A line from thousands of pixels out: its box reaches past the margin.
            path.move(to: Point(-5000, 30))
            path.addLine(to: Point(60, 36))
            let layer = ShapeLayer()
            layer.anchorPoint = .zero
            layer.path = path
            (layer.lineWidth, layer.fillColor, layer.strokeColor) = (4, nil, .white)
            (layer.lineCap, layer.lineJoin) = round ? (.round, .round) : (.square, .miter)
            let (width, height) = (64, 40)
            let target = try OffscreenTarget(width: width, height: height, stencil: true)
            let pixels = try renderer.render(layer, into: target, scale: 1, premultiplied: true)
            var pieces: [StrokePiece] = []
            var encoder = StrokeEncoder()
            encoder.encode(
                path, style: layer.strokeStyle, color: SIMD4(1, 1, 1, 1), transform: .identity, into: &pieces)
            var worst = 0
            var firstMismatch = ""
            for y in 0..<height {
                for x in 0..<width {
                    let centre = SIMD2(Float(x) + 0.5, Float(y) + 0.5)
                    // Opaque pieces blend over each other; the twin composes them the same way.
                    var alpha: Float = 0
                    for piece in pieces {
                        let c = StrokeCoverage.coverage(of: piece, at: centre, gentle: StrokeEncoder.isGentle(piece))
                        alpha = c + alpha * (1 - c)
                    }
                    let drawn = Int(pixels[(y * width + x) * 4 + 3])
                    let diff = abs(drawn - Int((alpha * 255).rounded()))
                    if diff > 2 && firstMismatch.isEmpty { firstMismatch = "(\(x), \(y)): \(drawn) vs \(alpha * 255)" }
                    worst = max(worst, diff)
                }
            }
            #expect(worst <= 2, "largest alpha difference between shader and twin, of 255: \(worst) \(firstMismatch)")
        }
    }
}
