import KiteAnimation
import KiteGeometry
import KiteScene

/// One of the Pop seed's introductory spring demos (`pop-ball`, `pop-balls`, `pop-square`): shapes that spring from
/// a start pose to an end pose. A tap sends them to the other pose, retargeting the running springs by key, so a
/// tap mid-flight turns them round with the value and velocity they had; the first tap plays the seed's animation.
/// Build one with `ball(animator:)`, `balls(animator:)` or `square(animator:)`. Scaled to fit `layer.bounds`.
public final class PopSpringDemo: Component {
    /// One spring of the demo: sends its property to the start (false) or end (true) value.
    struct Motion {
        let play: (_ toEnd: Bool) -> Void
    }

    public let name: String
    public let layer = Layer()
    public let preferredSize: Size
    public var primaryControlFrame: Rect { layer.frameInSuperlayer(of: content) }
    /// "start" before the first tap, "end" once sent to the seed's end pose, and so on alternately.
    public var state: String { isAtEnd ? "end" : "start" }
    public var stateDidChange: ((String) -> Void)?

    /// Whether the shapes are heading for (or resting at) the end pose.
    public private(set) var isAtEnd = false
    /// The shapes, in the order the seed introduces them (for colours and tests).
    public let shapes: [Layer]

    let content = Layer()
    let motions: [Motion]

    init(name: String, seedSize: Size, shapes: [Layer], motions: [Motion]) {
        (self.name, preferredSize, self.shapes, self.motions) = (name, seedSize, shapes, motions)
        layer.name = name
        layer.bounds = Rect(origin: .zero, size: seedSize)
        layer.addSublayer(content)
        content.fitSeedContent(size: seedSize, into: layer.bounds)
        for shape in shapes { content.addSublayer(shape) }
    }

    /// Sends the shapes to the end pose (`true`) or back to the start, from wherever they are.
    public func play(toEnd: Bool) {
        guard toEnd != isAtEnd else { return }
        isAtEnd = toEnd
        for motion in motions { motion.play(toEnd) }
        stateDidChange?(state)
    }

    /// Plays towards the other pose.
    public func replay() { play(toEnd: !isAtEnd) }

    public func layout() {
        content.fitSeedContent(size: preferredSize, into: layer.bounds)
    }

    public func gestureBindings() -> [GestureBinding] {
        [.tap(layer: content, action: { [weak self] in self?.replay() })]
    }

    public func activate() { replay() }
}
