import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// A filled pill whose straight sides lie on pixel edges is drawn as two end caps through the shape program and
/// a flat middle between them, with the pixels the whole shape gives.
extension OnGL {
    @Suite struct PillBandRenderTests {
        /// Pills wide and tall, on and off the pixel grid, the app-like screen and the shapes scene, at scales 1,
        /// 1.5 and 2, with and without the band: no channel differs by more than 1/255 (the caps' quads interpolate
        /// the local position from other corners than the whole quad, a float rounding apart on their arcs; the
        /// middle's pixels are covered exactly 0 or 1 either way).
        @Test(arguments: ["pills", "app", "shapes"], [1.0, 1.5, 2.0])
        func bandsDrawWhatTheWholePillDraws(scene: String, scale: Double) throws {
            try Scenes.expectSwitchKeepsPixels(
                scene == "pills" ? Self.pills() : Scenes.named(scene), scale: scale,
                name: "pill-bands-\(scene)-\(scale)x", tolerance: 1
            ) { $0.encoder.cutsPillBands = $1 }
        }

        /// Wide and tall pills in several colours (one translucent) at integer and fractional positions.
        static func pills() -> Layer {
            var layers: [Layer] = []
            for i in 0..<8 {
                let pill = Layer()
                let shift = i % 2 == 0 ? 0 : 0.375
                let wide = i < 4
                pill.frame = Rect(
                    x: 12 + Double(i % 4) * 44 + shift, y: 10 + (wide ? 0 : 40) + shift,
                    width: wide ? 40 : 16, height: wide ? 16 : 40)
                pill.cornerRadius = 8
                pill.backgroundColor = Color(red: 0.1 * Double(i), green: 0.5, blue: 0.8, alpha: i == 3 ? 0.6 : 1)
                layers.append(pill)
            }
            return RenderFixture.root(width: 200, height: 100, layers)
        }
    }
}
