import KiteAnimation
import KiteDynamics
import KiteGeometry
import KiteLayerAnimation
import KiteScene

// The physics of the swing, set up as the original's UIKit Dynamics (see `GuillotineDrop`): a pivot at the buttons'
// centre, a continuous push at the panel's centre (down to open, up to close), the left edge as a boundary from
// half the height down (where the panel's left side lands), while closing also a boundary where the panel's top
// side lands from its middle to its right end, and the panel's density and elasticity. Each tap starts a new
// animator from the panel's current angle and angular velocity, so a reversal mid-swing has no jump.
extension GuillotineMenu {
    /// The panel's angular velocity, in radians per second (positive swings down); 0 while nothing moves.
    public var panelAngularVelocity: Double { motion?.angularVelocity ?? 0 }

    /// Identifier of the boundary the closing panel bounces on.
    public static let closingBoundaryIdentifier = "topRight"

    /// Replaces the physical parameters after checking them (width, height and top offset come from the bounds).
    public func setPhysics(_ drop: GuillotineDrop) throws {
        var checked = drop
        (checked.width, checked.height, checked.topOffset) = (1, 1, 0)
        try checked.validate()
        physics = drop
    }

    /// The drop parameters for the current bounds.
    var currentDrop: GuillotineDrop {
        var drop = physics
        (drop.width, drop.height, drop.topOffset) = (layer.bounds.width, layer.bounds.height, barHeight)
        return drop
    }

    /// Starts swinging the panel down (`opening`) or up from where it is, with `angularVelocity` (default: the
    /// current swing's) in radians per second.
    func startSwing(opening: Bool, angularVelocity: Double? = nil) {
        let velocity = angularVelocity ?? motion?.angularVelocity ?? 0
        motion = GuillotineSwing(isOpening: opening, initialAngularVelocity: velocity)
        panelLayer.isHidden = false
        titleFade.direction = opening ? 1 : -1
        // A relayout mid-bounce restarts an opening swing; the menu stays open.
        menuState = opening ? (menuState == .open ? .open : .opening) : .closing
        if let lastHostTime { beginPhysics(at: lastHostTime) }
    }

    /// Makes the animator of the pending swing at `time`; a size the physics cannot take (an empty bounds) ends
    /// the swing at once instead.
    func beginPhysics(at time: Double) {
        guard let motion, motion.animator == nil else { return }
        do {
            let item = LayerDynamicItem(layer: panelLayer)
            motion.start(animator: try makeAnimator(for: item, motion: motion, at: time), item: item)
        } catch {
            settle(opened: motion.isOpening)
        }
    }

    private func makeAnimator(
        for item: LayerDynamicItem, motion: GuillotineSwing, at time: Double
    ) throws -> DynamicAnimator {
        let drop = currentDrop
        try drop.validate()
        let animator = try DynamicAnimator(startTime: time)
        let (size, a, origin) = (layer.bounds.size, drop.pivotInset, layer.bounds.origin)
        let pivotOffset = Vector(dx: a - size.width / 2, dy: a - size.height / 2)
        try animator.addBehavior(
            try AttachmentBehavior(item: item, offsetFromCenter: pivotOffset, attachedToAnchor: pivot, length: 0))
        let direction = motion.isOpening ? Double.pi / 2 : -Double.pi / 2
        try animator.addBehavior(
            try PushBehavior(items: [item], mode: .continuous, angle: direction, magnitude: drop.pushMagnitude))
        // The edge stays a boundary while closing too, so a panel still falling when the tap came cannot pass it.
        let collision = CollisionBehavior(items: [item], mode: .boundaries)
        try collision.addBoundary(
            identifier: GuillotineDrop.boundaryIdentifier, from: origin + Vector(dx: 0, dy: size.height / 2),
            to: origin + Vector(dx: 0, dy: size.height))
        if !motion.isOpening {
            // Closed (at -90 degrees) the panel's top side lies on x = 0 from y = 2a down to 2a - W; the boundary
            // is its right half, from the side's middle (2a - W / 2) to its end (2a - W), above the bar, where no
            // part of the panel is before it closes.
            let top = 2 * a
            try collision.addBoundary(
                identifier: Self.closingBoundaryIdentifier, from: origin + Vector(dx: 0, dy: top - size.width / 2),
                to: origin + Vector(dx: 0, dy: top - size.width))
        }
        try animator.addBehavior(collision)
        try animator.addBehavior(
            try DynamicItemBehavior(items: [item], elasticity: drop.elasticity, density: drop.density))
        // The menu takes input again at the first contact; the bounce plays on.
        animator.completionPolicy = .firstContact(
            boundary: motion.isOpening ? GuillotineDrop.boundaryIdentifier : Self.closingBoundaryIdentifier)
        let opening = motion.isOpening
        animator.onCompletion = { [weak self] in self?.menuState = opening ? .open : .closed }
        try handOff(motion.initialAngularVelocity, to: item, in: animator)
        return animator
    }

    /// Gives the panel the angular velocity it had, with the matching velocity of its centre about the pivot.
    private func handOff(_ angularVelocity: Double, to item: LayerDynamicItem, in animator: DynamicAnimator) throws {
        guard angularVelocity != 0 else { return }
        try animator.addAngularVelocity(angularVelocity, to: item)
        try animator.addLinearVelocity((item.center - pivot).perpendicular * angularVelocity, to: item)
    }

    /// Runs the swing's physics to `time` and ends the swing when the panel is back at the top (closing) or at
    /// rest against the edge (opening).
    func advanceSwing(to time: Double) {
        guard let motion else { return }
        beginPhysics(at: time)
        guard let animator = motion.animator else { return }
        do {
            try animator.advance(to: time)
        } catch {
            settle(opened: motion.isOpening)
            return
        }
        panelButtonLayer.transformComponents.rotation = panelButtonRotation
        // Either way the swing ends when the bounce has died out; a panel that somehow got far past the closed
        // angle (it cannot through the boundary) is tucked away at once.
        if animator.isAtRest || (!motion.isOpening && panelAngle < Self.closedAngle - 0.5) {
            settle(opened: motion.isOpening)
        }
    }

    /// Moves the panel title's fade on by `seconds` in the current direction: the opacity is 1 minus UIKit's
    /// ease-in-out (0.42, 0, 0.58, 1) of the progress, which runs from 0 to 1 in `titleFadeSeconds`.
    func advanceTitleFade(by seconds: Double) {
        guard titleFade.direction != 0, seconds.isFinite, seconds > 0 else { return }
        let progress = titleFade.progress + titleFade.direction * seconds / Self.titleFadeSeconds
        titleFade.progress = min(max(progress, 0), 1)
        if titleFade.progress == 0 || titleFade.progress == 1 { titleFade.direction = 0 }
        updateTitleOpacity()
    }

    func updateTitleOpacity() {
        panelTitleLayer.opacity = 1 - TimingFunction.easeInEaseOut.progress(at: titleFade.progress)
    }

    /// Ends the swing with the panel exactly upright (`opened`) or tucked into the bar and hidden.
    func settle(opened: Bool) {
        motion = nil
        let angle = opened ? Self.openAngle : Self.closedAngle
        panelLayer.transformComponents.rotation = angle
        panelLayer.position = pivot
        panelButtonLayer.transformComponents.rotation = panelButtonRotation
        panelLayer.isHidden = !opened
        menuState = opened ? .open : .closed
    }
}
