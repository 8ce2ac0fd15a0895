import Foundation
import KiteImage

/// Committed reference PNGs in one folder, and the check of a rendering against them.
///
/// Metric: a pixel differs when any RGBA channel is off by more than `channelTolerance` (default 8 of 255, room for
/// rounding differences between Mesa versions); the images match when at most `differingFraction` (default 0.1%)
/// of pixels differ. On a mismatch the expected, actual and difference PNGs go to `FailureImages.folder` and
/// `GoldenMismatch` is thrown. With `KITE_UPDATE_GOLDEN=1` in the environment the committed image is rewritten
/// instead (look at it before committing).
public struct GoldenImages: Sendable {
    /// The folder holding `NAME.png`.
    public let folder: String

    /// - Parameter folder: the folder holding the committed images.
    public init(folder: String) { self.folder = folder }

    /// How the channels are compared.
    public enum Alpha: Sendable {
        /// As stored in the PNG.
        case straight
        /// Each colour channel multiplied by alpha (rounded to nearest) first, as a renderer holds it: differences
        /// in faint pixels count as little as they show.
        case premultiplied
    }

    /// Checks `actual` against `NAME.png`.
    /// - Throws: `GoldenMismatch` naming the difference and where the failure images are.
    public func check(
        _ actual: PNGImage, named name: String, channelTolerance: Int = 8, differingFraction: Double = 0.001,
        comparing alpha: Alpha = .straight
    ) throws {
        let path = "\(folder)/\(name).png"
        if ProcessInfo.processInfo.environment["KITE_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try actual.write(to: path)
            return
        }
        let expected = try PNGImage(contentsOf: path)
        let compared =
            alpha == .straight ? (expected, actual) : (Self.premultiplied(expected), Self.premultiplied(actual))
        guard
            let difference = ImageDifference(
                expected: compared.0, actual: compared.1, channelTolerance: channelTolerance)
        else {
            let written = try FailureImages.write(name, expected: expected, actual: actual)
            throw GoldenMismatch(
                description: "\(name): size \(actual.width)x\(actual.height), golden \(expected.width)x"
                    + "\(expected.height); see \(written)")
        }
        guard difference.differingFraction > differingFraction else { return }
        let written = try FailureImages.write(name, expected: expected, actual: actual)
        throw GoldenMismatch(
            description: "\(name): \(difference.differingPixels) pixels (\(difference.differingFraction * 100)%) "
                + "differ by more than \(channelTolerance) (limit \(differingFraction * 100)%); see \(written)")
    }

    private static func premultiplied(_ image: PNGImage) -> PNGImage {
        var pixels = image.pixels
        for p in stride(from: 0, to: pixels.count, by: 4) {
            let a = Int(pixels[p + 3])
            for c in 0..<3 { pixels[p + c] = UInt8((Int(pixels[p + c]) * a + 127) / 255) }
        }
        return PNGImage(width: image.width, height: image.height, pixels: pixels)
    }
}

/// A rendering that does not match its golden image: what differs, and where the failure images were written.
public struct GoldenMismatch: Error, CustomStringConvertible {
    /// One line for the test report.
    public let description: String
}
