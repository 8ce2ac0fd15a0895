import FoundationEssentials
import KiteApp
import KiteGL
import KiteGeometry
import KiteHUD
import KitePlatform
import KiteRender
import KiteText

/// `kite bench frame`: a scene headless for N frames with every control animating (`FrameBenchSchedule`), once
/// with the HUD off and once with it on, the two passes' frames drawn in turn. Per frame (median, p95): the scene's
/// CPU time split into the frame loop's phases, the HUD's CPU time, the wait for the rasteriser (glFinish), GPU time
/// where a timer query exists, draw calls, and heap allocations when scripts/malloc-counter.c is preloaded; then the
/// HUD-on over HUD-off ratios.
public struct FrameBench {
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
    /// - Parameter makeScene: builds each pass's scene, the argument saying whether its HUD is shown; called twice.
    /// - Throws: `AppFailure` when GL, the renderer or the HUD's font is not available.
    public func run(json: Bool, makeScene: (_ hudVisible: Bool) throws -> any FrameBenchScene) throws {
        try AppRuntime.reportingFailures {
            try passes.run(benchmark: "frame") { gl in
                let hud = try FrameHUD(
                    configuration: HUDConfiguration(), fontPath: FontLocator.path(family: RunOptions.hudFontFamily),
                    clock: { PresentationClock().nowNanoseconds() })
                let renderer = try SceneRenderer()
                let (width, height) = (passes.width, passes.height)
                let off = try FrameBenchPass(
                    scene: makeScene(false), logicalWidth: width, logicalHeight: height, renderer: renderer, hud: hud)
                let on = try FrameBenchPass(
                    scene: makeScene(true), logicalWidth: width, logicalHeight: height, renderer: renderer, hud: hud)
                try passes.drawInTurn([off, on]) { pass, i, measured in
                    try pass.drawFrame(i, measured: measured, gl: gl)
                }
                let (offSamples, onSamples) = (off.finish(), on.finish())
                for (name, samples) in [("HUD off", offSamples), ("HUD on", onSamples)] {
                    print("\(name) (per frame: median / p95 / mean / min):")
                    for series in samples.series { print("  \(series.label): \(Self.describe(series.values))") }
                }
                let ratios = Self.ratios(off: offSamples, on: onSamples)
                print(
                    "HUD on / off (medians): scene + HUD CPU \(Self.format(ratios["cpu"])), CPU + glFinish wait "
                        + "\(Self.format(ratios["cpu_and_finish"]))")
                if json {
                    print(
                        try Self.jsonLine(
                            size: "\(width)x\(height)", renderer: gl.rendererName, passes: [offSamples, onSamples],
                            ratios: ratios))
                }
            }
        }
    }

    static func describe(_ values: [Double]) -> String {
        guard let s = BenchSummary(values) else { return "unavailable" }
        return "\(format(s.median)) / \(format(s.p95)) / \(format(s.mean)) / \(format(s.min))"
    }

    static func format(_ value: Double?) -> String { value.map { DecimalText.fixed($0, places: 3) } ?? "unavailable" }

    /// HUD on over HUD off, medians of per-frame sums: the CPU (scene and HUD), and the CPU plus the glFinish wait.
    static func ratios(off: FrameBenchSamples, on: FrameBenchSamples) -> [String: Double] {
        func median(_ samples: FrameBenchSamples, finish: Bool) -> Double? {
            let cpu = samples.sceneMilliseconds
            let hud = samples.hudMilliseconds.isEmpty ? Array(repeating: 0, count: cpu.count) : samples.hudMilliseconds
            let total = cpu.indices.map { cpu[$0] + hud[$0] + (finish ? samples.finishMilliseconds[$0] : 0) }
            return BenchSummary(total)?.median
        }
        var out: [String: Double] = [:]
        for (key, finish) in [("cpu", false), ("cpu_and_finish", true)] {
            if let a = median(off, finish: finish), let b = median(on, finish: finish), a > 0 {
                out[key] = (b / a * 1e4).rounded() / 1e4
            }
        }
        return out
    }

    /// `{"size", "renderer", "frames", "hud_off": {key: summary}, "hud_on": {...}, "hud_on_over_off": {...}}`,
    /// keys sorted; unmeasured quantities are left out.
    static func jsonLine(
        size: String, renderer: String, passes: [FrameBenchSamples], ratios: [String: Double]
    ) throws -> String {
        struct Report: Encodable {
            var size: String
            var renderer: String
            var frames: Int
            var hudOff: [String: BenchSummary]
            var hudOn: [String: BenchSummary]
            var hudOnOverOff: [String: Double]
        }
        func summaries(_ samples: FrameBenchSamples) -> [String: BenchSummary] {
            Dictionary(
                uniqueKeysWithValues: samples.series.compactMap { s in BenchSummary(s.values).map { (s.key, $0) } })
        }
        let report = Report(
            size: size, renderer: renderer, frames: passes[0].inputMilliseconds.count, hudOff: summaries(passes[0]),
            hudOn: summaries(passes[1]), hudOnOverOff: ratios)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
