import Foundation
import Testing

/// The on-demand frame clock on a real compositor (weston's X11 back end in Xvfb, xdotool as the user): once its
/// animations settle the gallery commits nothing more, and a click wakes it. Counted in commits (frame-log rows),
/// never in CPU time.
@Suite(.serialized) struct FrameClockEndToEndTests {
    /// The frame log's rows and whether each follows an idle gap (`after_idle`).
    static func rows(_ path: String) -> [(frame: Int, afterIdle: Bool)] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        guard let header = lines.first, let column = header.firstIndex(of: "after_idle") else { return [] }
        return lines.dropFirst().compactMap { f in
            guard f.count == header.count, let frame = Int(f[0]) else { return nil }
            return (frame, f[column] == "1")
        }
    }

    /// True once the log has rows and gains none over `quietSeconds` (a continuous loop commits about 50 frames a
    /// second here); tried until `timeoutSeconds`.
    static func settles(_ log: String, quietSeconds: Double = 1, timeoutSeconds: Double = 30) -> Bool {
        GalleryInputEndToEndTests.waitFor(seconds: timeoutSeconds) {
            let before = rows(log).count
            usleep(UInt32(quietSeconds * 1e6))
            return before > 0 && rows(log).count == before
        }
    }

    @Test func anIdleGalleryCommitsNothingAndAClickWakesIt() throws {
        let weston = try X11Weston()
        let log = "\(weston.runtimeDirectory)/frames.csv"
        let trace = "\(weston.runtimeDirectory)/trace.jsonl"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--size", "640x480", "--frame-log", log, "--trace", trace],
            environment: weston.clientEnvironment)
        defer { if kite.isRunning { kite.terminate() } }
        let laidOut = GalleryInputEndToEndTests.waitFor(seconds: 15) {
            GalleryInputEndToEndTests.traceLines(trace).count >= 8
        }
        try #require(laidOut && kite.isRunning, "no layout in the trace")
        try #require(Self.settles(log), "the gallery kept committing frames: \(Self.rows(log).count) rows")
        let idleRows = Self.rows(log).count
        // Two more quiet seconds: still nothing committed.
        usleep(2_000_000)
        #expect(Self.rows(log).count == idleRows, "frames were committed while idle")

        var frames: [String: [Double]] = [:]
        for line in GalleryInputEndToEndTests.traceLines(trace) where line["event"] as? String == "layout" {
            frames[line["component"] as! String] = line["frame"] as? [Double]
        }
        let hamburger = try #require(frames["hamburger"])
        try weston.xdotool(
            "mousemove", String(Int(hamburger[0] + hamburger[2] / 2)), String(Int(hamburger[1] + hamburger[3] / 2)))
        try weston.xdotool("click", "1")
        let opened = GalleryInputEndToEndTests.waitFor(seconds: 10) {
            GalleryInputEndToEndTests.states(GalleryInputEndToEndTests.traceLines(trace), of: "hamburger") == ["open"]
        }
        #expect(opened, "the click did not open the hamburger")
        #expect(Self.settles(log), "the gallery did not settle after the click")
        let rows = Self.rows(log)
        let woken = rows.dropFirst(idleRows)
        // The open transition is drawn (several frames), the first of them marked as following the idle gap.
        #expect(woken.count >= 10, "only \(woken.count) frames after the click")
        #expect(woken.first?.afterIdle == true, "the first frame after the wake is not marked after_idle")
        kite.terminate()
        kite.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(kite.terminationStatus == 0, "exit: \(stderr)")
    }

    /// A button held down on the hamburger of an idle gallery, with no other input after it: the tap's maximum
    /// duration passes, and the sleeping loop wakes for that timeout (no event arrives to advance the gestures) and
    /// the tap fails at its deadline, before the button is released.
    @Test func aHeldButtonTimesOutWithoutFurtherInput() throws {
        let weston = try X11Weston()
        let log = "\(weston.runtimeDirectory)/frames.csv"
        let trace = "\(weston.runtimeDirectory)/trace.jsonl"
        let record = "\(weston.runtimeDirectory)/input.jsonl"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--size", "640x480", "--frame-log", log, "--trace", trace, "--record", record],
            environment: weston.clientEnvironment)
        defer { if kite.isRunning { kite.terminate() } }
        let laidOut = GalleryInputEndToEndTests.waitFor(seconds: 15) {
            GalleryInputEndToEndTests.traceLines(trace).count >= 8
        }
        try #require(laidOut && kite.isRunning, "no layout in the trace")
        var frames: [String: [Double]] = [:]
        for line in GalleryInputEndToEndTests.traceLines(trace) where line["event"] as? String == "layout" {
            frames[line["component"] as! String] = line["frame"] as? [Double]
        }
        let hamburger = try #require(frames["hamburger"])
        let (x, y) = (Int(hamburger[0] + hamburger[2] / 2), Int(hamburger[1] + hamburger[3] / 2))
        // Moved to alternating points: a move to where the pointer already is reports no motion.
        let seated = GalleryInputEndToEndTests.waitFor(seconds: 15) {
            try? weston.xdotool("mousemove", String(x + Int.random(in: -3...3)), String(y))
            return (try? String(contentsOfFile: record, encoding: .utf8))?.contains("pointerMotion") ?? false
        }
        try #require(seated, "no pointer motion reached the gallery")
        try #require(Self.settles(log), "the gallery kept committing frames")
        try weston.xdotool("mousedown", "1")
        func gestures() -> [[String: Any]] {
            GalleryInputEndToEndTests.traceLines(trace).filter {
                $0["event"] as? String == "gesture" && $0["component"] as? String == "hamburger"
                    && $0["recognizer"] as? String == "tap"
            }
        }
        let failed = GalleryInputEndToEndTests.waitFor(seconds: 10) {
            gestures().contains { $0["state"] as? String == "failed" }
        }
        let recorded = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        try weston.xdotool("mouseup", "1")
        #expect(failed, "the held tap did not fail before the release: \(gestures())")
        // The press was the last input before the failure: the timeout alone woke the loop.
        let last = recorded.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains("pointerButton") && last.contains("pressed"), "last recorded input: \(last)")
        kite.terminate()
        kite.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(kite.terminationStatus == 0, "exit: \(stderr)")
    }
}
