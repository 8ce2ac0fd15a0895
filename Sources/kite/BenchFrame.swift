import ArgumentParser
import Foundation
import KiteGL
import KiteHUD
import KitePlatform
import KiteText
import KiteTiming

/// `kite bench frame`: the gallery scene headless for N frames, with the HUD off and then on: CPU milliseconds per
/// frame for the scene and for the HUD alone, the wait for the rasteriser (glFinish), and GPU time where a timer
/// query exists. Heap allocations per frame are counted when scripts/malloc-counter.c is preloaded.
struct BenchFrame: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame", abstract: "Frame cost of the gallery scene, with the HUD's own cost.")

    @Option(help: "Frames per pass (after 30 warm-up frames).")
    var frames: Int = 600

    @Option(help: "Canvas size in logical pixels, WIDTHxHEIGHT.")
    var size: String = "1280x800"

    func validate() throws {
        if frames < 10 { throw ValidationError("--frames must be at least 10") }
    }

    func run() throws {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (16...8192).contains(parts[0]), (16...8192).contains(parts[1]) else {
            throw ValidationError("--size must be WIDTHxHEIGHT, e.g. 1280x800")
        }
        let gl = try GLContext(platform: .surfaceless)
        defer { withExtendedLifetime(gl) {} }
        print("kite bench frame: \(frames) frames at \(size), renderer \(gl.rendererName)")
        let hud = try FrameHUD(
            configuration: HUDConfiguration(),
            fontPath: FontLocator.path(family: RunOptions.hudFontFamily),
            clock: { PresentationClock().nowNanoseconds() })
        for withHUD in [false, true] {
            let pass = try measure(width: parts[0], height: parts[1], hud: withHUD ? hud : nil)
            // The placeholder scene is a clear and two rounded rectangles.
            let calls = withHUD ? "2 scene + \(hud.drawCalls) HUD" : "2 scene"
            print(withHUD ? "HUD on (draw calls per frame: \(calls)):" : "HUD off (draw calls per frame: \(calls)):")
            for (label, values) in pass { print("  \(label): \(Self.describe(values))") }
        }
    }

    /// Milliseconds per frame of each measured part.
    private func measure(width: Int, height: Int, hud: FrameHUD?) throws -> [(String, [Double])] {
        let painter = try RoundedRectPainter()
        let target = try OffscreenTarget(width: width, height: height)
        let clock = PresentationClock()
        let timer = GPUTimer()
        var stats = FrameStatistics()
        var scene: [Double] = []
        var hudCost: [Double] = []
        var finish: [Double] = []
        var gpu: [Double] = []
        var frameAllocations: [Double] = []
        var hudAllocations: [Double] = []
        var buildAllocations: [Double] = []
        for i in 0..<(frames + 30) {
            target.bind()
            let a0 = AllocationCounter.count()
            let t0 = clock.nowNanoseconds()
            timer?.begin(frame: UInt64(i))
            PlaceholderScene().draw(
                painter: painter, timeSeconds: Double(i) / 60, logicalWidth: width, logicalHeight: height, scale: 1)
            let t1 = clock.nowNanoseconds()
            let a1 = AllocationCounter.count()
            try hud?.build(statistics: &stats, scale: 1, gpuAvailable: timer != nil)
            let a1b = AllocationCounter.count()
            hud?.submit(viewportWidth: width, viewportHeight: height)
            timer?.end()
            let t2 = clock.nowNanoseconds()
            let a2 = AllocationCounter.count()
            painter.finish()
            let t3 = clock.nowNanoseconds()
            let a3 = AllocationCounter.count()
            let refresh: UInt64 = 16_666_667
            stats.add(
                FrameRecord(
                    frame: UInt64(i), commitNanoseconds: UInt64(i) * refresh + (t3 - t0),
                    presentNanoseconds: UInt64(i + 1) * refresh, refreshNanoseconds: refresh, status: .presented,
                    cpuMilliseconds: Double(t3 - t0) / 1e6,
                    phases: PhaseTimes(
                        animationMilliseconds: 0, layoutMilliseconds: Double(t2 - t0) / 1e6,
                        submitMilliseconds: Double(t3 - t2) / 1e6)))
            timer?.collect { _, ms in if i >= 30 { gpu.append(ms) } }
            guard i >= 30 else { continue }
            scene.append(Double(t1 - t0) / 1e6)
            hudCost.append(Double(t2 - t1) / 1e6)
            finish.append(Double(t3 - t2) / 1e6)
            if let a0, let a1, let a1b, let a2, let a3 {
                frameAllocations.append(Double(a3 - a0))
                hudAllocations.append(Double(a2 - a1))
                buildAllocations.append(Double(a1b - a1))
            }
        }
        var out = [("scene CPU ms", scene), ("glFinish wait ms", finish)]
        if hud != nil { out.insert(("HUD CPU ms", hudCost), at: 1) }
        out.append(("GPU timer-query ms", gpu))
        // Counted on this thread only, GL driver calls included; unavailable without the preloaded counter.
        out.append(("allocations per frame", frameAllocations))
        if hud != nil {
            out.append(("HUD allocations per frame", hudAllocations))
            out.append(("HUD build (Kite's own code) allocations per frame", buildAllocations))
        }
        return out
    }

    static func describe(_ values: [Double]) -> String {
        guard !values.isEmpty else { return "unavailable" }
        let s = values.sorted()
        func f(_ v: Double) -> String { String(format: "%.3f", v) }
        let p95 = s[Int((0.95 * Double(s.count)).rounded(.up)) - 1]
        return "median \(f(s[s.count / 2]))  p95 \(f(p95))  mean \(f(s.reduce(0, +) / Double(s.count)))"
    }
}
