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
}
