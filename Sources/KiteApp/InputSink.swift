import KiteInput

/// Where the frame loop hands input. Events arrive once per frame, oldest first, with `time` on the scene's clock
/// (seconds since the run's first frame), live or replayed alike.
public protocol InputSink: AnyObject {
    /// Handles one event; its handlers run before this returns.
    func handle(_ event: InputEvent)
}
