import Foundation
import KiteGeometry
import KiteInput
import Testing

/// Touch from a real compositor to the real client: `kite gallery --record` on the test suite's touch compositor
/// (scripted `wl_touch`, real socket), directly and through a nested weston, asserting on the recorded events.
@Suite(.serialized) struct TouchEndToEndTests {
    /// Surface positions are logical pixels at any output scale: Wayland already sends them that way, so the same
    /// script must record the same positions at scale 1 and 2. 100.5 and 50.25 are exact in `wl_fixed` (1/256).
    @Test(arguments: [1, 2]) func oneFingerIsRecordedInLogicalPixelsAtEveryScale(scale: Int) throws {
        let events = try recordedTouches(
            script: """
                100 down 0 100.5 50.25
                100 frame
                150 motion 0 120 70.75
                150 frame
                200 up 0
                200 frame
                700 close
                """, scale: scale)
        #expect(
            events.map(\.kind) == [
                .touchDown(id: 0, location: Point(x: 100.5, y: 50.25)),
                .touchMotion(id: 0, location: Point(x: 120, y: 70.75)), .touchUp(id: 0),
            ])
        // The compositor sends each step's script time as the protocol time.
        #expect(events.map(\.protocolTimeMilliseconds) == [100, 150, 200])
    }

    @Test func twoFingersAreTrackedIndependently() throws {
        let events = try recordedTouches(
            script: """
                100 down 0 50 60
                100 down 1 300 200
                100 frame
                150 motion 0 55 65
                150 motion 1 290 210
                150 frame
                200 up 1
                200 frame
                250 motion 0 60 70
                250 frame
                300 up 0
                300 frame
                800 close
                """)
        #expect(
            events.map(\.kind) == [
                .touchDown(id: 0, location: Point(x: 50, y: 60)), .touchDown(id: 1, location: Point(x: 300, y: 200)),
                .touchMotion(id: 0, location: Point(x: 55, y: 65)),
                .touchMotion(id: 1, location: Point(x: 290, y: 210)), .touchUp(id: 1),
                .touchMotion(id: 0, location: Point(x: 60, y: 70)), .touchUp(id: 0),
            ])
    }

    /// `wl_touch.cancel` ends both active points at once (no up, no frame follows), and id 0 may go down again.
    @Test func cancelEndsEveryActivePoint() throws {
        let events = try recordedTouches(
            script: """
                100 down 0 50 60
                100 down 1 300 200
                100 frame
                150 motion 0 55 65
                150 frame
                200 cancel
                250 down 0 10 20
                250 frame
                300 up 0
                300 frame
                800 close
                """)
        #expect(
            events.map(\.kind) == [
                .touchDown(id: 0, location: Point(x: 50, y: 60)), .touchDown(id: 1, location: Point(x: 300, y: 200)),
                .touchMotion(id: 0, location: Point(x: 55, y: 65)), .touchCancel,
                .touchDown(id: 0, location: Point(x: 10, y: 20)), .touchUp(id: 0),
            ])
    }

    /// An id is free again after its up: the second sequence with id 0 is a new touch at its own position.
    @Test func anIdIsReusedAfterUp() throws {
        let events = try recordedTouches(
            script: """
                100 down 0 10 10
                100 frame
                150 up 0
                150 frame
                200 down 0 30 40
                200 frame
                250 motion 0 35 45
                250 frame
                300 up 0
                300 frame
                800 close
                """)
        #expect(
            events.map(\.kind) == [
                .touchDown(id: 0, location: Point(x: 10, y: 10)), .touchUp(id: 0),
                .touchDown(id: 0, location: Point(x: 30, y: 40)), .touchMotion(id: 0, location: Point(x: 35, y: 45)),
                .touchUp(id: 0),
            ])
    }

    /// Weston 10 sends no `wl_touch.frame` after the last up of a sequence; the up must still be delivered (a
    /// client that waits for the frame would hold it until the close and never record it).
    @Test func theLastUpIsDeliveredWithoutAFrame() throws {
        let events = try recordedTouches(
            script: """
                100 down 0 10 20
                100 frame
                150 motion 0 15 25
                150 frame
                200 up 0
                700 close
                """)
        #expect(
            events.map(\.kind) == [
                .touchDown(id: 0, location: Point(x: 10, y: 20)), .touchMotion(id: 0, location: Point(x: 15, y: 25)),
                .touchUp(id: 0),
            ])
    }

    /// Quitting with fingers still down (`xdg_toplevel.close` mid-sequence) must end the run cleanly: every
    /// Wayland object released in order, exit status 0, the downs recorded. The motion without a frame is still
    /// being gathered (points are active, so a frame must follow) and is not delivered.
    @Test func quitsCleanlyWhileFingersAreDown() throws {
        let events = try recordedTouches(
            script: """
                100 down 0 10 10
                100 down 1 20 20
                100 frame
                150 motion 0 12 12
                600 close
                """, scale: 2)
        #expect(
            events.map(\.kind) == [
                .touchDown(id: 0, location: Point(x: 10, y: 10)), .touchDown(id: 1, location: Point(x: 20, y: 20)),
            ])
    }

    /// The same finger through a real weston (wayland back end, nested in the touch compositor): weston's seat
    /// forwards it to Kite, which kiosk-shell shows fullscreen at (0, 0), so positions are unchanged. Weston 10 also
    /// drops the frame after the last up here. The script starts once weston commits steadily, that is once Kite is
    /// mapped inside it and animating (an idle weston commits two buffers).
    @Test func touchReachesKiteThroughANestedWeston() throws {
        let compositor = try TouchCompositor(
            script: """
                100 down 0 100.5 50.25
                100 frame
                150 motion 0 120 70.75
                150 frame
                200 up 0
                200 frame
                """, logicalSize: (800, 600), startAfterBuffers: 10)
        let weston = try NestedWeston(inside: compositor)
        let record = "\(compositor.runtimeDirectory)/input.jsonl"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--continuous", "--record", record], environment: weston.clientEnvironment)
        let expected: [InputEventKind] = [
            .touchDown(id: 0, location: Point(x: 100.5, y: 50.25)),
            .touchMotion(id: 0, location: Point(x: 120, y: 70.75)), .touchUp(id: 0),
        ]
        var events: [InputEvent] = []
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline && kite.isRunning && events.count < expected.count {
            usleep(50_000)
            // A line being written may be incomplete: read again on the next round.
            events = (try? TouchRecording.touches(inRecording: record)) ?? events
        }
        let ranThrough = kite.isRunning
        // SIGTERM ends Kite's frame loop; it must then release its seat and exit 0.
        kite.terminate()
        kite.waitUntilExit()
        weston.stop()
        let outcome = try compositor.finish()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(ranThrough, "kite exited early: \(text)")
        #expect(kite.terminationReason == .exit && kite.terminationStatus == 0, "kite did not exit cleanly: \(text)")
        #expect(outcome.status == 0, "the whole script was not played: \(outcome.standardError)")
        #expect(events.map(\.kind) == expected)
        // Weston passes the parent's millisecond timestamps through.
        #expect(events.map(\.protocolTimeMilliseconds) == [100, 150, 200])
    }

    /// Touch all the way to the components: a tap on the press button and a drag across the switch, aimed with the
    /// layout that a headless run of the same size reports, show up in `--trace` as the press and pan recognisers'
    /// states and as the components' state changes.
    @Test func touchDrivesTheGalleryComponents() throws {
        let layout = try headlessLayout(width: 800, height: 600)
        let button = try #require(layout["press-button"], "no press-button in \(layout)")
        let toggle = try #require(layout["switch"], "no switch in \(layout)")
        let (y, x0, x1) = (toggle.midY, toggle.minX + toggle.width / 4, toggle.maxX - toggle.width / 8)
        let compositor = try TouchCompositor(
            script: """
                100 down 0 \(button.midX) \(button.midY)
                100 frame
                200 up 0
                200 frame
                300 down 1 \(x0) \(y)
                300 frame
                350 motion 1 \((x0 + x1) / 2) \(y)
                350 frame
                400 motion 1 \(x1) \(y)
                400 frame
                450 up 1
                450 frame
                500 close
                """)
        let trace = "\(compositor.runtimeDirectory)/trace.jsonl"
        let result = try KiteBinary.run(
            ["gallery", "--continuous", "--size", "800x600", "--trace", trace],
            environment: compositor.clientEnvironment)
        try #require(result.status == 0, "kite failed: \(result.standardError)")
        #expect(try compositor.finish().status == 0)
        let lines = try traceLines(trace)
        func changes(_ component: String, _ event: String, _ key: String) -> [String] {
            lines.filter { $0["component"] as? String == component && $0["event"] as? String == event }
                .compactMap { $0[key] as? String }
        }
        #expect(changes("press-button", "gesture", "state") == ["began", "ended"])
        #expect(changes("press-button", "state", "value") == ["pressed", "released"])
        let pan = lines.filter { $0["component"] as? String == "switch" && $0["recognizer"] as? String == "pan" }
        #expect(pan.first?["state"] as? String == "began" && pan.last?["state"] as? String == "ended")
        #expect(changes("switch", "state", "value") == ["off"])
    }

    /// Each component's frame from the `layout` lines of a one-frame headless run at this size (scale 1).
    private func headlessLayout(width: Int, height: Int) throws -> [String: Rect] {
        let dir = try Weston.makePrivateDirectory()
        let result = try KiteBinary.run(
            [
                "gallery", "--headless", "--frames", "1", "--size", "\(width)x\(height)", "--trace",
                "\(dir)/layout.jsonl",
                "--out", dir,
            ], environment: ["XDG_RUNTIME_DIR": dir])
        try #require(result.status == 0, "kite failed: \(result.standardError)")
        var frames: [String: Rect] = [:]
        for line in try traceLines("\(dir)/layout.jsonl") where line["event"] as? String == "layout" {
            guard let name = line["component"] as? String, let f = line["frame"] as? [Double], f.count == 4 else {
                continue
            }
            frames[name] = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        }
        return frames
    }

    private func traceLines(_ path: String) throws -> [[String: Any]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// Runs `kite gallery --record` directly on the touch compositor playing `script` (which ends with `close`,
    /// so Kite quits by itself) and returns the touch events Kite recorded, in order.
    private func recordedTouches(script: String, scale: Int = 1) throws -> [InputEvent] {
        let compositor = try TouchCompositor(script: script, scale: scale, logicalSize: (400, 300))
        return try TouchRecording.run(on: compositor, arguments: ["--size", "400x300"])
    }
}
