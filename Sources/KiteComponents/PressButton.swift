import KiteAnimation
import KiteGeometry
import KiteScene

/// The instantly reactive button of Mike Rundle's "Designing & Building Wonderful iOS Animations" ("Building
/// Instantly-Reactive Buttons", the "Pop Tapped Button" project): a 50 x 50 gear that shrinks to 0.8 and turns π/6
/// the moment a finger or mouse button goes down, and springs back on release (see `PressFeedback`). The gear is
/// drawn as a path (`GearIcon`) in the middle of a 100 x 100 point drawing, scaled to fit `layer.bounds`.
///
/// Kite's improvement: the release keeps the running spring's value and velocity (Pop's retargeting); the original's
/// `touchesEnded` looks its rotation up on the view instead of the layer, finds none and starts a new one at rest.
public final class PressButton: Component {
    public let name = "press-button"
    public let layer = Layer()
    public var preferredSize: Size { Self.designSize }
    public var primaryControlFrame: Rect { layer.frameInSuperlayer(of: button) }
    public var state: String { isPressed ? "pressed" : "released" }
    public var stateDidChange: ((String) -> Void)?

    /// Whether a press is in progress.
    public private(set) var isPressed = false
    /// Called when a press ends inside the button (or on keyboard activation).
    public var action: (() -> Void)?
    /// The gear's fill. Defaults to white (the original's image colour is not published; white reads on Kite's
    /// dark gallery).
    public var color = Color.white {
        didSet { button.fillColor = color }
    }

    static let designSize = Size(width: 100, height: 100)
    /// The gear's size: the original's 50 x 50 button.
    static let buttonSize = Size(width: 50, height: 50)

    let content = Layer()
    /// The layer that is pressed: the gear, scaled and turned about its centre.
    let button = ShapeLayer()
    let feedback: PressFeedback

    public init(animator: Animator) throws(AnimationError) {
        feedback = try PressFeedback(layer: button, animator: animator)
        layer.name = name
        layer.bounds = Rect(origin: .zero, size: Self.designSize)
        layer.addSublayer(content)
        content.fitDesignContent(size: Self.designSize, into: layer.bounds)
        button.name = "button"
        button.bounds = Rect(origin: .zero, size: Self.buttonSize)
        button.position = Rect(origin: .zero, size: Self.designSize).center
        button.path = GearIcon.path(side: Self.buttonSize.width)
        button.fillRule = .evenOdd
        button.fillColor = color
        content.addSublayer(button)
    }

    public func layout() {
        content.fitDesignContent(size: Self.designSize, into: layer.bounds)
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
