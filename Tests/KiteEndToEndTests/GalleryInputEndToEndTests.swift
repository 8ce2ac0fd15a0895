import Foundation
import Testing

/// The gallery driven through a real seat (weston's X11 back end in Xvfb, xdotool as the user): a click opens the
/// hamburger, a drag switches the switch, Tab and Space reach the focused component, Ctrl-Q quits; all read back
/// from the `--trace` file, as docs/gallery.md documents it.
@Suite(.serialized) struct GalleryInputEndToEndTests {
    static func traceLines(_ path: String) -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    static func waitFor(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    static func states(_ lines: [[String: Any]], of component: String) -> [String] {
        lines.filter { $0["event"] as? String == "state" && $0["component"] as? String == component }
            .compactMap { $0["value"] as? String }
    }

    @Test func clickDragAndKeysDriveTheComponents() throws {
        let weston = try X11Weston()
        let trace = "\(weston.runtimeDirectory)/trace.jsonl"
        let record = "\(weston.runtimeDirectory)/input.jsonl"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--size", "640x480", "--trace", trace, "--record", record],
            environment: weston.clientEnvironment)
        defer { if kite.isRunning { kite.terminate() } }
        let laidOut = Self.waitFor(seconds: 15) { Self.traceLines(trace).count >= 8 }
        try #require(laidOut && kite.isRunning, "no layout in the trace: \(Self.traceLines(trace))")
        // Input reaches the window only once it is mapped: move until a motion has been recorded.
        let seated = Self.waitFor(seconds: 15) {
            try? weston.xdotool("mousemove", "5", "\(Int.random(in: 5...9))")
            return (try? String(contentsOfFile: record, encoding: .utf8))?.contains("pointerMotion") ?? false
        }
        try #require(seated, "no pointer motion reached the gallery")
        var frames: [String: [Double]] = [:]
        for line in Self.traceLines(trace) where line["event"] as? String == "layout" {
            frames[line["component"] as! String] = line["frame"] as? [Double]
        }
        let hamburger = try #require(frames["hamburger"])
        let toggle = try #require(frames["switch"])
        // The window sits at the output's origin at scale 1: logical points are X pixels.
        func x(_ frame: [Double], _ fx: Double) -> String { String(Int(frame[0] + fx * frame[2])) }
        func y(_ frame: [Double], _ fy: Double) -> String { String(Int(frame[1] + fy * frame[3])) }

        try weston.xdotool("mousemove", x(hamburger, 0.5), y(hamburger, 0.5))
        try weston.xdotool("click", "1")
        #expect(Self.waitFor(seconds: 10) { Self.states(Self.traceLines(trace), of: "hamburger") == ["open"] })

        try weston.xdotool("mousemove", x(toggle, 0.2), y(toggle, 0.5))
        try weston.xdotool("mousedown", "1")
        for fx in [0.3, 0.45, 0.6, 0.75, 0.9] { try weston.xdotool("mousemove", x(toggle, fx), y(toggle, 0.5)) }
        try weston.xdotool("mouseup", "1")
        #expect(Self.waitFor(seconds: 10) { Self.states(Self.traceLines(trace), of: "switch").last == "off" })

        // Tab focuses the first component (the hamburger); Space activates it: it closes.
        try weston.xdotool("key", "Tab")
        try weston.xdotool("key", "space")
        #expect(
            Self.waitFor(seconds: 10) { Self.states(Self.traceLines(trace), of: "hamburger") == ["open", "closed"] })

        try weston.xdotool("key", "ctrl+q")
        let quit = Self.waitFor(seconds: 10) { !kite.isRunning }
        #expect(quit, "Ctrl-Q did not end the gallery")
        if kite.isRunning { kite.terminate() }
        kite.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(kite.terminationReason == .exit && kite.terminationStatus == 0, "exit: \(stderr)")

        let lines = Self.traceLines(trace)
        let gestures = lines.filter { $0["event"] as? String == "gesture" }.map {
            "\($0["component"]!) \($0["recognizer"]!) \($0["state"]!)"
        }
        #expect(gestures.contains("hamburger tap ended"), "\(gestures)")
        #expect(gestures.contains("switch pan began") && gestures.contains("switch pan ended"), "\(gestures)")
        #expect(!gestures.contains("switch tap ended"), "the drag must not also tap the switch")
    }
}
