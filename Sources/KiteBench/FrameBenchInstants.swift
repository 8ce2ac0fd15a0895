import KiteApp
import KiteTiming

/// The instants (ns on the monotonic clock) and heap-allocation counts a `kite bench frame` frame is measured at,
/// each named after the phase it ends. Allocation counts are nil without the preloaded counter.
struct FrameBenchInstants {
    var start: UInt64 = 0
    var startAllocations: UInt64?
    var inputEnd: UInt64 = 0
    var animationEnd: UInt64 = 0
    var encodeEnd: UInt64 = 0
    var encodeEndAllocations: UInt64?
    var submitEnd: UInt64 = 0
    var submitEndAllocations: UInt64?
    /// After the HUD's layout, before its GL submit; nil when the HUD was not drawn.
    var hudBuildEndAllocations: UInt64?
    var hudEnd: UInt64 = 0
    var hudEndAllocations: UInt64?
    /// After the GPU timer query's end: the wait for the rasteriser starts here.
    var timerEnd: UInt64 = 0
    var finishEnd: UInt64 = 0
    var finishEndAllocations: UInt64?

    /// The frame as the HUD's statistics see it, presented on the vblank after its work, with the measured phases
    /// (the HUD's own cost counted in layout, the glFinish wait in submit, as in the headless runner).
    func record(frame i: Int) -> FrameRecord {
        let ms = { (from: UInt64, to: UInt64) in Double(to &- from) / 1e6 }
        let frame = UInt64(i)
        let refresh = HeadlessRunner.refreshNanoseconds
        return FrameRecord(
            frame: frame, commitNanoseconds: frame * refresh + (finishEnd &- start),
            presentNanoseconds: (frame + 1) * refresh, refreshNanoseconds: refresh, status: .presented,
            cpuMilliseconds: ms(start, finishEnd),
            phases: PhaseTimes(
                inputMilliseconds: ms(start, inputEnd), animationMilliseconds: ms(inputEnd, animationEnd),
                layoutMilliseconds: ms(animationEnd, encodeEnd) + ms(submitEnd, hudEnd),
                submitMilliseconds: ms(encodeEnd, submitEnd) + ms(hudEnd, finishEnd)))
    }
}
