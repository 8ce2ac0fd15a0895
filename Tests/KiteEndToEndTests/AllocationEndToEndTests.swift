import Foundation
import Testing

/// The HUD's allocation budget as a count (stable on a noisy machine, unlike a time): once warm, laying the HUD out
/// allocates nothing. Measured by `kite bench frame` with scripts/malloc-counter.c preloaded.
///
/// The budget holds for optimised builds: unoptimised Swift allocates in unspecialised generic code. So this runs
/// against a release binary: `swift build -c release` then `KITE_BINARY=.build/release/kite swift test --filter
/// AllocationEndToEndTests`; against the debug binary it is skipped, saying why.
@Suite struct AllocationEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(
        .enabled(
            if: !KiteBinary.path.contains("/debug/"),
            "allocation budgets apply to release builds: set KITE_BINARY=.build/release/kite"))
    func theHUDsLayoutAllocatesNothingPerFrameOnceWarm() throws {
        for mode in ["full", "compact"] { try checkLayoutAllocations(hud: mode) }
    }

    /// Runs `kite bench frame` with the allocation counter preloaded and `--hud MODE` in the HUD-on pass.
    private func checkLayoutAllocations(hud mode: String) throws {
        let dir = try Weston.makePrivateDirectory()
        let counter = "\(dir)/malloc-counter.so"
        let cc = Process()
        cc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        cc.arguments = [
            "cc", "-shared", "-fPIC", "-O2", "-o", counter,
            Self.root.appendingPathComponent("scripts/malloc-counter.c").path, "-ldl",
        ]
        try cc.run()
        cc.waitUntilExit()
        try #require(cc.terminationStatus == 0, "a C compiler (cc) is needed to build the allocation counter")
        let result = try KiteBinary.runCapturingOutput(
            ["bench", "frame", "--frames", "60", "--size", "320x200", "--json", "--hud", mode],
            environment: ["LD_PRELOAD": counter, "XDG_RUNTIME_DIR": dir])
        #expect(result.status == 0, "bench failed: \(result.standardError)")
        let line = result.standardOutput.split(separator: "\n").last { $0.hasPrefix("{") }
        let json = try #require(line.map { Data($0.utf8) }, "no JSON line in: \(result.standardOutput)")
        let report = try JSONDecoder().decode(BenchReport.self, from: json)
        let layout = try #require(report.hudOn.hudBuildAllocations, "no HUD layout allocations in: \(line!)")
        // Counts are never negative, so a zero mean means no frame allocated.
        #expect(layout.mean == 0 && layout.p95 == 0, "\(mode) HUD: \(layout)")
    }

    /// The part of `kite bench frame --json` this test reads.
    struct BenchReport: Decodable {
        struct Summary: Decodable {
            var mean: Double
            var p95: Double
        }
        struct Pass: Decodable {
            var hudBuildAllocations: Summary?
            enum CodingKeys: String, CodingKey { case hudBuildAllocations = "hud_build_allocations" }
        }
        var hudOn: Pass
        enum CodingKeys: String, CodingKey { case hudOn = "hud_on" }
    }
}
