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
            try Self.expectTwinCoverage(of: path, round: round, renderer: renderer)
        }

        /// Strokes from thousands of pixels out, crossing each edge of the framebuffer at a slant, steeply, along
        /// it and through two edges at once, so that the vertex stage clips their boxes at the stroke viewport's
        /// edges: each covers every pixel as the shader's CPU twin computes. The stroke programs interpolate the
        /// device row without perspective (`Shaders/stroke.vert`), and the clipper makes new vertices for it; a
        /// row off by one there would miss by up to the whole stroke's alpha.
        @Test(arguments: [
            [Point(-3000, -2000), Point(40, 30)], [Point(3000, -2500), Point(20, 25)],
            [Point(-2500, 3000), Point(50, 10)], [Point(4000, 3000), Point(10, 12)],
            [Point(30.3, -5000), Point(34.6, 5000)], [Point(-5000, 8.2), Point(5000, 11.7)],
            [Point(-1700, 2600), Point(2300, -2900)], [Point(-2000, 20), Point(8000, -4000), Point(30, 25)],
        ])
        func clippedBoxesCoverWhatTheTwinComputes(points: [Point]) throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            var path = Path()
            path.move(to: points[0])
            if points.count == 3 {
                path.addQuadCurve(to: points[2], control: points[1])
            } else {
                path.addLine(to: points[1])
            }
            for round in [false, true] {
                try Self.expectTwinCoverage(of: path, round: round, renderer: renderer)
            }
        }

        /// Expects `path`, stroked 4 px wide in white into a 64 x 40 framebuffer (round caps and joins, or square
        /// caps and miter joins), to cover each pixel within 2/255 of what the shader's CPU twin computes.
        static func expectTwinCoverage(of path: Path, round: Bool, renderer: SceneRenderer) throws {
            let layer = ShapeLayer()
            layer.anchorPoint = .zero
            layer.path = path
            (layer.lineWidth, layer.fillColor, layer.strokeColor) = (4, nil, .white)
            (layer.lineCap, layer.lineJoin) = round ? (.round, .round) : (.square, .miter)
            let (worst, firstMismatch) = try StrokeTwin.largestDifference(
                of: layer, renderer: renderer, width: 64, height: 40)
            #expect(worst <= 2, "largest alpha difference between shader and twin, of 255: \(worst) \(firstMismatch)")
        }
    }
}
