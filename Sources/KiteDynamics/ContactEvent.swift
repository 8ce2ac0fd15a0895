import KiteGeometry

/// A contact between an item and a boundary or another item starting or ending, as reported to a
/// `CollisionBehavior`'s `contactHandler` after the step in which it happened.
public struct ContactEvent {
    public enum Phase: Equatable, Sendable {
        case began
        case ended
    }

    /// What the item touched.
    public enum Partner {
        case boundary(identifier: String)
        case item(any DynamicItem)
    }

    public let phase: Phase
    public let item: any DynamicItem
    public let partner: Partner
    /// Simulated time of the end of the step that found the contact, in seconds.
    public let timeSeconds: Double
    /// A point of the contact in the animator's space, in points; nil when the contact ended.
    public let point: Point?

    /// The boundary identifier when the partner is a boundary.
    public var boundaryIdentifier: String? {
        if case .boundary(let identifier) = partner { return identifier }
        return nil
    }
}
