import CGLES3
import Foundation
import KiteCairo
import KiteGL
import KiteGeometry
import KiteRender
import KiteScene

/// Times Kite's scene renderer and cairo on the same draw list, frame after frame, in one process.
struct RenderBench {
    /// Frames drawn before measuring (shader compilation, buffer growth, caches).
    static let warmUpFrames = 3

    let frames: Int
    private let gl: GLContext
    private let renderer: SceneRenderer

    init(frames: Int) throws {
        self.frames = frames
        do {
            gl = try GLContext(platform: .surfaceless)
            renderer = try SceneRenderer()
        } catch let error as CustomStringConvertible & Error {
            throw Failure("GPU renderer: \(error.description)")
        }
    }

    /// Medians and 95th percentiles of both renderers for one scene.
    struct Result {
        var scene: String
        var width: Int
        var height: Int
        var kite: FrameTimes
        /// Median CPU time of Kite's frame: building instances and issuing GL calls, before `glFinish`.
        var kiteCPUMedianMS: Double
        var cairo: FrameTimes
        var drawCalls: Int

        var ratio: Double { kite.medianMS / cairo.medianMS }

        var summary: String {
            let f = { (x: Double) in String(format: "%.3f", x) }
            return "\(scene) \(width)x\(height): kite median \(f(kite.medianMS)) ms, p95 \(f(kite.p95MS)) ms "
                + "(CPU \(f(kiteCPUMedianMS)) ms, \(drawCalls) draw calls); cairo median \(f(cairo.medianMS)) ms, p95 \(f(cairo.p95MS)) ms; "
                + "kite/cairo \(String(format: "%.3f", ratio))"
        }

        /// The issue's JSON shape, with the scene's name added.
        var jsonLine: String {
            let f = { (x: Double) in String(format: "%.4f", x) }
            return "{\"scene\": \"\(scene)\", \"kite\": {\"median_ms\": \(f(kite.medianMS)), \"p95_ms\": "
                + "\(f(kite.p95MS))}, \"cairo\": {\"median_ms\": \(f(cairo.medianMS)), \"p95_ms\": \(f(cairo.p95MS))}, "
                + "\"ratio\": \(String(format: "%.4f", ratio))}"
        }
    }

    /// Frame times in milliseconds, summarised.
    struct FrameTimes {
        var medianMS: Double
        var p95MS: Double

        init(_ samples: [Double]) {
            let sorted = samples.sorted()
            medianMS = sorted[sorted.count / 2]
            p95MS = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
        }
    }

    /// Draws `scene` `frames` times with each renderer on the same draw list, alternating frame by frame so that
    /// load from other processes falls on both alike.
    func measure(_ scene: SVGScene, scale: Double) throws -> Result {
        let placement = try RenderPlacement(
            document: scene.document.root, size: scene.document.size, scale: scale, outputSize: nil)
        let (w, h) = (placement.pixelWidth, placement.pixelHeight)
        let list = placement.root.drawList()
        let target = try OffscreenTarget(width: w, height: h, stencil: true)
        target.bind()
        let canvas = CairoCanvas(width: w, height: h, scale: placement.scale)
        var kiteCPU: [Double] = []
        let clock = ContinuousClock()
        let gpuFrame = { [renderer] () throws -> Void in
            let submitted = try clock.measure {
                try renderer.draw(
                    list, viewportWidth: w, viewportHeight: h, scale: placement.scale, background: .clear)
            }
            kiteCPU.append(Self.milliseconds(submitted))
            glFinish()
        }
        let (kite, cairo) = try time(gpuFrame, { canvas.draw(list, background: .clear) })
        return Result(
            scene: scene.name, width: w, height: h, kite: kite,
            kiteCPUMedianMS: FrameTimes(Array(kiteCPU.suffix(frames))).medianMS, cairo: cairo,
            drawCalls: renderer.drawCallCount)
    }

    /// Runs both frames alternately, after the warm-up, `frames` times each, timing each with the monotonic clock.
    private func time(_ first: () throws -> Void, _ second: () throws -> Void) throws -> (FrameTimes, FrameTimes) {
        for _ in 0..<Self.warmUpFrames {
            try first()
            try second()
        }
        var samples: ([Double], [Double]) = ([], [])
        let clock = ContinuousClock()
        for _ in 0..<frames {
            samples.0.append(Self.milliseconds(try clock.measure(first)))
            samples.1.append(Self.milliseconds(try clock.measure(second)))
        }
        return (FrameTimes(samples.0), FrameTimes(samples.1))
    }

    private static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    }
}
