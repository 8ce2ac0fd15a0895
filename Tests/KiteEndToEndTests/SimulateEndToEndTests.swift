import Foundation
import Testing

/// `kite simulate guillotine` as a user runs it: CSV on standard output with the documented header and defaults, and a
/// clear one-line error with a non-zero exit for bad values.
@Suite struct SimulateEndToEndTests {
    @Test func theDefaultDropPrintsOneRowPerFrameAndHitsTheEdgeAtAboutPointNineThreeSeconds() throws {
        let result = try KiteBinary.runCapturingOutput(
            ["simulate", "guillotine", "--seconds", "1.2"], environment: [:])
        #expect(result.status == 0, "kite simulate failed: \(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "t,angle,angular_velocity")
        let rows = lines.dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
        #expect(rows.count == 73, "t = 0, 1/60, ..., 1.2 s")
        #expect(rows.first == [0, -Double.pi / 2, 0])
        for (index, row) in rows.enumerated() { #expect(row.count == 3 && row[0] == Double(index) / 60) }
        // The first frame at which the swing has turned back (the rebound) follows the impact at about 0.93 s
        // (Yalantis' published parameters), and the speed just before it is about 3.2 rad/s.
        let rebound = try #require(rows.firstIndex { $0[2] < 0 }, "the menu never rebounds in 1.2 s")
        #expect(abs(rows[rebound][0] - 0.93) <= 1.0 / 60 + 0.01)
        #expect(abs(rows[rebound - 1][2] - 3.2) < 0.15)
    }

    /// `--contact-seconds 0.27` picks the push that lands in the design animation's time (Yalantis' `example.gif`)
    /// at this size, with the same elasticity.
    @Test func aContactTimeSetsThePush() throws {
        let result = try KiteBinary.runCapturingOutput(
            ["simulate", "guillotine", "--contact-seconds", "0.27", "--seconds", "0.6"], environment: [:])
        #expect(result.status == 0, "kite simulate failed: \(result.standardError)")
        let rows = result.standardOutput.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",").compactMap { Double($0) }
        }
        let rebound = try #require(rows.firstIndex { $0[2] < 0 }, "the menu never rebounds in 0.6 s")
        #expect(rows[rebound][0] >= 0.27 && rows[rebound][0] <= 0.27 + 1.0 / 60 + 0.005)
    }

    @Test func badValuesExitNonZeroWithAMessage() throws {
        let cases: [([String], String)] = [
            (["--density", "-1"], "'--density <density>': expected a decimal number in (0, 1e12]"),
            (["--elasticity", "nan"], "'--elasticity <elasticity>': expected a decimal number in 0...1"),
            (["--elasticity", "1.5"], "'--elasticity <elasticity>': expected a decimal number in 0...1"),
            (["--width", "0"], "'--width <width>': expected a decimal number in 1e-6...1e12"),
            (["--height", "inf"], "'--height <height>': expected a decimal number in 1e-6...1e12"),
            (["--duration", "0"], "'--duration <duration>': expected a decimal number in (0, 1e6]"),
            (["--fps", "0"], "'--fps <fps>': expected a decimal number in 1...1000"),
            (
                ["--contact-seconds", "0"],
                "'--contact-seconds <contact-seconds>': expected a decimal number in (0, 1e6]"
            ),
            (["--seconds", "-1"], "'--seconds <seconds>': expected a decimal number in 0...1e6"),
            (["--top-offset", "1000"], "invalid top offset 1000.0"),
            (["--density", "1e-300"], "has no simulable mass"),
            (["--duration", "1e-300"], "the simulation diverged at 0.0 s"),
            (["--fps", "1000", "--seconds", "1e6"], "invalid seconds 1000000.0: expected under 1000000 frames"),
        ]
        for (options, message) in cases {
            let result = try KiteBinary.runCapturingOutput(["simulate", "guillotine"] + options, environment: [:])
            #expect(result.status != 0, "\(options)")
            #expect(result.standardError.contains(message), "\(options): \(result.standardError)")
            #expect(result.standardOutput.isEmpty, "\(options): no CSV for bad values")
        }
    }
}
