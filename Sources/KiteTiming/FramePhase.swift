/// The parts of a frame's CPU work, in the order they run.
public enum FramePhase: Int, CaseIterable, Sendable {
    /// Draining and dispatching input events.
    case input
    /// Advancing animations and physics to the frame's target time.
    case animation
    /// Layout and encoding the draw commands.
    case layout
    /// Submitting to GL: the swap (or `glFinish` headless).
    case submit

    /// A short name for logs and the HUD.
    public var label: String {
        switch self {
        case .input: return "input"
        case .animation: return "animation"
        case .layout: return "layout"
        case .submit: return "submit"
        }
    }
}
