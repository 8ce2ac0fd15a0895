import KiteGeometry

extension RandomNumberGenerator {
    /// A double uniform in [0, 1): the top 53 bits of the next output, so every value is exactly representable.
    public mutating func nextUnit() -> Double {
        let bits: UInt64 = next()
        return Double(bits >> 11) / Double(1 << 53)
    }

    /// A point uniform in the square [0, size) x [0, size), x drawn first.
    public mutating func point(in size: Double) -> Point { Point(nextUnit() * size, nextUnit() * size) }
}
