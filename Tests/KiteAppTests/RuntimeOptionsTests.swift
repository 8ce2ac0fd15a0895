import ArgumentParser
import KiteGestures
import KiteHUD
import Testing

@testable import KiteApp

@Suite struct RuntimeOptionsTests {
    @Test func everyRuntimeOptionReachesTheRunOptions() throws {
        let parsed = try RuntimeOptions.parse([
            "--headless", "--size", "320x240", "--scale", "1.5", "--frames", "7", "--frame-log", "/tmp/l.csv",
            "--record", "/tmp/r.jsonl", "--replay", "/tmp/p.jsonl", "--trace", "/tmp/t.jsonl",
        ])
        let options = try parsed.runOptions(environment: [:])
        #expect(options.headless)
        #expect(options.logicalSize == (320, 240))
        #expect(options.headlessScale == 1.5)
        #expect(options.frames == 7)
        #expect(options.frameLogPath == "/tmp/l.csv")
        #expect(options.summaryPath == "/tmp/l.csv.summary.json")
        #expect(options.recordPath == "/tmp/r.jsonl")
        #expect(options.replayPath == "/tmp/p.jsonl")
        #expect(options.tracePath == "/tmp/t.jsonl")
    }

    @Test func theDefaultsAreAWindowOf800By600WithTheHUDReadyButHidden() throws {
        let options = try RuntimeOptions.parse([]).runOptions(environment: [:])
        #expect(!options.headless)
        #expect(options.logicalSize == (800, 600))
        #expect(options.headlessScale == 1)
        #expect(options.frames == nil)
        #expect(options.hud == HUDConfiguration())
        #expect(!options.hudVisibleAtStart)
    }

    @Test func hudOrKITE_HUDShowTheHUDFromTheFirstFrame() throws {
        #expect(try RuntimeOptions.parse(["--hud"]).runOptions(environment: [:]).hudVisibleAtStart)
        let fromEnvironment = try RuntimeOptions.parse([]).runOptions(environment: ["KITE_HUD": "fps"])
        #expect(fromEnvironment.hudVisibleAtStart)
        #expect(fromEnvironment.hud == (try HUDConfiguration.parse("fps")))
        #expect(fromEnvironment.hudStartMode == .compact)
        let full = try RuntimeOptions.parse([]).runOptions(environment: ["KITE_HUD": "full,corner=bl"])
        #expect(full.hudStartMode == .full && full.hud?.corner == .bottomLeft)
        #expect(try RuntimeOptions.parse([]).runOptions(environment: [:]).hudStartMode == .off)
        #expect(throws: ValidationError.self) {
            try RuntimeOptions.parse([]).runOptions(environment: ["KITE_HUD": "x"])
        }
    }

    /// `KITE_FULL_REDRAW` and `KITE_CONTINUOUS` are 1 (on) or 0, empty or unset (off); anything else is refused
    /// like a bad option value, naming the variable, the value and the valid ones. The value is quoted as
    /// `KITE_HUD`'s is: up to 40 characters whole, a longer one by its first 40, "..." and its length, control
    /// characters escaped, so a megabyte of setting gives a line of under 120 characters.
    @Test func onOffEnvironmentVariablesTakeOneOrZero() throws {
        let nines = String(repeating: "9", count: 40)
        let refusals: [(value: String, shown: String)] = [
            ("yes", "yes"), ("true", "true"), ("2", "2"), (" 1", " 1"), ("1\n", "1\\n"), ("\u{1B}[2J", "\\u{1B}[2J"),
            (nines, nines), (nines + "9", nines + "... (41 characters)"),
            (String(repeating: "x", count: 1_000_000), String(repeating: "x", count: 40) + "... (1000000 characters)"),
        ]
        for name in ["KITE_FULL_REDRAW", "KITE_CONTINUOUS"] {
            for (value, on) in [("1", true), ("0", false), ("", false)] {
                let options = try RuntimeOptions.parse([]).runOptions(environment: [name: value])
                #expect((name == "KITE_CONTINUOUS" ? options.continuous : options.fullRedraw) == on, "\(name)=\(value)")
            }
            for (value, shown) in refusals {
                do {
                    _ = try RuntimeOptions.parse([]).runOptions(environment: [name: value])
                    Issue.record("\(name)=\(shown) was accepted")
                } catch let error as ValidationError {
                    #expect(error.message == "\(name)=\"\(shown)\": must be 1 (on) or 0 (off)")
                    #expect(error.message.count < 120 && !error.message.contains("\n"))
                }
            }
        }
    }

    @Test(arguments: [
        ["--size", "15x600"], ["--size", "800x8193"], ["--size", "800"], ["--size", "800x600x"], ["--scale", "0"],
        ["--scale", "8.5"], ["--frames", "0"], ["--snapshot-every", "2"], ["--out", "/tmp", "--snapshot-every", "0"],
    ])
    func badValuesAreRejectedWhenParsed(arguments: [String]) {
        #expect(throws: (any Error).self) { try RuntimeOptions.parse(arguments) }
    }

    @Test func snapshotsAreNamedByZeroPaddedFrameNumber() throws {
        let options = try RunOptions(snapshotFolder: "/tmp/kite-app-tests", snapshotEvery: 5, logicalSize: (16, 16))
        #expect(options.wantsSnapshot(of: 0) && options.wantsSnapshot(of: 10) && !options.wantsSnapshot(of: 3))
        #expect(options.snapshotPath(for: 42) == "/tmp/kite-app-tests/frame-00042.png")
        #expect(options.snapshotPath(for: 123_456) == "/tmp/kite-app-tests/frame-123456.png")
    }
}
