import ArgumentParser
import Foundation
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
    @Option(help: "Measured frames per renderer and scene, after 3 warm-up frames.") var frames = 60
    @Option(help: "Device pixels per SVG pixel, > 0.") var scale: Double = 1
    @Flag(help: "Also print one JSON line per scene.") var json = false

    // Failure rather than ValidationError: one line without the usage text, like every other bad input here.
    func validate() throws {
        guard (1...100_000).contains(frames) else { throw AppFailure("--frames must be in 1...100000") }
        guard scale.isFinite, scale > 0 else { throw AppFailure("--scale must be a positive number") }
    }

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
