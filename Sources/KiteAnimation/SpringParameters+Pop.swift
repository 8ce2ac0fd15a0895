/// Pop's two ways of describing a spring. Based on the conversion in Pop's POPSpringAnimation
/// (facebook/pop, `POPAnimationExtras` and `POPSpringSolver`):
/// the "Origami" bounciness/speed pair maps to a tension and friction through a fitted no-bounce friction curve.
extension SpringParameters {
    /// Pop's `dynamicsTension`, `dynamicsFriction` and `dynamicsMass` (the same physics as stiffness, damping, mass).
    public init(tension: Double, friction: Double, mass: Double = 1) throws(AnimationError) {
        try self.init(mass: mass, stiffness: tension, damping: friction)
    }

    /// Pop's `springBounciness` and `springSpeed`, each in 0...20 (Pop's defaults 4 and 12), converted exactly as
    /// Pop converts them. Throws when a value is not finite or lies outside 0...20.
    public init(bounciness: Double, speed: Double) throws(AnimationError) {
        let bounciness = try Check.inRange(bounciness, 0...20, "spring bounciness")
        let speed = try Check.inRange(speed, 0...20, "spring speed")
        let (tension, friction) = Self.popTensionFriction(bounciness: bounciness, speed: speed)
        try self.init(mass: 1, stiffness: tension, damping: friction)
    }

    /// Pop's conversion from bounciness/speed to (tension, friction), without validation.
    static func popTensionFriction(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
        let b = 0.8 * (bounciness / 1.7) / 20
        let s = (speed / 1.7) / 20
        let origamiTension = 0.5 + 199.5 * s
        let noBounceFriction = popNoBounceFriction(tension: origamiTension)
        let origamiFriction = noBounceFriction + (0.01 - noBounceFriction) * (2 * b - b * b)
        return (194 + (origamiTension - 30) * 3.62, 25 + (origamiFriction - 8) * 3)
    }

    /// The piecewise cubic fit of the friction that just avoids bouncing at a given Origami tension.
    static func popNoBounceFriction(tension t: Double) -> Double {
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 4.5e-7 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }
}
