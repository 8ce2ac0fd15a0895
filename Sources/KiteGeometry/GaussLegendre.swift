/// Gauss-Legendre quadrature, used to integrate curve speed into arc length.
enum GaussLegendre {
    /// The 8-point rule's nodes on [-1, 1] (positive half) and their weights.
    static let nodes: [Double] = [0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363]
    static let weights: [Double] = [0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763]

    /// The 8-point estimate of the integral of `f` over [a, b].
    static func integrate(_ f: (Double) -> Double, from a: Double, to b: Double) -> Double {
        let half = (b - a) / 2
        let mid = (a + b) / 2
        var sum = 0.0
        for i in 0..<4 {
            sum += weights[i] * (f(mid - half * nodes[i]) + f(mid + half * nodes[i]))
        }
        return sum * half
    }

    /// The integral of `f` over [a, b] within about `tolerance`, by halving the interval until the 8-point estimate
    /// of each part agrees with the sum over its two halves. Tolerances below what double precision can resolve
    /// (1e-13 of the integral) are raised to that, and halving stops at a depth of 20, so an unreachable request
    /// costs bounded time instead of hanging.
    static func adaptive(_ f: (Double) -> Double, from a: Double, to b: Double, tolerance: Double) -> Double {
        let whole = integrate(f, from: a, to: b)
        return adaptive(f, a, b, whole: whole, tolerance: max(tolerance, 1e-13 * abs(whole), 1e-300), depth: 0)
    }

    private static func adaptive(
        _ f: (Double) -> Double, _ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int
    ) -> Double {
        let m = (a + b) / 2
        let left = integrate(f, from: a, to: m)
        let right = integrate(f, from: m, to: b)
        if abs(left + right - whole) <= tolerance || depth >= 20 { return left + right }
        return adaptive(f, a, m, whole: left, tolerance: tolerance / 2, depth: depth + 1)
            + adaptive(f, m, b, whole: right, tolerance: tolerance / 2, depth: depth + 1)
    }
}
