import KiteAnimation
import KiteGeometry
import KiteScene

/// The SqueezeOut switch (seed `squeeze-out-switch.txt`): two halves separated by a gap filled with a gum-like
/// "baffler" that clings to the circle. A tap sends the circle to the middle, where it changes its look and the
/// colours swap, then springs it to the far side (damping ratio 0.2) with the baffler pulsing. A drag moves the
/// circle within its half up to the baffler's maximum stretch; released before the middle it springs back, past
/// the middle it switches, either way carrying the pan's velocity.
///
/// The circle's x is animated on the shared `Animator`; `advance(to:)` (after the animator, every frame) rebuilds
/// the baffler from where the circle is on screen. A tap or a grab at any instant continues from the circle's
/// current position and velocity.
public final class SqueezeOutSwitch: Component {
    /// The size the component is designed at, in points (2 : 1).
    public static let seedSize = Size(200, 100)
    /// The spring that carries the circle to its side: damping ratio 0.2, period 0.5 s.
    public static let settleSpring = makeSpring(dampingRatio: 0.2, response: 0.5)
    /// The spring that takes the circle to the middle on a tap: damping ratio 0.8, period 0.35 s, stopped at the
    /// middle, which it reaches after about 0.23 s, slowing down as it gets there (as the seed's circle does under
    /// the baffler).
    public static let approachSpring = makeSpring(dampingRatio: 0.8, response: 0.35)
    /// Animation key of the circle's x.
    static let motionKey = "squeeze.position.x"

    public let name = "switch"
    public let layer = Layer()
    public var preferredSize: Size { Self.seedSize }
    public var state: String { isOn ? "on" : "off" }
    public var stateDidChange: ((String) -> Void)?
    /// The animator the circle's springs run on (the host's shared one).
    public let animator: Animator

    /// Whether the switch is on (circle on the right). Changes when the circle passes the middle, not at the tap.
    public internal(set) var isOn: Bool {
        didSet {
            guard isOn != oldValue else { return }
            applyColors()
            stateDidChange?(state)
        }
    }

    /// Colour of the halves when on, and of the baffler when off.
    public var onColor = Color(hex: 0x4CD964) { didSet { applyColors() } }
    /// Colour of the halves when off, and of the baffler when on.
    public var offColor = Color(hex: 0xFF6B6B) { didSet { applyColors() } }
    /// The circle's colour when on.
    public var onKnobColor = Color.white { didSet { applyColors() } }
    /// The circle's colour when off.
    public var offKnobColor = Color(hex: 0xFFE9E9) { didSet { applyColors() } }

    /// The off (left) and on (right) halves.
    public let leftHalfLayer = Layer()
    public let rightHalfLayer = Layer()
    /// The circle.
    public let knobLayer = ShapeLayer()
    /// The baffler, above the circle so that the circle pushing into it is covered.
    public let bafflerLayer = ShapeLayer()

    /// Where a tap is sending the circle: the state it switches to at the middle; nil otherwise.
    var travelTarget: Bool?
    /// The spring taking the circle to the middle for a tap; nil otherwise.
    var approach: SpringAnimation<Double>?
    /// Set by the approach spring when the circle reached the middle; handled at the next `advance(to:)`.
    var reachedMiddle = false
    /// The circle's x and the range it may move in while a drag goes on; nil when not dragging.
    var drag: (startX: Double, range: ClosedRange<Double>)?
    /// The width the circle was last placed in, in points; 0 before the first layout.
    var laidOutWidth = 0.0

    /// - Parameters:
    ///   - animator: the shared animator the host advances every frame.
    ///   - isOn: the initial state; default off.
    public init(animator: Animator, isOn: Bool = false) {
        self.animator = animator
        self.isOn = isOn
        buildLayers()
        layer.bounds = Rect(origin: .zero, size: Self.seedSize)
        layout()
    }

    /// The measurements for the current bounds.
    public var geometry: SqueezeOutGeometry { SqueezeOutGeometry(size: layer.bounds.size) }

    /// The circle's centre x on screen, in the switch's bounds coordinates.
    public var knobX: Double { knobLayer.position.x - layer.bounds.origin.x }

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

    /// Rebuilds the baffler from the circle's on-screen position, after the animator moved it; switches the state
    /// when a tap's circle has reached the middle.
    public func advance(to hostTime: Double) {
        if reachedMiddle { passMiddle() }
        updateBaffler()
    }

    static func makeSpring(dampingRatio: Double, response: Double) -> SpringParameters {
        // Both arguments are constants inside the valid ranges (ratio >= 0, response > 0), so this cannot throw.
        try! SpringParameters(dampingRatio: dampingRatio, response: response)
    }
}
