import Foundation
import Testing

/// The frame log's appended columns and the exit summary, checked against each other: the summary's figures are
/// recomputed here from the CSV with the documented definitions (nearest-rank percentiles, lows as FPS over the
/// slowest fraction of intervals, missed = round(interval / refresh) - 1).
@Suite(.serialized) struct SummaryEndToEndTests {
    /// The CSV carries milliseconds to 3 decimals and the JSON to 4: figures agree to this, milliseconds.
    static let tolerance = 1e-3
    /// Percentiles and lows come from KiteTiming's bounded-memory `StreamingDistribution`, documented to within
    /// `StreamingDistribution.relativeError` (0.05%) of the exact nearest-rank value: exact only when a bucket holds
    /// one distinct value, as steady headless intervals do, not a compositor's jittery ones.
    static let sketchRelativeError = 0.0005

    /// The difference allowed between a percentile-like figure `value` from the summary and its exact recomputation.
    static func sketchTolerance(_ value: Double) -> Double { tolerance + abs(value) * sketchRelativeError }

    @Test func aHeadlessRunWithTheHUDWritesASummaryThatAgreesWithTheCSV() throws {
        let dir = try Weston.makePrivateDirectory()
        let log = "\(dir)/frames.csv"
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--hud", "--frames", "150", "--frame-log", log],
            environment: ["XDG_RUNTIME_DIR": dir])
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let csv = try CSVTable(path: log)
        #expect(
            csv.header == [
                "frame", "commit_ns", "present_ns", "refresh_ns", "status", "cpu_ms", "input_ms", "animation_ms",
                "layout_ms", "submit_ms", "gpu_ms", "input_latency_ms", "after_idle",
            ])
        #expect(csv.rows.count == 150)
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: log + ".summary.json")))
                as? [String: Any])
        try checkAgreement(csv, summary)
        // Phases split the frame's CPU time: they add up to cpu_ms (each rounded to a microsecond).
        for row in csv.rows {
            let phases = ["input_ms", "animation_ms", "layout_ms", "submit_ms"].map { csv.number(row, $0)! }
            #expect(abs(phases.reduce(0, +) - csv.number(row, "cpu_ms")!) <= 0.003)
            #expect(row[csv.column("input_latency_ms")].isEmpty)  // the headless scene consumes no input
        }
    }

    @Test func onACompositorTheSummaryAgreesWithTheCSVToo() throws {
        let weston = try Weston()
        let log = "\(weston.runtimeDirectory)/frames.csv"
        var environment = weston.clientEnvironment
        environment["KITE_HUD"] = "1"
        let result = try KiteBinary.run(
            ["gallery", "--continuous", "--frames", "90", "--frame-log", log], environment: environment)
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let csv = try CSVTable(path: log)
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: log + ".summary.json")))
                as? [String: Any])
        try checkAgreement(csv, summary)
        // The Wayland runner times the phases of every frame it draws.
        #expect(csv.rows.allSatisfy { csv.number($0, "layout_ms") != nil })
    }

    @Test func summaryGoesWhereTheSummaryOptionSays() throws {
        let dir = try Weston.makePrivateDirectory()
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "3", "--summary", "\(dir)/s.json"],
            environment: ["XDG_RUNTIME_DIR": dir, "KITE_HUD": "fps,graph"])
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/s.json")))
        #expect((object as? [String: Any])?["frames"] as? Int == 3)
    }

    /// A bad environment value is refused like a bad option value: exit status 64 and one line naming the variable,
    /// the value and what is valid.
    @Test(arguments: [
        ("KITE_HUD", "fps,sparkles", "KITE_HUD=\"fps,sparkles\": unknown word \"sparkles\" (valid: 1, 0, or a"),
        ("KITE_HUD", "frames=1", "KITE_HUD=\"frames=1\": frames=1: the frame count must be a whole number in 2...4096"),
        ("KITE_CONTINUOUS", "yes", "KITE_CONTINUOUS=\"yes\": must be 1 (on) or 0 (off)"),
        ("KITE_FULL_REDRAW", "true", "KITE_FULL_REDRAW=\"true\": must be 1 (on) or 0 (off)"),
    ])
    func aBadEnvironmentValueIsAUsageError(_ name: String, _ value: String, _ message: String) throws {
        let result = try KiteBinary.run(["gallery", "--headless", "--frames", "2"], environment: [name: value])
        #expect(result.status == 64, "stderr: \(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.standardError)")
        #expect(result.standardError.hasPrefix("Error: \(message)"), "stderr: \(result.standardError)")
    }

    private func checkAgreement(_ csv: CSVTable, _ summary: [String: Any]) throws {
        let presented = csv.rows.filter { $0[csv.column("status")] == "presented" }
        let present = presented.map { UInt64($0[csv.column("present_ns")])! }
        let refresh = presented.map { Double($0[csv.column("refresh_ns")])! / 1e6 }
        let intervals = zip(present, present.dropFirst()).map { Double($1 - $0) / 1e6 }
        let sorted = intervals.sorted()
        func rank(_ p: Double) -> Double { sorted[Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1] }
        let json = try #require(summary["frame_interval_ms"] as? [String: Double])
        #expect(abs(json["mean"]! - intervals.reduce(0, +) / Double(intervals.count)) < Self.tolerance)
        for (key, p) in [("p50", 50.0), ("p95", 95), ("p99", 99)] {
            #expect(abs(json[key]! - rank(p)) < Self.sketchTolerance(rank(p)), "\(key)")
        }
        let worst = sorted.suffix(Int((0.01 * Double(sorted.count)).rounded(.up)))
        let low = 1000 * Double(worst.count) / worst.reduce(0, +)
        #expect(
            abs(try #require(summary["low_1_percent_fps"] as? Double) - low) < 1e-2 + low * Self.sketchRelativeError)
        let lowest = 1000 / sorted.last!
        #expect(
            abs(try #require(summary["low_0_1_percent_fps"] as? Double) - lowest)
                < 1e-2 + lowest * Self.sketchRelativeError)
        let missed = zip(intervals, refresh.dropFirst()).map { max(0, Int(($0 / $1).rounded()) - 1) }.reduce(0, +)
        #expect(summary["missed_refreshes"] as? Int == missed)
        #expect(summary["frames"] as? Int == csv.rows.count)
        #expect(summary["discarded_frames"] as? Int == csv.rows.count - presented.count)
        let commits = csv.rows.map { Double($0[csv.column("commit_ns")])! / 1e6 }
        #expect(abs(try #require(summary["duration_ms"] as? Double) - (commits.last! - commits.first!)) < 1e-3)
        let cpu = try #require(summary["cpu_ms"] as? [String: Any])
        for phase in ["input", "animation", "layout", "submit"] {
            let values = csv.rows.map { csv.number($0, "\(phase)_ms")! }
            let mean = try #require((cpu[phase] as? [String: Double])?["mean"])
            #expect(abs(mean - values.reduce(0, +) / Double(values.count)) < Self.tolerance, "\(phase)")
        }
        let latency = try #require(summary["commit_to_present_ms"] as? [String: Double])
        let latencies = presented.map { Double(UInt64($0[csv.column("present_ns")])! - UInt64($0[1])!) / 1e6 }
        #expect(abs(latency["mean"]! - latencies.reduce(0, +) / Double(latencies.count)) < Self.tolerance)
        #expect(summary["input_to_present_ms"] is NSNull)
    }
}

/// A CSV file as header names and string fields.
struct CSVTable {
    var header: [String]
    var rows: [[String]]

    init(path: String) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        header = lines.first.map { $0.split(separator: ",").map(String.init) } ?? []
        rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        guard rows.allSatisfy({ $0.count == header.count }) else { throw TestSetupError("ragged CSV \(path)") }
    }

    func column(_ name: String) -> Int { header.firstIndex(of: name)! }
    func number(_ row: [String], _ name: String) -> Double? { Double(row[column(name)]) }
}
