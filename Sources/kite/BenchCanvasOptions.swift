import ArgumentParser
import KiteApp
import KiteGeometry

/// The options the two-pass frame benchmarks (`kite bench frame`, `kite bench damage`) share: how many frames each
/// pass measures and the canvas they draw.
struct BenchCanvasOptions: ParsableArguments {
    @Option(
        parsing: .unconditional, help: "Measured frames per pass (after 30 warm-up frames), 10...100000.",
        transform: NumberOption.integer(in: 10...100_000))
    var frames: Int = 600

    @Option(parsing: .unconditional, help: "Canvas size in logical pixels (scale 1), WIDTHxHEIGHT, each in 16...8192.")
    var size: String = "1280x800"

    func validate() throws {
        _ = try canvasSize()
    }

    /// The canvas, pixels; a refusal names `--size` and the valid range.
    func canvasSize() throws -> PixelSize {
        guard let size = PixelSize(parsing: size), (16...8192).contains(size.width), (16...8192).contains(size.height)
        else {
            throw ValidationError("--size must be WIDTHxHEIGHT with each in 16...8192, e.g. 1280x800")
        }
        return size
    }
}
