import KiteGeometry

/// Both renderers' frame times for one scene, as `kite bench render` prints them.
public struct RenderBenchResult {
    /// The scene's file name.
    public var scene: String
    /// Output width in device pixels.
    public var width: Int
    /// Output height in device pixels.
    public var height: Int
    /// Kite's GPU renderer: clear, draw and `glFinish` per frame.
    public var kite: FrameTimes
    /// The peer: cairo drawing the same draw list per frame.
    public var cairo: FrameTimes
    /// llvmpipe's flat-fill floor for the same pixels: Kite clearing and shading every pixel once with a flat
    /// colour, blending on (`RenderBench.floorList`), per frame.
    public var floor: FrameTimes
    /// Median time to encode Kite's draw list into instances and commands (`SceneRenderer.prepare`) with every
    /// path new (the floor frame drawn in between leaves nothing retained): the CPU side that stays on a real GPU.
    public var kiteEncodeMedianMS: Double
    /// Median time to encode the same draw list again once every path is retained (`SceneRenderer.prepare` on
    /// the third encode in a row): the CPU side of a frame whose paths did not change.
    public var kiteSteadyEncodeMedianMS: Double
    /// Median time to upload the instances and issue the GL calls (`submit`), before `glFinish` waits for the
    /// rasteriser.
    public var kiteIssueMedianMS: Double
    /// Kite's draw calls per frame.
    public var drawCalls: Int

    /// Kite's median wall time per frame over cairo's: below 1, Kite is faster.
    public var ratio: Double { kite.medianMS / cairo.medianMS }
    /// The same ratio of process CPU time per frame, steadier on a shared machine.
    public var cpuRatio: Double { kite.cpuMedianMS / cairo.cpuMedianMS }
    /// Kite's median wall time per frame over the flat-fill floor's: how many times the scene's pixels it costs to
    /// shade once with a flat colour.
    public var floorRatio: Double { kite.medianMS / floor.medianMS }
    /// The floor's median wall time per pixel, nanoseconds.
    public var floorNanosecondsPerPixel: Double { floor.medianMS * 1e6 / Double(max(width * height, 1)) }

    /// One line for people.
    public var summary: String {
        let kiteText =
            "kite median \(ms(kite.medianMS)), p95 \(ms(kite.p95MS)), CPU \(ms(kite.cpuMedianMS)) (submit "
            + "\(ms(kiteEncodeMedianMS)), steady submit \(ms(kiteSteadyEncodeMedianMS)), GL issue "
            + "\(ms(kiteIssueMedianMS)), \(drawCalls) draw calls)"
        let cairoText = "cairo median \(ms(cairo.medianMS)), p95 \(ms(cairo.p95MS)), CPU \(ms(cairo.cpuMedianMS))"
        let floorText =
            "flat-fill floor \(ms(floor.medianMS)) (\(DecimalText.fixed(floorNanosecondsPerPixel, places: 2)) "
            + "ns/pixel), kite/floor \(number(floorRatio))"
        return "\(scene) \(width)x\(height): \(kiteText); \(cairoText); kite/cairo \(number(ratio)) (CPU "
            + "\(number(cpuRatio))); \(floorText)"
    }

    /// The JSON shape (`kite`, `cairo`, `ratio`), with the scene's name and the CPU-time figures added; Kite's
    /// object also has `submit_ms` (median encode of a frame whose paths are all new), `steady_submit_ms` (median
    /// encode of the same list once every path is retained), `issue_ms` (median upload and GL calls) and `draw_calls`;
    /// `floor` is the flat-fill floor (with `ns_per_pixel`), `floor_ratio` Kite's median over it.
    public var jsonLine: String {
        func side(_ t: FrameTimes, extra: String = "") -> String {
            "{\"median_ms\": \(number(t.medianMS)), \"p95_ms\": \(number(t.p95MS)), \"cpu_median_ms\": "
                + "\(number(t.cpuMedianMS))\(extra)}"
        }
        let submit =
            ", \"submit_ms\": \(number(kiteEncodeMedianMS)), "
            + "\"steady_submit_ms\": \(number(kiteSteadyEncodeMedianMS)), \"issue_ms\": \(number(kiteIssueMedianMS)), "
            + "\"draw_calls\": \(drawCalls)"
        let perPixel = ", \"ns_per_pixel\": \(number(floorNanosecondsPerPixel))"
        return
            "{\"scene\": \"\(scene)\", \"kite\": \(side(kite, extra: submit)), \"cairo\": \(side(cairo)), \"cpu_ratio\": "
            + "\(number(cpuRatio)), \"ratio\": \(number(ratio)), \"floor\": \(side(floor, extra: perPixel)), "
            + "\"floor_ratio\": \(number(floorRatio))}"
    }

    private func ms(_ x: Double) -> String { DecimalText.fixed(x, places: 3) + " ms" }
    private func number(_ x: Double) -> String { DecimalText.fixed(x, places: 4) }
}
