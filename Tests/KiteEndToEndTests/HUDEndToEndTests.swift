import Foundation
import KiteGeometry
import KiteImage
import KiteInput
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
            ["gallery", "--continuous", "--frames", "40", "--out", out, "--snapshot-every", "30"],
            environment: environment)
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

    /// The runner shows and hides the HUD as the gallery's `isHUDVisible` says, every frame: F1 at 0.2 s shows it, a
    /// two-finger tap in the top-left corner (on the margin, clear of the first card's component) at 0.6 s hides it.
    @Test func f1AndATwoFingerTapInTheCornerToggleTheHUDHeadless() throws {
        let dir = try Weston.makePrivateDirectory()
        let events = [
            InputEvent(time: 0.2, kind: .key(KeyEvent(keysym: Keysym.f1, pressed: true))),
            InputEvent(time: 0.25, kind: .key(KeyEvent(keysym: Keysym.f1, pressed: false))),
            InputEvent(time: 0.6, kind: .touchDown(id: 0, location: Point(8, 10))),
            InputEvent(time: 0.61, kind: .touchDown(id: 1, location: Point(14, 60))),
            InputEvent(time: 0.68, kind: .touchUp(id: 0)),
            InputEvent(time: 0.69, kind: .touchUp(id: 1)),
        ]
        let replay = "\(dir)/hud-toggles.jsonl"
        try events.map { try InputRecording.line(for: $0) + "\n" }.joined().write(
            toFile: replay, atomically: true, encoding: .utf8)
        let result = try KiteBinary.run(
            [
                "gallery", "--headless", "--frames", "61", "--out", "\(dir)/toggles", "--snapshot-every", "30",
                "--replay", replay,
            ], environment: ["XDG_RUNTIME_DIR": dir])
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let bars = try [0, 30, 60].map { frame in
            Self.hudPixels(try PNGImage(contentsOf: "\(dir)/toggles/" + String(format: "frame-%05d.png", frame))).bars
        }
        #expect(bars[0] == 0 && bars[1] > 500 && bars[2] == 0, "HUD bar pixels at frames 0, 30, 60: \(bars)")
    }
}
