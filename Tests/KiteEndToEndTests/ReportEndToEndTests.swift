import Foundation
import KiteImage
import Testing

@Suite(.serialized) struct ReportEndToEndTests {
    /// A synthetic 60 Hz log (not a live run, whose lateness depends on the machine's load): 90 frames, of which
    /// frames 30, 50 and 70 each missed one refresh, so the summary says 3 missed refreshes and the plot shows
    /// mostly green on-time bars with three red ones.
    @Test func reportDrawsAPlotAndPrintsTheSummary() throws {
        let dir = try Weston.makePrivateDirectory()
        let log = "\(dir)/frames.csv"
        let refresh: UInt64 = 16_666_667
        var csv = "frame,commit_ns,present_ns,refresh_ns,status,cpu_ms\n"
        var present: UInt64 = 1_000_000_000
        for frame in 0..<90 {
            present += [30, 50, 70].contains(frame) ? 2 * refresh : refresh
            csv += "\(frame),\(present - 12_000_000),\(present),\(refresh),presented,3.5\n"
        }
        try csv.write(toFile: log, atomically: true, encoding: .utf8)
        let result = try KiteBinary.runCapturingOutput(
            ["report", log, "--png", "\(dir)/report.png", "--scale", "1.25"], environment: ["XDG_RUNTIME_DIR": dir])
        #expect(result.status == 0, "kite report failed: \(result.standardError)")
        let image = try PNGImage(contentsOf: "\(dir)/report.png")
        #expect(image.width == 1000 && image.height == 525)
        let printed = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(printed?["frames"] as? Int == 90)
        #expect(printed?["missed_refreshes"] as? Int == 3)
        let p50 = (printed?["frame_interval_ms"] as? [String: Double])?["p50"]
        #expect(abs((p50 ?? 0) - 16.6667) < 1e-3, "p50 \(String(describing: p50))")
        // On-time frames are green bars, late ones red.
        var (green, red) = (0, 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (r, g, b, _) = image[x, y]
                if g > 180 && r < 100 && b < 130 { green += 1 }
                if r > 180 && g < 100 && b < 100 { red += 1 }
            }
        }
        #expect(green > 10_000)
        #expect(red > 0 && red < green / 5, "red \(red) green \(green)")
    }

    @Test func aMalformedLogIsAClearError() throws {
        let dir = try Weston.makePrivateDirectory()
        try "frame,commit_ns,present_ns,refresh_ns,status,cpu_ms\n0,zero,,,presented,1\n".write(
            toFile: "\(dir)/bad.csv", atomically: true, encoding: .utf8)
        let result = try KiteBinary.run(["report", "\(dir)/bad.csv", "--png", "\(dir)/x.png"], environment: [:])
        #expect(result.status != 0)
        #expect(result.standardError.contains("bad.csv: frame log line 2"), "stderr: \(result.standardError)")
    }
}

extension KiteBinary {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs kite to completion and returns what it printed on both streams.
    static func runCapturingOutput(_ arguments: [String], environment: [String: String]) throws -> Output {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.environment = environment
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(
            status: p.terminationStatus, standardOutput: String(decoding: stdout, as: UTF8.self),
            standardError: String(decoding: stderr, as: UTF8.self))
    }
}
