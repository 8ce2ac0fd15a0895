import ArgumentParser
import KiteApp
import KiteBench
import KiteGeometry
import KiteGestures

/// `kite bench frame`: the animating gallery's frame cost, with the HUD off and on (`FrameBench`).
struct BenchFrame: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame", abstract: "Frame cost of the animating gallery, with the HUD's own cost.")

    @Option(
        parsing: .unconditional, help: "Measured frames per pass (after 30 warm-up frames), 10...100000.",
        transform: NumberOption.integer(in: 10...100_000))
    var frames: Int = 600

    @Option(parsing: .unconditional, help: "Canvas size in logical pixels (scale 1), WIDTHxHEIGHT, each in 16...8192.")
    var size: String = "1280x800"

    @Flag(help: "Also print the results as one JSON line.")
    var json = false

    @Option(help: "The HUD in the HUD-on pass: full (the default, its most expensive mode) or compact.")
    var hud: String = "full"

    func validate() throws {
        _ = try canvasSize()
        _ = try hudMode()
    }

    func canvasSize() throws -> PixelSize {
        guard let size = PixelSize(parsing: size), (16...8192).contains(size.width), (16...8192).contains(size.height)
        else {
            throw ValidationError("--size must be WIDTHxHEIGHT with each in 16...8192, e.g. 1280x800")
        }
        return size
    }

    func hudMode() throws -> HUDMode {
        guard let mode = HUDMode(rawValue: hud), mode != .off else {
            throw ValidationError("--hud must be full or compact, got \(hud)")
        }
        return mode
    }

    func run() throws {
        let size = try canvasSize()
        let mode = try hudMode()
        try FrameBench(frames: frames, width: size.width, height: size.height).run(json: json) { hudVisible in
            try GalleryScene(traceFile: nil, hudMode: hudVisible ? mode : .off)
        }
    }
}
