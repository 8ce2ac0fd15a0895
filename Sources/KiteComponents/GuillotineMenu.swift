import KiteDynamics
import KiteGeometry
import KiteScene

/// The Guillotine menu (seed `guillotine-menu.txt`): a navigation bar with a menu button and the host's title;
/// tapping the button drops a full-size menu panel that swings down from the top about the button's centre, hits
/// the left edge and bounces, simulated by `KiteDynamics` (pivot, continuous push, collision, elasticity) rather
/// than tweened. The panel's own button counter-rotates so it stays upright over the bar's button.
///
/// Unlike the original, the pivot is placed from the current bounds at every `layout()` (its distance to the
/// panel's left edge equals its distance to the bottom of the bar at any size), the menu reports `open` at the
/// first contact with the edge instead of after the bounce has died out, and a tap mid-swing turns the panel
/// round from where it is, at the speed it has.
///
/// Physics runs in `advance(to:)`: call it every frame with the host clock.
public final class GuillotineMenu: Component {
    /// The logical states, in the order a full open and close passes through them.
    public enum State: String, Sendable {
        case closed
        case opening
        case open
        case closing
    }

    /// The size the seed draws at (an iPhone 6 screen), in points.
    public static let seedSize = Size(375, 667)
    /// The seed's navigation bar height at `seedSize`, in points; it scales with the bounds.
    public static let seedBarHeight = 64.0
    /// Panel angle when closed: a quarter turn anticlockwise, lying along the top.
    public static let closedAngle = -Double.pi / 2
    /// Panel angle when open: upright, against the left edge.
    public static let openAngle = 0.0

    public let name = "guillotine"
    public let layer = Layer()
    public var preferredSize: Size { Self.seedSize }
    public var state: String { menuState.rawValue }
    public var stateDidChange: ((String) -> Void)?

    /// The current state; changes are reported through `stateDidChange`.
    public internal(set) var menuState = State.closed {
        didSet { if menuState != oldValue { stateDidChange?(menuState.rawValue) } }
    }
    /// The physical parameters of the drop: density, elasticity and the nominal duration that scales the push are
    /// used; width, height and top offset are replaced from the bounds at every `layout()`. Set with
    /// `setPhysics(_:)`, which checks them. Defaults to the seed's (density 1.5, elasticity 0.6, 0.6 s).
    public internal(set) var physics = GuillotineDrop()
    /// The host's title, drawn centred in the bar by `titleLayer`.
    public var title: String {
        didSet { (titleLayer.name, titleLayer.string) = (title, title) }
    }
    /// The menu's entries, top to bottom.
    public let itemTitles: [String]
    /// Index of the entry chosen last; nil until one is tapped.
    public internal(set) var selectedItemIndex: Int?
    /// Called with an entry's index when it is tapped (the menu then closes).
    public var onSelectItem: ((Int) -> Void)?

    /// Colour of the bar and the panel (one colour, so the panel tucked into the bar is invisible).
    public var barColor = Color(hex: 0x3B3A4A) { didSet { applyColors() } }
    /// Colour of the content below the bar.
    public var contentColor = Color(hex: 0xF2F2F5) { didSet { applyColors() } }
    /// Colour of the entries' backgrounds on the panel.
    public var itemColor = Color(hex: 0x525068) { didSet { applyColors() } }
    /// Colour of the title and the entries' labels.
    public var textColor = Color.white { didSet { applyColors() } }
    /// Colour of the menu buttons' three lines.
    public var iconColor = Color.white { didSet { applyColors() } }

    /// The navigation bar across the top.
    public let barLayer = Layer()
    /// The bar's menu button; its centre is the pivot.
    public let buttonLayer = ShapeLayer()
    /// Draws `title` in white, centred in the bar between the button and the right edge.
    public let titleLayer = TextLayer()
    /// The full-size menu panel; hidden while closed.
    public let panelLayer = Layer()
    /// The panel's own menu button, at the pivot, turned against the panel so it stays upright.
    public let panelButtonLayer = ShapeLayer()
    /// One layer per entry of `itemTitles`, on the panel; each has the entry's title as its `name`.
    public let itemLayers: [Layer]
    /// One label per entry, a sublayer of its entry layer (so it swings with the panel), drawing the entry's title.
    public let itemLabelLayers: [TextLayer]

    /// The physics of the current swing; nil while nothing moves.
    var motion: GuillotineSwing?
    /// The latest host time seen by `advance(to:)`, in seconds: a swing started by a tap begins here. Nil before
    /// the first frame.
    var lastHostTime: Double?

    /// - Parameters:
    ///   - title: the host's title; default "Activity".
    ///   - items: the menu's entries; default Profile, Feed, Activity, Settings.
    public init(title: String = "Activity", items: [String] = ["Profile", "Feed", "Activity", "Settings"]) {
        self.title = title
        itemTitles = items
        itemLayers = items.map { _ in Layer() }
        itemLabelLayers = items.map { _ in TextLayer() }
        buildLayers()
        layer.bounds = Rect(origin: .zero, size: Self.seedSize)
        layout()
    }

    public var primaryControlFrame: Rect {
        let corners = [
            Point(buttonLayer.frame.minX, buttonLayer.frame.minY),
            Point(buttonLayer.frame.maxX, buttonLayer.frame.maxY),
        ]
        return Rect.enclosing(corners.compactMap { layer.transformToSuperlayer.apply(to: $0) }) ?? .zero
    }

    public func gestureBindings() -> [GestureBinding] {
        var bindings: [GestureBinding] = [
            .tap(layer: buttonLayer) { [weak self] in self?.toggle() },
            .tap(layer: panelButtonLayer) { [weak self] in self?.toggle() },
        ]
        for (index, item) in itemLayers.enumerated() {
            bindings.append(.tap(layer: item) { [weak self] in self?.selectItem(at: index) })
        }
        return bindings
    }

    /// Runs the panel's physics to `hostTime` (seconds); a time earlier than the last one, or not finite, is
    /// ignored.
    public func advance(to hostTime: Double) {
        guard hostTime.isFinite, hostTime >= (lastHostTime ?? -.infinity) else { return }
        lastHostTime = hostTime
        advanceSwing(to: hostTime)
    }

    /// Space or Enter: the same as tapping the menu button.
    public func activate() { toggle() }

    /// Escape: swings the panel up when it is open or opening.
    public func dismiss() -> Bool {
        guard menuState == .open || menuState == .opening else { return false }
        close()
        return true
    }

    /// Opens when closed or closing, closes when open or opening.
    public func toggle() {
        switch menuState {
        case .closed, .closing: open()
        case .open, .opening: close()
        }
    }

    /// Drops the panel from where it is now (the top, or part way up while closing).
    public func open() {
        guard menuState == .closed || menuState == .closing else { return }
        startSwing(opening: true)
    }

    /// Swings the panel back up from where it is now.
    public func close() {
        guard menuState == .open || menuState == .opening else { return }
        startSwing(opening: false)
    }

    /// Chooses entry `index` (ignored when out of range) and closes the menu.
    public func selectItem(at index: Int) {
        guard itemTitles.indices.contains(index) else { return }
        selectedItemIndex = index
        onSelectItem?(index)
        close()
    }
}
