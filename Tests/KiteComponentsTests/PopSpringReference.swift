import Foundation

/// Reference for Pop's springs, independent of KiteAnimation: Pop's bounciness/speed to tension/friction mapping
/// (POPSpringSolver's Origami conversion: both scaled by 1/1.7 and normalised over 0...20, bounciness times 0.8;
/// Origami tension 0.5...200; friction eased quadratically from the no-bounce friction towards 0.01; then
/// tension = 194 + 3.62 (t - 30), friction = 25 + 3 (f - 8)), and the textbook solution of x'' + c x' + k x = 0
/// (unit mass) in each damping regime.
struct PopOscillator {
    let tension: Double
    let friction: Double

    init(bounciness: Double, speed: Double) {
        let b = bounciness / 1.7 / 20 * 0.8
        let s = speed / 1.7 / 20
        let origamiTension = 0.5 + s * (200 - 0.5)
        let noBounce = Self.noBounceFriction(origamiTension)
        let origamiFriction = noBounce + (2 * b - b * b) * (0.01 - noBounce)
        tension = (origamiTension - 30) * 3.62 + 194
        friction = (origamiFriction - 8) * 3 + 25
    }

    private static func noBounceFriction(_ t: Double) -> Double {
        if t <= 18 { return 0.0007 * pow(t, 3) - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * pow(t, 3) - 0.006 * t * t + 0.36 * t + 2 }
        return 0.00000045 * pow(t, 3) - 0.000332 * t * t + 0.1078 * t + 5.84
    }

    /// Value and velocity `t` seconds after leaving `from` with `velocity` towards `to`.
    func sample(from: Double, to: Double, velocity v0: Double, at t: Double) -> (value: Double, velocity: Double) {
        let x0 = from - to
        let w0 = tension.squareRoot()
        let zeta = friction / (2 * w0)
        let (x, v): (Double, Double)
        if abs(zeta - 1) < 1e-12 {
            let (a, b) = (x0, v0 + w0 * x0)
            let decay = exp(-w0 * t)
            (x, v) = ((a + b * t) * decay, (b - w0 * (a + b * t)) * decay)
        } else if zeta < 1 {
            let a = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let (c1, c2) = (x0, (v0 + a * x0) / wd)
            let decay = exp(-a * t)
            x = decay * (c1 * cos(wd * t) + c2 * sin(wd * t))
            v = decay * ((-a * c1 + wd * c2) * cos(wd * t) + (-a * c2 - wd * c1) * sin(wd * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
            v = r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t)
        }
        return (to + x, v)
    }

    func value(from: Double, to: Double, velocity: Double = 0, at t: Double) -> Double {
        sample(from: from, to: to, velocity: velocity, at: t).value
    }
}
