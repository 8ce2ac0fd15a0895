import Foundation
import KiteImage

/// How far a rendering is from an independent reference (cairo supersampled and box-filtered), over the pixels
/// either image touches (alpha > 0 in either), compared premultiplied.
///
/// Two readings of the same errors: per pixel, the largest channel difference (`meanError`, `p99Error`: the
/// renderer's fidelity metric), and per channel (`channelMeanErrors`, `channelP99Errors`: the components' metric).
/// All errors are fractions of 255; a percentile is the nearest rank from below.
public struct ImageComparison: Sendable {
    /// Pixels with alpha > 0 in either image.
    public let touched: Int
    /// Mean over the touched pixels of the largest channel difference, 0...1.
    public let meanError: Double
    /// 99th percentile over the touched pixels of the largest channel difference, 0...1.
    public let p99Error: Double
    /// Mean absolute difference of R, G, B and A over the touched pixels, each 0...1.
    public let channelMeanErrors: [Double]
    /// 99th percentile of the absolute difference of R, G, B and A over the touched pixels, each 0...1.
    public let channelP99Errors: [Double]

    /// Compares two premultiplied RGBA byte arrays of one size (rows of the same width).
    public init(expected: [UInt8], actual: [UInt8]) {
        precondition(expected.count == actual.count, "images of different sizes")
        func pixel(_ bytes: [UInt8], _ p: Int) -> SIMD4<Double> {
            SIMD4(Double(bytes[4 * p]), Double(bytes[4 * p + 1]), Double(bytes[4 * p + 2]), Double(bytes[4 * p + 3]))
        }
        self.init(pixelCount: expected.count / 4) { p in (pixel(expected, p), pixel(actual, p)) }
    }

    /// Compares two straight-alpha images (PNG files), each premultiplied exactly (without rounding) first; where
    /// the sizes differ, the leading pixels of the shorter one.
    public init(expected: PNGImage, actual: PNGImage) {
        func premultiplied(_ pixels: [UInt8], _ p: Int) -> SIMD4<Double> {
            let a = Double(pixels[4 * p + 3])
            return SIMD4(
                Double(pixels[4 * p]) * a / 255, Double(pixels[4 * p + 1]) * a / 255,
                Double(pixels[4 * p + 2]) * a / 255, a)
        }
        self.init(pixelCount: min(expected.pixels.count, actual.pixels.count) / 4) { p in
            (premultiplied(expected.pixels, p), premultiplied(actual.pixels, p))
        }
    }

    private init(pixelCount: Int, pixel: (Int) -> (expected: SIMD4<Double>, actual: SIMD4<Double>)) {
        var worst: [Double] = []
        var channels = [[Double]](repeating: [], count: 4)
        for p in 0..<pixelCount {
            let (e, a) = pixel(p)
            guard e[3] > 0 || a[3] > 0 else { continue }
            let signed = e - a
            let difference = signed.replacing(with: -signed, where: signed .< 0) / 255
            worst.append(difference.max())
            for c in 0..<4 { channels[c].append(difference[c]) }
        }
        touched = worst.count
        (meanError, p99Error) = Self.meanAndP99(worst)
        let perChannel = channels.map(Self.meanAndP99)
        channelMeanErrors = perChannel.map(\.mean)
        channelP99Errors = perChannel.map(\.p99)
    }

    private static func meanAndP99(_ errors: [Double]) -> (mean: Double, p99: Double) {
        guard !errors.isEmpty else { return (0, 0) }
        let sorted = errors.sorted()
        return (
            sorted.reduce(0, +) / Double(sorted.count), sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        )
    }

    /// Which errors a limit applies to.
    public enum Metric: Sendable {
        /// Each pixel's largest channel difference (`meanError`, `p99Error`).
        case largestChannel
        /// Every channel on its own (`channelMeanErrors`, `channelP99Errors`): each must be within the limit.
        case eachChannel
    }

    /// Whether something was drawn and the errors are within `meanLimit` and `p99Limit` (fractions of 255).
    public func isWithin(meanLimit: Double, p99Limit: Double, metric: Metric = .largestChannel) -> Bool {
        guard touched > 0 else { return false }
        switch metric {
        case .largestChannel: return meanError <= meanLimit && p99Error <= p99Limit
        case .eachChannel:
            return channelMeanErrors.allSatisfy { $0 <= meanLimit } && channelP99Errors.allSatisfy { $0 <= p99Limit }
        }
    }

    /// Compares premultiplied `actual` with the reference `expected` (`width` x `height` pixels) and checks the
    /// limits; when they do not hold, the images are written with `FailureImages` and the message says where.
    /// - Returns: whether the limits hold, the comparison, and a one-line report for the test log.
    public static func check(
        _ name: String, expected: [UInt8], actual: [UInt8], width: Int, height: Int, meanLimit: Double,
        p99Limit: Double, metric: Metric = .largestChannel
    ) -> (passed: Bool, comparison: ImageComparison, message: String) {
        let c = ImageComparison(expected: expected, actual: actual)
        let passed = c.isWithin(meanLimit: meanLimit, p99Limit: p99Limit, metric: metric)
        var message = "\(name): \(c.summary(metric)) (limits mean \(percent(meanLimit)), p99 \(percent(p99Limit)))"
        if !passed {
            let folder = FailureImages.write(
                name, expectedPremultiplied: expected, actualPremultiplied: actual, width: width, height: height)
            message += "; images in \(folder)"
        }
        return (passed, c, message)
    }

    /// The errors in one line, as percentages.
    public func summary(_ metric: Metric = .largestChannel) -> String {
        switch metric {
        case .largestChannel:
            return "mean \(Self.percent(meanError)), p99 \(Self.percent(p99Error)) over \(touched) pixels"
        case .eachChannel:
            let rgba = { (v: [Double]) in v.map(Self.percent).joined(separator: "/") }
            return "mean RGBA \(rgba(channelMeanErrors)), p99 RGBA \(rgba(channelP99Errors)) over \(touched) pixels"
        }
    }

    private static func percent(_ x: Double) -> String { String(format: "%.2f%%", x * 100) }
}
