import KiteImage
import KiteTiming

/// Where every completed frame goes: the CSV log, the exit summary's running statistics, and the HUD's rolling
/// statistics.
final class FrameRecorder {
    private let logFile: OutputFileStream?
    private let log: FrameLogWriter?
    private let summaryPath: String?
    /// The exit summary so far, in bounded memory (no record is kept).
    private var summary = FrameSummaryAccumulator()
    /// The HUD's window over the last frames; fed only when the HUD is on.
    var statistics: FrameStatistics?
    /// How the loop redraws, for the summary's `redraw` (see `FrameSummary.redraw`).
    var redraw: RedrawPath?
    /// Process start to the end of the first frame, and to its presentation, milliseconds
    /// (`FrameSummary.firstFrameMilliseconds`, `firstPresentMilliseconds`); set by the loop.
    var firstFrameMilliseconds: Double?
    var firstPresentMilliseconds: Double?

    init(options: RunOptions) throws {
        if let path = options.frameLogPath {
            let file: OutputFileStream
            do {
                file = try OutputFileStream(path: path, interrupted: { TerminationRequest.isRequested })
            } catch {
                throw AppFailure("frame log: \(error)")
            }
            logFile = file
            log = FrameLogWriter { file.write($0) }
        } else {
            (logFile, log) = (nil, nil)
        }
        summaryPath = options.summaryPath
        if let hud = options.hud { statistics = FrameStatistics(capacity: hud.graphFrames) }
    }

    /// Whether a write to the frame log has failed: the run should end (`finish()` says why).
    var hasFailed: Bool { logFile?.failure != nil }

    func record(_ record: FrameRecord) {
        log?.write(record)
        if summaryPath != nil { summary.add(record) }
        statistics?.add(record)
    }

    /// Writes out what the log holds so far (a loop about to sleep calls it, so the log is current while idle).
    func flush() {
        logFile?.flush()
    }

    /// Closes the log and writes the summary JSON, if one was asked for; both are attempted whatever the other does.
    /// - Throws: `AppFailure` naming every file that could not be written, in one line.
    func finish() throws {
        var failures: [String] = []
        do { try logFile?.finish() } catch { failures.append("frame log: \(error)") }
        if let summaryPath {
            var summary = summary.summary
            summary.redraw = redraw
            summary.firstFrameMilliseconds = firstFrameMilliseconds
            summary.firstPresentMilliseconds = firstPresentMilliseconds
            do {
                try OutputFile.write(summary.json, to: summaryPath, interrupted: { TerminationRequest.isRequested })
            } catch {
                failures.append("summary: \(error)")
            }
        }
        if !failures.isEmpty { throw AppFailure(failures.joined(separator: "; ")) }
    }
}
