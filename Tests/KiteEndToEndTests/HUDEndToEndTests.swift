import Foundation
import KiteGeometry
import KiteImage
import KiteInput
import Testing

/// The HUD over the gallery, on a compositor and headless: its text (near white) and frame bars (green on time, red
/// late: which one depends on the machine's load) appear in the top-right corner (the default) when it is on; F1
/// and taps on it switch it between compact, full and off.
@Suite(.serialized) struct HUDEndToEndTests {
    /// The top-right quarter-ish of an 800 x 600 window, where the HUD sits by default: the full panel (356 x 278
    /// points from (436, 8)) fits inside; the gallery there (the Guillotine card) has no green, red or near-black.
    static let corner = (x: 400..<800, y: 0..<300)

    /// Counts the pixels in the HUD's corner that are text-white and frame bars (green or red), and those of the
    /// HUD's near-black panel (the gallery's darkest colour there is its 0x1C1C1E background).
    static func hudPixels(_ image: PNGImage) -> (white: Int, bars: Int, panel: Int) {
        var white = 0
        var bars = 0
        var panel = 0
        for y in corner.y.clamped(to: 0..<image.height) {
            for x in corner.x.clamped(to: 0..<image.width) {
                let (r, g, b, _) = image[x, y]
                if r > 220 && g > 220 && b > 220 { white += 1 }
                if g > 180 && r < 100 && b < 130 { bars += 1 }  // #30D158
                if r > 220 && g < 100 && b < 90 { bars += 1 }  // #FF453A
                if r <= 22 && g <= 22 && b <= 24 { panel += 1 }
            }
        }
        return (white, bars, panel)
    }

    /// Which HUD a snapshot shows, from the area of its panel: the compact one is about 148 x 52 points, the full
    /// one about 356 x 278 (text and graphs cover part of each).
    static func mode(_ image: PNGImage) -> String {
        let panel = hudPixels(image).panel
        switch panel {
        case 0: return "off"
        case 2_000..<7_700: return "compact"
        case 40_000...: return "full"
        default: return "unclear (\(panel) panel pixels)"
        }
    }

    @Test func theHUDIsDrawnOverTheSceneOnACompositor() throws {
        let weston = try Weston()
        let out = "\(weston.runtimeDirectory)/snapshots"
        var environment = weston.clientEnvironment
        environment["KITE_HUD"] = "full"
        let result = try KiteBinary.run(
            ["gallery", "--continuous", "--frames", "40", "--out", out, "--snapshot-every", "30"],
            environment: environment)
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let image = try PNGImage(contentsOf: "\(out)/frame-00030.png")
        let (white, bars, panel) = Self.hudPixels(image)
        // 30 frames fill 30 of the graph's 240 columns; how tall their bars are depends on the machine's load.
        #expect(Self.mode(image) == "full", "panel pixels \(panel)")
        #expect(white > 200 && bars > 100, "white \(white), bars \(bars)")
    }

    /// `--hud` starts the compact HUD: FPS, missed refreshes and a small graph of the newest frames.
    @Test func headlessWithAndWithoutTheHUD() throws {
        let dir = try Weston.makePrivateDirectory()
        for (flag, name) in [("--hud", "on"), (nil, "off")] {
            let arguments =
                ["gallery", "--headless", "--frames", "31", "--out", "\(dir)/\(name)", "--snapshot-every", "30"]
                + (flag.map { [$0] } ?? [])
            let result = try KiteBinary.run(arguments, environment: ["XDG_RUNTIME_DIR": dir])
            #expect(result.status == 0, "kite failed: \(result.standardError)")
        }
        let onImage = try PNGImage(contentsOf: "\(dir)/on/frame-00030.png")
        let on = Self.hudPixels(onImage)
        let off = Self.hudPixels(try PNGImage(contentsOf: "\(dir)/off/frame-00030.png"))
        #expect(Self.mode(onImage) == "compact", "with the HUD: \(on)")
        // 30 frames fill 30 of the compact graph's 68 columns; how tall the bars are depends on the load.
        #expect(on.white > 20 && on.bars > 50, "with the HUD: \(on)")
        #expect(off.bars == 0 && off.panel == 0, "without the HUD: \(off)")
    }

    /// The HUD follows the scene's `hudMode` every frame, driven by real input from a replay: F1 at 0.2 s shows the
    /// compact HUD, a finger tap on it at 0.6 s opens the full panel, a click on that at 1.0 s goes back to compact,
    /// F1 twice (1.3 s, 1.45 s) goes through full to off, and a two-finger tap in the top-left corner at 1.8 s
    /// brings the compact HUD back.
    @Test func f1CyclesTheHUDAndTapsOnItSwitchCompactAndFullHeadless() throws {
        let dir = try Weston.makePrivateDirectory()
        let f1 = { (time: Double) in
            [
                InputEvent(time: time, kind: .key(KeyEvent(keysym: Keysym.f1, pressed: true))),
                InputEvent(time: time + 0.05, kind: .key(KeyEvent(keysym: Keysym.f1, pressed: false))),
            ]
        }
        let events =
            f1(0.2) + [
                InputEvent(time: 0.6, kind: .touchDown(id: 0, location: Point(718, 34))),
                InputEvent(time: 0.65, kind: .touchUp(id: 0)),
                InputEvent(time: 1.0, kind: .pointerEnter(location: Point(600, 150))),
                InputEvent(time: 1.0, kind: .pointerButton(.left, pressed: true)),
                InputEvent(time: 1.05, kind: .pointerButton(.left, pressed: false)),
            ] + f1(1.3) + f1(1.45) + [
                InputEvent(time: 1.8, kind: .touchDown(id: 0, location: Point(8, 10))),
                InputEvent(time: 1.81, kind: .touchDown(id: 1, location: Point(14, 60))),
                InputEvent(time: 1.88, kind: .touchUp(id: 0)),
                InputEvent(time: 1.89, kind: .touchUp(id: 1)),
            ]
        let replay = "\(dir)/hud-modes.jsonl"
        try events.map { try InputRecording.line(for: $0) + "\n" }.joined().write(
            toFile: replay, atomically: true, encoding: .utf8)
        let result = try KiteBinary.run(
            [
                "gallery", "--headless", "--frames", "131", "--out", "\(dir)/modes", "--snapshot-every", "10",
                "--replay", replay,
            ], environment: ["XDG_RUNTIME_DIR": dir])
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let frames = [0, 30, 50, 70, 80, 100, 130]
        let modes = try frames.map { frame in
            Self.mode(try PNGImage(contentsOf: "\(dir)/modes/" + String(format: "frame-%05d.png", frame)))
        }
        #expect(modes == ["off", "compact", "full", "compact", "full", "off", "compact"], "frames \(frames)")
    }

    /// A visible HUD does not keep frames coming: over an idle gallery on a real compositor the window stops
    /// committing once the animations settle, after one last frame (marked as following the idle gap) that shows
    /// the feedback of the frames before it. Counted in commits (frame-log rows), never in CPU time.
    @Test func aVisibleHUDOverAnIdleGalleryStopsCommitting() throws {
        let weston = try X11Weston()
        let log = "\(weston.runtimeDirectory)/frames.csv"
        var environment = weston.clientEnvironment
        environment["KITE_HUD"] = "1"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--size", "800x600", "--frame-log", log], environment: environment)
        defer { if kite.isRunning { kite.terminate() } }
        try #require(
            FrameClockEndToEndTests.settles(log),
            "the gallery with its HUD kept committing: \(FrameClockEndToEndTests.rows(log).count) rows")
        let idleRows = FrameClockEndToEndTests.rows(log)
        usleep(2_000_000)
        #expect(FrameClockEndToEndTests.rows(log).count == idleRows.count, "frames were committed while idle")
        #expect(idleRows.last?.afterIdle == true, "the HUD's last refresh is not the frame after the idle gap")
        kite.terminate()
        kite.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(kite.terminationStatus == 0, "exit: \(stderr)")
    }

    /// Real input on a real compositor (weston's X11 back end, xdotool as the user): a click on the compact HUD
    /// opens the full panel, F1 then hides it. Every frame is snapshotted; the last one after each step shows the
    /// result once the window is idle again.
    @Test func aClickOnTheCompactHUDAndF1OnWeston() throws {
        // kiosk-shell makes the window fill the output: 800 x 600 at its origin, so X pixels are window points.
        let weston = try X11Weston(width: 800, height: 600)
        let log = "\(weston.runtimeDirectory)/frames.csv"
        let out = "\(weston.runtimeDirectory)/snapshots"
        var environment = weston.clientEnvironment
        environment["KITE_HUD"] = "1"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--size", "800x600", "--frame-log", log, "--out", out, "--snapshot-every", "1"],
            environment: environment)
        defer { if kite.isRunning { kite.terminate() } }
        func lastSnapshot() throws -> PNGImage {
            let names = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
            return try PNGImage(contentsOf: "\(out)/\(try #require(names.max()))")
        }
        try #require(FrameClockEndToEndTests.settles(log), "the gallery did not settle")
        #expect(Self.mode(try lastSnapshot()) == "compact")
        // The compact HUD's middle, in window points (top-right corner, 148 x 52 from (644, 8)).
        try weston.xdotool("mousemove", "718", "34")
        try weston.xdotool("click", "1")
        let opened = GalleryInputEndToEndTests.waitFor(seconds: 15) { (try? Self.mode(lastSnapshot())) == "full" }
        #expect(opened, "the click did not open the full panel")
        try weston.xdotool("key", "F1")
        let hidden = GalleryInputEndToEndTests.waitFor(seconds: 15) { (try? Self.mode(lastSnapshot())) == "off" }
        #expect(hidden, "F1 on the full panel did not hide the HUD")
        kite.terminate()
        kite.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(kite.terminationStatus == 0, "exit: \(stderr)")
    }
}
