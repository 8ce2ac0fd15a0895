import KiteGeometry
import KiteTiming

extension HUDLayout {
    /// The compact HUD: FPS and missed refreshes over the statistics' window on one line, the newest frames' times
    /// as a small bar graph under it (late frames red), in a panel of `panelSize(.compact, ...)`.
    mutating func buildCompact(_ stats: inout FrameStatistics) {
        background.fill(panelRect, HUDStyle.panel)
        compactLine(&stats)
        y += (HUDStyle.compactGap * scale).rounded()
        let columns = max(1, Int(HUDStyle.compactWidth / HUDStyle.compactColumnWidth))
        graph(
            stats, height: (HUDStyle.compactGraphHeight * scale).rounded(), columns: min(columns, stats.capacity),
            labelled: false)
    }

    private mutating func compactLine(_ stats: inout FrameStatistics) {
        guard feedback, let summary = stats.intervalSummary() else {
            canvas.text("no feedback", x: left, baseline: baseline, HUDStyle.warning)
            y += lineHeight
            return
        }
        var x = canvas.number(summary.framesPerSecond, decimals: 1, x: left, baseline: baseline, HUDStyle.text)
        x = canvas.text(" fps  missed ", x: x, baseline: baseline, HUDStyle.dim)
        let missedColor = stats.missedRefreshCount > 0 ? HUDStyle.warning : HUDStyle.text
        canvas.integer(stats.missedRefreshCount, x: x, baseline: baseline, missedColor)
        y += lineHeight
    }
}
