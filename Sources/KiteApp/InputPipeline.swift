import Foundation
import KiteInput

/// The one path input takes to the scene each frame: live events from the window, or a replay file's events due by
/// the frame's scene time (then live input is ignored, so a replay is deterministic). Everything delivered is also
/// written to the `--record` file when one is given.
final class InputPipeline {
    private let recording: FileHandle?
    private let recordPath: String?
    /// The replay's events not yet delivered, oldest first; nil when not replaying.
    private var replay: ArraySlice<InputEvent>?
    /// The time of the replay's last event, in scene seconds; nil when not replaying or the file is empty.
    let replayEndTime: Double?

    /// Opens `recordPath` for writing (truncating it) and reads and validates all of `replayPath` up front.
    init(recordPath: String?, replayPath: String?) throws {
        if let replayPath {
            let text: String
            do { text = try String(contentsOfFile: replayPath, encoding: .utf8) } catch {
                throw AppFailure("cannot read --replay file \(replayPath): \(error.localizedDescription)")
            }
            do { replay = try InputRecording.events(from: text)[...] } catch {
                throw AppFailure("--replay \(replayPath): \(error.description)")
            }
        }
        replayEndTime = replay?.last?.time
        self.recordPath = recordPath
        if let recordPath {
            guard let handle = FileHandle.overwriting(path: recordPath) else {
                throw AppFailure("cannot create --record file \(recordPath)")
            }
            recording = handle
        } else {
            recording = nil
        }
    }

    var isReplaying: Bool { replay != nil }

    /// Delivers this frame's input to `sink`: the replay's events with `time <= sceneTime`, or else `live`
    /// (already on the scene clock). Records each delivered event. Returns how many were delivered.
    @discardableResult
    func deliver(sceneTime: Double, live: [InputEvent], to sink: InputSink) throws -> Int {
        let events: [InputEvent]
        if var pending = replay {
            let due = pending.prefix { $0.time <= sceneTime }
            events = Array(due)
            pending.removeFirst(due.count)
            replay = pending
        } else {
            events = live
        }
        guard !events.isEmpty else { return 0 }
        if let recording {
            var lines = ""
            for event in events { lines += try InputRecording.line(for: event) + "\n" }
            // Written per frame, so a run that is killed keeps what it received.
            do { try recording.write(contentsOf: Data(lines.utf8)) } catch {
                throw AppFailure("cannot write --record file \(recordPath ?? ""): \(error.localizedDescription)")
            }
        }
        for event in events { sink.handle(event) }
        return events.count
    }

    func finish() {
        try? recording?.synchronize()
        try? recording?.close()
    }
}
