import ArgumentParser
import KiteApp
import KiteGL
import KiteHUD
import KiteImage
import KiteText
import KiteTiming

/// `kite report FILE.csv --png OUT.png`: a recorded run's frame-time plot and histogram, drawn with Kite's renderer
/// offscreen; its summary JSON goes to standard output.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plot a frame log (from --frame-log) as a PNG and print its summary.")

    @Argument(help: "The frame-log CSV.")
    var log: String

    @Option(help: "Where to write the plot.")
    var png: String

    @Option(
        parsing: .unconditional, help: "Device pixels per logical pixel of the plot (800x420 logical), 0.25...4.",
        transform: NumberOption.decimal(in: 0.25...4))
    var scale: Double = 1

    /// The largest frame log read, bytes: 256 MiB (about three million frames).
    static let maximumLogBytes = 256 << 20

    func run() throws {
        let text: String
        do { text = try InputFile.readText(log, limitBytes: Self.maximumLogBytes) } catch {
            throw AppFailure("frame log: \(error)")
        }
        do {
            let records = try FrameLogReader.parse(text)
            let gl = try GLContext(platform: .surfaceless)
            defer { withExtendedLifetime(gl) {} }
            let painter = try FrameReportPainter(
                fontPath: FontLocator.path(family: RunOptions.hudFontFamily), scale: scale)
            let target = try OffscreenTarget(width: painter.pixelWidth, height: painter.pixelHeight)
            target.bind()
            painter.draw(records)
            let pixels = Pixels.readRGBA(width: target.width, height: target.height)
            let image = PNGImage(width: target.width, height: target.height, pixels: pixels)
            // Standard output gets the summary even when the PNG cannot be written, and the other way round.
            try AppFailure.finishing(
                { try image.write(to: png) },
                then: [{ try StandardStream.output.write(FrameSummary(records: records).json) }])
        } catch let error as FrameLogParseError {
            throw AppFailure("\(log): \(error.description)")
        } catch let error as CustomStringConvertible & Error {
            throw AppFailure(error.description)
        }
    }
}
