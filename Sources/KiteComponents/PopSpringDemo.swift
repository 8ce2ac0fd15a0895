import KiteAnimation
import KiteGeometry
import KiteScene

/// One of the introductory spring demos of Mike Rundle's "Designing & Building Wonderful iOS Animations" (section
/// "Introducing Facebook Pop", its "Pop Examples" project): `pop-ball`, `pop-balls`, `pop-square`, shapes that
/// spring from a start pose to an end pose. A tap sends them to the other pose, retargeting the running springs by
/// key, so a tap mid-flight turns them round with the value and velocity they had; the first tap plays the
/// original's animation. A motion may start after a delay (the three balls are staggered). Build one with
/// `ball(animator:)`, `balls(animator:)` or `square(animator:)`. Scaled to fit `layer.bounds`.
public final class PopSpringDemo: Component {
    /// One spring of the demo: sends its property to the start (false) or end (true) value.
    struct Motion {
        /// Seconds after a tap before this spring starts, >= 0; default 0.
        var delaySeconds = 0.0
        /// Starts the spring towards the end pose (true) or the start; `lateSeconds` (>= 0) says how long ago it was
        /// due, so a motion started at the first frame after its time shows where it would be had it started on
        /// time.
        let play: (_ toEnd: Bool, _ lateSeconds: Double) -> Void
    }

    public let name: String
    public let layer = Layer()
    public let preferredSize: Size
    public var primaryControlFrame: Rect { layer.frameInSuperlayer(of: content) }
    /// "start" before the first tap, "end" once sent to the original's end pose, and so on alternately.
    public var state: String { isAtEnd ? "end" : "start" }
    public var stateDidChange: ((String) -> Void)?

    /// Whether the shapes are heading for (or resting at) the end pose.
    public private(set) var isAtEnd = false
    /// The shapes, in the order the original introduces them (for colours and tests).
    public let shapes: [Layer]

    let content = Layer()
    let motions: [Motion]
    let animator: Animator
    /// Delayed motions not started yet: the animator time they start at, the motion's index and its pose.
    var pending: [(dueTime: Double, index: Int, toEnd: Bool)] = []

    init(name: String, designSize: Size, shapes: [Layer], motions: [Motion], animator: Animator) {
        (self.name, preferredSize, self.shapes, self.motions) = (name, designSize, shapes, motions)
        self.animator = animator
        layer.name = name
        layer.bounds = Rect(origin: .zero, size: designSize)
        layer.addSublayer(content)
        content.fitDesignContent(size: designSize, into: layer.bounds)
        for shape in shapes { content.addSublayer(shape) }
    }

    /// Sends the shapes to the end pose (`true`) or back to the start, from wherever they are.
    public func play(toEnd: Bool) {
        guard toEnd != isAtEnd else { return }
        isAtEnd = toEnd
        pending.removeAll()
        for (index, motion) in motions.enumerated() {
            if motion.delaySeconds > 0 {
                pending.append((animator.time + motion.delaySeconds, index, toEnd))
            } else {
                motion.play(toEnd, 0)
            }
        }
        stateDidChange?(state)
    }

    /// Starts the delayed motions that fell due, at the first frame at or after their time, placed where they would
    /// be had they started exactly on time (so every frame rate shows the same motion), as Pop runs an animation
    /// from its `beginTime`.
    public func advance(to hostTime: Double) {
        guard !pending.isEmpty else { return }
        let now = animator.time
        // A margin of a nanosecond, so a due time that is a whole number of frames is not missed by rounding.
        let due = pending.filter { $0.dueTime <= now + 1e-9 }
        pending.removeAll { $0.dueTime <= now + 1e-9 }
        for item in due { motions[item.index].play(item.toEnd, max(now - item.dueTime, 0)) }
    }

    /// A delayed spring has not started yet.
    public var isAnimatingOnItsOwn: Bool { !pending.isEmpty }

    /// Plays towards the other pose.
    public func replay() { play(toEnd: !isAtEnd) }

    public func layout() {
        content.fitDesignContent(size: preferredSize, into: layer.bounds)
    }

    public func gestureBindings() -> [GestureBinding] {
        [.tap(layer: content, action: { [weak self] in self?.replay() })]
    }

    public func activate() { replay() }
}
