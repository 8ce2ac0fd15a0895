import KiteGeometry
import KiteText
import KiteTiming

/// The report's content, placed in device pixels.
struct ReportLayout {
    let canvas: HUDCanvas
    let scale: Double
    let records: [FrameRecord]
    let summary: FrameSummary
    /// Interval and late flag per presented frame after the first, in order, with the frame index.
    let intervals: [(frame: Int, milliseconds: Double, missed: Int)]
    let refresh: Double?

    init(canvas: HUDCanvas, scale: Double, records: [FrameRecord]) {
        self.canvas = canvas
        self.scale = scale
        self.records = records
        summary = FrameSummary(records: records)
        var list: [(Int, Double, Int)] = []
        var previous: UInt64?
        var lastRefresh: Double?
        for (i, r) in records.enumerated() where r.status == .presented {
            guard let present = r.presentNanoseconds else { continue }
            let refreshMs = r.refreshNanoseconds.map { Double($0) / 1e6 }
            lastRefresh = refreshMs ?? lastRefresh
            if let previous, present >= previous {
                let ms = Double(present - previous) / 1e6
                list.append((i, ms, refreshMs.map { FrameStatistics.missedRefreshes(interval: ms, refresh: $0) } ?? 0))
            }
            previous = present
        }
        intervals = list
        refresh = lastRefresh
    }

    private func px(_ logical: Double) -> Double { (logical * scale).rounded() }

    func build() {
        canvas.fill(
            Rect(x: 0, y: 0, width: px(FrameReportPainter.width), height: px(FrameReportPainter.height)),
            Color(hex: 0x1C1C1E))
        header(baseline: px(24))
        plot(Rect(x: px(20), y: px(44), width: px(760), height: px(230)))
        histogram(top: px(300))
    }

    private func header(baseline: Double) {
        var x = canvas.text("frames ", x: px(20), baseline: baseline, HUDStyle.dim)
        x = canvas.integer(summary.frames, x: x, baseline: baseline, HUDStyle.text)
        x = canvas.text("  ", x: x, baseline: baseline, HUDStyle.dim)
        x = canvas.number(summary.durationMilliseconds / 1000, decimals: 2, x: x, baseline: baseline, HUDStyle.text)
        x = canvas.text(" s", x: x, baseline: baseline, HUDStyle.dim)
        guard let i = summary.intervals else {
            canvas.text(
                "   no presentation feedback: intervals unavailable", x: x, baseline: baseline, HUDStyle.warning)
            return
        }
        let figures: [(StaticString, Double)] = [
            ("  mean ", i.mean), ("  p50 ", i.p50), ("  p95 ", i.p95), ("  p99 ", i.p99),
        ]
        for (label, value) in figures {
            x = canvas.text(label, x: x, baseline: baseline, HUDStyle.dim)
            x = canvas.number(value, decimals: 2, x: x, baseline: baseline, HUDStyle.text)
        }
        x = canvas.text(" ms  1% low ", x: x, baseline: baseline, HUDStyle.dim)
        x = canvas.number(summary.low1PercentFramesPerSecond, decimals: 1, x: x, baseline: baseline, HUDStyle.text)
        x = canvas.text(" fps  missed ", x: x, baseline: baseline, HUDStyle.dim)
        x = canvas.integer(summary.missedRefreshes ?? 0, x: x, baseline: baseline, HUDStyle.text)
        x = canvas.text("  discarded ", x: x, baseline: baseline, HUDStyle.dim)
        canvas.integer(summary.discarded, x: x, baseline: baseline, HUDStyle.text)
    }

    private func plot(_ area: Rect) {
        canvas.fill(area, Color(red: 0, green: 0, blue: 0, alpha: 0.35))
        guard !intervals.isEmpty, records.count > 1 else { return }
        let longest = intervals.map(\.milliseconds).max() ?? 1
        let unit = refresh ?? longest
        let top = unit * max(2, (longest / unit).rounded(.up))
        let columnsPerFrame = area.width / Double(records.count)
        for (frame, ms, missed) in intervals {
            let h = max(1, area.height * ms / top)
            // Each frame spans whole pixel columns up to the next frame's, so bars neither overlap nor leave gaps.
            let x = (area.minX + Double(frame) * columnsPerFrame).rounded(.down)
            let next = (area.minX + Double(frame + 1) * columnsPerFrame).rounded(.down)
            let bar = Rect(x: x, y: area.maxY - h, width: max(1, next - x), height: h)
            canvas.fill(bar, missed > 0 ? HUDStyle.late : HUDStyle.onTime)
        }
        for (frame, r) in records.enumerated() where r.status == .discarded {
            let x = (area.minX + Double(frame) * columnsPerFrame).rounded(.down)
            canvas.fill(
                Rect(x: x, y: area.maxY - px(4), width: max(1, columnsPerFrame), height: px(4)), HUDStyle.discarded)
        }
        let step = max(1, (top / unit / 8).rounded(.up))
        var k = step
        while k * unit <= top + 1e-9 {
            let y = (area.maxY - area.height * k * unit / top).rounded()
            canvas.fill(Rect(x: area.minX, y: y, width: area.width, height: 1), HUDStyle.grid)
            // Labels sit on a dark backing so they stay readable over the bars.
            let baseline = y + canvas.atlas.ascender + px(2)
            canvas.fill(
                Rect(x: area.minX, y: y + 1, width: px(62), height: canvas.lineHeight),
                Color(hex: 0x1C1C1E, alpha: 0.85))
            let x = canvas.number(k * unit, decimals: 1, x: area.minX + px(4), baseline: baseline, HUDStyle.dim)
            canvas.text(" ms", x: x, baseline: baseline, HUDStyle.dim)
            k += step
        }
    }

    private func histogram(top: Double) {
        var counts = [Int](repeating: 0, count: 6)
        for i in intervals { counts[min(5, i.missed)] += 1 }
        let most = max(1, counts.max()!)
        let rowHeight = px(18)
        for (b, count) in counts.enumerated() {
            let baseline = top + Double(b) * rowHeight + canvas.atlas.ascender
            var x = canvas.integer(b + 1, x: px(20), baseline: baseline, HUDStyle.dim)
            x = canvas.text(b == 5 ? "+ refreshes" : " refresh", x: x, baseline: baseline, HUDStyle.dim)
            let barLeft = px(140)
            let w = (px(520) * Double(count) / Double(most)).rounded()
            canvas.fill(
                Rect(
                    x: barLeft, y: top + Double(b) * rowHeight + px(3), width: max(count > 0 ? 1 : 0, w),
                    height: rowHeight - px(6)),
                b == 0 ? HUDStyle.onTime : HUDStyle.late)
            x = canvas.integer(count, x: barLeft + w + px(8), baseline: baseline, HUDStyle.text)
            let share = intervals.isEmpty ? 0 : 100 * Double(count) / Double(intervals.count)
            x = canvas.text("  ", x: x, baseline: baseline, HUDStyle.dim)
            x = canvas.number(share, decimals: 1, x: x, baseline: baseline, HUDStyle.dim)
            canvas.text("%", x: x, baseline: baseline, HUDStyle.dim)
        }
    }
}
