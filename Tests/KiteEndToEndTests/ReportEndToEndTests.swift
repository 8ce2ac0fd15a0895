import Foundation
import KiteImage
import Testing

@Suite(.serialized) struct ReportEndToEndTests {
    @Test func reportDrawsAPlotAndPrintsTheSummary() throws {
        let dir = try Weston.makePrivateDirectory()
        let log = "\(dir)/frames.csv"
        let run = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "90", "--frame-log", log], environment: ["XDG_RUNTIME_DIR": dir])
        #expect(run.status == 0, "kite failed: \(run.standardError)")
        let result = try KiteBinary.runCapturingOutput(
            ["report", log, "--png", "\(dir)/report.png", "--scale", "1.25"], environment: ["XDG_RUNTIME_DIR": dir])
        #expect(result.status == 0, "kite report failed: \(result.standardError)")
        let image = try PNGImage(contentsOf: "\(dir)/report.png")
        #expect(image.width == 1000 && image.height == 525)
        // The printed summary is the one the run wrote next to its log.
        let printed = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let written =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: log + ".summary.json")))
            as? [String: Any]
        #expect(printed?["frames"] as? Int == 90)
        #expect(
            printed?["frame_interval_ms"] as? [String: Double] == written?["frame_interval_ms"] as? [String: Double])
        // The plot shows on-time frames as green bars.
        var green = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (r, g, b, _) = image[x, y]
                if g > 180 && r < 100 && b < 130 { green += 1 }
            }
        }
        #expect(green > 10_000)
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
