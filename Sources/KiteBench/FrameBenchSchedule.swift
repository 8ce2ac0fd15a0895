/// When `kite bench frame` activates each component: every component once per `periodFrames`, the components'
/// turns spread evenly over the period, so a toggle, press or replay starts every few frames and every measured
/// frame has animations in flight. Fixed by frame number (the scene clock), so both passes and every run do the
/// same work.
struct FrameBenchSchedule {
    /// Frames between two activations of one component: 24 (0.4 s at 60 Hz), shorter than the components'
    /// animations, so each is retargeted mid-flight rather than left to settle.
    static let periodFrames = 24
    let componentCount: Int

    /// The indices of the components to activate before drawing frame `frame` (0-based), in index order.
    func due(atFrame frame: Int) -> [Int] {
        guard componentCount > 0 else { return [] }
        return (0..<componentCount).filter { k in
            frame % Self.periodFrames == k * Self.periodFrames / componentCount
        }
    }
}
