import KiteGestures
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
        #expect(
            HUDConfigurationError(text: "x", unknown: "x").description
                == "KITE_HUD=\"x\": unknown word \"x\" (valid: 1, 0, or a comma-separated list of fps, graph, phases, "
                + "latency, compact, full, corner=tr|tl|br|bl, frames=2...4096)")
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
                == "KITE_HUD=\"frames=1\": frames=1: the frame count must be a whole number in 2...4096")
    }

    /// The HUD starts compact in the top-right corner unless told otherwise; the old syntax keeps its meaning.
    @Test func theDefaultIsACompactHUDTopRight() throws {
        for text in ["1", "fps,graph", "frames=120"] {
            let configuration = try #require(try HUDConfiguration.parse(text))
            #expect(configuration.startMode == .compact && configuration.corner == .topRight, "\(text)")
        }
    }

    @Test func cornerAndModeWords() throws {
        let corners: [(String, HUDCorner)] = [
            ("tr", .topRight), ("tl", .topLeft), ("br", .bottomRight), ("bl", .bottomLeft),
        ]
        for (word, corner) in corners {
            #expect(try HUDConfiguration.parse("corner=\(word)")?.corner == corner)
        }
        let mixed = try #require(try HUDConfiguration.parse("full, fps,graph ,corner=BL,frames=60"))
        #expect(mixed.startMode == .full && mixed.corner == .bottomLeft)
        #expect(mixed.panels == [.fps, .graph] && mixed.graphFrames == 60)
        #expect(try HUDConfiguration.parse("compact")?.panels == .all)
        #expect(try HUDConfiguration.parse("full")?.startMode == .full)
    }

    /// Each refusal is one line naming the setting, the word and the valid values.
    @Test func aBadCornerOrWordIsOneLineWithTheValidSet() {
        for (text, message) in [
            ("corner=top", "KITE_HUD=\"corner=top\": corner=top: the corner must be one of tr, tl, br, bl"),
            ("corner=", "KITE_HUD=\"corner=\": corner=: the corner must be one of tr, tl, br, bl"),
            (
                "compact,tiny",
                "KITE_HUD=\"compact,tiny\": unknown word \"tiny\" (valid: 1, 0, or a comma-separated list of fps, "
                    + "graph, phases, latency, compact, full, corner=tr|tl|br|bl, frames=2...4096)"
            ),
        ] {
            do {
                _ = try HUDConfiguration.parse(text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.description == message)
                #expect(!error.description.contains("\n"))
            }
        }
    }

    /// A huge or multi-line setting is quoted in part, on one line, with its length: a 1 MB `KITE_HUD` gives a
    /// line of about a hundred characters, not a megabyte.
    @Test func aHugeOrMultiLineSettingIsQuotedInPartOnOneLine() {
        let huge = String(repeating: "x", count: 1_000_000)
        let forty = String(repeating: "x", count: 40)
        for (text, message) in [
            (
                huge,
                "KITE_HUD=\"\(forty)... (1000000 characters)\": unknown word \"\(forty)... (1000000 characters)\" "
                    + "(valid: 1, 0, or a comma-separated list of fps, graph, phases, latency, compact, full, "
                    + "corner=tr|tl|br|bl, frames=2...4096)"
            ),
            (
                "fps,frames=" + String(repeating: "9", count: 50),
                "KITE_HUD=\"fps,frames=\(String(repeating: "9", count: 29))... (61 characters)\": frames="
                    + "\(String(repeating: "9", count: 33))... (57 characters): the frame count must be a whole number "
                    + "in 2...4096"
            ),
            (
                "fps,corner=\u{1B}[2J\n",
                "KITE_HUD=\"fps,corner=\\u{1B}[2J\\n\": corner=\\u{1B}[2j\\n: the corner must be one of tr, tl, br, "
                    + "bl"
            ),
        ] {
            do {
                _ = try HUDConfiguration.parse(text)
                Issue.record("\(text.prefix(60)) was accepted")
            } catch {
                #expect(error.description == message)
                #expect(!error.description.contains("\n") && !error.description.contains("\u{1B}"))
            }
        }
    }
}
