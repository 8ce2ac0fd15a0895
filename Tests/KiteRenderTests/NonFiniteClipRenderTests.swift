import KiteCairo
import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// A masking layer whose transform overflows (NaN or infinite entries in Double, or past Float's range) or is
/// singular clips its content to nothing, and ends its clip where it ends: what is drawn after it looks as it does
/// without it.
extension OnGL {
    @Suite struct NonFiniteClipRenderTests {
        /// Scales of the two nested layers above the broken masking layer: 1e200 twice overflows Double (infinite
        /// entries, and NaN where an infinity meets a zero); 1e20 twice is finite in Double but past Float's range;
        /// 0 is singular (finite, but no area and no inverse).
        static let brokenScales = [1e200, 1e20, 0]

        /// A masking layer with a background, a box and a nested masking layer, two scales of `scale` deep, so its
        /// transform (and that of everything under it) is not finite as Float.
        static func brokenMask(scale: Double) -> Layer {
            let wrapper = Layer()
            wrapper.frame = Rect(x: 4, y: 4, width: 30, height: 30)
            wrapper.transform = Transform3D(scaleX: scale, y: scale)
            let mask = Layer()
            mask.frame = Rect(x: 2, y: 2, width: 20, height: 20)
            mask.transform = Transform3D(scaleX: scale, y: scale)
            mask.masksToBounds = true
            mask.backgroundColor = .green
            let inner = Layer()
            inner.frame = Rect(x: 1, y: 1, width: 10, height: 10)
            inner.masksToBounds = true
            inner.backgroundColor = .blue
            let box = Layer()
            box.frame = Rect(x: 2, y: 2, width: 4, height: 4)
            box.backgroundColor = .black
            inner.addSublayer(box)
            mask.addSublayer(inner)
            wrapper.addSublayer(mask)
            return wrapper
        }

        /// The scene: a finite masking layer holding `broken` (when given) and then a red square, followed by
        /// siblings drawn after it: a red square, a self-crossing opaque stroke (listed overlaps), a filled star.
        static func scene(_ broken: Layer?) -> Layer {
            let clip = Layer()
            clip.frame = Rect(x: 2, y: 2, width: 40, height: 40)
            clip.cornerRadius = 6
            clip.masksToBounds = true
            if let broken { clip.addSublayer(broken) }
            let inside = Layer()
            inside.frame = Rect(x: 20, y: 20, width: 30, height: 12)
            inside.backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.1)
            clip.addSublayer(inside)
            let square = Layer()
            square.frame = Rect(x: 50, y: 6, width: 20, height: 14)
            square.backgroundColor = .red
            var loop = Path()
            loop.move(to: Point(46, 50))
            loop.addCurve(to: Point(74, 50), control1: Point(90, 20), control2: Point(30, 20))
            let stroke = RenderFixture.stroke(loop, width: 3, color: .black, cap: .round)
            let star = Scenes.fill(
                Scenes.star(centre: Point(20, 50), radius: 8), rule: .nonZero, color: Color(red: 0, green: 0.5, blue: 1)
            )
            return RenderFixture.root(width: 80, height: 60, [clip, square, stroke, star])
        }

        /// Kite's pixels with the broken masking layer equal those without it, bit for bit, at scales 1 and 2,
        /// with and without batching across layers.
        @Test(arguments: brokenScales, [1.0, 2.0])
        func whatFollowsABrokenMaskDrawsAsWithoutIt(brokenScale: Double, scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let target = try OffscreenTarget(
                width: Int(80 * scale), height: Int(60 * scale), stencil: true)
            for batching in [true, false] {
                func render(_ root: Layer) throws -> [UInt8] {
                    let renderer = try SceneRenderer()
                    renderer.encoder.batchesAcrossLayers = batching
                    return try renderer.render(root, into: target, scale: scale, premultiplied: true)
                }
                let plain = try render(Self.scene(nil))
                let broken = try render(Self.scene(Self.brokenMask(scale: brokenScale)))
                let differing = zip(plain, broken).filter { $0 != $1 }.count
                #expect(differing == 0, "batching \(batching): \(differing) channels differ")
                #expect(plain.contains { $0 != 0 }, "the scene draws something")
            }
        }

        /// The cairo reference too: an item under a transform cairo cannot invert must not stop the rest of the
        /// frame (cairo's context keeps the first error and draws nothing after it).
        @Test(arguments: brokenScales)
        func cairoDrawsWhatFollowsABrokenMask(brokenScale: Double) {
            func paint(_ root: Layer) -> [UInt8] {
                CairoPainter(width: 80, height: 60, scale: 1, supersample: 2).paint(root)
            }
            let plain = paint(Self.scene(nil))
            let broken = paint(Self.scene(Self.brokenMask(scale: brokenScale)))
            let differing = zip(plain, broken).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) channels differ")
        }
    }
}
