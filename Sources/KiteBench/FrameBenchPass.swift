import KiteApp
import KiteGL
import KiteHUD
import KitePlatform
import KiteRender
import KiteTiming

/// One pass of `kite bench frame`: its own scene, driven by `FrameBenchSchedule` on a virtual 60 Hz clock
/// (frame `i` at `i / 60` s) and drawn into its own offscreen target, each phase timed on the monotonic clock. The
/// HUD is drawn when the scene's `hudMode` says so, as in the frame loops. The bench draws the passes' frames
/// in turn, so load from other processes falls on both alike and their ratio stays meaningful.
final class FrameBenchPass {
    let scene: any FrameBenchScene
    private var samples = FrameBenchSamples()
    private let schedule: FrameBenchSchedule
    private let target: OffscreenTarget
    private let step: FrameStep
    private let timer = GPUTimer()
    private let clock = PresentationClock()
    private var statistics: FrameStatistics? = FrameStatistics()
    /// Timer-query results by frame; they resolve a few frames late.
    private var gpu: [UInt64: Double] = [:]
    private var measuredFrames: [UInt64] = []

    /// Needs a current GL context. `logicalWidth` x `logicalHeight` at scale 1; `renderer` and `hud` are shared
    /// by the passes.
    init(
        scene: any FrameBenchScene, logicalWidth: Int, logicalHeight: Int, renderer: SceneRenderer, hud: FrameHUD
    ) throws {
        self.scene = scene
        schedule = FrameBenchSchedule(componentCount: scene.activatableCount)
        target = try OffscreenTarget(width: logicalWidth, height: logicalHeight, stencil: true)
        step = FrameStep(scene: scene, renderer: renderer, hud: hud)
        // The HUD's layout is measured apart from its GL submit.
        step.drawsHUDInParts = true
    }

    /// Draws frame `i` with the shared frame step, waits for it with `gl.finish()`, and keeps its numbers when
    /// `measured`.
    func drawFrame(_ i: Int, measured: Bool, gl: GLContext) throws {
        target.bind()
        // The timer query brackets the frame's GL work; its own calls are the bench's, not the frame's, cost.
        timer?.begin(frame: UInt64(i))
        var at = FrameBenchInstants()
        at.startAllocations = MallocCounter.count()
        at.start = clock.nowNanoseconds()
        try step.run(
            timeSeconds: Double(i) / 60, surface: SurfaceSize(logicalWidth: target.width, logicalHeight: target.height),
            statistics: &statistics, gpuAvailable: timer != nil,
            // What a tap's handler would do, at the frame whose scene time reached the tap.
            input: { for k in schedule.due(atFrame: i) { scene.activate(k) } },
            mark: { boundary in
                switch boundary {
                case .inputDelivered: at.inputEnd = clock.nowNanoseconds()
                case .advanced: at.animationEnd = clock.nowNanoseconds()
                case .encoded:
                    at.encodeEnd = clock.nowNanoseconds()
                    at.encodeEndAllocations = MallocCounter.count()
                case .submitted:
                    at.submitEnd = clock.nowNanoseconds()
                    at.submitEndAllocations = MallocCounter.count()
                case .hudBuilt: at.hudBuildEndAllocations = MallocCounter.count()
                case .hudDrawn:
                    at.hudEnd = clock.nowNanoseconds()
                    at.hudEndAllocations = MallocCounter.count()
                    timer?.end()
                    at.timerEnd = clock.nowNanoseconds()
                }
            })
        gl.finish()
        at.finishEnd = clock.nowNanoseconds()
        at.finishEndAllocations = MallocCounter.count()
        statistics?.add(at.record(frame: i))
        timer?.collect { frame, milliseconds in gpu[frame] = milliseconds }
        guard measured else { return }
        record(at, frame: i, hudVisible: scene.hudMode != .off, hudDrawCalls: step.hud?.drawCalls ?? 0)
    }

    /// Keeps a measured frame's phase times, draw calls and allocation counts.
    private func record(_ at: FrameBenchInstants, frame: Int, hudVisible: Bool, hudDrawCalls: Int) {
        measuredFrames.append(UInt64(frame))
        let ms = { (from: UInt64, to: UInt64) in Double(to &- from) / 1e6 }
        samples.inputMilliseconds.append(ms(at.start, at.inputEnd))
        samples.animationMilliseconds.append(ms(at.inputEnd, at.animationEnd))
        samples.encodeMilliseconds.append(ms(at.animationEnd, at.encodeEnd))
        samples.submitMilliseconds.append(ms(at.encodeEnd, at.submitEnd))
        if hudVisible { samples.hudMilliseconds.append(ms(at.submitEnd, at.hudEnd)) }
        samples.finishMilliseconds.append(ms(at.timerEnd, at.finishEnd))
        samples.drawCalls.append(Double(step.renderer.drawCallCount + (hudVisible ? hudDrawCalls : 0)))
        samples.animationsInFlight.append(Double(scene.animationsInFlight))
        // The timer query's end (hudEnd...timerEnd) is left out of every count, as its begin is.
        if let a0 = at.startAllocations, let encoded = at.encodeEndAllocations, let submitted = at.submitEndAllocations,
            let hudEnd = at.hudEndAllocations, let finished = at.finishEndAllocations
        {
            samples.allocations.append(Double(finished - a0))
            samples.sceneCPUAllocations.append(Double(encoded - a0))
            if hudVisible, let built = at.hudBuildEndAllocations {
                samples.hudAllocations.append(Double(hudEnd - submitted))
                samples.hudBuildAllocations.append(Double(built - submitted))
            }
        }
    }

    /// The samples with the GPU times of the measured frames whose queries have resolved (the last few may not).
    func finish() -> FrameBenchSamples {
        var out = samples
        out.gpuMilliseconds = measuredFrames.compactMap { gpu[$0] }
        return out
    }
}
