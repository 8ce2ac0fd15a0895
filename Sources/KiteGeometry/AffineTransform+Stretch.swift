extension AffineTransform {
    /// How far the linear part stretches a unit vector at most and at least: its two singular values, largest
    /// first, >= 0. A circle of radius r maps to an ellipse with these times r as its semi-axes.
    public var stretches: (largest: Double, smallest: Double) {
        // The linear part splits into a rotation-and-scale part (a + d, b - c) / 2 and a reflecting one
        // (a - d, b + c) / 2; the singular values are the sum and the difference of their lengths.
        let p = ((a + d) * (a + d) + (b - c) * (b - c)).squareRoot() / 2
        let q = ((a - d) * (a - d) + (b + c) * (b + c)).squareRoot() / 2
        return (p + q, abs(p - q))
    }

    /// True when the linear part is a rotation (or reflection) times a uniform scale: its smallest stretch is at
    /// least `1 - tolerance` times its largest, so circles stay circles within that relative error.
    /// - Parameter tolerance: relative, 0...1.
    public func isConformal(tolerance: Double) -> Bool {
        let s = stretches
        return s.smallest >= (1 - tolerance) * s.largest
    }
}
