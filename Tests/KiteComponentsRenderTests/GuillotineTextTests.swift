import KiteComponents
import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteRender
import KiteScene
import Testing

/// The Guillotine menu's text as the GPU renderer draws it: rendered with and without the strings, the pixels
/// that differ are the text, and mid-swing they lie inside the turned labels (so inside the panel) or the titles.
extension OnGL {
    @Suite struct GuillotineTextTests {
        @Test func labelsAreDrawnInsideTheTurnedPanelMidSwing() throws {
            let fixture = try RenderFixture()
            let menu = GuillotineMenu()
            let root = KeyFrame.host(menu.layer, size: menu.preferredSize)
            menu.layout()
            menu.advance(to: 0)
            menu.toggle()
            _ = KeyFrames.run(menu, animator: nil, seconds: 3) { menu.panelAngle > -Double.pi / 4 }
            let scale = 1.0
            let (width, height) = (Int(menu.preferredSize.width), Int(menu.preferredSize.height))
            let target = try OffscreenTarget(width: width, height: height, stencil: true)
            let withText = try fixture.renderer.render(root, into: target, scale: scale, premultiplied: true)
            let textLayers = [menu.titleLayer, menu.panelTitleLayer] + menu.itemLabelLayers
            for layer in textLayers { layer.isHidden = true }
            let without = try fixture.renderer.render(root, into: target, scale: scale, premultiplied: true)

            func inside(_ layer: Layer, _ p: Point) -> Bool {
                guard let local = layer.convert(p, from: nil) else { return false }
                return layer.bounds.insetBy(dx: -1.5, dy: -1.5).contains(local)
            }
            var onLabels = 0
            var stray: [Point] = []
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    guard withText[i..<(i + 4)] != without[i..<(i + 4)] else { continue }
                    let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                    if menu.itemLabelLayers.contains(where: { inside($0, p) }) {
                        onLabels += 1
                        if !inside(menu.panelLayer, p) { stray.append(p) }
                    } else if !inside(menu.titleLayer, p) && !inside(menu.panelTitleLayer, p) {
                        stray.append(p)
                    }
                }
            }
            #expect(onLabels > 200, "only \(onLabels) label pixels drawn")
            #expect(stray.isEmpty, "text pixels outside the labels and the title: \(stray.prefix(5))")
            #expect(menu.panelAngle < -0.5, "the panel must still be turned for this to test the swing")
        }
    }
}
