import KiteAnimation
import KiteGeometry
import KiteScene

/// A reusable animated control hosted by the gallery (or any app): it owns a layer subtree, animates it through a
/// shared `Animator` (and its own dynamics, if any), and describes its interactions as `GestureBinding`s that the
/// host turns into real recognisers. Components never issue GL calls and never see Wayland.
///
/// Contract with the host:
/// - The host adds `layer` to its tree and sets its `bounds`/`position`; the component calls `layout()` from
///   then on whenever the host calls it (after every resize) and scales its content to the new bounds.
/// - Every frame the host advances the shared `Animator`, then calls `advance(to:)` with the same host time.
/// - `state` changes are reported through `stateDidChange` (the `--trace` "state" events).
public protocol Component: AnyObject {
    /// Name used in traces and layouts: `hamburger`, `pop-hamburger`, `press-button`, `guillotine`, `switch`, ...
    var name: String { get }
    /// Root of the component's layers. Its `bounds` are set by the host.
    var layer: Layer { get }
    /// The size the original draws the component at, in points; the host keeps this aspect ratio when scaling.
    var preferredSize: Size { get }
    /// Frame of the primary control (the whole button or switch; the Guillotine menu's menu button) in the
    /// coordinates of `layer`'s superlayer, for trace "layout" events and keyboard focus rings.
    var primaryControlFrame: Rect { get }
    /// The logical state as a short string (`open`/`closed`, `on`/`off`, `pressed`/`released`, ...).
    var state: String { get }
    /// Called after `state` changed, with the new value.
    var stateDidChange: ((String) -> Void)? { get set }
    /// Lays the content out in `layer.bounds`; called by the host after it changed them.
    func layout()
    /// Moves simulations that are not driven by the shared `Animator` (physics) to `hostTime` seconds. Default:
    /// nothing.
    func advance(to hostTime: Double)
    /// What its gestures are: the host creates a recogniser per binding.
    func gestureBindings() -> [GestureBinding]
    /// Keyboard activation (Space or Enter while focused): does what a tap on the primary control does.
    func activate()
    /// Escape: closes whatever the component has open; returns whether it did anything.
    func dismiss() -> Bool
    /// True while the component changes by itself outside the shared `Animator` (physics, a delayed start, a fade
    /// it times itself), so an on-demand frame clock keeps `advance(to:)` coming until it is false. Default false.
    var isAnimatingOnItsOwn: Bool { get }
}

extension Component {
    public func advance(to hostTime: Double) {}
    public func dismiss() -> Bool { false }
    public var isAnimatingOnItsOwn: Bool { false }
}
