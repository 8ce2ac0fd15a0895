import KiteGL
import KiteGeometry
import KiteGestures
import KiteImage
import KiteText
import KiteTiming

@testable import KiteHUD

/// Fixed synthetic frames and a headless surfaceless GL target for rendering the HUD.
enum HUDFixture {
    static let refresh: UInt64 = 16_666_667

    /// 240 frames at 60 Hz with fixed phases: frame 100 misses one refresh and frame 200 two, frame 150 is
    /// discarded, and every 10th frame consumed input 8 ms before its commit. `late` false makes every frame
    /// on time.
    static func records(late: Bool = true, feedback: Bool = true) -> [FrameRecord] {
        var present: UInt64 = 0
        return (0..<240 as Range<UInt64>).map { f in
            let extra: UInt64 = late ? (f == 100 ? 1 : f == 200 ? 2 : 0) : 0
            present += refresh * (1 + extra)
            let commit = present - 6_000_000
            let phases = PhaseTimes(
                inputMilliseconds: 0.1, animationMilliseconds: 0.3 + Double(f % 7) * 0.1,
                layoutMilliseconds: 1.5 + Double(f % 13) * 0.2, submitMilliseconds: 0.8)
            let status: FrameRecord.Status = !feedback ? .unknown : (late && f == 150 ? .discarded : .presented)
            let shown = status == .presented
            return FrameRecord(
                frame: f, commitNanoseconds: commit, presentNanoseconds: shown ? present : nil,
                refreshNanoseconds: shown ? refresh : nil, status: status, cpuMilliseconds: phases.totalMilliseconds,
                phases: phases, gpuMilliseconds: 0.9 + Double(f % 5) * 0.05,
                inputNanoseconds: f % 10 == 0 ? commit - 8_000_000 : nil)
        }
    }

    static func statistics(_ records: [FrameRecord]) -> FrameStatistics {
        var stats = FrameStatistics()
        for r in records { stats.add(r) }
        return stats
    }

    static var fontPath: String { get throws { try FontLocator.path(family: "DejaVu Sans") } }

    /// Renders the HUD for `records` over a flat background into a `width` x `height` logical canvas at `scale`:
    /// `existing`, or a new full HUD in the top-left corner naming the retained-partial redraw path.
    static func render(
        _ records: [FrameRecord], scale: Double = 1, width: Int = 360, height: Int = 300,
        hud existing: FrameHUD? = nil
    ) throws -> PNGImage {
        let w = Int((Double(width) * scale).rounded())
        let h = Int((Double(height) * scale).rounded())
        let target = try OffscreenTarget(width: w, height: h)
        target.bind()
        let painter = try RoundedRectPainter()
        painter.begin(viewportWidth: w, viewportHeight: h, clearColor: Color(hex: 0x1C1C1E))
        var stats = statistics(records)
        let hud = try existing ?? makeHUD(mode: .full, corner: .topLeft)
        try hud.draw(statistics: &stats, viewportWidth: w, viewportHeight: h, scale: scale, gpuAvailable: true)
        painter.finish()
        return PNGImage(width: w, height: h, pixels: Pixels.readRGBA(width: w, height: h))
    }

    /// A HUD with every panel, starting in `mode` in `corner`, its cost clock fixed at 0, naming the retained-partial
    /// redraw path.
    static func makeHUD(mode: HUDMode, corner: HUDCorner) throws -> FrameHUD {
        let hud = try FrameHUD(
            configuration: HUDConfiguration(corner: corner, startMode: mode), fontPath: fontPath, clock: { 0 })
        hud.redrawPath = .retainedPartial
        return hud
    }
}
