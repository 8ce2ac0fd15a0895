/// Something an animator applies to its items every step: the common base of gravity, push, attachment,
/// collision and item behaviours (as UIDynamicBehavior is in UIKit).
///
/// Properties may change at any time; the change takes effect, and is validated, at the animator's next
/// `advance(to:)`, which throws if a value is out of range.
public class DynamicBehavior {
    /// The items this behaviour acts on, in the order they were given.
    public internal(set) var items: [any DynamicItem]
    /// The animator this behaviour belongs to, if any; set by `DynamicAnimator.addBehavior(_:)`.
    public internal(set) weak var animator: DynamicAnimator?
    /// True until the animator has rebuilt this behaviour's Chipmunk objects from its current properties.
    var needsSync = true

    init(items: [any DynamicItem]) {
        self.items = items
    }

    /// Throws if a property is out of range; called before the animator rebuilds anything.
    func validate() throws {}

    /// Creates this behaviour's Chipmunk objects (constraints, boundary shapes) in `animator`'s space.
    func install(in animator: DynamicAnimator) throws {}

    /// Removes and frees what `install(in:)` created.
    func uninstall(from animator: DynamicAnimator) {}

    /// Adds this behaviour's forces and impulses for the coming step.
    func applyForces(in animator: DynamicAnimator) {}

    /// Corrects positions after Chipmunk's step, for constraints that must hold exactly.
    func correctPositions(in animator: DynamicAnimator) {}

    /// Marks the behaviour for a rebuild at the next `advance(to:)`.
    func setNeedsSync() {
        needsSync = true
        animator?.needsSync = true
    }

    /// Appends `item` unless it is already there (by identity).
    func insertItem(_ item: any DynamicItem) {
        guard !contains(item) else { return }
        items.append(item)
        setNeedsSync()
    }

    /// Removes `item` (by identity) if it is there.
    func deleteItem(_ item: any DynamicItem) {
        let before = items.count
        items.removeAll { $0 === item }
        if items.count != before { setNeedsSync() }
    }

    func contains(_ item: any DynamicItem) -> Bool { items.contains { $0 === item } }
}
