import KiteImage
import KiteInput

/// The one path input takes to the scene each frame: live events from the window, or a replay file's events due by
/// the frame's scene time (then live input is ignored, so a replay is deterministic). Everything delivered is also
/// written to the `--record` file when one is given.
final class InputPipeline {
    private let recording: OutputFileStream?
    /// The replay's events not yet delivered, oldest first; nil when not replaying.
    private var replay: ArraySlice<InputEvent>?
    /// The time of the replay's last event, in scene seconds; nil when not replaying or the file is empty.
    let replayEndTime: Double?

    /// The largest replay file read, bytes: 64 MiB, about 500,000 events.
    static let maximumReplayBytes = 64 << 20

    /// Opens `recordPath` for writing (truncating it) and reads and validates all of `replayPath` up front.
    init(recordPath: String?, replayPath: String?) throws {
        if let replayPath {
            let text: String
            do {
                text = try InputFile.readText(
                    replayPath, limitBytes: Self.maximumReplayBytes, interrupted: { TerminationRequest.isRequested })
            } catch {
                throw AppFailure("--replay: \(error)")
            }
            do { replay = try InputRecording.events(from: text)[...] } catch {
                throw AppFailure("--replay \(replayPath): \(error.description)")
            }
        }
        replayEndTime = replay?.last?.time
        do {
            recording = try recordPath.map { path throws(OutputFileError) in
                try OutputFileStream(path: path, bufferBytes: 0, interrupted: { TerminationRequest.isRequested })
            }
        } catch {
            throw AppFailure("--record: \(error)")
        }
    }

    /// Whether a write to the `--record` file has failed: the run should end (`finish()` says why).
    var hasFailed: Bool { recording?.failure != nil }

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
            // Written per frame, so a run that is killed keeps what it received; a failure ends the run.
            recording.write(lines)
        }
        for event in events { sink.handle(event) }
        return events.count
    }

    /// Closes the recording.
    /// - Throws: `AppFailure` with the first write that failed.
    func finish() throws {
        do { try recording?.finish() } catch { throw AppFailure("--record: \(error)") }
    }
}
