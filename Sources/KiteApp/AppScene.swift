import KiteGeometry
import KiteGestures
import KitePlatform
import KiteScene

/// What the runtime drives: a layer tree that takes input, moves with time and follows the surface's size.
///
/// Each frame the runtime delivers the frame's input (`handle(_:)`, oldest first), then calls
/// `layout(width:height:scale:)` and `advance(to:)`, then draws `rootLayer` over `backgroundColor`. `LayerScene`
/// is a ready-made one; a scene of your own (the gallery is one) adopts this protocol.
public protocol AppScene: InputSink {
    /// The tree to draw; its origin is the surface's top-left corner, in logical pixels.
    var rootLayer: Layer { get }
    /// What the surface is cleared to before the tree is drawn.
    var backgroundColor: Color { get }
    /// Which frame-timing HUD is drawn this frame (when the run has one): off, compact or full. The scene cycles it
    /// on F1 (`HUDMode.next`); the runtime sets it when the HUD itself is tapped (`HUDMode.afterTap`), and such a
    /// tap never reaches the scene.
    var hudMode: HUDMode { get set }
    /// Where the frame-timing HUD is drawn this frame, surface points (origin top-left); nil while none is drawn.
    /// The runtime sets it after the frame's input and before `layout(width:height:scale:)`, so a scene can keep
    /// its titles and controls out from under the HUD (the gallery lays its cards around it). Ignored by default.
    var hudFrame: Rect? { get set }
    /// Whether the app asked to end the run; the loop stops before the next frame.
    var quitRequested: Bool { get }
    /// Whether something moves on its own (an animation, a simulation, a pending timer), so a later frame would
    /// look different without any input: the window keeps requesting frames while true. Changes made to the layer
    /// tree from code are noticed without it.
    var isAnimating: Bool { get }
    /// The pointer's shape after this frame's input (a window shows it; headless ignores it).
    var cursor: CursorShape { get }
    /// Lays the tree out for a `width` x `height` surface in logical pixels at `scale` device pixels per logical
    /// pixel. Called every frame: do nothing when neither changed.
    func layout(width: Int, height: Int, scale: Double)
    /// Moves animations and simulations to `timeSeconds`: the frame's presentation time on the scene clock
    /// (seconds since the run's first frame).
    func advance(to timeSeconds: Double)
    /// The scene time (seconds) of the earliest timeout that changes state with no further input: a long press
    /// beginning, a held tap failing (`GestureSystem.nextDeadline`). Nil when none is pending. A window that sleeps
    /// wakes for it, runs `runTimeouts(upTo:)` and draws a frame.
    var nextTimeoutSeconds: Double? { get }
    /// Runs the timeouts due by `timeSeconds` on the input clock (scene seconds, never ahead of now: the time of
    /// the frame's input, not its predicted presentation). The runtime calls it every frame after the input.
    func runTimeouts(upTo timeSeconds: Double)
}

extension AppScene {
    /// No HUD unless the scene keeps a mode of its own: setting it does nothing.
    public var hudMode: HUDMode {
        get { .off }
        set {}
    }
    /// The scene lays out as if there were no HUD: setting it does nothing.
    public var hudFrame: Rect? {
        get { nil }
        set {}
    }
    /// Nothing moves on its own.
    public var isAnimating: Bool { false }
    /// Never: the window's close button, Ctrl-C and SIGTERM still end the run.
    public var quitRequested: Bool { false }
    /// The arrow.
    public var cursor: CursorShape { .arrow }
    /// No timeouts.
    public var nextTimeoutSeconds: Double? { nil }
    /// No timeouts to run.
    public func runTimeouts(upTo timeSeconds: Double) {}
}
