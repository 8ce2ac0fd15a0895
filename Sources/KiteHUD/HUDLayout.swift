import KiteGeometry
import KiteGestures
import KiteText
import KiteTiming

/// Places the HUD's parts in device pixels inside its panel, top-down. Built fresh each frame; it holds no storage
/// of its own.
struct HUDLayout {
    let canvas: HUDCanvas
    /// Quads drawn under the graphs: the panel's background.
    let background: HUDCanvas
    let plots: HUDPlots
    /// Device pixels per logical pixel.
    let scale: Double
    /// The panel everything is drawn in, device pixels (top-left origin).
    let panelRect: Rect
    /// The content's left edge and width, device pixels.
    let left: Double
    let width: Double
    let lineHeight: Double
    let ascender: Double
    let refresh: Double?
    let feedback: Bool
    var y: Double

    /// `refreshMilliseconds` and `hasFeedback` come from the statistics; the statistics themselves are not kept, so
    /// the later queries mutate a uniquely referenced buffer (a copy here would make each query copy its scratch).
    init(
        canvas: HUDCanvas, background: HUDCanvas, plots: HUDPlots, scale: Double, panelRect: Rect, mode: HUDMode,
        refreshMilliseconds: Double?, hasFeedback: Bool
    ) {
        self.canvas = canvas
        self.background = background
        self.plots = plots
        self.scale = scale
        self.panelRect = panelRect
        let padding = Self.padding(mode, scale: scale)
        left = panelRect.minX + padding
        width = panelRect.width - 2 * padding
        lineHeight = canvas.atlas.lineHeight.rounded()
        ascender = canvas.atlas.ascender.rounded()
        refresh = refreshMilliseconds
        feedback = hasFeedback
        y = panelRect.minY + padding
    }

    /// The panel's padding for `mode`, whole device pixels.
    static func padding(_ mode: HUDMode, scale: Double) -> Double {
        ((mode == .compact ? HUDStyle.compactPadding : HUDStyle.padding) * scale).rounded()
    }

    /// The panel's size for `mode` in whole device pixels, padding included: `lineHeight` is the atlas's, rounded.
    static func panelSize(
        _ mode: HUDMode, panels: HUDConfiguration.Panels, scale: Double, lineHeight: Double
    ) -> (width: Double, height: Double) {
        let padding = 2 * Self.padding(mode, scale: scale)
        switch mode {
        case .off: return (0, 0)
        case .compact:
            let graph = (HUDStyle.compactGraphHeight * scale).rounded()
            let gap = (HUDStyle.compactGap * scale).rounded()
            return ((HUDStyle.compactWidth * scale).rounded() + padding, lineHeight + gap + graph + padding)
        case .full:
            let height = contentHeight(panels, scale: scale, lineHeight: lineHeight)
            return ((HUDStyle.width * scale).rounded() + padding, height + padding)
        }
    }

    /// Device pixels the full panel's parts take, top to bottom, without the padding: the chosen panels, then the
    /// redraw path's line.
    static func contentHeight(_ panels: HUDConfiguration.Panels, scale: Double, lineHeight: Double) -> Double {
        let gap = (HUDStyle.gap * scale).rounded()
        var h = lineHeight
        if panels.contains(.fps) { h += 2 * lineHeight + gap }
        if panels.contains(.graph) {
            h += ((HUDStyle.graphHeight + HUDStyle.histogramHeight) * scale).rounded() + 2 * gap
        }
        if panels.contains(.phases) { h += (HUDStyle.phaseHeight * scale).rounded() + 2 * lineHeight + 2 * gap }
        if panels.contains(.latency) { h += 2 * lineHeight + gap }
        return h
    }

    /// The full panel: the chosen panels top-down, then the redraw path.
    mutating func build(
        _ stats: inout FrameStatistics, panels: HUDConfiguration.Panels, gpuAvailable: Bool, ownCost: Double,
        redrawPath: RedrawPath?
    ) {
        background.fill(panelRect, HUDStyle.panel)
        let gap = (HUDStyle.gap * scale).rounded()
        if panels.contains(.fps) {
            fpsLines(&stats)
            y += gap
        }
        if panels.contains(.graph) {
            graph(stats, height: (HUDStyle.graphHeight * scale).rounded(), columns: stats.capacity, labelled: true)
            y += gap
            histogram(stats)
            y += gap
        }
        if panels.contains(.phases) {
            phaseBars(stats)
            y += gap
            phaseLines(&stats, gpuAvailable: gpuAvailable, ownCost: ownCost)
            y += gap
        }
        if panels.contains(.latency) {
            latencyLines(&stats)
            y += gap
        }
        redrawLine(redrawPath)
    }

    /// The current line's baseline, device pixels.
    var baseline: Double { y + ascender }

    private mutating func fpsLines(_ stats: inout FrameStatistics) {
        guard feedback, let summary = stats.intervalSummary() else {
            canvas.text("no presentation feedback", x: left, baseline: baseline, HUDStyle.warning)
            y += lineHeight
            var x = canvas.text("intervals unavailable  frames ", x: left, baseline: baseline, HUDStyle.dim)
            x = canvas.integer(stats.count, x: x, baseline: baseline, HUDStyle.dim)
            y += lineHeight
            return
        }
        let p = summary.percentiles
        var x = canvas.number(summary.framesPerSecond, decimals: 1, x: left, baseline: baseline, HUDStyle.text)
        x = canvas.text(" fps   p50 ", x: x, baseline: baseline, HUDStyle.dim)
        x = canvas.number(p.p50, decimals: 2, x: x, baseline: baseline, HUDStyle.text)
        x = canvas.text("  p95 ", x: x, baseline: baseline, HUDStyle.dim)
        x = canvas.number(p.p95, decimals: 2, x: x, baseline: baseline, HUDStyle.text)
        x = canvas.text("  p99 ", x: x, baseline: baseline, HUDStyle.dim)
        x = canvas.number(p.p99, decimals: 2, x: x, baseline: baseline, HUDStyle.text)
        canvas.text(" ms", x: x, baseline: baseline, HUDStyle.dim)
        y += lineHeight
        x = canvas.text("1% low ", x: left, baseline: baseline, HUDStyle.dim)
        x = canvas.number(summary.low1Percent, decimals: 1, x: x, baseline: baseline, HUDStyle.text)
        x = canvas.text("  0.1% ", x: x, baseline: baseline, HUDStyle.dim)
        x = canvas.number(summary.low01Percent, decimals: 1, x: x, baseline: baseline, HUDStyle.text)
        x = canvas.text("  missed ", x: x, baseline: baseline, HUDStyle.dim)
        let missedColor = stats.missedRefreshCount > 0 ? HUDStyle.warning : HUDStyle.text
        x = canvas.integer(stats.missedRefreshCount, x: x, baseline: baseline, missedColor)
        x = canvas.text("  discarded ", x: x, baseline: baseline, HUDStyle.dim)
        let discardedColor = stats.discardedCount > 0 ? HUDStyle.warning : HUDStyle.text
        canvas.integer(stats.discardedCount, x: x, baseline: baseline, discardedColor)
        y += lineHeight
    }

    /// The displayed interval of each of the newest `columns` frames as a bar, newest on the right, over gridlines
    /// at refresh multiples; `labelled` writes the scale's top in the corner.
    mutating func graph(_ stats: FrameStatistics, height: Double, columns: Int, labelled: Bool) {
        defer { y += height }
        guard feedback else {
            canvas.fill(Rect(x: left, y: y + height - 1, width: width, height: 1), HUDStyle.grid)
            if labelled {
                canvas.text("no presentation feedback", x: left, baseline: y + height / 2, HUDStyle.warning)
            }
            return
        }
        let first = max(0, stats.count - columns)
        var longest = 0.0
        for i in first..<stats.count { longest = max(longest, stats.interval(at: i) ?? 0) }
        let unit = refresh ?? max(longest, 1)
        // The scale always shows two refreshes and grows a refresh at a time to fit the longest frame.
        let top = unit * max(2, (longest / unit).rounded(.up))
        let discardedMark = 3 * scale / height
        plots.intervalRect = Rect(x: left, y: y, width: width, height: height)
        for _ in (stats.count - first)..<columns { HUDPlots.append(&plots.intervals, 0, 0, 0, 0) }
        for i in first..<stats.count {
            if stats.status(at: i) == .discarded {
                HUDPlots.append(&plots.intervals, 0, 0, discardedMark, discardedMark)
                continue
            }
            guard let interval = stats.interval(at: i) else {
                HUDPlots.append(&plots.intervals, 0, 0, 0, 0)
                continue
            }
            let h = max(1 / height, min(1, interval / top))
            let late = refresh.map { FrameStatistics.missedRefreshes(interval: interval, refresh: $0) > 0 } ?? false
            HUDPlots.append(&plots.intervals, late ? 0 : h, h, h, h)
        }
        // Gridlines go in the overlay batch, drawn after the bars, so refresh multiples stay visible through them.
        let step = max(1, (top / unit / 6).rounded(.up))
        var k = step
        while k * unit <= top {
            let lineY = (y + height - height * k * unit / top).rounded()
            canvas.fill(Rect(x: left, y: lineY, width: width, height: 1), HUDStyle.grid)
            k += step
        }
        guard labelled else { return }
        let x = canvas.number(top, decimals: 1, x: left + 2 * scale, baseline: y + ascender, HUDStyle.dim)
        canvas.text(" ms", x: x, baseline: y + ascender, HUDStyle.dim)
    }

    /// Intervals by whole refreshes: one column per bucket, its bar proportional to the count.
    private mutating func histogram(_ stats: FrameStatistics) {
        let height = (HUDStyle.histogramHeight * scale).rounded()
        defer { y += height }
        let buckets = stats.histogramBucketCount
        var most = 1
        for b in 0..<buckets { most = max(most, stats.histogramCount(bucket: b)) }
        let column = (width / Double(buckets)).rounded(.down)
        let barHeight = (4 * scale).rounded()
        for b in 0..<buckets {
            let x = left + Double(b) * column
            let count = stats.histogramCount(bucket: b)
            var pen = canvas.integer(b + 1, x: x, baseline: y + ascender, HUDStyle.dim)
            pen = canvas.text(b == buckets - 1 ? "x+ " : "x ", x: pen, baseline: y + ascender, HUDStyle.dim)
            canvas.integer(count, x: pen, baseline: y + ascender, HUDStyle.text)
            let w = (column - 4 * scale) * Double(count) / Double(most)
            canvas.fill(
                Rect(x: x, y: y + height - barHeight, width: max(count > 0 ? 1 : 0, w), height: barHeight),
                b == 0 ? HUDStyle.onTime : HUDStyle.late)
        }
    }

    /// CPU per phase as a stacked bar per frame, against the refresh budget.
    private mutating func phaseBars(_ stats: FrameStatistics) {
        let height = (HUDStyle.phaseHeight * scale).rounded()
        defer { y += height }
        var longest = 0.0
        for i in 0..<stats.count { longest = max(longest, stats.phases(at: i)?.totalMilliseconds ?? 0) }
        // Two refresh periods tall, with the budget (one refresh) as a line across the middle; taller frames are
        // cut at the top. Without a known refresh, the longest frame sets the scale.
        let top = refresh.map { 2 * $0 } ?? max(longest, 0.001)
        if let refresh {
            let lineY = (y + height - height * refresh / top).rounded()
            canvas.fill(Rect(x: left, y: lineY, width: width, height: 1), HUDStyle.grid)
        }
        plots.phaseRect = Rect(x: left, y: y, width: width, height: height)
        for _ in stats.count..<stats.capacity { HUDPlots.append(&plots.phases, 0, 0, 0, 0) }
        for i in 0..<stats.count {
            guard let p = stats.phases(at: i) else {
                HUDPlots.append(&plots.phases, 0, 0, 0, 0)
                continue
            }
            let input = p.inputMilliseconds / top
            let animation = input + p.animationMilliseconds / top
            let layout = animation + p.layoutMilliseconds / top
            let total = layout + p.submitMilliseconds / top
            HUDPlots.append(&plots.phases, min(1, input), min(1, animation), min(1, layout), min(1, total))
        }
    }

    private mutating func phaseLines(_ stats: inout FrameStatistics, gpuAvailable: Bool, ownCost: Double) {
        var x = left
        let square = (8 * scale).rounded()
        for p in 0..<4 {
            let phase = FramePhase(rawValue: p)!
            canvas.fill(Rect(x: x, y: baseline - square, width: square, height: square), HUDStyle.phases[p])
            x += square + (3 * scale).rounded()
            x = canvas.text(label(phase), x: x, baseline: baseline, HUDStyle.dim)
            x = canvas.number(stats.meanCPU(phase), decimals: 2, x: x, baseline: baseline, HUDStyle.text)
            x += (8 * scale).rounded()
        }
        y += lineHeight
        x = canvas.text("GPU ", x: left, baseline: baseline, HUDStyle.dim)
        if let gpu = stats.gpu() {
            x = canvas.number(gpu.mean, decimals: 2, x: x, baseline: baseline, HUDStyle.text)
            x = canvas.text(" ms  p99 ", x: x, baseline: baseline, HUDStyle.dim)
            x = canvas.number(gpu.p99, decimals: 2, x: x, baseline: baseline, HUDStyle.text)
        } else {
            let why: StaticString = gpuAvailable ? "pending" : "unavailable"
            x = canvas.text(why, x: x, baseline: baseline, HUDStyle.warning)
        }
        x = canvas.text("   HUD ", x: x, baseline: baseline, HUDStyle.dim)
        x = canvas.number(ownCost, decimals: 3, x: x, baseline: baseline, HUDStyle.text)
        canvas.text(" ms", x: x, baseline: baseline, HUDStyle.dim)
        y += lineHeight
    }

    private func label(_ phase: FramePhase) -> StaticString {
        switch phase {
        case .input: return "input "
        case .animation: return "anim "
        case .layout: return "layout "
        case .submit: return "gl "
        }
    }

    private mutating func latencyLines(_ stats: inout FrameStatistics) {
        var x = canvas.text("commit>present ", x: left, baseline: baseline, HUDStyle.dim)
        latency(stats.commitToPresentLatency(), x: x, none: "unavailable")
        y += lineHeight
        x = canvas.text("input>present ", x: left, baseline: baseline, HUDStyle.dim)
        latency(stats.inputToPresentLatency(), x: x, none: feedback ? "no input yet" : "unavailable")
        y += lineHeight
    }

    private func latency(_ value: FrameStatistics.MeanAndTail?, x: Double, none: StaticString) {
        guard let value else {
            canvas.text(none, x: x, baseline: baseline, HUDStyle.warning)
            return
        }
        var x = canvas.number(value.mean, decimals: 2, x: x, baseline: baseline, HUDStyle.text)
        x = canvas.text(" ms  p99 ", x: x, baseline: baseline, HUDStyle.dim)
        x = canvas.number(value.p99, decimals: 2, x: x, baseline: baseline, HUDStyle.text)
        canvas.text(" ms", x: x, baseline: baseline, HUDStyle.dim)
    }

    /// Which redraw path the run takes; "unknown" when the runtime did not say.
    private mutating func redrawLine(_ path: RedrawPath?) {
        let x = canvas.text("redraw ", x: left, baseline: baseline, HUDStyle.dim)
        let name: StaticString
        switch path {
        case .full: name = "full"
        case .retainedPartial: name = "retained partial"
        case .bufferAge: name = "buffer age"
        case nil: name = "unknown"
        }
        canvas.text(name, x: x, baseline: baseline, path == nil ? HUDStyle.warning : HUDStyle.text)
        y += lineHeight
    }
}
