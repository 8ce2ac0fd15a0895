import KiteGL
import KiteHUD
import KitePlatform
import KiteRender
import KiteTiming

/// One pass of `kite bench frame`: a fresh gallery driven by `FrameBenchSchedule` for `warmUpFrames` + `frames`
/// frames on a virtual 60 Hz clock (frame `i` at `i / 60` s), drawn into an offscreen target, each phase timed on
/// the monotonic clock. The HUD is drawn when the gallery's `isHUDVisible` says so, as in the frame loops.
struct FrameBenchPass {
    let gl: GLContext
    let frames: Int
    let logicalWidth: Int
    let logicalHeight: Int
    let renderer: SceneRenderer
    let hud: FrameHUD
    /// Frames drawn before measuring: atlases, buffers and caches settle. 30.
    static let warmUpFrames = 30
    static let refreshNanoseconds: UInt64 = 16_666_667

    func run(hudVisible: Bool) throws -> FrameBenchSamples {
        let scene = try GalleryScene(trace: nil, hudVisible: hudVisible)
        let schedule = FrameBenchSchedule(componentCount: scene.host.components.count)
        let target = try OffscreenTarget(width: logicalWidth, height: logicalHeight, stencil: true)
        let clock = PresentationClock()
        let timer = GPUTimer()
        var statistics = FrameStatistics()
        var samples = FrameBenchSamples()
        var gpu: [UInt64: Double] = [:]
        for i in 0..<(Self.warmUpFrames + frames) {
            let measured = i >= Self.warmUpFrames
            target.bind()
            let a0 = AllocationCounter.count()
            let t0 = clock.nowNanoseconds()
            timer?.begin(frame: UInt64(i))
            // What a tap's handler would do, at the frame whose scene time reached the tap.
            for k in schedule.due(atFrame: i) { scene.host.components[k].activate() }
            let t1 = clock.nowNanoseconds()
            scene.advance(
                to: Double(i) / 60, logicalWidth: logicalWidth, logicalHeight: logicalHeight, scale: 1)
            let t2 = clock.nowNanoseconds()
            scene.encode(into: renderer)
            let t3 = clock.nowNanoseconds()
            let a3 = AllocationCounter.count()
            try scene.submit(renderer: renderer)
            let t4 = clock.nowNanoseconds()
            let a4 = AllocationCounter.count()
            var hudBuildAllocations: UInt64?
            if scene.host.isHUDVisible {
                try hud.build(statistics: &statistics, scale: 1, gpuAvailable: timer != nil)
                hudBuildAllocations = AllocationCounter.count().flatMap { end in a4.map { end - $0 } }
                hud.submit(viewportWidth: logicalWidth, viewportHeight: logicalHeight)
            }
            timer?.end()
            let t5 = clock.nowNanoseconds()
            let a5 = AllocationCounter.count()
            gl.finish()
            let t6 = clock.nowNanoseconds()
            let a6 = AllocationCounter.count()
            statistics.add(Self.record(frame: i, times: [t0, t1, t2, t3, t4, t5, t6]))
            timer?.collect { frame, milliseconds in gpu[frame] = milliseconds }
            guard measured else { continue }
            let ms = { (from: UInt64, to: UInt64) in Double(to &- from) / 1e6 }
            samples.inputMilliseconds.append(ms(t0, t1))
            samples.animationMilliseconds.append(ms(t1, t2))
            samples.encodeMilliseconds.append(ms(t2, t3))
            samples.submitMilliseconds.append(ms(t3, t4))
            if scene.host.isHUDVisible { samples.hudMilliseconds.append(ms(t4, t5)) }
            samples.finishMilliseconds.append(ms(t5, t6))
            let hudCalls = scene.host.isHUDVisible ? hud.drawCalls : 0
            samples.drawCalls.append(Double(renderer.drawCallCount + scene.labelDrawCalls + hudCalls))
            samples.animationsInFlight.append(Double(scene.host.animator.animationCount))
            if let a0, let a3, let a4, let a5, let a6 {
                samples.allocations.append(Double(a6 - a0))
                samples.sceneCPUAllocations.append(Double(a3 - a0))
                if let hudBuildAllocations {
                    samples.hudAllocations.append(Double(a5 - a4))
                    samples.hudBuildAllocations.append(Double(hudBuildAllocations))
                }
            }
        }
        // Timer queries resolve a few frames late; the last ones may still be pending and are left out.
        samples.gpuMilliseconds = (Self.warmUpFrames..<(Self.warmUpFrames + frames)).compactMap { gpu[UInt64($0)] }
        return samples
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
