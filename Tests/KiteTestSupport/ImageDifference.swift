import KiteImage

/// How two RGBA images of the same size differ, pixel by pixel: a pixel differs when any channel is off by more
/// than the tolerance.
public struct ImageDifference {
    /// Pixels with a channel off by more than the tolerance.
    public let differingPixels: Int
    /// `differingPixels` over all pixels, 0...1.
    public let differingFraction: Double
    /// The largest channel difference at each pixel, times 8, in red on opaque black: where the images differ.
    public let image: PNGImage

    /// Compares `actual` with `expected`; nil when their sizes differ.
    /// - Parameter channelTolerance: the largest channel difference (of 255) that still counts as equal.
    public init?(expected: PNGImage, actual: PNGImage, channelTolerance: Int) {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var diff = [UInt8](repeating: 0, count: actual.pixels.count)
        var differing = 0
        for p in stride(from: 0, to: actual.pixels.count, by: 4) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(actual.pixels[p + c]) - Int(expected.pixels[p + c]))) }
            if worst > channelTolerance { differing += 1 }
            diff[p] = UInt8(min(255, worst * 8))
            diff[p + 3] = 255
        }
        differingPixels = differing
        differingFraction = Double(differing) / Double(max(1, actual.width * actual.height))
        image = PNGImage(width: actual.width, height: actual.height, pixels: diff)
    }
}
