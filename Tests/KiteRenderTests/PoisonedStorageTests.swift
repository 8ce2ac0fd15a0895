import KiteGL
import KiteGLTestSupport
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// No frame reads GPU storage it has not written: llvmpipe hands out zeroed buffers and textures, a GPU whatever
/// memory it has (a released renderer's, an earlier frame's), so a read past an upload or outside a cleared area
/// shows only there. With `SceneRenderer.poisonsUnwrittenStorage` every such byte holds garbage here too.
extension OnGL {
    @Suite struct PoisonedStorageTests {
        /// Every golden scene, the app-like screen and the hamburger, figure-eight and loop outlines at scales 1 and
        /// 1.5, drawn in turn twice by one renderer with its unwritten storage poisoned and by one without: the same
        /// bytes, frame for frame. The first round grows every buffer and texture, so that the second draws each
        /// scene with storage left over past its uploads (poisoned, in the one renderer).
        @Test(arguments: [1.0, 1.5])
        func poisonedStorageChangesNoPixel(scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let target = try Scenes.target(at: scale)
            let scenes = ["app"] + Scenes.all + ["hamburger", "figure-eight", "loop"]
            let clean = try SceneRenderer()
            let poisoned = try SceneRenderer()
            poisoned.poisonsUnwrittenStorage = true
            for round in 0..<2 {
                for scene in scenes {
                    let root = Scenes.named(scene)
                    let expected = try clean.render(root, into: target, scale: scale, premultiplied: true)
                    let actual = try poisoned.render(root, into: target, scale: scale, premultiplied: true)
                    let match = ExactMatch(expected: expected, actual: actual, width: target.width)
                    if match.largest > 0 {
                        _ = FailureImages.write(
                            "poisoned-\(scene)-\(scale)x-\(round)", expectedPremultiplied: expected,
                            actualPremultiplied: actual, width: target.width, height: target.height)
                    }
                    #expect(match.largest == 0, "\(scene)@\(scale)x, round \(round): \(match)")
                }
            }
        }
    }
}
