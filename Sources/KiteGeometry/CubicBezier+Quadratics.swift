extension CubicBezier {
    /// Default largest distance, in points, between a cubic and its quadratic approximation: well under what an
    /// anti-aliased edge shows at 2x scale (RENDERING-NOTES asks for about 0.05 px).
    public static let defaultQuadraticTolerance = 0.02

    /// The cubic as a chain of quadratics, each within `tolerance` points of the cubic piece it replaces, measured
    /// at equal parameters (which bounds the geometric distance too). The cubic is cut into n equal parameter
    /// intervals, each replaced by the quadratic whose control is (3 (c1 + c2) - (start + end)) / 4; that piece
    /// differs from its cubic by (D / 2) t (1 - t) (1 - 2t), at most sqrt(3) / 36 |D|, where D is the piece's third
    /// difference, D = (cubic D) / n^3. n is the smallest count that brings that bound under the tolerance.
    /// - Parameter tolerance: points, > 0. Defaults to `defaultQuadraticTolerance`.
    public func quadratics(tolerance: Double = defaultQuadraticTolerance) -> [QuadBezier] {
        precondition(tolerance > 0, "quadratic tolerance must be positive")
        let count = quadraticCount(tolerance: tolerance)
        return (0..<count).map { quadratic($0, of: count) }
    }

    /// Quadratic `index` (0..<count) of the chain `quadratics` builds from `count` equal parameter pieces, without
    /// building the chain (a renderer calls this every frame).
    public func quadratic(_ index: Int, of count: Int) -> QuadBezier {
        let piece = subsegment(Double(index) / Double(count), Double(index + 1) / Double(count))
        let control = Point(
            x: (3 * (piece.p1.x + piece.p2.x) - piece.p0.x - piece.p3.x) / 4,
            y: (3 * (piece.p1.y + piece.p2.y) - piece.p0.y - piece.p3.y) / 4)
        return QuadBezier(piece.p0, control, piece.p3)
    }

    /// How many equal pieces `quadratics(tolerance:)` uses (at least 1, at most 1024 for absurd inputs): the cube
    /// root of bound / tolerance rounded up, as libm's `cbrt` gives it.
    public func quadraticCount(tolerance: Double = defaultQuadraticTolerance) -> Int {
        let bound = 3.0.squareRoot() / 36 * thirdDifference.length
        guard bound > tolerance else { return 1 }
        let ratio = bound / tolerance
        if let n = Self.ceilingCubeRoot(ratio) { return n }
        let n = cbrtDouble(ratio).rounded(.up)
        return n.isFinite ? Int(min(n, 1024)) : 1024
    }

    /// The smallest integer n with n^3 >= `x`, for 1 <= x <= 1024^3, found among integers (every cube up to 1024^3
    /// is exact in a Double), which is cheaper than libm's `cbrt` (a renderer asks once per cubic, every frame).
    /// nil outside that range and where `x` lies within a relative 1e-12 of a cube: there `cbrt`'s last-bit
    /// rounding could decide the count, so the caller asks `cbrt` and the count stays libm's in every case.
    /// Elsewhere `cbrt` (correct to about 1 ulp, a relative 1e-16) cannot cross an integer that lies 3e-13 away.
    static func ceilingCubeRoot(_ x: Double) -> Int? {
        guard x >= 1, x <= 1_073_741_824 else { return nil }
        // A first guess from the bit pattern (a third of the exponent: Kahan's cube-root seed, within about 6%),
        // one Newton step (within about 0.5%), then a step or two over integers settles it exactly. The loops end
        // within 1...1024 (0^3 < 1 <= x <= 1024^3), so the integer arithmetic cannot overflow.
        var guess = Double(bitPattern: x.bitPattern / 3 &+ 0x2A9F_7893_0000_0000)
        guess -= (guess * guess * guess - x) / (3 * guess * guess)
        var n = min(max(Int(guess), 1), 1024)
        var upper = Double(n &* n &* n)
        while upper < x {
            n &+= 1
            upper = Double(n &* n &* n)
        }
        var lower = Double((n &- 1) &* (n &- 1) &* (n &- 1))
        while lower >= x {
            n &-= 1
            upper = lower
            lower = Double((n &- 1) &* (n &- 1) &* (n &- 1))
        }
        guard x < upper * (1 - 1e-12), x > lower * (1 + 1e-12) else { return nil }
        return n
    }
}
