import KiteDynamics
import KiteGeometry
import KiteScene

/// Yalantis' Guillotine menu (github.com/Yalantis/GuillotineMenu and the write-up "How we built the Guillotine menu
/// animation for iOS"): a navigation bar with a menu button and the host's title; tapping the button drops a
/// full-size menu panel that swings down from the top about the button's centre, hits the left edge and bounces,
/// simulated by `KiteDynamics` (pivot, continuous push, collision, elasticity) rather than tweened. Closing swings
/// it back against a boundary at its top right, where it bounces too. The panel carries the host's title turned
/// +90 degrees, fading from 1 to 0 over 0.6 s while it opens and back while it closes, and its own menu button,
/// turned +90 degrees in the panel as the original's (see `panelButtonRotation`).
///
/// Differences from the original, on purpose: the pivot is placed from the current bounds at every `layout()`
/// (its distance to the panel's left edge equals its distance to the bottom of the bar at any size); the menu
/// reports `open` (or `closed`) at the first contact with the boundary instead of after the bounce has died out;
/// a tap mid-swing turns the panel round from where it is, at the speed it has; and by default the push is chosen
/// so that the panel lands in `designContactSeconds`, the design animation's timing, rather than the code's push
/// (pass `contactSeconds: nil` for that).
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

    /// The size the original draws at (an iPhone 6 screen), in points.
    public static let designSize = Size(375, 667)
    /// The original's navigation bar height (Yalantis' GuillotineMenu example) at `designSize`, in points; it scales with the bounds.
    public static let designBarHeight = 64.0
    /// Panel angle when closed: a quarter turn anticlockwise, lying along the top.
    public static let closedAngle = -Double.pi / 2
    /// Panel angle when open: upright, against the left edge.
    public static let openAngle = 0.0
    /// Time from the tap to the panel's first contact with the left edge, seconds: the design animation (the
    /// repository's `example.gif`, 25 frames per second) swings down in about 6-7 frames.
    public static let designContactSeconds = 0.27
    /// The least distance between the tops of two entries, points: 44, Apple's smallest comfortable touch target.
    public static let minimumEntryPitch = 44.0
    /// How long the panel's title takes to fade out (opening) or in (closing), seconds.
    public static let titleFadeSeconds = 0.6

    public let name = "guillotine"
    public let layer = Layer()
    public var preferredSize: Size { Self.designSize }
    public var state: String { menuState.rawValue }
    public var stateDidChange: ((String) -> Void)?

    /// The current state; changes are reported through `stateDidChange`.
    public internal(set) var menuState = State.closed {
        didSet { if menuState != oldValue { stateDidChange?(menuState.rawValue) } }
    }
    /// The physical parameters of the drop: density, elasticity and the push (from `contactSeconds`, or the nominal
    /// duration when that is nil) are used; width, height and top offset are replaced from the bounds at every
    /// `layout()`. Set with `setPhysics(_:)`, which checks them. Defaults to the original's (density 1.5, elasticity
    /// 0.6) with the contact time given to `init`.
    public internal(set) var physics = GuillotineDrop()
    /// The host's title, drawn centred in the bar by `titleLayer` and on the panel by `panelTitleLayer`.
    public var title: String {
        didSet {
            (titleLayer.name, titleLayer.string) = (title, title)
            panelTitleLayer.string = title
        }
    }
    /// The menu's entries, top to bottom.
    public let itemTitles: [String]
    /// Index of the entry chosen last; nil until one is tapped.
    public internal(set) var selectedItemIndex: Int?
    /// Called with an entry's index when it is tapped (the menu then closes).
    public var onSelectItem: ((Int) -> Void)?

    /// Colour of the bar and the panel (one colour, so the panel tucked into the bar is invisible): #413E4F.
    public var barColor = Color(hex: 0x413E4F) { didSet { applyColors() } }
    /// Colour of the content below the bar: #2C2A36.
    public var contentColor = Color(hex: 0x2C2A36) { didSet { applyColors() } }
    /// Colour of the entries' cells on the panel: #3D3A4B.
    public var itemColor = Color(hex: 0x3D3A4B) { didSet { applyColors() } }
    /// Colour of the titles and the entries' labels: white.
    public var textColor = Color.white { didSet { applyColors() } }
    /// Colour of the menu buttons' three lines and the entries' icons: white.
    public var iconColor = Color.white { didSet { applyColors() } }

    /// The navigation bar across the top.
    public let barLayer = Layer()
    /// The bar's menu button; its centre is the pivot.
    public let buttonLayer = ShapeLayer()
    /// Draws `title` in white, centred in the bar between the button and the right edge.
    public let titleLayer = TextLayer()
    /// The full-size menu panel; hidden while closed.
    public let panelLayer = Layer()
    /// The panel's own menu button, at the pivot, turned +90 degrees in the panel (on screen: 90 degrees plus the
    /// panel's angle).
    public let panelButtonLayer = ShapeLayer()
    /// The host's title on the panel (bold, white), turned +90 degrees so that it lies over the bar's title while
    /// the panel is closed; it fades out while the panel opens and back in while it closes.
    public let panelTitleLayer = TextLayer()
    /// One layer (a cell) per entry of `itemTitles`, on the panel; each has the entry's title as its `name`.
    public let itemLayers: [Layer]
    /// One label per entry, a sublayer of its cell (so it swings with the panel), drawing the entry's title.
    public let itemLabelLayers: [TextLayer]
    /// One icon per entry, drawn as a path left of its label (`GuillotineIcons`).
    public let itemIconLayers: [ShapeLayer]

    /// The physics of the current swing; nil while nothing moves.
    var motion: GuillotineSwing?
    /// The latest host time seen by `advance(to:)`, in seconds: a swing started by a tap begins here. Nil before
    /// the first frame.
    var lastHostTime: Double?
    /// How far the panel title's fade has gone, 0 (opaque) to 1 (gone), and which way it runs now: +1 while
    /// opening, -1 while closing, 0 when still.
    var titleFade = (progress: 0.0, direction: 0.0)

    /// - Parameters:
    ///   - title: the host's title; default "Activity".
    ///   - items: the menu's entries; default PROFILE, FEED, ACTIVITY, SETTINGS, as the original's.
    ///   - contactSeconds: the time from a tap to the panel's first contact with the left edge, seconds, > 0;
    ///     default `designContactSeconds` (0.27, the design animation's). Nil takes the published code's push,
    ///     (2 / pi) H / 0.6, which lands in 0.93 s at 375 x 667 (0.72 s to 1.0 s in Kite's gallery windows).
    public init(
        title: String = "Activity", items: [String] = ["PROFILE", "FEED", "ACTIVITY", "SETTINGS"],
        contactSeconds: Double? = designContactSeconds
    ) {
        self.title = title
        itemTitles = items
        itemLayers = items.map { _ in Layer() }
        itemLabelLayers = items.map { _ in TextLayer() }
        itemIconLayers = items.map { _ in ShapeLayer() }
        // A contact time that is not positive and finite is ignored (the code's push is used instead).
        if let contactSeconds, contactSeconds.isFinite, contactSeconds > 0 { physics.contactSeconds = contactSeconds }
        buildLayers()
        layer.bounds = Rect(origin: .zero, size: Self.designSize)
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
        let elapsed = lastHostTime.map { hostTime - $0 } ?? 0
        lastHostTime = hostTime
        advanceSwing(to: hostTime)
        advanceTitleFade(by: elapsed)
    }

    /// The panel swings (physics) or its title fades.
    public var isAnimatingOnItsOwn: Bool { motion != nil || titleFade.direction != 0 }

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
