import ArgumentParser
import KiteApp
import KiteBench
import KiteGestures

/// `kite bench frame`: the animating gallery's frame cost, with the HUD off and on (`FrameBench`).
struct BenchFrame: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame", abstract: "Frame cost of the animating gallery, with the HUD's own cost.")

    @OptionGroup var canvas: BenchCanvasOptions

    @Flag(help: "Also print the results as one JSON line.")
    var json = false

    @Option(help: "The HUD in the HUD-on pass: full (the default, its most expensive mode) or compact.")
    var hud: String = "full"

    func validate() throws {
        _ = try hudMode()
    }

    func hudMode() throws -> HUDMode {
        guard let mode = HUDMode(rawValue: hud), mode != .off else {
            throw ValidationError("--hud must be full or compact, got \(hud)")
        }
        return mode
    }

    func run() throws {
        let size = try canvas.canvasSize()
        let mode = try hudMode()
        try FrameBench(frames: canvas.frames, width: size.width, height: size.height).run(json: json) { hudVisible in
            try GalleryScene(traceFile: nil, hudMode: hudVisible ? mode : .off)
        }
    }
}
