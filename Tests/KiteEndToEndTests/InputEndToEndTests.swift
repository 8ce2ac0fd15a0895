import Foundation
import KiteGeometry
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
    @Test(X11Weston.required, arguments: [1, 2]) func recordsPointerAndKeyboardFromARealSeat(scale: Int) throws {
        let weston = try X11Weston(scale: scale)
        let record = "\(weston.runtimeDirectory)/input.jsonl"
        let log = "\(weston.runtimeDirectory)/frames.csv"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--record", record, "--frame-log", log], environment: weston.clientEnvironment)
        defer { if kite.isRunning { kite.terminate() } }
        let drawing = waitFor(seconds: 60) { !((try? FrameLog(path: log))?.presented.isEmpty ?? true) }
        try #require(drawing && kite.isRunning, "kite did not present a frame on the X11 weston")
        let s = Double(scale)
        try weston.xdotool("mousemove", "100", "80")
        #expect(waitFor(seconds: 30) { recordedEvents(record).contains { $0.kind.isPointerEnterOrMotion } })
        try weston.xdotool("mousemove", "300", "200")
        try weston.xdotool("click", "1")
        try weston.xdotool("mousemove", "320", "240")
        try weston.xdotool("mousedown", "1")
        try weston.xdotool("mousemove", "400", "260")
        try weston.xdotool("mouseup", "1")
        try weston.xdotool("click", "5")
        try weston.xdotool("key", "Tab")
        try weston.xdotool("key", "shift+Tab")
        try weston.xdotool("key", "a")
        let aUp = waitFor(seconds: 30) {
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
        // One wheel detent down: a vertical scroll from a wheel, 120 in value120 terms.
        let scrolls = kinds.compactMap { kind -> (ScrollAxis, Double, Int32?, ScrollSource?)? in
            if case .pointerAxis(let axis, let value, let value120, let source) = kind {
                (axis, value, value120, source)
            } else {
                nil
            }
        }
        #expect(scrolls.count == 1, "\(scrolls)")
        if let (axis, value, value120, source) = scrolls.first {
            // weston's X11 back end sends no wl_pointer.axis_source, so there is none to report.
            #expect(axis == .vertical && value > 0 && value120 == 120 && source == nil, "\(scrolls)")
        }
        // Keys: Tab, Shift+Tab (ISO_Left_Tab with Shift), then 'a' with its text.
        let keys = events.compactMap { event -> KeyEvent? in if case .key(let k) = event.kind { k } else { nil } }
        let presses = keys.filter { $0.pressed && !$0.isRepeat }
        #expect(presses.map(\.keysym).filter { $0 != 0xffe1 } == [Keysym.tab, Keysym.isoLeftTab, 0x61], "\(keys)")
        #expect(presses.first { $0.keysym == Keysym.isoLeftTab }?.modifiers == [.shift])
        #expect(presses.last?.text == "a" && presses.last?.modifiers == [])
        #expect(kinds.contains(.keyboardFocus(true)))
        // Frames that consumed input report input-to-present latency: presentation comes after receipt.
        let latencies = try Self.inputLatencies(inFrameLog: log)
        #expect(!latencies.isEmpty && latencies.allSatisfy { $0 > 0 }, "input_latency_ms: \(latencies)")
        // Every protocol event carries its compositor time; receipt times are non-decreasing (checked by parsing).
        let timed = events.filter {
            if case .pointerMotion = $0.kind { true } else if case .key = $0.kind { true } else { false }
        }
        #expect(timed.allSatisfy { $0.protocolTimeMilliseconds != nil })
    }

    /// Holding a key repeats it as weston's `repeat_info` says (200 ms delay, 30 per second): the first repeat
    /// exactly the delay after the press, then one every 1/30 s, and about as many as fit before the release.
    @Test(X11Weston.required) func aHeldKeyRepeatsAtTheCompositorsRate() throws {
        let weston = try X11Weston()
        let record = "\(weston.runtimeDirectory)/input.jsonl"
        let (kite, err) = try KiteBinary.start(["gallery", "--record", record], environment: weston.clientEnvironment)
        defer { if kite.isRunning { kite.terminate() } }
        try weston.xdotool("mousemove", "40", "40")
        try #require(waitFor(seconds: 60) { recordedEvents(record).contains { $0.kind == .keyboardFocus(true) } })
        try weston.xdotool("keydown", "--delay", "0", "b")
        // Held until kite has recorded ten repeats (about half a second at weston's rate), however long that takes.
        let repeated = waitFor(seconds: 60) {
            recordedEvents(record).count {
                if case .key(let k) = $0.kind { k.keysym == 0x62 && k.isRepeat } else { false }
            }
                >= 10
        }
        try weston.xdotool("keyup", "--delay", "0", "b")
        #expect(repeated, "fewer than ten repeats recorded in 60 s")
        let released = waitFor(seconds: 30) {
            recordedEvents(record).contains { $0.kind == .key(KeyEvent(keysym: 0x62, pressed: false)) }
        }
        kite.terminate()
        kite.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(released && kite.terminationStatus == 0, "stderr: \(stderr)")
        let keys = recordedEvents(record).compactMap { e -> (Double, KeyEvent)? in
            if case .key(let k) = e.kind, k.keysym == 0x62 { (e.time, k) } else { nil }
        }
        let press = try #require(keys.first { $0.1.pressed && !$0.1.isRepeat }?.0)
        let release = try #require(keys.last { !$0.1.pressed }?.0)
        let repeats = keys.filter(\.1.isRepeat).map(\.0)
        #expect(keys.filter { $0.1.pressed && !$0.1.isRepeat }.count == 1, "one press: \(keys.map(\.1))")
        #expect(keys.filter(\.1.isRepeat).allSatisfy { $0.1.text == "b" && $0.1.pressed })
        let delay = Double(X11Weston.repeatDelayMilliseconds) / 1000
        let interval = 1 / Double(X11Weston.repeatRate)
        let first = try #require(repeats.first, "no repeats in \(release - press) s")
        #expect(abs(first - press - delay) < 1e-6)
        #expect(zip(repeats, repeats.dropFirst()).allSatisfy { abs($1 - $0 - interval) < 1e-6 })
        let expected = ((release - press - delay) / interval).rounded(.down) + 1
        #expect(abs(Double(repeats.count) - expected) <= 1, "\(repeats.count) repeats, about \(expected) expected")
        #expect(repeats.last! <= release)
    }

    /// The compositor vanishing while a seat's pointer, keyboard and cursor are live: a one-line error and a normal
    /// exit, not a crash in teardown.
    @Test(X11Weston.required) func exitsCleanlyWhenTheCompositorDiesWithASeatBound() throws {
        let weston = try X11Weston()
        let record = "\(weston.runtimeDirectory)/input.jsonl"
        let (kite, err) = try KiteBinary.start(["gallery", "--record", record], environment: weston.clientEnvironment)
        defer { if kite.isRunning { kite.terminate() } }
        try weston.xdotool("mousemove", "40", "40")
        try #require(waitFor(seconds: 60) { recordedEvents(record).contains { $0.kind.isPointerEnterOrMotion } })
        weston.stop()
        #expect(waitFor(seconds: 10) { !kite.isRunning }, "kite kept running after the compositor died")
        if kite.isRunning { kite.terminate() }
        kite.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(kite.terminationReason == .exit && kite.terminationStatus == 1, "stderr: \(stderr)")
        #expect(stderr.contains("lost the connection to the Wayland compositor"), "stderr: \(stderr)")
    }

    /// A replay on a real compositor (headless weston, which has no seat at all) reaches the scene unchanged.
    @Test func replaysOnACompositorWithoutASeat() throws {
        let weston = try Weston()
        let input = "\(weston.runtimeDirectory)/in.jsonl"
        let output = "\(weston.runtimeDirectory)/out.jsonl"
        let events: [InputEvent] = [
            InputEvent(time: 0, kind: .pointerEnter(location: .init(x: 5, y: 6))),
            InputEvent(time: 0.1, protocolTimeMilliseconds: 7, kind: .pointerButton(.left, pressed: true)),
            InputEvent(time: 0.3, kind: .touchDown(id: 2, location: .init(x: 50.5, y: 60.25))),
            InputEvent(time: 0.3, kind: .touchUp(id: 2)),
        ]
        try events.map { try InputRecording.line(for: $0) }.joined(separator: "\n")
            .write(toFile: input, atomically: true, encoding: .utf8)
        let result = try KiteBinary.run(
            ["gallery", "--continuous", "--frames", "40", "--replay", input, "--record", output],
            environment: weston.clientEnvironment)
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        #expect(try InputRecording.events(from: String(contentsOfFile: output, encoding: .utf8)) == events)
    }

    /// The cursor through libwayland-cursor: the arrow away from the components, a hand over a component's primary
    /// control (where the `--trace` layout says it is), the arrow again off it. Observed in the client's own
    /// WAYLAND_DEBUG log: which theme buffer the cursor surface shows at each `wl_pointer.set_cursor`.
    @Test(X11Weston.required) func showsAHandOverTappableThingsAndTheArrowElsewhere() throws {
        let weston = try X11Weston()
        let shown = try cursorsShown(on: weston) { controls in
            let control = try #require(controls.values.min { ($0.minY, $0.minX) < ($1.minY, $1.minX) })
            let over = (x: Int((control.minX + control.maxX) / 2), y: Int((control.minY + control.maxY) / 2))
            let away = try #require(Self.spot(awayFrom: Array(controls.values), width: 640, height: 480))
            return [away, over, away]
        }
        let changes = shown.map(\.buffer).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        let last3 = Array(changes.suffix(3))
        #expect(last3.count == 3 && last3[0] == last3[2] && last3[0] != last3[1], "cursor buffers: \(changes)")
        #expect(shown.allSatisfy { $0.scale == 1 })
    }

    /// On a scale-2 output the cursor image comes from the theme at twice the size, with buffer scale 2.
    @Test(X11Weston.required) func theCursorFollowsTheOutputScale() throws {
        let weston = try X11Weston(scale: 2)
        let shown = try cursorsShown(on: weston) { _ in [(x: 40, y: 40)] }
        #expect(!shown.isEmpty && shown.last?.scale == 2, "cursor buffer scales: \(shown.map(\.scale))")
    }

    /// A point of the X screen (scale 1) on a 10-pixel grid that is in no control's frame.
    static func spot(awayFrom frames: [Rect], width: Int, height: Int) -> (x: Int, y: Int)? {
        for y in stride(from: 5, to: height, by: 10) {
            for x in stride(from: 5, to: width, by: 10)
            where !frames.contains(where: { $0.insetBy(dx: -4, dy: -4).contains(Point(x: Double(x), y: Double(y))) }) {
                return (x, y)
            }
        }
        return nil
    }

    /// The latest `layout` frame of each component in a `--trace` file.
    static func controlFrames(inTrace path: String) -> [String: Rect] {
        struct Line: Decodable {
            var event: String
            var component: String?
            var frame: [Double]?
        }
        var frames: [String: Rect] = [:]
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            guard let parsed = try? JSONDecoder().decode(Line.self, from: Data(line.utf8)), parsed.event == "layout",
                let name = parsed.component, let f = parsed.frame, f.count == 4
            else { continue }
            frames[name] = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        }
        return frames
    }

    /// Runs the gallery with WAYLAND_DEBUG on, waits for its layout, moves the X pointer to each spot `route` picks
    /// from the control frames (waiting until the gallery recorded it there, in logical pixels), stops it, and
    /// returns the cursors it set (see `cursorBuffers`).
    func cursorsShown(
        on weston: X11Weston, route: ([String: Rect]) throws -> [(x: Int, y: Int)]
    ) throws -> [(buffer: String, scale: Int)] {
        let record = "\(weston.runtimeDirectory)/input.jsonl"
        let trace = "\(weston.runtimeDirectory)/trace.jsonl"
        let debugLog = "\(weston.runtimeDirectory)/wayland-debug.txt"
        _ = FileManager.default.createFile(atPath: debugLog, contents: nil)
        let kite = Process()
        kite.executableURL = URL(fileURLWithPath: KiteBinary.path)
        kite.arguments = ["gallery", "--record", record, "--trace", trace]
        kite.environment = weston.clientEnvironment.merging(["WAYLAND_DEBUG": "1"]) { $1 }
        // A file, not a pipe: the protocol log is large and a full pipe would stall the client.
        kite.standardError = FileHandle(forWritingAtPath: debugLog)
        kite.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try kite.run()
        defer { if kite.isRunning { kite.terminate() } }
        try #require(waitFor(seconds: 60) { !Self.controlFrames(inTrace: trace).isEmpty }, "no layout in the trace")
        // The layout is final once the window has drawn (committed) after the last configure it received.
        let settled = waitFor(seconds: 60) {
            let log = ClientDebugLog(path: debugLog)
            return log.lastConfigure.map { log.lastCommit > $0 } ?? false
        }
        try #require(settled, "the window never committed after its last configure")
        let spots = try route(Self.controlFrames(inTrace: trace))
        let s = Double(weston.scale)
        for (index, spot) in spots.enumerated() {
            try weston.xdotool("mousemove", String(spot.x), String(spot.y))
            let logical = Point(x: Double(spot.x) / s, y: Double(spot.y) / s)
            let visits = spots[...index].filter { $0 == spot }.count
            let reached = waitFor(seconds: 30) {
                recordedEvents(record).filter { $0.kind.pointerLocation == logical }.count >= visits
            }
            #expect(reached, "the pointer never reached \(spot)")
            // The frame that takes the motion sets the cursor before it commits: wait for a commit after the
            // motion (the last pointer event the client received), so the cursor it chose is in the log.
            let followed = waitFor(seconds: 30) {
                let log = ClientDebugLog(path: debugLog)
                return log.lastPointerEvent.map { log.lastCommit > $0 } ?? false
            }
            #expect(followed, "no frame was drawn after the pointer reached \(spot)")
        }
        kite.terminate()
        kite.waitUntilExit()
        #expect(kite.terminationReason == .exit && kite.terminationStatus == 0)
        return try Self.cursorBuffers(inDebugLog: String(contentsOfFile: debugLog, encoding: .utf8))
    }

    /// The buffer and buffer scale the cursor surface holds at each `set_cursor` request, from a client's
    /// WAYLAND_DEBUG log lines such as `-> wl_surface@25.attach(wl_buffer@30, 0, 0)`,
    /// `-> wl_surface@25.set_buffer_scale(2)` and `-> wl_pointer@17.set_cursor(5, wl_surface@25, 1, 1)`.
    static func cursorBuffers(inDebugLog log: String) throws -> [(buffer: String, scale: Int)] {
        var attached: [String: String] = [:]
        var scales: [String: Int] = [:]
        var shown: [(buffer: String, scale: Int)] = []
        for line in log.split(separator: "\n") where line.contains(" -> ") {
            guard let call = line.split(separator: " -> ").last, let open = call.firstIndex(of: "(") else { continue }
            let target = String(call[..<open])
            let arguments = call[call.index(after: open)...].dropLast().split(separator: ", ").map(String.init)
            if target.hasSuffix(".attach"), let buffer = arguments.first {
                attached[String(target.dropLast(".attach".count))] = buffer
            } else if target.hasSuffix(".set_buffer_scale"), let scale = arguments.first.flatMap({ Int($0) }) {
                scales[String(target.dropLast(".set_buffer_scale".count))] = scale
            } else if target.hasSuffix(".set_cursor"), arguments.count == 4 {
                shown.append((attached[arguments[1]] ?? "none", scales[arguments[1]] ?? 1))
            }
        }
        return shown
    }

    /// The non-empty `input_latency_ms` values of a frame log, in milliseconds.
    static func inputLatencies(inFrameLog path: String) throws -> [Double] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = lines.first?.split(separator: ",", omittingEmptySubsequences: false) ?? []
        guard let column = header.firstIndex(of: "input_latency_ms") else { return [] }
        return lines.dropFirst().compactMap { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            return fields.count > column ? Double(fields[column]) : nil
        }
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
    var isPointerEnterOrMotion: Bool { pointerLocation != nil }

    /// Where a pointer enter or motion puts the pointer; nil for other events.
    var pointerLocation: Point? {
        switch self {
        case .pointerEnter(let location), .pointerMotion(let location): return location
        default: return nil
        }
    }
}

/// A client's WAYLAND_DEBUG log as written so far: where (line numbers) the last events and requests of interest
/// are. Received events print as `[ms] wl_pointer@17.motion(...)`, sent requests as `[ms]  -> wl_surface@25.commit()`.
struct ClientDebugLog {
    /// The line of the last `xdg_toplevel.configure` received; nil when none yet.
    var lastConfigure: Int?
    /// The line of the last `wl_pointer` enter or motion received; nil when none yet.
    var lastPointerEvent: Int?
    /// The line of the last `wl_surface.commit` sent; -1 when none yet.
    var lastCommit = -1

    init(path: String) {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if !text.hasSuffix("\n") { lines.removeLast() }  // a line still being written
        for (index, line) in lines.enumerated() {
            if line.contains(" -> ") {
                if line.contains("wl_surface@") && line.hasSuffix(".commit()") { lastCommit = index }
            } else if line.contains("xdg_toplevel@") && line.contains(".configure(") {
                lastConfigure = index
            } else if line.contains("wl_pointer@") && (line.contains(".motion(") || line.contains(".enter(")) {
                lastPointerEvent = index
            }
        }
    }
}
