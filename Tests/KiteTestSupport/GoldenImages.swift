import Foundation
import KiteImage

/// Committed reference PNGs in one folder, and the check of a rendering against them.
///
/// Metric: a pixel differs when any RGBA channel is off by more than `channelTolerance` (default 8 of 255, room for
/// rounding differences between Mesa versions); the images match when at most `differingFraction` (default 0.1%)
/// of pixels differ. On a mismatch, NAME-expected.png, NAME-actual.png and NAME-diff.png are written to
/// `golden-failures/` next to the test binary and `GoldenMismatch` is thrown. With `KITE_UPDATE_GOLDEN=1` in the
/// environment the committed image is rewritten instead (look at it before committing).
public struct GoldenImages: Sendable {
    /// The folder holding `NAME.png`.
    public let folder: String

    /// - Parameter folder: the folder holding the committed images.
    public init(folder: String) { self.folder = folder }

    /// Checks `actual` against `NAME.png`.
    /// - Throws: `GoldenMismatch` naming the difference and where the failure images are.
    public func check(
        _ actual: PNGImage, named name: String, channelTolerance: Int = 8, differingFraction: Double = 0.001
    ) throws {
        let path = "\(folder)/\(name).png"
        if ProcessInfo.processInfo.environment["KITE_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: path)
            return
        }
        let expected = try PNGImage(contentsOf: path)
        guard let difference = ImageDifference(expected: expected, actual: actual, channelTolerance: channelTolerance)
        else {
            let written = try writeFailure(name, expected: expected, actual: actual, diff: nil)
            throw GoldenMismatch(
                description: "\(name): size \(actual.width)x\(actual.height), golden \(expected.width)x"
                    + "\(expected.height); see \(written)")
        }
        guard difference.differingFraction > differingFraction else { return }
        let written = try writeFailure(name, expected: expected, actual: actual, diff: difference.image)
        throw GoldenMismatch(
            description: "\(name): \(difference.differingPixels) pixels (\(difference.differingFraction * 100)%) "
                + "differ by more than \(channelTolerance); see \(written)")
    }

    private func writeFailure(_ name: String, expected: PNGImage, actual: PNGImage, diff: PNGImage?) throws -> String {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("golden-failures").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try expected.write(to: "\(dir)/\(name)-expected.png")
        try actual.write(to: "\(dir)/\(name)-actual.png")
        try diff?.write(to: "\(dir)/\(name)-diff.png")
        return dir
    }
}

/// A rendering that does not match its golden image: what differs, and where the failure images were written.
public struct GoldenMismatch: Error, CustomStringConvertible {
    /// One line for the test report.
    public let description: String
}
