import ArgumentParser
import Foundation
import KiteApp
import KiteGL
import KiteRender
import KiteTiming

/// `kite bench damage`: what damage tracking saves when one small component animates. The gallery with only the
/// hamburger button's transition running, drawn with damage (scissored into a retained target) and with a full
/// redraw, the two passes' frames in turn so that load from other processes falls on both alike; each frame timed to
/// `glFinish`. Prints both medians and p95s and the ratio partial / full of the medians.
struct BenchDamageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "damage",
        abstract: "Frame cost with damage (partial redraw) against a full redraw while one button animates.")

    @Option(help: "Measured frames per pass (after 30 warm-up frames), 10...100000.")
    var frames: Int = 600

    /// Frames each pass draws before measuring: programs, atlases and buffers settle. 30.
    static let warmUpFrames = 30

    @Option(help: "Canvas size in logical pixels (scale 1), WIDTHxHEIGHT, each in 16...8192.")
    var size: String = "1280x800"

    @Flag(help: "End with one JSON line: full and partial median_ms and p95_ms, and the ratio.")
    var json = false

    // AppFailure rather than ValidationError: one line without the usage text, like every other bad input here.
    func validate() throws {
        guard (10...100_000).contains(frames) else { throw AppFailure("--frames must be in 10...100000") }
        _ = try canvasSize()
    }

    func canvasSize() throws -> (width: Int, height: Int) {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (16...8192).contains(parts[0]), (16...8192).contains(parts[1]) else {
            throw AppFailure("--size must be WIDTHxHEIGHT with each in 16...8192, e.g. 1280x800")
        }
        return (parts[0], parts[1])
    }

    func run() throws {
        let (width, height) = try canvasSize()
        do {
            let gl = try GLContext(platform: .surfaceless)
            defer { withExtendedLifetime(gl) {} }
            print("kite bench damage: \(frames) frames at \(size), renderer \(gl.rendererName)")
            let full = try DamageBenchPass(fullRedraw: true, logicalWidth: width, logicalHeight: height)
            let partial = try DamageBenchPass(fullRedraw: false, logicalWidth: width, logicalHeight: height)
            for i in 0..<(Self.warmUpFrames + frames) {
                for pass in [full, partial] {
                    try pass.drawFrame(i, measured: i >= Self.warmUpFrames, gl: gl)
                }
            }
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
        } catch let error as GLError {
            throw AppFailure(error.description)
        } catch let error as RenderError {
            throw AppFailure(error.description)
        }
    }

    static func stats(_ values: [Double]) -> (median: Double, p95: Double) {
        var sorted = values
        OrderStatistics.sortInPlace(&sorted)
        return (
            OrderStatistics.percentile(ofSorted: sorted, 50) ?? 0, OrderStatistics.percentile(ofSorted: sorted, 95) ?? 0
        )
    }
}
