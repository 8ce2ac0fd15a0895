import KiteGL
import KiteGeometry
import KiteText
import KiteTiming

/// The frame-timing HUD, drawn with Kite's GL over the scene from rolling `FrameStatistics`: FPS, a frame-time
/// graph with gridlines at refresh multiples, percentiles and lows, missed and discarded frames, CPU per phase as
/// a stacked bar per frame, GPU time, latencies and its own cost. Everything is in one `QuadBatch` draw call.
///
/// `toggle()` shows or hides it; the input layer binds F1 and a two-finger tap on the window's top-left corner to
/// it. Once its atlas exists for the current scale, drawing a frame allocates nothing.
public final class FrameHUD {
    public var configuration: HUDConfiguration
    /// Whether `draw` draws anything; starts true.
    public private(set) var isVisible = true
    /// The HUD's own CPU cost per frame (building and submitting its quads), a running mean in milliseconds.
    public private(set) var ownCostMilliseconds = 0.0
    private let fontPath: String
    private let clock: () -> UInt64
    /// Drawn in order: the panel, the two graphs, then text and gridlines over them.
    private let backgroundBatch: QuadBatch
    private let batch: QuadBatch
    private let intervalGraph: ColumnGraph
    private let phaseGraph: ColumnGraph
    private let plots: HUDPlots
    private var atlas: GlyphAtlas?
    private var texture: CoverageTexture?
    private var scale = 0.0

    /// A HUD drawing text from the font file at `fontPath`; `clock` (nanoseconds, monotonic) times its own cost,
    /// so tests can pass a fixed one.
    public init(configuration: HUDConfiguration, fontPath: String, clock: @escaping () -> UInt64) throws {
        self.configuration = configuration
        self.fontPath = fontPath
        self.clock = clock
        backgroundBatch = try QuadBatch(capacity: 4)
        batch = try QuadBatch(capacity: 2000)
        intervalGraph = try ColumnGraph(maxColumns: configuration.graphFrames)
        phaseGraph = try ColumnGraph(maxColumns: configuration.graphFrames)
        plots = HUDPlots(columns: configuration.graphFrames)
    }

    /// Shows the HUD if hidden and hides it if shown.
    public func toggle() { isVisible.toggle() }

    /// Draws the HUD into the bound framebuffer (`viewport` device pixels) at `scale` device pixels per logical
    /// pixel: `build` then `submit`. `gpuAvailable` says whether GPU times can appear at all (a timer query exists).
    public func draw(
        statistics: inout FrameStatistics, viewportWidth: Int, viewportHeight: Int, scale: Double,
        gpuAvailable: Bool
    ) throws {
        guard isVisible else { return }
        let start = clock()
        try build(statistics: &statistics, scale: scale, gpuAvailable: gpuAvailable)
        submit(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        let cost = Double(clock() &- start) / 1e6
        // An exponential running mean over about 30 frames: steady enough to read, quick to follow changes.
        ownCostMilliseconds += (cost - ownCostMilliseconds) / 30
    }

    /// Lays the HUD out into its quad batches and graph columns: pure Swift, no GL call once the atlas for `scale`
    /// exists, and no allocation.
    public func build(statistics: inout FrameStatistics, scale: Double, gpuAvailable: Bool) throws {
        let canvas = try prepare(scale: scale)
        let background = HUDCanvas(batch: backgroundBatch, atlas: canvas.atlas)
        backgroundBatch.reset()
        batch.reset()
        plots.reset()
        var layout = HUDLayout(
            canvas: canvas, background: background, plots: plots, scale: scale,
            refreshMilliseconds: statistics.refreshMilliseconds, hasFeedback: statistics.hasPresentationFeedback)
        layout.build(
            &statistics, panels: configuration.panels, gpuAvailable: gpuAvailable, ownCost: ownCostMilliseconds)
        panelRect = layout.panelRect
    }

    /// Where the last `build` put the HUD, device pixels with a top-left origin: all it draws lies inside, so a
    /// partial redraw damages only this while the HUD is shown. Zero before the first build.
    public private(set) var panelRect = Rect.zero

    /// Draw calls the last `submit` issued: at most four (panel, two graphs, text and gridlines).
    public private(set) var drawCalls = 0

    /// Issues what `build` laid out: one draw call per non-empty part.
    public func submit(viewportWidth: Int, viewportHeight: Int) {
        guard let texture else { return }
        drawCalls =
            (backgroundBatch.count > 0 ? 1 : 0) + (batch.count > 0 ? 1 : 0) + (plots.intervalRect != nil ? 1 : 0)
            + (plots.phaseRect != nil ? 1 : 0)
        backgroundBatch.draw(texture: texture, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        drawGraphs(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        batch.draw(texture: texture, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
    }

    private func drawGraphs(viewportWidth: Int, viewportHeight: Int) {
        if let rect = plots.intervalRect {
            intervalGraph.draw(
                columns: plots.intervals, in: rect,
                colors: (HUDStyle.onTime, HUDStyle.late, HUDStyle.discarded, .clear), viewportWidth: viewportWidth,
                viewportHeight: viewportHeight)
        }
        if let rect = plots.phaseRect {
            let c = HUDStyle.phases
            phaseGraph.draw(
                columns: plots.phases, in: rect, colors: (c[0], c[1], c[2], c[3]), viewportWidth: viewportWidth,
                viewportHeight: viewportHeight)
        }
    }

    /// The canvas for `scale`, rasterising the font at the new size when the scale changed.
    private func prepare(scale newScale: Double) throws -> HUDCanvas {
        if atlas == nil || newScale != scale {
            let newAtlas = try GlyphAtlas(fontPath: fontPath, pixelSize: HUDStyle.fontSize * newScale)
            texture = CoverageTexture(width: GlyphAtlas.width, height: newAtlas.height, coverage: newAtlas.coverage)
            atlas = newAtlas
            scale = newScale
        }
        return HUDCanvas(batch: batch, atlas: atlas!)
    }
}
