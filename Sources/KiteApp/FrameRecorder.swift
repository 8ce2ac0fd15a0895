import Foundation
import KiteImage
import KiteTiming

/// Where every completed frame goes: the CSV log, the exit summary's running statistics, and the HUD's rolling
/// statistics.
final class FrameRecorder {
    private let log: FrameLogWriter?
    private let summaryPath: String?
    /// The exit summary so far, in bounded memory (no record is kept).
    private var summary = FrameSummaryAccumulator()
    /// The HUD's window over the last frames; fed only when the HUD is on.
    var statistics: FrameStatistics?
    /// How the loop redraws, for the summary's `redraw` (see `FrameSummary.redraw`).
    var redraw: RedrawPath?

    init(options: RunOptions) throws {
        log = try options.makeFrameLog()
        summaryPath = options.summaryPath
        if let hud = options.hud { statistics = FrameStatistics(capacity: hud.graphFrames) }
    }

    func record(_ record: FrameRecord) {
        log?.write(record)
        if summaryPath != nil { summary.add(record) }
        statistics?.add(record)
    }

    /// Writes out what the log holds so far (a loop about to sleep calls it, so the log is current while idle).
    func flush() {
        log?.flush()
    }

    /// Flushes the log and writes the summary JSON, if one was asked for.
    func finish() throws {
        log?.flush()
        guard let summaryPath else { return }
        var summary = summary.summary
        summary.redraw = redraw
        let json = summary.json
        do { try OutputFile.write(json, to: summaryPath) } catch {
            throw AppFailure("cannot write summary \(summaryPath): \(error.reason)")
        }
    }
}
