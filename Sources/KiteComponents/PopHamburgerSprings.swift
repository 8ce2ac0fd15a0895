import KiteAnimation

/// The springs and fade of Mike Rundle's "Pop Hamburger Button", with the keys they run under on each bar.
struct PopHamburgerSprings {
    static let rotationKey = "rotate"
    static let translationKey = "position"
    static let colorKey = "color"
    static let fadeKey = "fade"
    /// Middle bar fade, seconds (a UIView animation, so ease-in-ease-out).
    static let fadeDuration = 0.2
    /// Top and bottom bars' travel towards the middle when open, points.
    static let barTravel = 29.0
    /// Bars' rotation when open, radians: the top one -π/4, the bottom one +π/4.
    static let openRotation = Double.pi / 4
    /// Completion threshold of the translations: a twentieth of a point.
    static let translationKind = PropertyKind.custom(threshold: 0.05)

    /// Rotation: bounciness 11, speed 18.
    let rotation: SpringParameters
    /// Translation and colour: bounciness 0, speed 18 (no overshoot past red).
    let slide: SpringParameters

    init() throws(AnimationError) {
        rotation = try SpringParameters(bounciness: 11, speed: 18)
        slide = try SpringParameters(bounciness: 0, speed: 18)
    }
}
