import Foundation
import KiteInput
import Testing

/// A real weston killed mid-run: kite exits non-zero with one line, and every output is finished first (the
/// frame log up to the last frame, the frames still waiting for feedback logged as `unknown`, the summary JSON,
/// the input recording).
@Suite struct CompositorLossEndToEndTests {
    @Test(arguments: [true, false])
    func theSummaryAndTheRecordingAreFinishedWhenTheCompositorGoesAway(explicitSummary: Bool) throws {
        let weston = try Weston()
        let dir = weston.runtimeDirectory
        let (log, record, replay) = ("\(dir)/frames.csv", "\(dir)/record.jsonl", "\(dir)/replay.jsonl")
        let summary = explicitSummary ? "\(dir)/summary.json" : log + ".summary.json"
        let events = [
            InputEvent(time: 0, kind: .pointerEnter(location: .init(x: 5, y: 6))),
            InputEvent(time: 0.05, kind: .pointerMotion(location: .init(x: 7, y: 8))),
        ]
        try events.map { try InputRecording.line(for: $0) }.joined(separator: "\n")
            .write(toFile: replay, atomically: true, encoding: .utf8)
        var arguments = ["gallery", "--continuous", "--frame-log", log, "--record", record, "--replay", replay]
        if explicitSummary { arguments += ["--summary", summary] }
        let (kite, err) = try KiteBinary.start(arguments, environment: weston.clientEnvironment)
        defer { if kite.isRunning { kite.terminate() } }
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline, ((try? FrameLog(path: log))?.presented.count ?? 0) < 10, kite.isRunning {
            usleep(50_000)
        }
        #expect(kite.isRunning)
        weston.stop()
        let killed = Date()
        while kite.isRunning && Date().timeIntervalSince(killed) < 10 { usleep(10_000) }
        #expect(!kite.isRunning, "kite kept running after the compositor died")
        if kite.isRunning { kite.terminate() }
        kite.waitUntilExit()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(kite.terminationReason == .exit && kite.terminationStatus == 1)
        #expect(text.split(separator: "\n").count == 1 && text.contains("lost the connection"), "\(text)")
        let rows = try FrameLog(path: log).rows
        #expect(rows.count >= 10)
        #expect(rows.map(\.frame) == Array(0..<rows.count), "every frame drawn is in the log, in order")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: summary)))
        let json = try #require(object as? [String: Any])
        #expect(json["frames"] as? Int == rows.count)
        #expect(json["presented"] as? Int == rows.filter { $0.status == "presented" }.count)
        #expect(try InputRecording.events(from: String(contentsOfFile: record, encoding: .utf8)) == events)
    }
}
