import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteText
import Testing

@testable import KiteRender

/// Text drawn by the scene renderer: upright text is FreeType's coverage exactly, turned text stays in its frame.
extension OnGL {
    @Suite struct TextRenderTests {
        func label(_ string: String, frame: Rect) -> TextLayer {
            let label = TextLayer()
            label.frame = frame
            label.string = string
            label.fontSize = 16
            return label
        }

        /// Upright white text at whole pixels: every pixel's alpha is the atlas coverage composited glyph over
        /// glyph at the laid-out places, within 1 of 255, at scale 1 and 2 (the atlas is made at 16 x scale).
        @Test(arguments: [1.0, 2.0])
        func uprightTextIsTheAtlasCoverage(scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let layer = label("Profile Wg", frame: Rect(x: 4, y: 6, width: 120, height: 24))
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 128, height: 36)
            root.addSublayer(layer)
            let (width, height) = (Int(128 * scale), Int(36 * scale))
            let target = try OffscreenTarget(width: width, height: height, stencil: true)
            let pixels = try renderer.render(root, into: target, scale: scale, premultiplied: true)
            #expect(renderer.drawCallCount == 1)

            let atlas = try GlyphAtlas(fontPath: FontLocator.path(family: "DejaVu Sans"), pixelSize: 16 * scale)
            var expected = [Double](repeating: 0, count: width * height)
            let run = try #require(layer.textRun)
            for glyph in TextLayout.glyphs(of: run, atlas: atlas) {
                let x0 = Int(((glyph.rect.minX + 4) * scale).rounded())
                let y0 = Int(((glyph.rect.minY + 6) * scale).rounded())
                for y in 0..<Int(glyph.atlasRect.height) {
                    for x in 0..<Int(glyph.atlasRect.width) {
                        let c =
                            Double(
                                atlas.coverage[
                                    (Int(glyph.atlasRect.minY) + y) * GlyphAtlas.width + Int(glyph.atlasRect.minX) + x])
                            / 255
                        let i = (y0 + y) * width + x0 + x
                        expected[i] = c + expected[i] * (1 - c)
                    }
                }
            }
            var worst = 0
            for i in 0..<(width * height) {
                worst = max(worst, abs(Int(pixels[i * 4 + 3]) - Int((expected[i] * 255).rounded())))
            }
            #expect(worst <= 1, "largest alpha difference \(worst) at scale \(scale)")
            #expect(expected.filter { $0 > 0.5 }.count > 100, "too little ink to test")
        }

        /// Text on a layer turned 90° and half transparent: ink lands only inside the turned frame, with the
        /// layer's opacity as its greatest alpha.
        @Test func turnedTextStaysInItsFrameWithTheLayersOpacity() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let layer = label("Settings", frame: Rect(x: 0, y: 0, width: 100, height: 24))
            layer.position = Point(40, 60)
            layer.transform = Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 0, z: 1)
            layer.opacity = 0.5
            let target = try OffscreenTarget(width: 80, height: 120, stencil: true)
            let pixels = try renderer.render(layer, into: target, scale: 1, premultiplied: true)
            var ink = 0
            var brightest: UInt8 = 0
            for y in 0..<120 {
                for x in 0..<80 where pixels[(y * 80 + x) * 4 + 3] > 0 {
                    ink += 1
                    brightest = max(brightest, pixels[(y * 80 + x) * 4 + 3])
                    // The turned frame: x in 28...52, y in 10...110.
                    #expect((27...52).contains(x) && (9...110).contains(y), "ink at \(x), \(y)")
                }
            }
            #expect(ink > 100)
            #expect(abs(Int(brightest) - 128) <= 1)
        }

        /// A frame with text and no such font fails with the family named, as KiteText words it; a frame without
        /// text still draws.
        @Test func aMissingFontIsARenderErrorNamingIt() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            renderer.encoder.glyphAtlases.family = "Kite No Such Font"
            let target = try OffscreenTarget(width: 40, height: 20, stencil: true)
            let text = label("Feed", frame: Rect(x: 0, y: 0, width: 40, height: 20))
            do {
                _ = try renderer.render(text, into: target, scale: 1)
                Issue.record("text drew without its font")
            } catch let RenderError.fontUnavailable(family, reason) {
                #expect(family == "Kite No Such Font")
                #expect(reason.contains("\"Kite No Such Font\" is not installed"), "reason: \(reason)")
            }
            text.string = ""
            _ = try renderer.render(text, into: target, scale: 1)
        }

        /// Text in a layer that masks to its bounds is cut at the mask: ink on the kept side, none past it.
        @Test func textHonoursAnEnclosingClip() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let mask = Layer()
            mask.frame = Rect(x: 0, y: 0, width: 30, height: 24)
            mask.masksToBounds = true
            mask.addSublayer(label("WWWWWW", frame: Rect(x: 0, y: 0, width: 100, height: 24)))
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 100, height: 24)
            root.addSublayer(mask)
            let target = try OffscreenTarget(width: 100, height: 24, stencil: true)
            let pixels = try renderer.render(root, into: target, scale: 1, premultiplied: true)
            var kept = 0
            for y in 0..<24 {
                for x in 0..<100 where pixels[(y * 100 + x) * 4 + 3] > 0 {
                    #expect(x < 30, "ink at \(x), \(y) past the mask")
                    kept += 1
                }
            }
            #expect(kept > 50)
        }
    }
}
