import KiteApp

/// A scene `kite bench frame` can drive: an `AppScene` whose controls the bench activates on a fixed schedule, as a
/// tap's handler would, so every measured frame has animations in flight.
public protocol FrameBenchScene: AppScene {
    /// How many controls `activate(_:)` takes, numbered from 0.
    var activatableCount: Int { get }
    /// Does what a tap on control `index` (0..<activatableCount) would do.
    func activate(_ index: Int)
    /// Animations running or held in the scene's animator: a count the bench reports per frame.
    var animationsInFlight: Int { get }
}
