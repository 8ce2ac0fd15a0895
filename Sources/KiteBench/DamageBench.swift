import Foundation
import KiteApp
import KiteGL
import KiteTiming

/// `kite bench damage`: what damage tracking saves when one small control animates. A scene with only that
/// control's transition running, drawn with damage (scissored into a retained target) and with a full redraw, the
/// two passes' frames in turn so that load from other processes falls on both alike; each frame timed to
/// `glFinish`. Prints both medians and p95s and the ratio partial / full of the medians.
public struct DamageBench {
    /// Measured frames per pass and the canvas.
    public var passes: BenchPasses

    /// - Parameters:
    ///   - frames: measured frames per pass, after `BenchPasses.warmUpFrames`.
    ///   - width: canvas width in logical pixels.
    ///   - height: canvas height in logical pixels.
    public init(frames: Int, width: Int, height: Int) {
        passes = BenchPasses(frames: frames, width: width, height: height)
    }

    /// Runs both passes and prints the report (and, with `json`, one JSON line) to standard output.
    /// - Parameter makeScene: builds each pass's scene and what toggles its animating control; called twice.
    /// - Throws: `AppFailure` when GL or the renderer is not available.
    public func run(json: Bool, makeScene: () throws -> (scene: any AppScene, toggle: () -> Void)) throws {
        try AppRuntime.reportingFailures {
            try passes.run(benchmark: "damage") { gl in
                let drawn = try [true, false].map { fullRedraw in
                    let (scene, toggle) = try makeScene()
                    return try DamageBenchPass(
                        scene: scene, toggle: toggle, fullRedraw: fullRedraw, logicalWidth: passes.width,
                        logicalHeight: passes.height)
                }
                try passes.drawInTurn(drawn) { pass, i, measured in try pass.drawFrame(i, measured: measured, gl: gl) }
                let (full, partial) = (drawn[0], drawn[1])
                let (f, p) = (Self.stats(full.milliseconds), Self.stats(partial.milliseconds))
                let ratio = p.median / f.median
                let damaged = Self.stats(partial.damagedFractions).median
                print(String(format: "full redraw:    median %.3f ms  p95 %.3f ms", f.median, f.p95))
                print(
                    String(
                        format: "partial redraw: median %.3f ms  p95 %.3f ms  (median damage %.1f%% of the surface)",
                        p.median, p.p95, damaged * 100))
                for (name, pass) in [("full", full), ("partial", partial)] {
                    print(
                        "  \(name) medians: "
                            + String(
                                format: "damage and encode %.3f ms, GL submit %.3f ms, glFinish wait %.3f ms",
                                Self.stats(pass.encodeMilliseconds).median, Self.stats(pass.submitMilliseconds).median,
                                Self.stats(pass.finishMilliseconds).median))
                }
                print(String(format: "ratio partial / full (medians): %.3f", ratio))
                if json {
                    print(
                        String(
                            format:
                                "{\"full\": {\"median_ms\": %.4f, \"p95_ms\": %.4f}, \"partial\": {\"median_ms\": %.4f, "
                                + "\"p95_ms\": %.4f}, \"ratio\": %.4f}", f.median, f.p95, p.median, p.p95, ratio))
                }
            }
        }
    }

    /// Median and 95th percentile of `values` (0 for an empty series).
    static func stats(_ values: [Double]) -> (median: Double, p95: Double) {
        var sorted = values
        OrderStatistics.sortInPlace(&sorted)
        return (
            OrderStatistics.percentile(ofSorted: sorted, 50) ?? 0, OrderStatistics.percentile(ofSorted: sorted, 95) ?? 0
        )
    }
}
