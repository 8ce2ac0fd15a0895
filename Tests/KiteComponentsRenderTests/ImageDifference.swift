import Foundation
import KiteImage

/// Per-channel differences between two RGBA images of the same size, over the pixels either image touches
/// (alpha > 0 in either): the mean absolute error and the 99th percentile of each channel, as fractions of 255,
/// and the fraction of all pixels whose largest channel difference exceeds a threshold.
struct ImageDifference {
    /// Mean absolute error of R, G, B, A.
    let mean: [Double]
    /// 99th percentile of the absolute error of R, G, B, A.
    let p99: [Double]
    let touched: Int
    let pixels: [Int]

    init(expected: [UInt8], actual: [UInt8]) {
        precondition(expected.count == actual.count, "images of different sizes")
        var errors = [[Int]](repeating: [], count: 4)
        var pixels = [Int](repeating: 0, count: expected.count / 4)
        for p in stride(from: 0, to: expected.count, by: 4) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(expected[p + c]) - Int(actual[p + c]))) }
            pixels[p / 4] = worst
            guard expected[p + 3] > 0 || actual[p + 3] > 0 else { continue }
            for c in 0..<4 { errors[c].append(abs(Int(expected[p + c]) - Int(actual[p + c]))) }
        }
        touched = errors[0].count
        mean = errors.map { e in e.isEmpty ? 0 : Double(e.reduce(0, +)) / Double(e.count) / 255 }
        p99 = errors.map { e in
            let sorted = e.sorted()
            return sorted.isEmpty ? 0 : Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]) / 255
        }
        self.pixels = pixels
    }

    /// The fraction of all pixels whose largest channel difference exceeds `tolerance` (of 255).
    func fractionOver(_ tolerance: Int) -> Double {
        Double(pixels.count { $0 > tolerance }) / Double(max(1, pixels.count))
    }

    var summary: String {
        let f = { (v: [Double]) in v.map { String(format: "%.2f%%", $0 * 100) }.joined(separator: "/") }
        return "mean RGBA \(f(mean)), p99 RGBA \(f(p99)) over \(touched) pixels"
    }

    /// Writes expected, actual and a difference image (red where they differ, 4x amplified) under `folder`.
    func write(_ name: String, expected: [UInt8], actual: [UInt8], width: Int, height: Int, folder: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var diff = [UInt8](repeating: 255, count: pixels.count * 4)
        for (i, worst) in pixels.enumerated() {
            let v = UInt8(max(0, 255 - worst * 4))
            (diff[4 * i + 1], diff[4 * i + 2]) = (v, v)
        }
        let out = { (p: [UInt8], suffix: String) in
            try? PNGImage(width: width, height: height, pixels: p).write(to: "\(folder)/\(name)-\(suffix).png")
        }
        out(Self.straight(expected), "expected")
        out(Self.straight(actual), "actual")
        out(diff, "diff")
    }

    /// Where failure images go: `component-render-failures/` next to the test binary.
    static var failureFolder: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("component-render-failures").path
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

    /// Straight alpha to premultiplied (the golden PNGs hold straight alpha).
    static func premultiplied(_ straight: [UInt8]) -> [UInt8] {
        var out = straight
        for p in stride(from: 0, to: out.count, by: 4) {
            let a = Int(out[p + 3])
            for c in 0..<3 { out[p + c] = UInt8((Int(out[p + c]) * a + 127) / 255) }
        }
        return out
    }
}
