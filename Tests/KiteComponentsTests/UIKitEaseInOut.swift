/// UIKit's ease-in-out timing curve, cubic bezier (0.42, 0, 0.58, 1), computed independently of KiteAnimation's
/// `TimingFunction` (bisection on x(s)) so the components' eased motions are checked against a separate reference.
enum UIKitEaseInOut {
    /// The eased progress in 0...1 at linear progress `x` in 0...1.
    static func value(at x: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var (lo, hi) = (0.0, 1.0)
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, 0, 1)
    }
}
