import ArgumentParser
import KiteAnimation
import KiteApp
import KiteGeometry
import KiteGestures
import KiteLayerAnimation
import KiteScene

/// A card you drag and fling. It follows the finger, stretching like a rubber band past the window's edges; let go
/// and it glides on with the release velocity, slowing down and bouncing off rubber-banded edges; once it rests a
/// spring brings it home. Grab it at any moment, mid-glide or mid-spring: it stops under the finger. A tap makes it
/// pop.
@main
struct DragCard: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drag-card", abstract: "Drag, fling and tap a card that springs home.")

    /// A bad option is one line (what, where, the valid range) and exit 64, as in `kite`.
    static func main() { mainWithOneLineErrors() }

    /// --headless, --size, --frames, --hud, --record, --replay, --out, --snapshot-every, ...
    @OptionGroup var runtime: RuntimeOptions

    @Option(
        parsing: .unconditional, help: "How bouncy the spring home is, 0 (none) to 1 (endless).",
        transform: NumberOption.decimal(in: NumberOption.from(0, below: 1)))
    var bounce: Double = 0.3

    func run() throws {
        let options = try runtime.runOptions()
        let scene = LayerScene(hudMode: options.hudStartMode)
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 180, height: 120)
        card.cornerRadius = 18
        card.backgroundColor = Color(hex: 0x0A84FF)
        scene.rootLayer.addSublayer(card)

        // Where the card's centre may rest: the part of the window the HUD leaves free, inset by half the card.
        // Laid out with the window, and again when the HUD appears, goes or changes size.
        var home = Point.zero
        var area = Rect.zero
        scene.onLayout = { _ in
            let free = scene.safeArea
            home = Point(free.midX, free.midY)
            area = Rect(
                x: free.minX + 90, y: free.minY + 60, width: max(0, free.width - 180),
                height: max(0, free.height - 120))
            card.position = home
        }
        let homeSpring = try SpringParameters(duration: 0.6, bounce: bounce)

        // The same key for the glide and the spring: adding one replaces the other, velocity carried over. The
        // animations below throw only for non-finite values or a non-positive extent, which these never are: `try!`.
        func springHome() {
            let spring = try! SpringAnimation(spring: homeSpring, to: home, kind: .points(deviceScale: scene.scale))
            scene.animator.add(spring, to: card, property: .position, forKey: "move")
        }
        func glide(velocity: Vector) {
            let band = try! RubberBand(extent: max(area.height, 1))
            let edges = try! DecayBounds(
                lower: Point(area.minX, area.minY), upper: Point(area.maxX, area.maxY),
                edge: .rubberBand(band, returnSpring: DecayEdge.defaultSpring))
            let decay = try! DecayAnimation(
                velocity: Point(velocity.dx, velocity.dy), bounds: edges, kind: .points(deviceScale: scene.scale))
            decay.completion = { finished in if finished { springHome() } }
            scene.animator.add(decay, to: card, property: .position, forKey: "move")
        }

        let pan = PanGestureRecognizer(layer: card)
        var grabbedAt = Point.zero
        pan.stateDidChange = { _, state, _ in
            switch state {
            case .began:
                // Interrupt whatever moves the card: it keeps the position it has on screen now.
                scene.animator.removeAnimation(forKey: "move", on: card)
                grabbedAt = card.position
            case .changed:
                card.position = Self.rubberBanded(grabbedAt + pan.translation, in: area)
            case .ended: glide(velocity: pan.velocity)
            case .cancelled, .failed: springHome()
            case .possible: break
            }
        }
        let tap = TapGestureRecognizer(layer: card)
        tap.stateDidChange = { _, state, _ in
            guard state == .ended else { return }
            let pop = try! SpringAnimation(
                spring: try! SpringParameters(bounciness: 16, speed: 12), to: Point(1, 1), from: Point(0.8, 0.8),
                kind: .scale)
            scene.animator.add(pop, to: card, property: .scaleXY, forKey: "pop")
        }
        scene.gestures.add(pan)
        scene.gestures.add(tap)
        try AppRuntime(options: options, title: "Drag card").run(scene)
    }

    /// `point` with whatever lies outside `area` shown compressed, as a rubber band stretched by that much.
    static func rubberBanded(_ point: Point, in area: Rect) -> Point {
        func band(_ value: Double, _ low: Double, _ high: Double, extent: Double) -> Double {
            let rubber = try! RubberBand(extent: max(extent, 1))
            if value < low { return low + rubber.displayed(value - low) }
            if value > high { return high + rubber.displayed(value - high) }
            return value
        }
        return Point(
            band(point.x, area.minX, area.maxX, extent: area.width),
            band(point.y, area.minY, area.maxY, extent: area.height))
    }
}
