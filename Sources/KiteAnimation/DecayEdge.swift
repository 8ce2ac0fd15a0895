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
