import Foundation

/// Both renderers' frame times for one scene, as `kite bench render` prints them.
public struct RenderBenchResult {
    /// The scene's file name.
    public var scene: String
    /// Output size in device pixels.
    public var width: Int
    /// Output height in device pixels.
    public var height: Int
    /// Kite's GPU renderer: clear, draw and `glFinish` per frame.
    public var kite: FrameTimes
    /// The peer: cairo drawing the same draw list per frame.
    public var cairo: FrameTimes
    /// Median time to build Kite's instances and issue its GL calls, before `glFinish` waits for the rasteriser.
    public var kiteSubmitMedianMS: Double
    /// Kite's draw calls per frame.
    public var drawCalls: Int

    /// Kite's median wall time per frame over cairo's: below 1, Kite is faster.
    public var ratio: Double { kite.medianMS / cairo.medianMS }
    /// The same ratio of process CPU time per frame, steadier on a shared machine.
    public var cpuRatio: Double { kite.cpuMedianMS / cairo.cpuMedianMS }

    /// One line for people.
    public var summary: String {
        "\(scene) \(width)x\(height): kite median \(ms(kite.medianMS)), p95 \(ms(kite.p95MS)), CPU \(ms(kite.cpuMedianMS)) "
            + "(submit \(ms(kiteSubmitMedianMS)), \(drawCalls) draw calls); cairo median \(ms(cairo.medianMS)), "
            + "p95 \(ms(cairo.p95MS)), CPU \(ms(cairo.cpuMedianMS)); kite/cairo \(number(ratio)) (CPU \(number(cpuRatio)))"
    }

    /// One JSON line: `scene`, `kite` and `cairo` (`median_ms`, `p95_ms`, `cpu_median_ms`), `cpu_ratio`, `ratio`.
    public var jsonLine: String {
        func side(_ t: FrameTimes) -> String {
            "{\"median_ms\": \(number(t.medianMS)), \"p95_ms\": \(number(t.p95MS)), \"cpu_median_ms\": "
                + "\(number(t.cpuMedianMS))}"
        }
        return "{\"scene\": \"\(scene)\", \"kite\": \(side(kite)), \"cairo\": \(side(cairo)), \"cpu_ratio\": "
            + "\(number(cpuRatio)), \"ratio\": \(number(ratio))}"
    }

    private func ms(_ x: Double) -> String { String(format: "%.3f ms", x) }
    private func number(_ x: Double) -> String { String(format: "%.4f", x) }
}
