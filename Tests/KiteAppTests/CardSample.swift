// The code sample of the README and of KiteApp's overview page (KiteApp.docc/KiteApp.md), compiled here and checked
// line by line against both by `DocumentationSampleTests`; only `@main` is left out, a test target has its own
// entry point.
import ArgumentParser
import KiteApp
import KiteGeometry
import KiteGestures
import KiteScene

struct Card: ParsableCommand {
    @OptionGroup var runtime: RuntimeOptions  // --headless, --size, --hud, --record, --replay, --out, ...

    static func main() { mainWithOneLineErrors() }  // a bad option is one line and exit 64, not the usage

    func run() throws {
        let options = try runtime.runOptions()
        let scene = LayerScene(hudMode: options.hudStartMode)
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 180, height: 120)
        card.cornerRadius = 18
        card.backgroundColor = Color(hex: 0x0A84FF)
        scene.rootLayer.addSublayer(card)
        scene.onLayout = { size in card.position = Point(size.width / 2, size.height / 2) }
        let pan = PanGestureRecognizer(layer: card)
        var start = Point.zero
        pan.stateDidChange = { _, state, _ in
            if state == .began { start = card.position }
            if state == .changed { card.position = start + pan.translation }
        }
        scene.gestures.add(pan)
        try AppRuntime(options: options, title: "Card").run(scene)
    }
}
