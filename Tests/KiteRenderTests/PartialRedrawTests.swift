import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// A frame redrawn only inside its damage, over the previous frame's pixels, against the same frame drawn whole.
extension OnGL {
    @Suite struct PartialRedrawTests {
        /// Largest difference allowed per channel, out of 255: the same commands run in both, so only the
        /// rasteriser's tile order could differ.
        static let tolerance = 2

        /// Moves, rotates, fades, recolours and removes layers of `root`; returns what it did, for messages.
        static func change(_ root: Layer) -> String {
            var done: [String] = []
            let layers = root.sublayers
            if let a = layers.first {
                a.position = a.position + Vector(3.3, 1.7)
                done.append("move")
            }
            if layers.count > 1 {
                layers[1].transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
                done.append("rotate")
            }
            if layers.count > 2 {
                layers[2].opacity *= 0.5
                done.append("fade")
            }
            if layers.count > 3 {
                layers[layers.count - 1].removeFromSuperlayer()
                done.append("remove")
            }
            if let shape = layers.compactMap({ $0 as? ShapeLayer }).first {
                shape.strokeEnd = 0.6
                done.append("trim")
            }
            return done.joined(separator: ",")
        }

        static func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
            zip(a, b).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
        }

        @Test(arguments: Scenes.all, [1.0, 1.25])
        func partialRedrawMatchesFullRedraw(scene: String, scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let (w, h) = Scenes.pixelSize(at: scale)
            let retained = try Scenes.target(at: scale)
            let reference = try Scenes.target(at: scale)
            let root = Scenes.named(scene)
            let tracker = DamageTracker()
            _ = tracker.collect(root: root, scale: scale, width: w, height: h)
            retained.bind()
            try renderer.draw(root.drawList(), viewportWidth: w, viewportHeight: h, scale: scale, background: .white)
            let what = Self.change(root)
            let damage = tracker.collect(root: root, scale: scale, width: w, height: h)
            #expect(!damage.isEmpty)
            retained.bind()
            renderer.prepare(root.drawList(), scale: scale)
            try renderer.submit(viewportWidth: w, viewportHeight: h, background: .white, damage: damage)
            let partial = Pixels.readPremultiplied(width: w, height: h)
            let full = try renderer.render(root, into: reference, scale: scale, background: .white, premultiplied: true)
            let difference = Self.maxDifference(partial, full)
            #expect(
                difference <= Self.tolerance,
                "\(scene) at \(scale)x after \(what): damage \(damage.rects), difference \(difference)/255")
        }

        @Test func onlyTheDamageIsRedrawn() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let target = try OffscreenTarget(width: 40, height: 40, stencil: true)
            let root = RenderFixture.root(width: 40, height: 40, [])
            let a = Layer()
            a.frame = Rect(x: 4, y: 4, width: 8, height: 8)
            a.backgroundColor = .red
            root.addSublayer(a)
            target.bind()
            try renderer.draw(root.drawList(), viewportWidth: 40, viewportHeight: 40, scale: 1, background: .white)
            // The background changes too, but only the damaged rectangle may show it.
            a.backgroundColor = .blue
            renderer.prepare(root.drawList(), scale: 1)
            let damage = Damage([PixelRect(x: 0, y: 0, width: 8, height: 40)])
            try renderer.submit(viewportWidth: 40, viewportHeight: 40, background: .black, damage: damage)
            let pixels = Pixels.readPremultiplied(width: 40, height: 40)
            func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[((y * 40 + x) * 4)..<((y * 40 + x) * 4 + 4)]) }
            #expect(pixel(6, 6) == [0, 0, 255, 255])  // damaged, blue now
            #expect(pixel(10, 6) == [255, 0, 0, 255])  // outside: still red
            #expect(pixel(2, 30) == [0, 0, 0, 255])  // damaged background: the new black
            #expect(pixel(30, 30) == [255, 255, 255, 255])  // kept white
        }
    }
}
