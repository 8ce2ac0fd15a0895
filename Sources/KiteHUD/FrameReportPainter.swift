import KiteGL
import KiteGeometry
import KiteText
import KiteTiming

/// Draws a recorded run for `kite report`: a summary line, every frame's displayed interval as a plot (frames
/// sharing a pixel column show their longest interval, so no spike is hidden) with gridlines at refresh multiples,
/// and a histogram of intervals by whole refreshes.
public final class FrameReportPainter {
    /// The report's size, logical pixels.
    public static let width = 800.0
    public static let height = 420.0
    private let plot: PlotCanvas

    /// A painter at `scale` device pixels per logical pixel, with text from the font file at `fontPath`.
    public init(fontPath: String, scale: Double = 1) throws {
        plot = try PlotCanvas(fontPath: fontPath, width: Self.width, height: Self.height, scale: scale, quads: 16000)
    }

    /// Device pixels of the report.
    public var pixelWidth: Int { plot.pixelWidth }
    public var pixelHeight: Int { plot.pixelHeight }

    /// Draws the report of `records` (in frame order) into the bound framebuffer, which it first clears.
    public func draw(_ records: [FrameRecord]) {
        let painter = ReportLayout(canvas: plot.begin(), scale: plot.scale, records: records)
        painter.build()
        plot.end()
    }
}
