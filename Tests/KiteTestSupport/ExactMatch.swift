/// Where two renderings that should agree (bit for bit, or within a channel tolerance) differ: the largest channel
/// difference, how many pixels differ by more than the tolerance, and the first pixel with the largest difference
/// with both values, so that a failure names a place to look. Images are RGBA rows of one width, top row first.
public struct ExactMatch: CustomStringConvertible {
    /// The largest channel difference, 0...255.
    public let largest: Int
    /// Pixels with a channel off by more than the tolerance.
    public let differingPixels: Int
    /// The first pixel (column, row from the top) with the largest difference; nil when the images agree exactly.
    public let worst: (x: Int, y: Int)?
    /// The RGBA values at `worst` in the expected and the actual image (empty when they agree).
    public let values: (expected: [UInt8], actual: [UInt8])

    /// Compares two RGBA byte arrays of one size, `width` pixels a row.
    /// - Parameters:
    ///   - expected: the reference rendering.
    ///   - actual: the rendering under test, as many bytes as `expected`.
    ///   - width: pixels per row, at least 1.
    ///   - tolerance: the largest channel difference (of 255) that still counts as equal, default 0.
    public init(expected: [UInt8], actual: [UInt8], width: Int, tolerance: Int = 0) {
        precondition(expected.count == actual.count && width > 0, "images of different sizes")
        var largest = 0
        var at = -1
        var differing = 0
        for p in stride(from: 0, to: actual.count, by: 4) {
            var pixel = 0
            for c in 0..<4 { pixel = max(pixel, abs(Int(actual[p + c]) - Int(expected[p + c]))) }
            if pixel > tolerance { differing += 1 }
            if pixel > largest { (largest, at) = (pixel, p) }
        }
        self.largest = largest
        differingPixels = differing
        worst = at < 0 ? nil : ((at / 4) % width, (at / 4) / width)
        values = at < 0 ? ([], []) : (Array(expected[at..<at + 4]), Array(actual[at..<at + 4]))
    }

    /// The largest difference, where it is and how many pixels differ, for a failing expectation's message.
    public var description: String {
        guard let worst else { return "no difference" }
        return "largest channel difference \(largest)/255 at (\(worst.x), \(worst.y)): \(values.expected) expected, "
            + "\(values.actual) drawn; \(differingPixels) pixels differ"
    }
}
