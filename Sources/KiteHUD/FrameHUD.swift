import CGLES3
import KiteGL
import KiteGeometry
import KiteGestures
import KiteText
import KiteTiming

/// The frame-timing HUD, drawn with Kite's GL over the scene from rolling `FrameStatistics`, in a corner of the
/// window (`HUDConfiguration.corner`). Compact (`HUDMode.compact`): FPS, missed refreshes and a small frame-time
/// graph. Full: a frame-time graph with gridlines at refresh multiples, percentiles and lows, missed and discarded
/// frames, CPU per phase as a stacked bar per frame, GPU time, latencies, its own cost and the redraw path.
/// At most four draw calls (panel, two graphs, text and gridlines).
///
/// Sizes are points, multiplied by the surface's scale and rounded to whole device pixels, and the text is
/// rasterised at the device size, so the HUD stays sharp at fractional scales. Once its atlas exists for the
/// current scale, drawing a frame allocates nothing.
public final class FrameHUD {
    public var configuration: HUDConfiguration
    /// What `draw` draws: nothing, the compact HUD or the full panel; starts as `configuration.startMode`. The
    /// runtime sets it from the scene each frame (F1 and a tap on the HUD change it there).
    public var mode: HUDMode
    /// The run's redraw path, named in the full panel; nil shows "unknown".
    public var redrawPath: RedrawPath?
    /// The HUD's own CPU cost per frame (building and submitting its quads), a running mean in milliseconds.
    public private(set) var ownCostMilliseconds = 0.0
    private let fontPath: String
    private let clock: () -> UInt64
    /// Drawn in order: the panel, the two graphs, then text and gridlines over them.
    /// Made by the first `build` that lays the HUD out (`HUDDrawables`); nil before.
    private var drawables: HUDDrawables?
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
        mode = configuration.startMode
        plots = HUDPlots(columns: configuration.graphFrames)
    }

    /// Draws the HUD into the bound framebuffer (`viewport` device pixels) at `scale` device pixels per logical
    /// pixel: `build` then `submit`. `gpuAvailable` says whether GPU times can appear at all (a timer query exists).
    public func draw(
        statistics: inout FrameStatistics, viewportWidth: Int, viewportHeight: Int, scale: Double,
        gpuAvailable: Bool
    ) throws {
        guard mode != .off else { return }
        let start = clock()
        try build(
            statistics: &statistics, viewportWidth: viewportWidth, viewportHeight: viewportHeight, scale: scale,
            gpuAvailable: gpuAvailable)
        submit(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        let cost = Double(clock() &- start) / 1e6
        // An exponential running mean over about 30 frames: steady enough to read, quick to follow changes.
        ownCostMilliseconds += (cost - ownCostMilliseconds) / 30
    }

    /// Lays the HUD out for a `viewportWidth` x `viewportHeight` device-pixel surface into its quad batches and
    /// graph columns: pure Swift, no GL call once the atlas for `scale` exists, and no allocation. Lays out nothing
    /// while `mode` is off.
    public func build(
        statistics: inout FrameStatistics, viewportWidth: Int, viewportHeight: Int, scale: Double, gpuAvailable: Bool
    ) throws {
        drawables?.backgroundBatch.reset()
        drawables?.batch.reset()
        plots.reset()
        let rect = try frame(viewportWidth: viewportWidth, viewportHeight: viewportHeight, scale: scale)
        panelRect = rect
        guard mode != .off else { return }
        let drawables = try self.drawables ?? HUDDrawables(graphFrames: configuration.graphFrames)
        self.drawables = drawables
        let canvas = HUDCanvas(batch: drawables.batch, atlas: atlas!)
        var layout = HUDLayout(
            canvas: canvas, background: HUDCanvas(batch: drawables.backgroundBatch, atlas: canvas.atlas), plots: plots,
            scale: scale, panelRect: rect, mode: mode, refreshMilliseconds: statistics.refreshMilliseconds,
            hasFeedback: statistics.hasPresentationFeedback)
        if mode == .compact {
            layout.buildCompact(&statistics)
        } else {
            layout.build(
                &statistics, panels: configuration.panels, gpuAvailable: gpuAvailable, ownCost: ownCostMilliseconds,
                redrawPath: redrawPath)
        }
    }

    /// Where the HUD goes in the current `mode` on a `viewportWidth` x `viewportHeight` device-pixel surface at
    /// `scale`: whole device pixels, top-left origin, in `configuration.corner`; `.zero` while off. Everything the
    /// HUD draws lies inside, so a partial redraw needs to damage only this. Rasterises the font when the scale
    /// changed (the panel's height follows the font's line height).
    public func frame(viewportWidth: Int, viewportHeight: Int, scale: Double) throws -> Rect {
        guard mode != .off else { return .zero }
        let atlas = try prepare(scale: scale)
        let size = HUDLayout.panelSize(
            mode, panels: configuration.panels, scale: scale, lineHeight: atlas.lineHeight.rounded())
        let origin = configuration.corner.origin(
            of: size, in: (Double(viewportWidth), Double(viewportHeight)),
            margin: (HUDStyle.margin * scale).rounded())
        return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// Where the last `build` put the HUD, device pixels with a top-left origin (`frame(...)` at that time); zero
    /// before the first build and while off.
    public private(set) var panelRect = Rect.zero

    /// Draw calls the last `submit` issued: at most four (panel, two graphs, text and gridlines).
    public private(set) var drawCalls = 0

    /// Issues what `build` laid out: one draw call per non-empty part.
    public func submit(viewportWidth: Int, viewportHeight: Int) {
        guard let texture, let drawables, mode != .off else {
            drawCalls = 0
            return
        }
        let (backgroundBatch, batch) = (drawables.backgroundBatch, drawables.batch)
        drawCalls =
            (backgroundBatch.count > 0 ? 1 : 0) + (batch.count > 0 ? 1 : 0) + (plots.intervalRect != nil ? 1 : 0)
            + (plots.phaseRect != nil ? 1 : 0)
        // Scissored to the panel: a number wider than its line cannot reach pixels outside the HUD's damage.
        let r = panelRect
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(
            GLint(r.minX), GLint(Double(viewportHeight) - r.maxY), GLsizei(r.width), GLsizei(r.height))
        backgroundBatch.draw(texture: texture, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        drawGraphs(drawables, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        batch.draw(texture: texture, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        glDisable(GLenum(GL_SCISSOR_TEST))
    }

    private func drawGraphs(_ drawables: HUDDrawables, viewportWidth: Int, viewportHeight: Int) {
        if let rect = plots.intervalRect {
            drawables.intervalGraph.draw(
                columns: plots.intervals, in: rect,
                colors: (HUDStyle.onTime, HUDStyle.late, HUDStyle.discarded, .clear), viewportWidth: viewportWidth,
                viewportHeight: viewportHeight)
        }
        if let rect = plots.phaseRect {
            let c = HUDStyle.phases
            drawables.phaseGraph.draw(
                columns: plots.phases, in: rect, colors: (c[0], c[1], c[2], c[3]), viewportWidth: viewportWidth,
                viewportHeight: viewportHeight)
        }
    }

    /// Draws the compact HUD and the full panel once into a scratch target (of the format of the retained target
    /// the runtime draws into), from a few made-up frames, so that their programs' shader variants are compiled and
    /// the atlas for `scale` (device pixels per logical pixel) exists before the HUD is first shown: otherwise the
    /// frame after the first F1 compiles them. Leaves `mode`, `panelRect` and the own-cost figure as they were, and
    /// binds the framebuffer that was bound before. Throws `GLError.outOfMemory` when the scratch target cannot be
    /// made, and as `draw` does.
    public func warmUp(scale: Double) throws {
        for step in warmUpSteps(scale: scale) { try step.run() }
        glFinish()
    }

    /// `warmUp` as two steps, the compact HUD and then the full panel, for a frame loop to run in the idle time
    /// between frames; each leaves `mode`, `panelRect`, the own-cost figure and the bound framebuffer as they were.
    public func warmUpSteps(scale: Double) -> [WarmUpStep] {
        var statistics = FrameStatistics(capacity: configuration.graphFrames)
        for record in Self.warmUpRecords { statistics.add(record) }
        var target: OffscreenTarget?
        return [HUDMode.compact, .full].map { warmMode in
            WarmUpStep("HUD \(warmMode)") {
                let saved = (self.mode, self.panelRect, self.ownCostMilliseconds)
                var bound: GLint = 0
                glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
                defer {
                    (self.mode, self.panelRect, self.ownCostMilliseconds) = saved
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(bound))
                }
                if target == nil {
                    self.mode = .full
                    let full = try self.frame(viewportWidth: 1 << 14, viewportHeight: 1 << 14, scale: scale)
                    let margin = 2 * (HUDStyle.margin * scale).rounded(.up) + 1
                    target = try OffscreenTarget(
                        width: Int((full.width + margin).rounded(.up)),
                        height: Int((full.height + margin).rounded(.up)),
                        stencil: true)
                }
                guard let target else { return }
                target.bind()
                self.mode = warmMode
                try self.draw(
                    statistics: &statistics, viewportWidth: target.width, viewportHeight: target.height, scale: scale,
                    gpuAvailable: true)
            }
        }
    }

    /// Four frames at 60 Hz, one of them late, with every phase and a GPU time: each part of the HUD has
    /// something to draw.
    private static let warmUpRecords: [FrameRecord] = (0..<4 as Range<UInt64>).map { f in
        let refresh: UInt64 = 16_666_667
        let phases = PhaseTimes(
            inputMilliseconds: 0.1, animationMilliseconds: 0.2, layoutMilliseconds: 0.3, submitMilliseconds: 0.4)
        return FrameRecord(
            frame: f, commitNanoseconds: refresh * (f + 1) - 5_000_000,
            presentNanoseconds: refresh * (f + 1 + (f == 2 ? 1 : 0)), refreshNanoseconds: refresh, status: .presented,
            cpuMilliseconds: phases.totalMilliseconds, phases: phases, gpuMilliseconds: 0.5,
            inputNanoseconds: refresh * (f + 1) - 8_000_000)
    }

    /// The atlas for `scale`, rasterising the font at the new size when the scale changed.
    private func prepare(scale newScale: Double) throws -> GlyphAtlas {
        if atlas == nil || newScale != scale {
            let newAtlas = try GlyphAtlas(fontPath: fontPath, pixelSize: HUDStyle.fontSize * newScale)
            texture = CoverageTexture(width: GlyphAtlas.width, height: newAtlas.height, coverage: newAtlas.coverage)
            atlas = newAtlas
            scale = newScale
        }
        return atlas!
    }
}
