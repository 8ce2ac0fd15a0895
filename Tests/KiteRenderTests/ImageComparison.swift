import Foundation
import KiteImage

/// The fidelity metric between two premultiplied RGBA images: over the pixels either image touches
/// (alpha > 0 in either), the per-pixel error is the largest channel difference as a fraction of 255; the report
/// gives its mean and 99th percentile. On a failed check, expected, actual and difference PNGs are written to
/// `render-failures/` next to the test binary.
struct ImageComparison {
    let meanError: Double
    let p99Error: Double
    let touched: Int

    init(expected: [UInt8], actual: [UInt8]) {
        precondition(expected.count == actual.count)
        var errors: [Double] = []
        for p in stride(from: 0, to: expected.count, by: 4) where expected[p + 3] > 0 || actual[p + 3] > 0 {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(expected[p + c]) - Int(actual[p + c]))) }
            errors.append(Double(worst) / 255)
        }
        errors.sort()
        touched = errors.count
        meanError = errors.isEmpty ? 0 : errors.reduce(0, +) / Double(errors.count)
        p99Error = errors.isEmpty ? 0 : errors[min(errors.count - 1, Int(Double(errors.count) * 0.99))]
    }

    /// True within the limits; otherwise writes the images named `name` and returns false.
    static func check(
        _ name: String, expected: [UInt8], actual: [UInt8], width: Int, height: Int, meanLimit: Double,
        p99Limit: Double
    ) -> (passed: Bool, comparison: ImageComparison, message: String) {
        let c = ImageComparison(expected: expected, actual: actual)
        let passed = c.meanError <= meanLimit && c.p99Error <= p99Limit && c.touched > 0
        var message = "\(name): mean \(percent(c.meanError)) (limit \(percent(meanLimit))), p99 \(percent(c.p99Error))"
        message += " (limit \(percent(p99Limit))) over \(c.touched) pixels"
        if !passed {
            let folder = writeFailure(name, expected: expected, actual: actual, width: width, height: height)
            message += "; images in \(folder)"
        }
        return (passed, c, message)
    }

    private static func percent(_ x: Double) -> String { String(format: "%.2f%%", x * 100) }

    private static func writeFailure(_ name: String, expected: [UInt8], actual: [UInt8], width: Int, height: Int)
        -> String
    {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("render-failures").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var diff = [UInt8](repeating: 255, count: expected.count)
        for p in stride(from: 0, to: expected.count, by: 4) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(expected[p + c]) - Int(actual[p + c]))) }
            let v = UInt8(max(0, 255 - worst * 4))
            (diff[p], diff[p + 1], diff[p + 2]) = (255, v, v)
        }
        try? PNGImage(width: width, height: height, pixels: straight(expected)).write(to: "\(dir)/\(name)-expected.png")
        try? PNGImage(width: width, height: height, pixels: straight(actual)).write(to: "\(dir)/\(name)-actual.png")
        try? PNGImage(width: width, height: height, pixels: diff).write(to: "\(dir)/\(name)-diff.png")
        return dir
    }

    /// Premultiplied to straight alpha, for PNG.
    static func straight(_ premultiplied: [UInt8]) -> [UInt8] {
        var out = premultiplied
        for p in stride(from: 0, to: out.count, by: 4) {
            let a = Int(out[p + 3])
            for c in 0..<3 { out[p + c] = a == 0 ? 0 : UInt8(min(255, (Int(out[p + c]) * 255 + a / 2) / a)) }
        }
        return out
    }
}
