import ArgumentParser
import KiteApp
import KiteBench

/// `kite bench damage`: the gallery with only the hamburger button's transition running, drawn with damage and with
/// a full redraw (`DamageBench`).
struct BenchDamageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "damage",
        abstract: "Frame cost with damage (partial redraw) against a full redraw while one button animates.")

    @OptionGroup var canvas: BenchCanvasOptions

    @Flag(help: "End with one JSON line: full and partial median_ms and p95_ms, and the ratio.")
    var json = false

    func run() throws {
        let size = try canvas.canvasSize()
        try DamageBench(frames: canvas.frames, width: size.width, height: size.height).run(json: json) {
            let scene = try GalleryScene(traceFile: nil, hudMode: .off)
            let hamburger = scene.host.components.first { $0.name == "hamburger" }
            return (scene, { hamburger?.activate() })
        }
    }
}
