import KiteDynamics

/// One swing of the Guillotine menu's panel, down (opening) or up (closing), with the dynamic animator that runs
/// it. The animator is made at the host time of the tap, or at the next `advance(to:)` when no frame has been
/// seen yet, so a clock that starts late never makes the physics catch up from zero.
final class GuillotineSwing {
    let isOpening: Bool
    /// Angular velocity the panel had when the swing started, in radians per second (positive opens).
    let initialAngularVelocity: Double
    private(set) var animator: DynamicAnimator?
    private(set) var item: LayerDynamicItem?

    init(isOpening: Bool, initialAngularVelocity: Double) {
        self.isOpening = isOpening
        self.initialAngularVelocity = initialAngularVelocity
    }

    /// The panel's angular velocity now, in radians per second.
    var angularVelocity: Double {
        guard let animator, let item else { return initialAngularVelocity }
        return (try? animator.angularVelocity(of: item)) ?? 0
    }

    func start(animator: DynamicAnimator, item: LayerDynamicItem) {
        (self.animator, self.item) = (animator, item)
    }
}
