import KiteGeometry

/// The Guillotine menu's drop as the original built it on UIKit Dynamics: a W x H menu pinned by a pivot at the
/// menu button's centre, starting turned a quarter turn anticlockwise (lying along the top of the screen), pushed
/// down until it swings to upright, hits the screen's left edge and bounces.
///
/// In the menu's own unrotated coordinates the pivot is at (a, a) with a = topOffset / 2, so that once upright the
/// button is as far from the left edge as from the bottom of the navigation bar. The animator's space puts the
/// pivot at (a, a) too: upright, the menu covers (0, 0, W, H). A continuous push of magnitude (2 / pi) * H /
/// duration acts at the centre along +y; the boundary runs down the left edge (x = 0) from H / 2 to H, which the
/// menu's left side meets at angle 0.
public struct GuillotineDrop: Sendable {
    /// Identifier of the boundary the menu bounces on.
    public static let boundaryIdentifier = "leftEdge"

    /// Menu width in points, > 0; default 375.
    public var width = 375.0
    /// Menu height in points, > 0; default 667.
    public var height = 667.0
    /// Navigation bar height in points, in 0 ... min(width, height); the pivot sits at half of it; default 64.
    public var topOffset = 64.0
    /// Menu density (mass = density * area / 10^4), > 0; default 1.5.
    public var density = 1.5
    /// Elasticity of the bounce, in 0...1; default 0.6.
    public var elasticity = 0.6
    /// The nominal animation duration that scales the push, in seconds, > 0; default 0.6 (the published code's).
    public var durationSeconds = 0.6
    /// When set, the time from the start to the first contact with the boundary, in seconds, > 0: the push is then
    /// chosen to give it (see `pushMagnitude(forContactSeconds:)`) and `durationSeconds` is not used. Default nil:
    /// the published code's push, (2 / pi) H / `durationSeconds`, which takes 0.93 s at 375 x 667. The design
    /// animation (the repository's `example.gif`) lands in about 0.25-0.3 s.
    public var contactSeconds: Double?
    /// Frames per second of the output, > 0; default 60.
    public var framesPerSecond = 60.0
    /// Longest simulated time, in seconds, >= 0, at most `maximumRows` frames at `framesPerSecond`; default 6.
    public var maximumSeconds = 6.0

    /// Most rows one run may produce (4.6 hours at 60 Hz), so that a typing slip in `--seconds` is an error instead
    /// of a run that fills memory with CSV; the same cap as `kite curve`.
    public static let maximumRows = 1_000_000

    public init() {}

    /// One output row: the state at a frame.
    public struct Sample: Equatable, Sendable {
        /// Seconds since the drop started.
        public let timeSeconds: Double
        /// Menu rotation in radians: -pi/2 at the start, 0 upright against the boundary.
        public let angle: Double
        /// Radians per second, positive while falling.
        public let angularVelocity: Double
    }

    /// The animator set up for the drop, its menu item, and the pivot in the animator's space.
    public struct Scene {
        public let animator: DynamicAnimator
        public let menu: DynamicBox
        public let pivot: Point
    }

    /// Distance of the pivot from the menu's top and left edges, in points.
    public var pivotInset: Double { topOffset / 2 }

    /// The push magnitude, in UIKit push units: (2 / pi) * height / duration, or the push that lands in
    /// `contactSeconds` when that is set.
    public var pushMagnitude: Double {
        if let contactSeconds { return pushMagnitude(forContactSeconds: contactSeconds) }
        return 2 / Double.pi * height / durationSeconds
    }

    /// The push, in UIKit push units (one unit accelerates a 100 x 100 point item of density 1 at 100 points per
    /// second squared), under which the menu, released at rest at -pi/2, first reaches angle 0 after `seconds`.
    ///
    /// The menu turns about the fixed pivot: I theta'' = F (r_x cos theta - r_y sin theta), with (r_x, r_y) the
    /// centre's offset from the pivot when upright, I = m ((W^2 + H^2) / 12 + r_x^2 + r_y^2) and F = 100 * push.
    /// Scaling F by k scales time by 1 / sqrt(k), so the fall is integrated once with F / I = 1 (RK4, 2000 steps
    /// per unit of time, to better than 1e-9) and the push follows from the time that takes.
    public func pushMagnitude(forContactSeconds seconds: Double) -> Double {
        let a = pivotInset
        let (rx, ry) = (width / 2 - a, height / 2 - a)
        let mass = density * width * height / 10_000
        let inertia = mass * ((width * width + height * height) / 12 + rx * rx + ry * ry)
        let unitTime = Self.fallTime(rx: rx, ry: ry)
        return inertia * (unitTime / seconds) * (unitTime / seconds) / 100
    }

    /// Time for theta'' = r_x cos theta - r_y sin theta to take theta from -pi/2 at rest to 0; 0 when the lengths
    /// give no fall (a degenerate menu).
    static func fallTime(rx: Double, ry: Double) -> Double {
        guard rx.isFinite, ry.isFinite, ry > 0 else { return 0 }
        func acceleration(_ theta: Double) -> Double { rx * cosine(theta) - ry * sine(theta) }
        // Step in proportion to the fall's own time scale, sqrt(1 / ry) for a pendulum of that size.
        let h = (1 / ry).squareRoot() / 2000
        var (theta, omega, t) = (-Double.pi / 2, 0.0, 0.0)
        for _ in 0..<1_000_000 {
            let k1 = (omega, acceleration(theta))
            let k2 = (omega + h / 2 * k1.1, acceleration(theta + h / 2 * k1.0))
            let k3 = (omega + h / 2 * k2.1, acceleration(theta + h / 2 * k2.0))
            let k4 = (omega + h * k3.1, acceleration(theta + h * k3.0))
            let next = theta + h / 6 * (k1.0 + 2 * k2.0 + 2 * k3.0 + k4.0)
            // Linear interpolation inside the last step: the angle is smooth there.
            if next >= 0 { return t + h * (-theta) / (next - theta) }
            omega += h / 6 * (k1.1 + 2 * k2.1 + 2 * k3.1 + k4.1)
            theta = next
            t += h
        }
        return t
    }

    public func validate() throws {
        try DynamicsError.checkSize(Size(width, height))
        try DynamicsError.check(topOffset, "top offset", in: 0...min(width, height))
        try DynamicsError.checkPositive(density, "density")
        try DynamicsError.check(elasticity, "elasticity", in: 0...1)
        try DynamicsError.checkPositive(durationSeconds, "duration")
        if let contactSeconds { try DynamicsError.checkPositive(contactSeconds, "contact time") }
        try DynamicsError.checkPositive(framesPerSecond, "frames per second")
        try DynamicsError.checkNonNegative(maximumSeconds, "seconds")
        guard maximumSeconds * framesPerSecond < Double(Self.maximumRows) else {
            throw DynamicsError.invalidParameter(
                name: "seconds", value: maximumSeconds,
                expected: "under \(Self.maximumRows) frames at \(framesPerSecond) frames per second")
        }
    }

    /// Builds the animator with the menu at its starting position, at rest.
    public func makeScene(stepSeconds: Double = DynamicAnimator.defaultStepSeconds) throws -> Scene {
        try validate()
        let a = pivotInset
        let pivot = Point(a, a)
        // The centre's offset from the pivot, (W/2 - a, H/2 - a), turned by -pi/2: (x, y) -> (y, -x).
        let center = pivot + Vector(dx: height / 2 - a, dy: -(width / 2 - a))
        let menu = try DynamicBox(center: center, size: Size(width, height), angle: -Double.pi / 2)
        let animator = try DynamicAnimator(stepSeconds: stepSeconds)
        let pivotOffset = Vector(dx: a - width / 2, dy: a - height / 2)
        try animator.addBehavior(
            try AttachmentBehavior(item: menu, offsetFromCenter: pivotOffset, attachedToAnchor: pivot, length: 0))
        try animator.addBehavior(
            try PushBehavior(items: [menu], mode: .continuous, angle: Double.pi / 2, magnitude: pushMagnitude))
        let collision = CollisionBehavior(items: [menu], mode: .boundaries)
        try collision.addBoundary(identifier: Self.boundaryIdentifier, from: Point(0, height / 2), to: Point(0, height))
        try animator.addBehavior(collision)
        try animator.addBehavior(try DynamicItemBehavior(items: [menu], elasticity: elasticity, density: density))
        return Scene(animator: animator, menu: menu, pivot: pivot)
    }

    /// Runs the drop one frame at a time from t = 0 until the menu is at rest or `maximumSeconds` have passed.
    public func simulate() throws -> [Sample] {
        let scene = try makeScene()
        var samples: [Sample] = []
        var frame = 0
        while true {
            let t = Double(frame) / framesPerSecond
            guard t <= maximumSeconds else { break }
            try scene.animator.advance(to: t)
            let omega = try scene.animator.angularVelocity(of: scene.menu)
            samples.append(Sample(timeSeconds: t, angle: scene.menu.angle, angularVelocity: omega))
            if scene.animator.isAtRest { break }
            frame += 1
        }
        return samples
    }

    /// `simulate()` as CSV: a `t,angle,angular_velocity` header, then one row per frame.
    public func csv() throws -> String {
        var text = "t,angle,angular_velocity\n"
        for sample in try simulate() {
            text += "\(sample.timeSeconds),\(sample.angle),\(sample.angularVelocity)\n"
        }
        return text
    }
}
