import Foundation
import KiteImage
import Testing

/// Compares a picture `kite` wrote with a committed PNG in `Tests/KiteEndToEndTests/Golden/`.
///
/// Metric: a pixel differs when any RGBA channel is off by more than `channelTolerance` (default 8 of 255: room for
/// rounding differences between Mesa versions); the pictures match when at most `differingFraction` (default 0.2%)
/// of pixels differ. On a mismatch the expected, actual and difference PNGs go to `golden-failures/` next to the
/// test binary. `KITE_UPDATE_GOLDEN=1` rewrites the committed picture instead (after a deliberate visual change).
enum GalleryGolden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(
        _ actual: PNGImage, named name: String, channelTolerance: Int = 8, differingFraction: Double = 0.002
    ) throws {
        let path = folder.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["KITE_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: path)
            return
        }
        let expected = try PNGImage(contentsOf: path)
        guard expected.width == actual.width && expected.height == actual.height else {
            let dir = try writeFailure(name, expected: expected, actual: actual, diff: nil)
            Issue.record(
                "\(name): \(actual.width)x\(actual.height), golden \(expected.width)x\(expected.height); \(dir)")
            return
        }
        var diff = [UInt8](repeating: 255, count: actual.pixels.count)
        var differing = 0
        for p in stride(from: 0, to: actual.pixels.count, by: 4) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(actual.pixels[p + c]) - Int(expected.pixels[p + c]))) }
            if worst > channelTolerance { differing += 1 }
            (diff[p], diff[p + 1], diff[p + 2]) = (UInt8(min(255, worst * 8)), 0, 0)
        }
        let fraction = Double(differing) / Double(actual.width * actual.height)
        guard fraction > differingFraction else { return }
        let dir = try writeFailure(
            name, expected: expected, actual: actual,
            diff: PNGImage(width: actual.width, height: actual.height, pixels: diff))
        Issue.record(
            "\(name): \(differing) pixels (\(fraction * 100)%) differ by more than \(channelTolerance); \(dir)")
    }

    private static func writeFailure(_ name: String, expected: PNGImage, actual: PNGImage, diff: PNGImage?) throws
        -> String
    {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("golden-failures").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try expected.write(to: "\(dir)/\(name)-expected.png")
        try actual.write(to: "\(dir)/\(name)-actual.png")
        try diff?.write(to: "\(dir)/\(name)-diff.png")
        return "see \(dir)"
    }
}
