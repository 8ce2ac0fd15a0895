import KiteAnimation
import KiteComponents
import KiteGeometry
import KiteGestures
import KiteScene
import KiteText

/// The gallery without a window: owns the layer tree, the shared `Animator` and the components; lays them out in a
/// responsive grid (`GalleryLayout`), routes input to their gesture bindings and the keyboard to focus, advances
/// everything each frame and writes the `--trace` lines. The executable owns the window (or the headless target),
/// feeds it `InputEvent`s and presentation times, and draws `rootLayer`.
///
/// Tree: `rootLayer` (the surface, origin top-left) holds `contentLayer` (same bounds, identity placement) with one
/// card layer per cell and then the component layers, so a component's superlayer space is the surface and its
/// `primaryControlFrame` is already in surface points; the labels (`labelsLayer`, one text layer per label slot,
/// together so the renderer batches their text in one draw) and the focus ring lie on top, outside
/// `contentLayer`, where the gesture system (rooted at `contentLayer`) does not hit-test them.
public final class GalleryHost {
    /// The surface: draw this tree. Its bounds are the surface in logical pixels.
    public let rootLayer = Layer()
    /// Cards and components: the gesture system's root.
    public let contentLayer = Layer()
    /// The animator every component animates through; advanced by `advance(to:)`.
    public let animator: Animator
    public let components: [any Component]
    /// Drawn around the focused component's primary control; hidden when nothing has focus.
    public let focusRing = Layer()
    /// The surface size (logical pixels) and scale of the current layout.
    public private(set) var viewport = Size.zero
    public private(set) var scale = 1.0
    /// What the current layout keeps free (surface points): the HUD's frame, nil for nothing.
    public private(set) var keptClear: Rect?
    public private(set) var layout: GalleryLayout
    /// Index into `components` of the keyboard focus, if any.
    public var focusedIndex: Int? { focus.focusedIndex }
    /// Which frame-timing HUD is shown: F1 cycles it (compact, full, off), a two-finger tap on `hudCorner` switches
    /// it off and back on (compact), and the runtime switches compact and full when the HUD is tapped.
    public var hudMode: HUDMode
    /// The touch users' HUD switch: an invisible `hudCornerSide` square at the surface's top-left corner, above
    /// the cards and below the components (a control reaching into the corner keeps its touches).
    public let hudCorner: Layer
    /// Recognises the two-finger tap on `hudCorner` that switches the HUD off and on.
    public let hudCornerTap: TapGestureRecognizer
    /// Set by Ctrl-Q; the frame loop ends when it sees it.
    public private(set) var quitRequested = false
    /// Host time (seconds, the frame loop's clock) of the input event being handled or of the latest frame: the
    /// trace's `t`, so a state change caused by a tap carries the tap's time.
    public internal(set) var time: Double

    /// Background of the cards behind the components.
    public static let cardColor = Color(hex: 0x2C2C2E)
    /// What the renderer clears the surface to behind the cards (not a layer: one full-surface fill fewer).
    public static let backgroundColor = Color(hex: 0x1C1C1E)
    public static let focusColor = Color(hex: 0x0A84FF)
    /// The labels' text: size in points and colour.
    public static let labelFontSize = 15.0
    public static let labelColor = Color(hex: 0xEBEBF5, alpha: 0.85)
    /// How far the focus ring stands off the primary control, and its width, in points.
    public static let focusRingOutset = 6.0
    public static let focusRingWidth = 3.0

    let cards: [Layer]
    /// Holds the labels, in surface coordinates.
    public let labelsLayer = Layer()
    /// Each component's label, centred in its cell's label slot.
    let labelLayers: [TextLayer]
    /// Each cell's card, component and label moving together when the HUD comes or goes, by component index.
    let cellMotions: [CellMotion]
    /// The spring that carries the cards to their new frames when the HUD is shown, switched or hidden: SwiftUI's
    /// default spring (response 0.55 s, damping ratio 0.825). Interrupted by another change it retargets from the
    /// cells' current frames and velocities.
    public static let layoutSpring = try! SpringParameters(dampingRatio: 0.825, response: 0.55)
    /// The animator key of each cell's spring.
    static let layoutMotionKey = "gallery.layout"
    /// Measures the labels as the renderer draws them (DejaVu Sans at `labelFontSize`), so the layout gives each one
    /// a slot it fits without "..." wherever some arrangement can.
    private let labelMeasurer = TextMeasurer()
    /// Each component's primary control at rest at its preferred size, in the component's own coordinates (origin
    /// top-left), points: what the layout keeps touchable and puts on the device pixel grid.
    private(set) var controlFrames: [Rect] = []
    /// Recognisers for every component's bindings; fed (and timed) by `handle(_:)`.
    public let gestures: GestureSystem
    /// The controls' touch-sized hit areas, which the gesture system hit-tests through.
    public let touchTargets: TouchTargets
    /// Tab order: component indices in display order.
    var focus: FocusRing<Int>
    /// Receives the `--trace` lines; nil when not tracing.
    public var trace: GalleryTrace?
    /// Component indices by their last state change, most recent last: Escape closes the most recently opened
    /// thing first (a menu opened after a button sits on top of it).
    var recentlyChanged: [Int] = []

    /// - Parameters:
    ///   - components: shown in this order (also the Tab order).
    ///   - animator: the shared animator; the components must have been built with it.
    ///   - time: host time now, seconds.
    ///   - hudMode: how the HUD starts; off by default.
    ///   - trace: receives the `--trace` lines, if tracing.
    public init(
        components: [any Component], animator: Animator, time: Double = 0, hudMode: HUDMode = .off,
        trace: GalleryTrace? = nil
    ) {
        self.components = components
        self.animator = animator
        self.time = time
        self.hudMode = hudMode
        self.trace = trace
        layout = GalleryLayout(preferredSizes: [], viewport: .zero, scale: 1)
        for layer in [rootLayer, contentLayer] { layer.anchorPoint = .zero }
        rootLayer.name = "gallery"
        contentLayer.name = "content"
        let cards = components.map { _ in Layer() }
        self.cards = cards
        let labelLayers = components.map { component in
            let label = TextLayer()
            label.name = "label:\(component.name)"
            label.string = Self.title(for: component.name)
            label.fontSize = Self.labelFontSize
            label.textColor = Self.labelColor
            label.alignment = .center
            return label
        }
        self.labelLayers = labelLayers
        cellMotions = components.indices.map { i in
            CellMotion(layers: [cards[i], components[i].layer, labelLayers[i]])
        }
        let targets = TouchTargets(rootLayer: contentLayer)
        touchTargets = targets
        // Unowned: the host owns both the targets and the gesture system that calls this.
        gestures = GestureSystem(rootLayer: contentLayer, hitTest: { [unowned targets] in targets.hitTest($0) })
        let corner = Layer()
        hudCorner = corner
        hudCornerTap = TapGestureRecognizer(layer: corner, numberOfTouches: 2)
        focus = FocusRing(Array(components.indices))
        buildTree()
    }

    private func buildTree() {
        rootLayer.addSublayer(contentLayer)
        for (card, component) in zip(cards, components) {
            card.backgroundColor = Self.cardColor
            card.cornerRadius = 14
            card.name = "card:\(component.name)"
            contentLayer.addSublayer(card)
        }
        installHUDCorner()
        for (index, component) in components.enumerated() {
            contentLayer.addSublayer(component.layer)
            for binding in component.gestureBindings() {
                // Traced before the handler runs, and the host's clock moved to the event, so a state change the
                // handler causes carries the gesture's time.
                let recognizer = binding.makeRecognizer { [weak self, name = component.name] kind, state, time in
                    self?.time = time
                    self?.trace?.write(
                        GalleryTrace.gestureLine(component: name, recognizer: kind, state: state.rawValue, time: time))
                }
                gestures.add(recognizer)
                touchTargets.add(recognizer)
            }
            component.stateDidChange = { [weak self, name = component.name, index] value in
                guard let self else { return }
                self.recentlyChanged.removeAll { $0 == index }
                self.recentlyChanged.append(index)
                self.trace?.write(GalleryTrace.stateLine(component: name, value: value, time: self.time))
            }
        }
        controlFrames = components.map { component in
            // Laid out once at the original's size, at rest, to measure the control the layout must keep touchable and
            // crisp; controls scale with their component, so this fixes where they land at any size.
            component.layer.bounds = Rect(origin: .zero, size: component.preferredSize)
            component.layout()
            let control = component.primaryControlFrame
            let origin = component.layer.frame.origin
            return Rect(
                x: control.minX - origin.x, y: control.minY - origin.y, width: control.width, height: control.height)
        }
        labelsLayer.anchorPoint = .zero
        labelsLayer.name = "labels"
        for label in labelLayers { labelsLayer.addSublayer(label) }
        rootLayer.addSublayer(labelsLayer)
        focusRing.borderColor = Self.focusColor
        focusRing.borderWidth = Self.focusRingWidth
        focusRing.isHidden = true
        focusRing.name = "focus-ring"
        rootLayer.addSublayer(focusRing)
    }

    /// Lays everything out for a `size` surface (logical pixels) at `scale` device pixels per logical pixel, with no
    /// card under `keepClear` (surface points; the HUD's frame while it is shown, so it covers no title or control)
    /// and every label whole where some arrangement allows it, and traces one layout line per component (the frames
    /// at rest). When only `keepClear` changed (the HUD shown, switched or hidden) the cells spring from where they
    /// are drawn to their new frames (`layoutSpring`, velocity carried over when a change comes mid-flight); a new
    /// size or scale moves them at once. Does nothing when none changed (compositors repeat configures).
    public func resize(to size: Size, scale: Double, keepClear: Rect? = nil) {
        guard size != viewport || scale != self.scale || keepClear != keptClear else { return }
        let animates = size == viewport && scale == self.scale && viewport != .zero
        // Where each cell is drawn now; the layout below runs with every transform identity.
        let apparent = cellMotions.map(\.apparentFrame)
        for motion in cellMotions { motion.apparentFrame = motion.laidOut }
        (viewport, self.scale, keptClear) = (size, scale, keepClear)
        for layer in [rootLayer, contentLayer, labelsLayer] {
            layer.bounds = Rect(origin: .zero, size: size)
            layer.position = .zero
        }
        let labelWidths = labelMeasurer.widths(
            of: labelLayers.map(\.string), fontSize: Self.labelFontSize, scale: scale)
        layout = GalleryLayout(
            preferredSizes: components.map(\.preferredSize), controlFrames: controlFrames, viewport: size,
            scale: scale, keepClear: keepClear, labelWidths: labelWidths)
        for (i, component) in components.enumerated() {
            let cell = layout.cells[i]
            cards[i].frame = cell.cell
            labelLayers[i].frame = cell.label
            component.layer.bounds = Rect(origin: .zero, size: cell.component.size)
            component.layer.position = Point(
                cell.component.minX + component.layer.anchorPoint.x * cell.component.width,
                cell.component.minY + component.layer.anchorPoint.y * cell.component.height)
            component.layout()
        }
        touchTargets.updatePressMargins()
        updateFocusRing()
        for component in components {
            trace?.write(GalleryTrace.layoutLine(component: component.name, frame: component.primaryControlFrame))
        }
        for (i, motion) in cellMotions.enumerated() {
            if animates { move(motion, from: apparent[i], to: layout.cells[i].cell) } else { settle(motion, i) }
        }
    }

    /// Springs `motion` from `apparent` to `cell`: retargets the spring in flight (keeping its velocity) or starts
    /// one from rest.
    private func move(_ motion: CellMotion, from apparent: Rect, to cell: Rect) {
        motion.laidOut = cell
        motion.apparentFrame = apparent
        let key = Self.layoutMotionKey
        if let spring = animator.animation(forKey: key, on: motion) as? SpringAnimation<Rect>, spring.isRunning {
            spring.toValue = cell
        } else if apparent != cell,
            let spring = try? SpringAnimation(
                spring: Self.layoutSpring, to: cell, from: apparent, kind: .points(deviceScale: scale))
        {
            animator.add(spring, to: motion, property: CellMotion.apparentFrameProperty, forKey: key)
        }
    }

    /// Puts cell `index` at its laid-out frame at once, stopping its spring.
    private func settle(_ motion: CellMotion, _ index: Int) {
        animator.removeAnimation(forKey: Self.layoutMotionKey, on: motion)
        motion.settle(at: layout.cells[index].cell)
    }

    /// The label of each component and the slot it goes in, surface points, in component order.
    public var labels: [(text: String, frame: Rect)] {
        zip(components, layout.cells).map { (Self.title(for: $0.name), $1.label) }
    }

    /// A component's label: a readable title for the known names, the name itself otherwise.
    public static func title(for name: String) -> String {
        let titles = [
            "hamburger": "Hamburger button", "pop-hamburger": "Pop hamburger", "press-button": "Press button",
            "guillotine": "Guillotine menu", "switch": "SqueezeOut switch", "pop-ball": "Pop spring",
            "pop-balls": "Pop bounciness", "pop-square": "Pop combined",
        ]
        return titles[name] ?? name
    }

    /// Moves the shared animator, then every component, to `hostTime` (seconds: the predicted presentation time
    /// of the frame about to be drawn), and keeps the focus ring on its component.
    ///
    /// The gesture system is not moved here: it advances to each event's time as the event arrives (which is when
    /// a tap held too long fails). A presentation time lies up to a frame ahead of the input clock, and would make
    /// the system treat the next events as happening then, shifting their trace times and tap durations.
    public func advance(to hostTime: Double) {
        time = hostTime
        animator.advance(to: hostTime)
        for component in components { component.advance(to: hostTime) }
        updateFocusRing()
    }

    func updateFocusRing() {
        guard let i = focusedIndex, components.indices.contains(i) else {
            focusRing.isHidden = true
            return
        }
        let frame = components[i].primaryControlFrame
        focusRing.isHidden = false
        focusRing.frame = frame.insetBy(dx: -Self.focusRingOutset, dy: -Self.focusRingOutset)
        focusRing.cornerRadius = min(focusRing.frame.width, focusRing.frame.height) * 0.2
    }

    func requestQuit() { quitRequested = true }
}
