/// Limits for a decay, per component, and what happens at them.
public struct DecayBounds<Value: Animatable>: Sendable {

    public let lower: Value
    public let upper: Value
    public let edge: DecayEdge

    /// Throws when a bound is not finite or `lower` exceeds `upper` in some component.
    public init(lower: Value, upper: Value, edge: DecayEdge = .spring(DecayEdge.defaultSpring)) throws(AnimationError) {
        self.lower = try Check.finite(lower, "decay lower bound")
        self.upper = try Check.finite(upper, "decay upper bound")
        for i in 0..<Value.componentCount where lower[component: i] > upper[component: i] {
            throw .invalid("decay lower bound exceeds upper bound in component \(i)")
        }
        self.edge = edge
    }
}
