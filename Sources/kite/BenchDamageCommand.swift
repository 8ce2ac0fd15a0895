import ArgumentParser
import KiteApp
import KiteBench
import KiteGeometry

/// `kite bench damage`: the gallery with only the hamburger button's transition running, drawn with damage and with
/// a full redraw (`DamageBench`).
struct BenchDamageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "damage",
        abstract: "Frame cost with damage (partial redraw) against a full redraw while one button animates.")

    @Option(
        parsing: .unconditional, help: "Measured frames per pass (after 30 warm-up frames), 10...100000.",
        transform: NumberOption.integer(in: 10...100_000))
    var frames: Int = 600

    @Option(parsing: .unconditional, help: "Canvas size in logical pixels (scale 1), WIDTHxHEIGHT, each in 16...8192.")
    var size: String = "1280x800"

    @Flag(help: "End with one JSON line: full and partial median_ms and p95_ms, and the ratio.")
    var json = false

    // AppFailure rather than ValidationError: one line without the usage text, like every other bad input here.
    func validate() throws {
        _ = try canvasSize()
    }

    func canvasSize() throws -> PixelSize {
        guard let size = PixelSize(parsing: size), (16...8192).contains(size.width), (16...8192).contains(size.height)
        else {
            throw AppFailure("--size must be WIDTHxHEIGHT with each in 16...8192, e.g. 1280x800")
        }
        return size
    }

    func run() throws {
        let size = try canvasSize()
        try DamageBench(frames: frames, width: size.width, height: size.height).run(json: json) {
            let scene = try GalleryScene(traceFile: nil, hudMode: .off)
            let hamburger = scene.host.components.first { $0.name == "hamburger" }
            return (scene, { hamburger?.activate() })
        }
    }
}
