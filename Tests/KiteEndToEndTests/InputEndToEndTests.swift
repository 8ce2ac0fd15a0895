import Foundation
import KiteInput
import Testing

/// `kite gallery --record` against a real seat (weston's X11 back end in Xvfb, driven by xdotool), and `--replay`
/// round trips in headless mode.
@Suite(.serialized) struct InputEndToEndTests {
    /// Reads the recording, tolerating a last line still being written.
    func recordedEvents(_ path: String) -> [InputEvent] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if !text.hasSuffix("\n") { lines.removeLast() }  // a line still being written
        return (try? InputRecording.events(from: lines.joined(separator: "\n"))) ?? []
    }

    func waitFor(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Clicks, drags and types into the gallery and checks what was recorded: positions in logical pixels (X
    /// pixels divided by the output scale), buttons in order, keys with their keysyms, text and modifiers.
    @Test(arguments: [1, 2]) func recordsPointerAndKeyboardFromARealSeat(scale: Int) throws {
        let weston = try X11Weston(scale: scale)
        let record = "\(weston.runtimeDirectory)/input.jsonl"
        let log = "\(weston.runtimeDirectory)/frames.csv"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--record", record, "--frame-log", log], environment: weston.clientEnvironment)
        defer { if kite.isRunning { kite.terminate() } }
        let drawing = waitFor(seconds: 15) { !((try? FrameLog(path: log))?.presented.isEmpty ?? true) }
        try #require(drawing && kite.isRunning, "kite did not present a frame on the X11 weston")
        let s = Double(scale)
        try weston.xdotool("mousemove", "100", "80")
        #expect(waitFor(seconds: 5) { recordedEvents(record).contains { $0.kind.isPointerEnterOrMotion } })
        try weston.xdotool("mousemove", "300", "200")
        try weston.xdotool("click", "1")
        try weston.xdotool("mousemove", "320", "240")
        try weston.xdotool("mousedown", "1")
        try weston.xdotool("mousemove", "400", "260")
        try weston.xdotool("mouseup", "1")
        try weston.xdotool("key", "Tab")
        try weston.xdotool("key", "shift+Tab")
        try weston.xdotool("key", "a")
        let aUp = waitFor(seconds: 10) {
            recordedEvents(record).contains { $0.kind == .key(KeyEvent(keysym: 0x61, pressed: false)) }
        }
        kite.terminate()
        kite.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(aUp, "the release of 'a' never reached the recording")
        #expect(kite.terminationReason == .exit && kite.terminationStatus == 0, "unclean exit: \(stderr)")
        let events = try InputRecording.events(from: String(contentsOfFile: record, encoding: .utf8))
        let kinds = events.map(\.kind)
        #expect(kinds.contains(.pointerMotion(location: .init(x: 300 / s, y: 200 / s))), "\(kinds)")
        let press = try #require(kinds.firstIndex(of: .pointerButton(.left, pressed: true)))
        let release = try #require(kinds.firstIndex(of: .pointerButton(.left, pressed: false)))
        #expect(press < release)
        // The drag: pressed at (320, 240), moved to (400, 260) while held, released there.
        let dragStart = try #require(kinds.firstIndex(of: .pointerMotion(location: .init(x: 320 / s, y: 240 / s))))
        let dragEnd = try #require(kinds.firstIndex(of: .pointerMotion(location: .init(x: 400 / s, y: 260 / s))))
        let buttonsAfter = kinds[dragStart...].filter { if case .pointerButton = $0 { true } else { false } }
        #expect(
            buttonsAfter.prefix(2) == [.pointerButton(.left, pressed: true), .pointerButton(.left, pressed: false)])
        #expect(kinds[dragStart..<dragEnd].contains(.pointerButton(.left, pressed: true)))
        // Keys: Tab, Shift+Tab (ISO_Left_Tab with Shift), then 'a' with its text.
        let keys = events.compactMap { event -> KeyEvent? in if case .key(let k) = event.kind { k } else { nil } }
        let presses = keys.filter { $0.pressed && !$0.isRepeat }
        #expect(presses.map(\.keysym).filter { $0 != 0xffe1 } == [Keysym.tab, Keysym.isoLeftTab, 0x61], "\(keys)")
        #expect(presses.first { $0.keysym == Keysym.isoLeftTab }?.modifiers == [.shift])
        #expect(presses.last?.text == "a" && presses.last?.modifiers == [])
        #expect(kinds.contains(.keyboardFocus(true)))
        // Every protocol event carries its compositor time; receipt times are non-decreasing (checked by parsing).
        let timed = events.filter {
            if case .pointerMotion = $0.kind { true } else if case .key = $0.kind { true } else { false }
        }
        #expect(timed.allSatisfy { $0.protocolTimeMilliseconds != nil })
    }

    /// A recording replayed headless reaches the scene unchanged: re-recording it gives the same events and times,
    /// and the default frame count covers a recording longer than the usual 300 frames.
    @Test func headlessReplayRoundTripsARecording() throws {
        let dir = try Weston.makePrivateDirectory()
        let events: [InputEvent] = [
            InputEvent(time: -0.01, kind: .pointerEnter(location: .init(x: 12.5, y: 40))),
            InputEvent(time: 0.2, protocolTimeMilliseconds: 1200, kind: .pointerButton(.left, pressed: true)),
            InputEvent(time: 0.2, protocolTimeMilliseconds: 1200, kind: .pointerMotion(location: .init(x: 13, y: 41))),
            InputEvent(time: 1.5, kind: .touchDown(id: 0, location: .init(x: 100, y: 100))),
            InputEvent(time: 1.5, kind: .touchDown(id: 1, location: .init(x: 200, y: 120))),
            InputEvent(time: 1.6, kind: .touchCancel),
            InputEvent(time: 2, kind: .key(KeyEvent(keysym: Keysym.tab, pressed: true, modifiers: [.shift]))),
            InputEvent(time: 2.5, kind: .pointerAxis(.vertical, value: 15, value120: 120, source: .wheel)),
            InputEvent(time: 7.25, kind: .key(KeyEvent(keysym: 0x61, text: "a", pressed: true))),
        ]
        let input = "\(dir)/in.jsonl"
        let output = "\(dir)/out.jsonl"
        try events.map { try InputRecording.line(for: $0) }.joined(separator: "\n")
            .write(toFile: input, atomically: true, encoding: .utf8)
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--size", "320x240", "--replay", input, "--record", output],
            environment: ["XDG_RUNTIME_DIR": dir])
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let replayed = try InputRecording.events(from: String(contentsOfFile: output, encoding: .utf8))
        #expect(replayed == events)
    }

    @Test func aBadReplayFileFailsWithItsLineNumber() throws {
        let dir = try Weston.makePrivateDirectory()
        let input = "\(dir)/bad.jsonl"
        let good = try InputRecording.line(for: InputEvent(time: 0, kind: .pointerLeave))
        try "\(good)\n\n{\"time\": 1, \"kind\": {\"nonsense\": {}}}\n".write(
            toFile: input, atomically: true, encoding: .utf8)
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--replay", input], environment: ["XDG_RUNTIME_DIR": dir], timeoutSeconds: 20)
        #expect(result.status != 0)
        #expect(result.standardError.contains("line 3"), "stderr: \(result.standardError)")
        #expect(result.standardError.contains(input))
        let missing = try KiteBinary.run(
            ["gallery", "--headless", "--replay", "\(dir)/absent.jsonl"], environment: ["XDG_RUNTIME_DIR": dir],
            timeoutSeconds: 20)
        #expect(missing.status != 0 && missing.standardError.contains("absent.jsonl"))
    }
}

extension InputEventKind {
    var isPointerEnterOrMotion: Bool {
        switch self {
        case .pointerEnter, .pointerMotion: return true
        default: return false
        }
    }
}
