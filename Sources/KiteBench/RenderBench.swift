import CGLES3
import Foundation
import KiteApp
import KiteCairo
import KiteGL
import KiteRender
import KiteSVG

/// Times Kite's scene renderer and cairo on the same draw list, frame after frame, in one process.
public struct RenderBench {
    /// Frames drawn before measuring (shader compilation, buffer growth, caches).
    public static let warmUpFrames = 3

    /// Measured frames per renderer and scene, after `warmUpFrames`.
    public let frames: Int
    private let gl: GLContext
    private let renderer: SceneRenderer

    /// Makes a surfaceless GL context and the scene renderer.
    /// - Throws: `AppFailure` when GL or the renderer is not available.
    public init(frames: Int) throws {
        self.frames = frames
        do {
            gl = try GLContext(platform: .surfaceless)
            renderer = try SceneRenderer()
        } catch let error as CustomStringConvertible & Error {
            throw AppFailure("GPU renderer: \(error.description)")
        }
    }

    /// Draws `scene` `frames` times with each renderer on the same draw list, alternating frame by frame so that
    /// load from other processes falls on both alike.
    /// - Parameters:
    ///   - name: the scene's name in the report.
    ///   - document: the scene.
    ///   - scale: device pixels per document pixel, greater than 0.
    public func measure(name: String, document: SVGDocument, scale: Double) throws -> RenderBenchResult {
        let placement = try SVGPlacement(document: document.root, size: document.size, scale: scale, outputSize: nil)
        let (w, h) = (placement.pixelWidth, placement.pixelHeight)
        let list = placement.root.drawList()
        let target = try OffscreenTarget(width: w, height: h, stencil: true)
        target.bind()
        let cairo = CairoPainter(width: w, height: h, scale: placement.scale)
        var (encodeMS, issueMS): ([Double], [Double]) = ([], [])
        let kiteFrame = { [renderer] () throws -> Void in
            let start = FrameClock.now()
            renderer.prepare(list, scale: placement.scale)
            let encoded = FrameClock.now()
            try renderer.submit(viewportWidth: w, viewportHeight: h, background: .clear)
            encodeMS.append(encoded.wallMS - start.wallMS)
            issueMS.append(FrameClock.now().wallMS - encoded.wallMS)
            glFinish()
        }
        var (kiteSamples, cairoSamples) = ([FrameClock.Sample](), [FrameClock.Sample]())
        for i in 0..<(Self.warmUpFrames + frames) {
            let kite = try FrameClock.measure(kiteFrame)
            let peer = FrameClock.measure { cairo.draw(list, background: .clear) }
            guard i >= Self.warmUpFrames else { continue }
            kiteSamples.append(kite)
            cairoSamples.append(peer)
        }
        return RenderBenchResult(
            scene: name, width: w, height: h, kite: FrameTimes(kiteSamples), cairo: FrameTimes(cairoSamples),
            kiteEncodeMedianMS: FrameTimes.median(Array(encodeMS.suffix(frames))),
            kiteIssueMedianMS: FrameTimes.median(Array(issueMS.suffix(frames))), drawCalls: renderer.drawCallCount)
    }
}
