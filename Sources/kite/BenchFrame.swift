import ArgumentParser
import KiteApp
import KiteBench
import KiteGeometry

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

    func validate() throws {
        _ = try canvasSize()
    }

    func canvasSize() throws -> PixelSize {
        guard let size = PixelSize(parsing: size), (16...8192).contains(size.width), (16...8192).contains(size.height)
        else {
            throw ValidationError("--size must be WIDTHxHEIGHT with each in 16...8192, e.g. 1280x800")
        }
        return size
    }

    func run() throws {
        let size = try canvasSize()
        try FrameBench(frames: frames, width: size.width, height: size.height).run(json: json) { hudVisible in
            // The full panel: the HUD's most expensive mode is the one its budget is measured on.
            try GalleryScene(traceFile: nil, hudMode: hudVisible ? .full : .off)
        }
    }
}
