import KiteGL
import KiteHUD
import KitePlatform
import KiteRender
import KiteTiming

/// One pass of `kite bench frame`: its own gallery, driven by `FrameBenchSchedule` on a virtual 60 Hz clock
/// (frame `i` at `i / 60` s) and drawn into its own offscreen target, each phase timed on the monotonic clock. The
/// HUD is drawn when the gallery's `isHUDVisible` says so, as in the frame loops. The bench draws the passes' frames
/// in turn, so load from other processes falls on both alike and their ratio stays meaningful.
final class FrameBenchPass {
    let scene: GalleryScene
    private var samples = FrameBenchSamples()
    private let schedule: FrameBenchSchedule
    private let target: OffscreenTarget
    private let timer = GPUTimer()
    private let clock = PresentationClock()
    private var statistics = FrameStatistics()
    /// Timer-query results by frame; they resolve a few frames late.
    private var gpu: [UInt64: Double] = [:]
    private var measuredFrames: [UInt64] = []
    static let refreshNanoseconds: UInt64 = 16_666_667

    /// Needs a current GL context. `logicalWidth` x `logicalHeight` at scale 1.
    init(hudVisible: Bool, logicalWidth: Int, logicalHeight: Int) throws {
        scene = try GalleryScene(trace: nil, hudVisible: hudVisible)
        schedule = FrameBenchSchedule(componentCount: scene.host.components.count)
        target = try OffscreenTarget(width: logicalWidth, height: logicalHeight, stencil: true)
    }

    /// Draws frame `i` with `renderer` (and `hud` when shown), waits for it with `gl.finish()`, and keeps its
    /// numbers when `measured`.
    func drawFrame(_ i: Int, measured: Bool, gl: GLContext, renderer: SceneRenderer, hud: FrameHUD) throws {
        let hudVisible = scene.host.isHUDVisible
        target.bind()
        // The timer query brackets the frame's GL work; its own calls are the bench's, not the frame's, cost.
        timer?.begin(frame: UInt64(i))
        let a0 = AllocationCounter.count()
        let t0 = clock.nowNanoseconds()
        // What a tap's handler would do, at the frame whose scene time reached the tap.
        for k in schedule.due(atFrame: i) { scene.host.components[k].activate() }
        let t1 = clock.nowNanoseconds()
        scene.advance(to: Double(i) / 60, logicalWidth: target.width, logicalHeight: target.height, scale: 1)
        let t2 = clock.nowNanoseconds()
        scene.encode(into: renderer)
        let t3 = clock.nowNanoseconds()
        let a3 = AllocationCounter.count()
        try scene.submit(renderer: renderer)
        let t4 = clock.nowNanoseconds()
        let a4 = AllocationCounter.count()
        var hudBuildAllocations: UInt64?
        if hudVisible {
            try hud.build(statistics: &statistics, scale: 1, gpuAvailable: timer != nil)
            hudBuildAllocations = AllocationCounter.count().flatMap { end in a4.map { end - $0 } }
            hud.submit(viewportWidth: target.width, viewportHeight: target.height)
        }
        let t5 = clock.nowNanoseconds()
        let a5 = AllocationCounter.count()
        timer?.end()
        let t6 = clock.nowNanoseconds()
        gl.finish()
        let t7 = clock.nowNanoseconds()
        let a7 = AllocationCounter.count()
        statistics.add(Self.record(frame: i, times: [t0, t1, t2, t3, t4, t5, t7]))
        timer?.collect { frame, milliseconds in gpu[frame] = milliseconds }
        guard measured else { return }
        measuredFrames.append(UInt64(i))
        let ms = { (from: UInt64, to: UInt64) in Double(to &- from) / 1e6 }
        samples.inputMilliseconds.append(ms(t0, t1))
        samples.animationMilliseconds.append(ms(t1, t2))
        samples.encodeMilliseconds.append(ms(t2, t3))
        samples.submitMilliseconds.append(ms(t3, t4))
        if hudVisible { samples.hudMilliseconds.append(ms(t4, t5)) }
        samples.finishMilliseconds.append(ms(t6, t7))
        let hudCalls = hudVisible ? hud.drawCalls : 0
        samples.drawCalls.append(Double(renderer.drawCallCount + hudCalls))
        samples.animationsInFlight.append(Double(scene.host.animator.animationCount))
        // The timer query's end (t5...t6) is left out of every count, as its begin is.
        if let a0, let a3, let a4, let a5, let a7 {
            samples.allocations.append(Double(a7 - a0))
            samples.sceneCPUAllocations.append(Double(a3 - a0))
            if let hudBuildAllocations {
                samples.hudAllocations.append(Double(a5 - a4))
                samples.hudBuildAllocations.append(Double(hudBuildAllocations))
            }
        }
    }

    /// The samples with the GPU times of the measured frames whose queries have resolved (the last few may not).
    func finish() -> FrameBenchSamples {
        var out = samples
        out.gpuMilliseconds = measuredFrames.compactMap { gpu[$0] }
        return out
    }

    /// The frame as the HUD's statistics see it, presented on the vblank after its work, with the measured phases
    /// (the HUD's own cost counted in layout, the glFinish wait in submit, as in the headless runner).
    private static func record(frame i: Int, times t: [UInt64]) -> FrameRecord {
        let ms = { (from: Int, to: Int) in Double(t[to] &- t[from]) / 1e6 }
        let frame = UInt64(i)
        return FrameRecord(
            frame: frame, commitNanoseconds: frame * refreshNanoseconds + (t[6] &- t[0]),
            presentNanoseconds: (frame + 1) * refreshNanoseconds, refreshNanoseconds: refreshNanoseconds,
            status: .presented, cpuMilliseconds: ms(0, 6),
            phases: PhaseTimes(
                inputMilliseconds: ms(0, 1), animationMilliseconds: ms(1, 2), layoutMilliseconds: ms(2, 3) + ms(4, 5),
                submitMilliseconds: ms(3, 4) + ms(5, 6)))
    }
}
