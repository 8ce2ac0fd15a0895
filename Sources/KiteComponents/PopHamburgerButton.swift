import KiteAnimation
import KiteGeometry
import KiteScene

/// The animated hamburger of Mike Rundle's "Pop Hamburger Button" ("Designing & Building Wonderful iOS
/// Animations"): a 150 point black circle with three white 80 x 11 bars that, released after a press, turn into a
/// red X: the middle bar fades out over 0.2 s, the top and bottom bars turn -π/4 and +π/4 (bounciness 11, speed 18), move 29 points towards the middle and turn red
/// (bounciness 0, speed 18). It is also a press button (`PressFeedback`): it reacts at touch-down.
///
/// Every spring is found by its key and retargeted while it runs, never stacked, so a tap mid-flight reverses with
/// the value and velocity it had. Scaled uniformly to fit `layer.bounds`.
public final class PopHamburgerButton: Component {
    public let name = "pop-hamburger"
    public let layer = Layer()
    public var preferredSize: Size { Self.designSize }
    public var primaryControlFrame: Rect { layer.frameInSuperlayer(of: circle) }
    public var state: String { isOpen ? "open" : "closed" }
    public var stateDidChange: ((String) -> Void)?

    /// Whether the bars form the X. Defaults to false.
    public private(set) var isOpen = false
    /// The circle's colour. Defaults to black.
    public var circleColor: Color = .black {
        didSet { circle.backgroundColor = circleColor }
    }
    /// The bars' colour when closed. Defaults to white. Takes effect at once.
    public var barColor: Color = .white {
        didSet { recolourBars() }
    }
    /// The X's colour when open. Defaults to red. Takes effect at once.
    public var openBarColor: Color = .red {
        didSet { recolourBars() }
    }

    static let designSize = Size(width: 150, height: 150)
    static let barSize = Size(width: 80, height: 11)
    /// Tops of the three bars in the circle, points.
    static let barTops = [40.0, 69, 99]

    let animator: Animator
    let content = Layer()
    /// The button: the circle, pressed as a whole.
    let circle = Layer()
    let top = Layer()
    let middle = Layer()
    let bottom = Layer()
    let feedback: PressFeedback
    let springs: PopHamburgerSprings

    public init(animator: Animator) throws(AnimationError) {
        self.animator = animator
        feedback = try PressFeedback(layer: circle, animator: animator)
        springs = try PopHamburgerSprings()
        layer.name = name
        layer.bounds = Rect(origin: .zero, size: Self.designSize)
        layer.addSublayer(content)
        content.fitDesignContent(size: Self.designSize, into: layer.bounds)
        circle.name = "circle"
        circle.bounds = Rect(origin: .zero, size: Self.designSize)
        circle.position = Rect(origin: .zero, size: Self.designSize).center
        circle.cornerRadius = Self.designSize.width / 2
        circle.backgroundColor = circleColor
        content.addSublayer(circle)
        for (bar, (name, y)) in zip([top, middle, bottom], zip(["top", "middle", "bottom"], Self.barTops)) {
            bar.name = name
            bar.bounds = Rect(origin: .zero, size: Self.barSize)
            bar.position = Point(x: Self.designSize.width / 2, y: y + Self.barSize.height / 2)
            bar.cornerRadius = Self.barSize.height / 2
            bar.backgroundColor = barColor
            circle.addSublayer(bar)
        }
    }

    /// Opens (the X) or closes (three bars), from whatever is on screen. Does nothing when already there.
    public func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        animateBars()
        stateDidChange?(state)
    }

    public func toggle() { setOpen(!isOpen) }

    public func layout() {
        content.fitDesignContent(size: Self.designSize, into: layer.bounds)
    }

    /// One press binding: reacts at touch-down, toggles on release inside (`UIControlEventTouchUpInside`).
    public func gestureBindings() -> [GestureBinding] {
        let handler = PressHandler(
            began: { [weak self] in self?.feedback.press() },
            ended: { [weak self] inside in self?.pressEnded(inside: inside) })
        return [.press(layer: circle, handler: handler)]
    }

    /// Keyboard activation: what a tap does.
    public func activate() {
        feedback.press()
        pressEnded(inside: true)
    }

    // No dismiss(): the X is a toggle icon's state, not something open, so Escape passes over it (the protocol's
    // default answers false).

    func pressEnded(inside: Bool) {
        feedback.release()
        if inside { toggle() }
    }

    /// A colour change shows at once: the running colour springs are dropped.
    private func recolourBars() {
        for bar in [top, middle, bottom] { animator.removeAnimation(forKey: PopHamburgerSprings.colorKey, on: bar) }
        top.backgroundColor = isOpen ? openBarColor : barColor
        bottom.backgroundColor = top.backgroundColor
        middle.backgroundColor = barColor
    }
}
