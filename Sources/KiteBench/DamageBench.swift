import Foundation
import KiteApp
import KiteGL
import KiteTiming

/// `kite bench damage`: what damage tracking saves when one small control animates. A scene with only that
/// control's transition running, drawn with damage (scissored into a retained target) and with a full redraw, the
/// two passes' frames in turn so that load from other processes falls on both alike; each frame timed to
/// `glFinish`. Prints both medians and p95s and the ratio partial / full of the medians.
public struct DamageBench {
    /// Frames each pass draws before measuring: programs, atlases and buffers settle. 30.
    public static let warmUpFrames = 30

    /// Measured frames per pass, at least 1.
    public var frames: Int
    /// The canvas in logical pixels, drawn at scale 1.
    public var width: Int
    /// The canvas in logical pixels, drawn at scale 1.
    public var height: Int

    /// - Parameters:
    ///   - frames: measured frames per pass, after `warmUpFrames`.
    ///   - width: canvas width in logical pixels.
    ///   - height: canvas height in logical pixels.
    public init(frames: Int, width: Int, height: Int) {
        self.frames = frames
        self.width = width
        self.height = height
    }

    /// Runs both passes and prints the report (and, with `json`, one JSON line) to standard output.
    /// - Parameter makeScene: builds each pass's scene and what toggles its animating control; called twice.
    /// - Throws: `AppFailure` when GL or the renderer is not available.
    public func run(json: Bool, makeScene: () throws -> (scene: any AppScene, toggle: () -> Void)) throws {
        try AppRuntime.reportingFailures {
            let gl = try GLContext(platform: .surfaceless)
            defer { withExtendedLifetime(gl) {} }
            print("kite bench damage: \(frames) frames at \(width)x\(height), renderer \(gl.rendererName)")
            let passes = try [true, false].map { fullRedraw in
                let (scene, toggle) = try makeScene()
                return try DamageBenchPass(
                    scene: scene, toggle: toggle, fullRedraw: fullRedraw, logicalWidth: width, logicalHeight: height)
            }
            for i in 0..<(Self.warmUpFrames + frames) {
                for pass in passes { try pass.drawFrame(i, measured: i >= Self.warmUpFrames, gl: gl) }
            }
            let (full, partial) = (passes[0], passes[1])
            let (f, p) = (Self.stats(full.milliseconds), Self.stats(partial.milliseconds))
            let ratio = p.median / f.median
            let damaged = Self.stats(partial.damagedFractions).median
            print(String(format: "full redraw:    median %.3f ms  p95 %.3f ms", f.median, f.p95))
            print(
                String(
                    format: "partial redraw: median %.3f ms  p95 %.3f ms  (median damage %.1f%% of the surface)",
                    p.median, p.p95, damaged * 100))
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

    /// Median and 95th percentile of `values` (0 for an empty series).
    static func stats(_ values: [Double]) -> (median: Double, p95: Double) {
        var sorted = values
        OrderStatistics.sortInPlace(&sorted)
        return (
            OrderStatistics.percentile(ofSorted: sorted, 50) ?? 0, OrderStatistics.percentile(ofSorted: sorted, 95) ?? 0
        )
    }
}
