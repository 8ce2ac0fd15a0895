import Foundation
import KiteImage
import Testing

/// The HUD over the gallery, on a compositor and headless: its text (near white) and frame bars (green on time, red
/// late: which one depends on the machine's load) appear in the top-left corner when it is on.
@Suite(.serialized) struct HUDEndToEndTests {
    /// Counts the pixels in the HUD's corner that are text-white and frame bars (green or red).
    static func hudPixels(_ image: PNGImage) -> (white: Int, bars: Int) {
        var white = 0
        var bars = 0
        for y in 8..<200 {
            for x in 8..<340 {
                let (r, g, b, _) = image[x, y]
                if r > 220 && g > 220 && b > 220 { white += 1 }
                if g > 180 && r < 100 && b < 130 { bars += 1 }  // #30D158
                if r > 220 && g < 100 && b < 90 { bars += 1 }  // #FF453A
            }
        }
        return (white, bars)
    }

    @Test func theHUDIsDrawnOverTheSceneOnACompositor() throws {
        let weston = try Weston()
        let out = "\(weston.runtimeDirectory)/snapshots"
        var environment = weston.clientEnvironment
        environment["KITE_HUD"] = "1"
        let result = try KiteBinary.run(
            ["gallery", "--frames", "40", "--out", out, "--snapshot-every", "30"], environment: environment)
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let (white, bars) = Self.hudPixels(try PNGImage(contentsOf: "\(out)/frame-00030.png"))
        #expect(white > 200 && bars > 500, "white \(white), bars \(bars)")
    }

    @Test func headlessWithAndWithoutTheHUD() throws {
        let dir = try Weston.makePrivateDirectory()
        for (flag, name) in [("--hud", "on"), (nil, "off")] {
            let arguments =
                ["gallery", "--headless", "--frames", "31", "--out", "\(dir)/\(name)", "--snapshot-every", "30"]
                + (flag.map { [$0] } ?? [])
            let result = try KiteBinary.run(arguments, environment: ["XDG_RUNTIME_DIR": dir])
            #expect(result.status == 0, "kite failed: \(result.standardError)")
        }
        let on = Self.hudPixels(try PNGImage(contentsOf: "\(dir)/on/frame-00030.png"))
        let off = Self.hudPixels(try PNGImage(contentsOf: "\(dir)/off/frame-00030.png"))
        #expect(on.white > 200 && on.bars > 500, "with the HUD: \(on)")
        // The gallery has white of its own in that corner (the Pop hamburger's bars), but no green or red.
        #expect(off.bars == 0, "without the HUD: \(off)")
    }
}
