import KiteAnimation
import KiteGeometry
import KiteScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tubik's SqueezeOut switch: two neutral halves with a transparent gap between them, a circle that carries the
/// state (green with a check mark when on, on the left; red with a cross when off, on the right) and a gum-like
/// "baffler" in the state's colour that stretches out of the middle after the circle.
///
/// A tap moves the circle in 0.3 s (UIKit's ease-in-out) to just past the middle, where the baffler covers it; there
/// the state and the circle's image change and a spring (damping ratio 0.2, settling in 1.0 s) takes it to the far
/// side while the baffler pulses with the distance left. A drag moves the circle from its rest up to the baffler's
/// largest stretch; released before the middle it springs back, past the middle it switches and pulses.
///
/// Differences from the original, on purpose: a release hands the pan's velocity to the spring (the original
/// starts it at rest), and a tap while the circle moves turns it round from where it is at the speed it has.
///
/// The circle's x is animated on the shared `Animator`; `advance(to:)` (after the animator, every frame) rebuilds
/// the baffler from where the circle is on screen.
public final class SqueezeOutSwitch: Component {
    /// The size the component is designed at, in points (2 : 1).
    public static let designSize = Size(200, 100)
    /// The tap's way to the middle: 0.3 s.
    public static let approachSeconds = 0.3
    /// The spring that carries the circle to its rest after the state changed: damping ratio 0.2, its envelope
    /// down to 0.1 % of the travel after 1.0 s (the original's 1.0 s spring animation with damping 0.2).
    public static let settleSpring = makeSettleSpring(dampingRatio: 0.2, settlingSeconds: 1.0)
    /// Animation key of the circle's x.
    static let motionKey = "squeeze.position.x"

    public let name = "switch"
    public let layer = Layer()
    public var preferredSize: Size { Self.designSize }
    public var state: String { isOn ? "on" : "off" }
    public var stateDidChange: ((String) -> Void)?
    /// The animator the circle's motion runs on (the host's shared one).
    public let animator: Animator

    /// Whether the switch is on (circle on the left). Changes when a tap's circle reaches `switchX` or a drag
    /// ends past the middle, not at the tap.
    public internal(set) var isOn: Bool {
        didSet {
            guard isOn != oldValue else { return }
            applyColors()
            stateDidChange?(state)
        }
    }

    /// The halves' colour: #D1E2F0.
    public var neutralColor = Color(hex: 0xD1E2F0) { didSet { applyColors() } }
    /// The circle's and the baffler's colour when on: #26C282.
    public var onColor = Color(hex: 0x26C282) { didSet { applyColors() } }
    /// The circle's and the baffler's colour when off: #E34540.
    public var offColor = Color(hex: 0xE34540) { didSet { applyColors() } }
    /// The check mark's and the cross's colour: white.
    public var iconColor = Color.white { didSet { applyColors() } }

    /// The left and right halves: each clips what is drawn in it to the half's rounded shape, so the gap between
    /// them stays transparent. Their bounds are in the switch's own coordinates.
    public let leftHalfLayer = Layer()
    public let rightHalfLayer = Layer()
    /// The circle (in the left half; the animator moves it) and its copy in the right half.
    public let knobLayer = ShapeLayer()
    let knobMirrorLayer = ShapeLayer()
    /// The check mark or cross on each copy of the circle.
    let iconLayers = [ShapeLayer(), ShapeLayer()]
    /// The baffler, drawn above the circle in each half.
    public let bafflerLayer = ShapeLayer()
    let bafflerMirrorLayer = ShapeLayer()
    /// The rectangles that cut each half off at the gap (the rounded clip inside is wider than the half).
    let halfClipLayers = [Layer(), Layer()]

    /// Where a tap is sending the circle: the state it switches to at `switchX`; nil otherwise.
    var travelTarget: Bool?
    /// The bounce after a state change: the circle's x and the tip's distance from the middle when it began.
    /// While set, the baffler pulses with the distance left; nil while the baffler follows the circle.
    var pulse: (startX: Double, startTipOffset: Double)?
    /// The circle's x and the range it may move in while a drag goes on; nil when not dragging.
    var drag: (startX: Double, range: ClosedRange<Double>)?
    /// The width the circle was last placed in, in points; 0 before the first layout.
    var laidOutWidth = 0.0

    /// - Parameters:
    ///   - animator: the shared animator the host advances every frame.
    ///   - isOn: the initial state; default on, as the original starts.
    public init(animator: Animator, isOn: Bool = true) {
        self.animator = animator
        self.isOn = isOn
        buildLayers()
        layer.bounds = Rect(origin: .zero, size: Self.designSize)
        layout()
    }

    /// The measurements for the current bounds.
    public var geometry: SqueezeOutGeometry { SqueezeOutGeometry(size: layer.bounds.size) }

    /// The circle's centre x on screen, in the switch's bounds coordinates.
    public var knobX: Double { knobLayer.position.x - layer.bounds.origin.x }

    /// The baffler's tip offset from the middle now (positive: right of it), in points.
    public var bafflerTipOffset: Double {
        let geometry = geometry
        guard let pulse else { return geometry.followTipOffset(circleX: knobX, on: isOn) }
        let rest = geometry.restX(on: isOn)
        let start = pulse.startX - layer.bounds.origin.x
        let percent = start == rest ? 0 : (rest - knobX) / (rest - start)
        return geometry.pulseTipOffset(percent: percent, on: isOn, startOffset: pulse.startTipOffset)
    }

    public var primaryControlFrame: Rect { layer.frame }

    public func gestureBindings() -> [GestureBinding] {
        let pan = PanHandler(
            began: { [weak self] _ in self?.beginDrag() },
            changed: { [weak self] translation, _ in self?.moveDrag(by: translation) },
            ended: { [weak self] translation, velocity in self?.endDrag(translation: translation, velocity: velocity) }
        )
        return [.tap(layer: layer) { [weak self] in self?.toggle() }, .pan(layer: layer, handler: pan)]
    }

    /// Space or Enter: the same as a tap.
    public func activate() { toggle() }

    /// Rebuilds the baffler (and the circle's copy) from the circle's on-screen position, after the animator moved
    /// it.
    public func advance(to hostTime: Double) {
        if pulse != nil, !isMoving { pulse = nil }
        updateBaffler()
    }

    /// A spring of `dampingRatio` whose envelope e^(-ratio * omega * t) falls to 0.1 % at `settlingSeconds`; UIKit
    /// does not publish how it maps a duration and a damping to a spring, so this is Kite's reading of "a spring
    /// animation of that duration".
    static func makeSettleSpring(dampingRatio: Double, settlingSeconds: Double) -> SpringParameters {
        let omega = -log(1e-3) / (dampingRatio * settlingSeconds)
        // Both arguments are constants inside the valid ranges (ratio >= 0, response > 0), so this cannot throw.
        return try! SpringParameters(dampingRatio: dampingRatio, response: 2 * Double.pi / omega)
    }
}
