import Foundation
import KiteImage

/// Where a failed image check leaves its evidence: NAME-expected.png, NAME-actual.png and NAME-diff.png (each
/// pixel's largest channel difference, times 8, in red on opaque black) in `golden-failures/` next to the test
/// binary.
public enum FailureImages {
    /// `golden-failures/` next to the test binary.
    public static var folder: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("golden-failures").path
    }

    /// Writes the expected, actual and (where the sizes agree) difference images named `name`.
    /// - Returns: the folder they are in.
    @discardableResult
    public static func write(_ name: String, expected: PNGImage, actual: PNGImage) throws -> String {
        let dir = folder
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try expected.write(to: "\(dir)/\(name)-expected.png")
        try actual.write(to: "\(dir)/\(name)-actual.png")
        try ImageDifference(expected: expected, actual: actual, channelTolerance: 0)?.image
            .write(to: "\(dir)/\(name)-diff.png")
        return dir
    }

    /// Writes two premultiplied renderings of `width` x `height` pixels (as straight-alpha PNGs); a failure to
    /// write is reported in the returned text rather than thrown, so it never hides the check's own result.
    /// - Returns: the folder they are in, or why they could not be written.
    public static func write(
        _ name: String, expectedPremultiplied: [UInt8], actualPremultiplied: [UInt8], width: Int, height: Int
    ) -> String {
        let image = { (pixels: [UInt8]) in
            PNGImage(width: width, height: height, pixels: StraightAlpha.convert(premultiplied: pixels))
        }
        do {
            return try write(name, expected: image(expectedPremultiplied), actual: image(actualPremultiplied))
        } catch {
            return "\(folder) (not written: \(error))"
        }
    }
}
