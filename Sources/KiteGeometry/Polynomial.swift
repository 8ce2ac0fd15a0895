/// Real roots of low-degree polynomials, used for curve extrema.
enum Polynomial {
    /// Real roots of a*t^2 + b*t + c = 0, degenerating gracefully to the linear case when `a` is negligible
    /// against the other coefficients. Uses the cancellation-free form of the quadratic formula.
    static func quadraticRoots(a: Double, b: Double, c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) <= 1e-12 * scale {
            return abs(b) <= 1e-12 * scale ? [] : [-c / b]
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return [] }
        if disc == 0 { return [-b / (2 * a)] }
        let q = -0.5 * (b + (b >= 0 ? 1 : -1) * disc.squareRoot())
        return q == 0 ? [0] : [q / a, c / q]
    }
}
