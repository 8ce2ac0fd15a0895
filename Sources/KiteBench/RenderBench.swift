import CGLES3
import KiteApp
import KiteCairo
import KiteGL
import KiteGeometry
import KiteRender
import KiteSVG
import KiteScene

#if canImport(Glibc)
    import Glibc
#endif

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
    /// load from other processes falls on both alike. The flat-fill floor is drawn through the same renderer
    /// between Kite's frames, so every Kite frame encodes its paths from scratch (`submit_ms`); after each, the
    /// same list is encoded twice more without drawing and the second of those, where every path is reused, is
    /// timed as the steady encode (`steady_submit_ms`).
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
        // The same list again right after a Kite frame: the second time it is stored (`RetainedTable` keeps a path
        // missed twice in a row), the third time every path is reused. Only that third, steady encode is timed.
        // It starts after a short sleep, as the timed full encode starts after the floor frame's `glFinish`: on a
        // loaded machine a thread that has just woken runs a few milliseconds before the scheduler preempts it,
        // while one that has run for milliseconds (the second encode) is preempted about then, so without the
        // sleep the steady encode's median measured that preemption (7 ms against 3 ms for twice the work).
        var steadyMS: [Double] = []
        let steadyEncode = { [renderer] in
            renderer.prepare(list, scale: placement.scale)
            usleep(Self.steadyPauseMicroseconds)
            let start = FrameClock.now()
            renderer.prepare(list, scale: placement.scale)
            steadyMS.append(FrameClock.now().wallMS - start.wallMS)
        }
        let floorList = Self.floorList(width: w, height: h, scale: placement.scale)
        let floorFrame = { [renderer] () throws -> Void in
            try renderer.draw(
                floorList, viewportWidth: w, viewportHeight: h, scale: placement.scale, background: .clear)
            glFinish()
        }
        var (kiteSamples, cairoSamples, floorSamples) = (
            [FrameClock.Sample](), [FrameClock.Sample](), [FrameClock.Sample]()
        )
        var drawCalls = 0
        for i in 0..<(Self.warmUpFrames + frames) {
            let kite = try FrameClock.measure(kiteFrame)
            drawCalls = renderer.drawCallCount
            steadyEncode()
            let peer = FrameClock.measure { cairo.draw(list, background: .clear) }
            let floor = try FrameClock.measure(floorFrame)
            guard i >= Self.warmUpFrames else { continue }
            kiteSamples.append(kite)
            cairoSamples.append(peer)
            floorSamples.append(floor)
        }
        return RenderBenchResult(
            scene: name, width: w, height: h, kite: FrameTimes(kiteSamples), cairo: FrameTimes(cairoSamples),
            floor: FrameTimes(floorSamples), kiteEncodeMedianMS: FrameTimes.median(Array(encodeMS.suffix(frames))),
            kiteSteadyEncodeMedianMS: FrameTimes.median(Array(steadyMS.suffix(frames))),
            kiteIssueMedianMS: FrameTimes.median(Array(issueMS.suffix(frames))), drawCalls: drawCalls)
    }

    /// The sleep before the timed steady encode (microseconds): long enough to give up the processor.
    static let steadyPauseMicroseconds: UInt32 = 1000

    /// llvmpipe's flat-fill floor for a `width` x `height` frame: one translucent rectangle reaching past every
    /// side of the viewport (its anti-aliased edges fall outside), so every pixel is shaded once by the flat
    /// program with blending on, after the clear. Any scene covers at least these pixels once.
    static func floorList(width: Int, height: Int, scale: Double) -> DrawList {
        let root = Layer()
        root.anchorPoint = .zero
        root.frame = Rect(x: -8, y: -8, width: Double(width) / scale + 16, height: Double(height) / scale + 16)
        root.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        return root.drawList()
    }
}
