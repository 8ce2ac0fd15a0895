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
    private let batch: QuadBatch
    private let atlas: GlyphAtlas
    private let texture: CoverageTexture
    private let scale: Double

    /// A painter at `scale` device pixels per logical pixel, with text from the font file at `fontPath`.
    public init(fontPath: String, scale: Double = 1) throws {
        self.scale = scale
        atlas = try GlyphAtlas(fontPath: fontPath, pixelSize: HUDStyle.fontSize * scale)
        texture = CoverageTexture(width: GlyphAtlas.width, height: atlas.height, coverage: atlas.coverage)
        batch = try QuadBatch(capacity: 16000)
    }

    /// Device pixels of the report.
    public var pixelWidth: Int { Int((Self.width * scale).rounded()) }
    public var pixelHeight: Int { Int((Self.height * scale).rounded()) }

    /// Draws the report of `records` (in frame order) into the bound framebuffer, which it first clears.
    public func draw(_ records: [FrameRecord]) {
        let painter = ReportLayout(canvas: HUDCanvas(batch: batch, atlas: atlas), scale: scale, records: records)
        batch.reset()
        painter.build()
        batch.draw(texture: texture, viewportWidth: pixelWidth, viewportHeight: pixelHeight)
    }
}
