import ArgumentParser
import KiteApp
import KiteBench

/// `kite bench render`: each scene drawn repeatedly offscreen by Kite's GPU renderer and by cairo in the same run.
struct BenchRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Time clear + draw + finish per frame for SVG scenes with Kite's GPU renderer and with cairo (the "
            + "peer, same run); report medians, p95 and the ratio Kite / cairo.")

    static let defaultScenes = ["Scenes/cubics-1000.svg", "Scenes/app-screen.svg", "Scenes/gallery.svg"]

    @Option(name: .customLong("scene"), help: "An SVG scene; repeat for several. Defaults to \(defaultScenes).")
    var scenes: [String] = []
    @Option(
        parsing: .unconditional, help: "Measured frames per renderer and scene, after 3 warm-up frames, 1...100000.",
        transform: NumberOption.integer(in: 1...100_000))
    var frames = 60
    @Option(
        parsing: .unconditional, help: "Device pixels per SVG pixel, in (0, 16384].",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: 16384)))
    var scale: Double = 1
    @Flag(help: "Also print one JSON line per scene.") var json = false

    // Failure rather than ValidationError: one line without the usage text, like every other bad input here.
    func run() throws {
        let paths = scenes.isEmpty ? Self.defaultScenes : scenes
        let loaded = try paths.map { try SVGScene(path: $0) }
        let bench = try RenderBench(frames: frames)
        for scene in loaded {
            let result = try bench.measure(name: scene.name, document: scene.document, scale: scale)
            print(result.summary)
            if json { print(result.jsonLine) }
        }
    }
}
