/// A callback due at an instant; the animator sorts them so they fire in time order.
struct AnimatorEvent {
    enum Kind { case reachedTarget, completed(finished: Bool) }
    let time: Double
    let sequence: Int
    let kind: Kind
    let animation: Animation

    /// Earlier first; at the same instant, earlier-added first, and "reached" before "completed".
    static func precedes(_ a: AnimatorEvent, _ b: AnimatorEvent) -> Bool {
        if a.time != b.time { return a.time < b.time }
        if a.sequence != b.sequence { return a.sequence < b.sequence }
        if case .reachedTarget = a.kind, case .completed = b.kind { return true }
        return false
    }
}
