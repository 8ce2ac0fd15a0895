import Testing

@testable import KiteHUD

@Suite struct HUDConfigurationTests {
    @Test func onAndOffWords() throws {
        for on in ["1", "on", "TRUE", "all", " yes "] {
            #expect(try HUDConfiguration.parse(on)?.panels == .all, "\(on)")
        }
        for off in ["", "0", "off", "false", "no"] { #expect(try HUDConfiguration.parse(off) == nil, "\(off)") }
    }

    @Test func aListChoosesPanels() throws {
        #expect(try HUDConfiguration.parse("fps,graph")?.panels == [.fps, .graph])
        #expect(try HUDConfiguration.parse("latency, phases")?.panels == [.latency, .phases])
        #expect(try HUDConfiguration.parse("fps,graph,phases,latency")?.graphFrames == 240)
    }

    @Test func anUnknownPanelIsNamedInTheError() {
        #expect(throws: HUDConfigurationError(text: "fps,gpu", unknown: "gpu")) {
            try HUDConfiguration.parse("fps,gpu")
        }
        #expect(HUDConfigurationError(text: "x", unknown: "x").description.contains("unknown panel \"x\""))
    }

    /// The graph's window is configurable from `KITE_HUD` too (the last N frames, configurable).
    @Test func framesSetsTheWindow() throws {
        let chosen = try #require(try HUDConfiguration.parse("fps,graph,frames=120"))
        #expect(chosen.panels == [.fps, .graph] && chosen.graphFrames == 120)
        let alone = try #require(try HUDConfiguration.parse("frames=600"))
        #expect(alone.panels == .all && alone.graphFrames == 600)
        for bad in ["frames=1", "frames=5000", "frames=abc", "frames=", "graph,frames=-3"] {
            #expect(throws: HUDConfigurationError.self, "\(bad)") { try HUDConfiguration.parse(bad) }
        }
        let error = HUDConfigurationError(
            text: "frames=1", unknown: "frames=1",
            reason: "frames=1: the frame count must be a whole number in 2...4096")
        #expect(throws: error) { try HUDConfiguration.parse("frames=1") }
        #expect(
            error.description
                == "HUD setting \"frames=1\": frames=1: the frame count must be a whole number in 2...4096")
    }
}
