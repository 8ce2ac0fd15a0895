/// What a decay does when it meets a bound.
public enum DecayEdge: Sendable {
    /// A spring takes over at the bound with the decay's velocity and brings the value back to it.
    case spring(SpringParameters)
    /// The decay carries on past the bound, shown compressed by the rubber band; once it has slowed down the
    /// spring brings it back to the bound.
    case rubberBand(RubberBand, returnSpring: SpringParameters)

    /// Default spring back to an edge: critically damped, 0.4 s response.
    public static var defaultSpring: SpringParameters {
        // Constant, valid parameters: the initialiser cannot throw here.
        try! SpringParameters(dampingRatio: 1, response: 0.4)
    }
}

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
