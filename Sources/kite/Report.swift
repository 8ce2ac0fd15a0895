import ArgumentParser
import Foundation
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

    @Option(help: "Device pixels per logical pixel of the plot (800x420 logical).")
    var scale: Double = 1

    func validate() throws {
        if !(scale.isFinite && scale > 0 && scale <= 4) { throw ValidationError("--scale must be in (0, 4]") }
    }

    func run() throws {
        let text: String
        do { text = try String(contentsOfFile: log, encoding: .utf8) } catch {
            throw AppFailure("cannot read frame log \(log): \(error.localizedDescription)")
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
            try PNGImage(width: target.width, height: target.height, pixels: pixels).write(to: png)
            print(FrameSummary(records: records).json, terminator: "")
        } catch let error as FrameLogParseError {
            throw AppFailure("\(log): \(error.description)")
        } catch let error as CustomStringConvertible & Error {
            throw AppFailure(error.description)
        }
    }
}
