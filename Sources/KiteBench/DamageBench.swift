import KiteApp
import KiteGL
import KiteGeometry
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
                let (ms, json4) = ({ DecimalText.fixed($0, places: 3) }, { DecimalText.fixed($0, places: 4) })
                print("full redraw:    median \(ms(f.median)) ms  p95 \(ms(f.p95)) ms")
                print(
                    "partial redraw: median \(ms(p.median)) ms  p95 \(ms(p.p95)) ms  (median damage "
                        + "\(DecimalText.fixed(damaged * 100, places: 1))% of the surface)")
                for (name, pass) in [("full", full), ("partial", partial)] {
                    print(
                        "  \(name) medians: damage and encode \(ms(Self.stats(pass.encodeMilliseconds).median)) ms, "
                            + "GL submit \(ms(Self.stats(pass.submitMilliseconds).median)) ms, "
                            + "glFinish wait \(ms(Self.stats(pass.finishMilliseconds).median)) ms")
                }
                print("ratio partial / full (medians): \(ms(ratio))")
                if json {
                    print(
                        "{\"full\": {\"median_ms\": \(json4(f.median)), \"p95_ms\": \(json4(f.p95))}, \"partial\": "
                            + "{\"median_ms\": \(json4(p.median)), \"p95_ms\": \(json4(p.p95))}, \"ratio\": \(json4(ratio))}"
                    )
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
