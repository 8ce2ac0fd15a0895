/// Springs described by how they look rather than by physics, as SwiftUI and UIKit do: unit mass, with stiffness
/// and damping derived from a period and a damping ratio.
extension SpringParameters {
    /// `dampingRatio` >= 0 (1 = no overshoot), `response` > 0 seconds (period of the undamped oscillation).
    /// Mass 1, stiffness (2π / response)², damping 4π · dampingRatio / response.
    public init(dampingRatio: Double, response: Double) throws(AnimationError) {
        let ratio = try Check.nonNegative(dampingRatio, "spring damping ratio")
        let response = try Check.positive(response, "spring response")
        let omega = 2 * Double.pi / response
        try self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
    }

    /// `duration` > 0 seconds (the perceptual duration, used as the response) and `bounce` in -1 < bounce < 1
    /// (0 = critically damped, positive values overshoot, negative values are overdamped). The damping ratio is
    /// 1 - bounce for bounce >= 0 and 1 / (1 + bounce) below zero, as SwiftUI's `Spring(duration:bounce:)`.
    public init(duration: Double, bounce: Double = 0) throws(AnimationError) {
        let bounce = try Check.finite(bounce, "spring bounce")
        guard bounce > -1 && bounce < 1 else {
            throw .invalid("spring bounce must lie strictly between -1 and 1, got \(bounce)")
        }
        let duration = try Check.positive(duration, "spring duration")
        try self.init(dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), response: duration)
    }
}
