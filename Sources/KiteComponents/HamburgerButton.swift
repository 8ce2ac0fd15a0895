import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene

/// robb's hamburger button (github.com/robb/hamburger-button): three white strokes whose outer two form an X while
/// the middle one slides round into a circular outline, with Core Animation style curve animations, on the
/// repository's green view (#269744) behind a transparent button.
///
/// As the repository's `ocb_applyAnimation` does (it takes a missing `fromValue` from the presentation layer), a tap
/// mid-flight reverses from what is on screen: each new animation replaces the one under its key and starts at the
/// presented value, so nothing jumps. The 54 x 54 point drawing is scaled uniformly to fit `layer.bounds`.
public final class HamburgerButton: Component {
    public let name = "hamburger"
    public let layer = Layer()
    public var preferredSize: Size { Self.designSize }
    public var primaryControlFrame: Rect { layer.frameInSuperlayer(of: content) }
    public var state: String { isOpen ? "open" : "closed" }
    public var stateDidChange: ((String) -> Void)?

    /// Whether the button shows the menu (the X and the outline). Defaults to false; change it with `setOpen(_:)`.
    public private(set) var isOpen = false

    /// Colour of the three strokes. Defaults to white, as in the repository.
    public var strokeColor: Color = .white {
        didSet { for stroke in strokes { stroke.strokeColor = strokeColor } }
    }
    /// Fills the button's square behind the strokes; nil draws nothing. Defaults to nil: the repository's button is
    /// transparent.
    public var backgroundColor: Color? {
        didSet { content.backgroundColor = backgroundColor }
    }
    /// Fills the whole of `layer.bounds` behind the button: the repository's view colour, #269744 (red 38, green
    /// 151, blue 68); nil draws nothing. (The blog post's teal, #328582, is the page's colour, not the demo's.)
    public var viewColor: Color? = Color(hex: 0x269744) {
        didSet { layer.backgroundColor = viewColor }
    }

    let animator: Animator
    let curves: HamburgerCurves
    /// The 54 x 54 drawing surface, scaled into `layer.bounds`.
    let content = Layer()
    let top = ShapeLayer()
    let middle = ShapeLayer()
    let bottom = ShapeLayer()
    var strokes: [ShapeLayer] { [top, middle, bottom] }

    /// Builds the button closed, animating through `animator` (the host's shared one).
    public init(animator: Animator) throws(AnimationError) {
        self.animator = animator
        curves = try HamburgerCurves()
        layer.name = name
        // Drawn at the original's size until the host sets the bounds.
        layer.bounds = Rect(origin: .zero, size: Self.designSize)
        layer.backgroundColor = viewColor
        content.fitDesignContent(size: Self.designSize, into: layer.bounds)
        layer.addSublayer(content)
        configure(top, path: Self.shortStroke, name: "top")
        configure(middle, path: Self.outline, name: "middle")
        configure(bottom, path: Self.shortStroke, name: "bottom")
        placeStrokes()
    }

    /// Opens or closes the button, animated from whatever is on screen. Does nothing when already in that state.
    public func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        animateTransition()
        stateDidChange?(state)
    }

    /// Flips between open and closed.
    public func toggle() { setOpen(!isOpen) }

    public func layout() {
        content.fitDesignContent(size: Self.designSize, into: layer.bounds)
    }

    public func gestureBindings() -> [GestureBinding] {
        [.tap(layer: content, action: { [weak self] in self?.toggle() })]
    }

    public func activate() { toggle() }

    // No dismiss(): the button is a toggle icon that opens nothing, so Escape has nothing of it to close (the
    // protocol's default answers false).

    /// The repository's styling: stroked, not filled, round caps, clipped to bounds computed from the stroked outline
    /// (as `CGPathCreateCopyByStrokingPath` gives them).
    private func configure(_ stroke: ShapeLayer, path: Path, name: String) {
        stroke.name = name
        stroke.path = path
        stroke.fillColor = nil
        stroke.strokeColor = strokeColor
        stroke.lineWidth = Self.lineWidth
        stroke.miterLimit = Self.miterLimit
        stroke.lineCap = .round
        stroke.masksToBounds = true
        stroke.bounds = path.strokedBounds(stroke.strokeStyle) ?? .zero
        content.addSublayer(stroke)
    }

    private func placeStrokes() {
        top.anchorPoint = Self.outerAnchorPoint
        top.position = Self.topPosition
        middle.position = Self.middlePosition
        middle.strokeStart = Self.hamburgerStrokeStart
        middle.strokeEnd = Self.hamburgerStrokeEnd
        bottom.anchorPoint = Self.outerAnchorPoint
        bottom.position = Self.bottomPosition
    }
}
