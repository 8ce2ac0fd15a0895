import Foundation
import KiteImage
import Testing

/// Runs `kite` with `arguments` and returns its exit status, standard output and standard error.
private func runKite(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: KiteBinary.path)
    p.arguments = arguments
    let (out, err) = (Pipe(), Pipe())
    (p.standardOutput, p.standardError) = (out, err)
    try p.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return (p.terminationStatus, output, error)
}

@Suite struct CurveCommandEndToEndTests {
    @Test func springCurvePrintsCSVUntilSettled() throws {
        let r = try runKite(["curve", "spring", "--bounciness", "12", "--speed", "10", "--from", "0", "--to", "100"])
        #expect(r.status == 0, "\(r.error)")
        let lines = r.output.split(separator: "\n")
        #expect(lines.first == "t,value,velocity")
        #expect(lines.dropFirst().first == "0.0,0.0,0.0")
        #expect(lines.last?.split(separator: ",").dropFirst().first == "100.0")
        #expect(lines.count > 30)
    }

    @Test func bezierAndDecayCurvesRun() throws {
        let bezier = try runKite(["curve", "bezier", "0.25,-0.8,0.75,1.85", "--duration", "0.5", "--fps", "120"])
        #expect(bezier.status == 0 && bezier.output.split(separator: "\n").count == 62, "\(bezier.error)")
        let decay = try runKite(["curve", "decay", "--from", "0", "--velocity", "1000", "--seconds", "1"])
        #expect(decay.status == 0 && decay.output.split(separator: "\n").count == 62, "\(decay.error)")
    }

    @Test func badValuesExitNonZeroWithAMessage() throws {
        let cases: [([String], String)] = [
            (["curve", "bezier", "1.5,0,0.5,1", "--duration", "1"], "bezier control point 1 x must lie in 0.0...1.0"),
            (
                ["curve", "spring", "--mass=-1", "--stiffness", "100", "--damping", "1"],
                "'--mass <mass>': expected a decimal number in (0, 1e150]"
            ),
            (
                ["curve", "spring", "--stiffness", "nan", "--damping", "1"],
                "'--stiffness <stiffness>': expected a decimal number in (0, 1e150]"
            ),
            (
                ["curve", "bezier", "0,0,1,1", "--duration", "-2"],
                "'--duration <duration>': expected a decimal number in (0, 1e150]"
            ),
            (
                ["curve", "spring", "--stiffness", "1e150", "--damping", "1", "--to", "1e150"],
                "this spring would move at up to 1e+225 units per second"
            ),
            (["curve", "spring", "--png", "/nonexistent-dir/curve.png"], "PNG /nonexistent-dir/curve.png"),
            (["curve", "wobble"], "unknown curve"),
            (["curve", "spring", "--seconds", "0", "--png", "/tmp/never.png"], "--png needs at least two frames"),
        ]
        for (arguments, message) in cases {
            let r = try runKite(arguments)
            #expect(r.status != 0, "\(arguments)")
            #expect(r.error.contains(message), "\(arguments): \(r.error)")
        }
    }

    @Test func pngOptionDrawsThePlotOffscreenAlongsideTheCSV() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kite-curve-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try runKite(["curve", "spring", "--bounciness", "20", "--speed", "1", "--to", "2", "--png", path])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.output.hasPrefix("t,value,velocity\n"))
        let image = try PNGImage(contentsOf: path)
        #expect(image.width == 800 && image.height == 420)
    }

    @Test func motionBenchReportsZeroSteadyStateAllocations() throws {
        let r = try runKite(["bench", "motion", "--springs", "500", "--curves", "500", "--frames", "10"])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.output.contains("ns per animation per frame"))
        #expect(r.output.contains("heap allocations per frame (steady state): 0.0"), "\(r.output)")
    }
}
