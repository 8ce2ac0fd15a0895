import KiteAnimation

/// The cubic-bezier timing functions of robb's hamburger button (github.com/robb/hamburger-button,
/// `HamburgerButton.swift`), built once (their control points are valid, but building a `TimingFunction` checks them
/// and can throw).
struct HamburgerCurves {
    /// Middle stroke opening, both trims: (0.25, -0.4, 0.5, 1), anticipating.
    let strokeOpen: TimingFunction
    /// Middle stroke closing, `strokeStart`: (0.25, 0, 0.5, 1.2), overshooting.
    let strokeStartClose: TimingFunction
    /// Middle stroke closing, `strokeEnd`: (0.25, 0.3, 0.5, 0.9).
    let strokeEndClose: TimingFunction
    /// Outer strokes both ways: (0.5, -0.8, 0.5, 1.85), anticipating and overshooting. The repository's code uses
    /// this curve; the blog post "How to build a nice Hamburger Button transition in Swift" prints
    /// (0.25, -0.8, 0.75, 1.85), which Kite used to follow.
    let outer: TimingFunction

    init() throws(AnimationError) {
        strokeOpen = try TimingFunction(controlPoints: 0.25, -0.4, 0.5, 1)
        strokeStartClose = try TimingFunction(controlPoints: 0.25, 0, 0.5, 1.2)
        strokeEndClose = try TimingFunction(controlPoints: 0.25, 0.3, 0.5, 0.9)
        outer = try TimingFunction(controlPoints: 0.5, -0.8, 0.5, 1.85)
    }
}
