import KiteAnimation
import KiteGeometry
import KiteScene

/// The Pop seed's instantly reactive button: a rounded button that shrinks to 0.8 and turns π/6 the moment a
/// finger or mouse button goes down, and springs back on release, retargeting its running springs so rapid taps
/// stay fluid (see `PressFeedback`). The seed gives the motion, not a look: a 140 x 60 point rounded button in a
/// 180 x 120 point drawing, scaled to fit `layer.bounds`.
public final class PressButton: Component {
    public let name = "press-button"
    public let layer = Layer()
    public var preferredSize: Size { Self.seedSize }
    public var primaryControlFrame: Rect { layer.frameInSuperlayer(of: button) }
    public var state: String { isPressed ? "pressed" : "released" }
    public var stateDidChange: ((String) -> Void)?

    /// Whether a press is in progress.
    public private(set) var isPressed = false
    /// Called when a press ends inside the button (or on keyboard activation).
    public var action: (() -> Void)?
    /// The button's fill. Defaults to a bright blue (#007AFF).
    public var color = Color(hex: 0x007AFF) {
        didSet { button.backgroundColor = color }
    }

    static let seedSize = Size(width: 180, height: 120)
    static let buttonSize = Size(width: 140, height: 60)
    static let cornerRadius = 12.0

    let content = Layer()
    /// The layer that is pressed: scaled and turned about its centre.
    let button = Layer()
    let feedback: PressFeedback

    public init(animator: Animator) throws(AnimationError) {
        feedback = try PressFeedback(layer: button, animator: animator)
        layer.name = name
        layer.bounds = Rect(origin: .zero, size: Self.seedSize)
        layer.addSublayer(content)
        content.fitSeedContent(size: Self.seedSize, into: layer.bounds)
        button.name = "button"
        button.bounds = Rect(origin: .zero, size: Self.buttonSize)
        button.position = Rect(origin: .zero, size: Self.seedSize).center
        button.cornerRadius = Self.cornerRadius
        button.backgroundColor = color
        content.addSublayer(button)
    }

    public func layout() {
        content.fitSeedContent(size: Self.seedSize, into: layer.bounds)
    }

    public func gestureBindings() -> [GestureBinding] {
        let handler = PressHandler(
            began: { [weak self] in self?.pressBegan() },
            ended: { [weak self] inside in self?.pressEnded(inside: inside) })
        return [.press(layer: button, handler: handler)]
    }

    /// Keyboard activation: a press and its release, as one click.
    public func activate() {
        pressBegan()
        pressEnded(inside: true)
    }

    /// Touch-down: the springs head for the pressed pose at once.
    func pressBegan() {
        feedback.press()
        setPressed(true)
    }

    /// Touch-up (`inside` when released over the button) or cancel.
    func pressEnded(inside: Bool) {
        feedback.release()
        setPressed(false)
        if inside { action?() }
    }

    private func setPressed(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        stateDidChange?(state)
    }
}
