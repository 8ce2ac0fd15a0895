/// Runs a frame step's warm-up (`FrameStep.startWarmUp`) in the idle time between frames: after a frame, steps
/// run one after another while the time left before the next frame is due is at least what the longest step of
/// the same kind (`WarmUpStep.kind`) took so far (three quarters of a refresh for a kind not seen yet, and never
/// more, so a slow kind still gets a frame's slack), so a frame that is wanted is not delayed by steps that fit
/// nowhere. Steps are small (a shader variant compiled, a draw, a glyph atlas), a few milliseconds each on
/// llvmpipe; the steps say which of them cost more ("draw with new inputs": llvmpipe compiles a triangle set-up
/// function, about 6 ms, where other draws take well under one), so a cheap kind's history does not let a costly
/// step start in a frame's last milliseconds.
struct WarmUpPacer {
    /// The longest step of each kind so far, nanoseconds.
    private var longest: [String: UInt64] = [:]

    /// Runs the steps that fit in `idleNanoseconds`, reading the time from `now` (nanoseconds); returns the
    /// nanoseconds spent, which can exceed `idleNanoseconds` when a step took longer than the longest before it.
    mutating func run(
        _ step: some WarmUpSource, idleNanoseconds: UInt64, refreshNanoseconds: UInt64, now: () -> UInt64
    ) throws -> UInt64 {
        var spent: UInt64 = 0
        while let kind = step.nextWarmUpStepKind {
            // A kind not seen yet could be the longest (the HUD's first step makes its programs and atlas): it
            // waits for the most idle time any step waits for.
            let allowance = min(longest[kind] ?? .max, refreshNanoseconds * 3 / 4)
            guard idleNanoseconds >= spent + allowance else { break }
            let start = now()
            try step.runWarmUpStep()
            let took = now() - start
            spent += took
            longest[kind] = max(longest[kind] ?? 0, took)
        }
        return spent
    }
}

/// What `WarmUpPacer` runs steps from: a `FrameStep`'s warm-up.
protocol WarmUpSource {
    /// What the next step costs like (`WarmUpStep.kind`), or nil when none remains.
    var nextWarmUpStepKind: String? { get }
    /// Runs the next step.
    func runWarmUpStep() throws
}

extension FrameStep: WarmUpSource {}
