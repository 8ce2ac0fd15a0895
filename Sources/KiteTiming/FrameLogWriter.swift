/// Writes the per-frame CSV log: a header, then one row per `FrameRecord`.
///
/// Columns, in order: `frame,commit_ns,present_ns,refresh_ns,status,cpu_ms`. Times are nanoseconds on the
/// presentation clock; `present_ns` and `refresh_ns` are empty when unknown; `status` is presented, discarded or
/// unknown (no feedback from the compositor). Then, appended: CPU milliseconds per `FramePhase`
/// (`input_ms,animation_ms,layout_ms,submit_ms`, empty when not measured), `gpu_ms` (empty when the driver has no
/// timer query), `input_latency_ms` (input to presentation, empty when the frame consumed no input) and
/// `after_idle` (1 for the first frame after an idle gap, whose interval is not counted; else 0).
public final class FrameLogWriter {
    /// The foundation's six columns; they stay first and unchanged so older readers keep working.
    public static let baseHeader = "frame,commit_ns,present_ns,refresh_ns,status,cpu_ms"
    public static let header =
        baseHeader + ",input_ms,animation_ms,layout_ms,submit_ms,gpu_ms,input_latency_ms,after_idle"
    /// Where the text goes (a file the caller opened and checks).
    private let emit: (String) -> Void

    /// Writes the header line through `emit`, which receives the log's text line by line, newlines included.
    public init(emit: @escaping (String) -> Void) {
        self.emit = emit
        emit(Self.header + "\n")
    }

    /// The CSV row for `record`, without a newline.
    public static func row(_ r: FrameRecord) -> String {
        let present = r.presentNanoseconds.map(String.init) ?? ""
        let refresh = r.refreshNanoseconds.map(String.init) ?? ""
        let base =
            "\(r.frame),\(r.commitNanoseconds),\(present),\(refresh),\(r.status.rawValue),\(millis(r.cpuMilliseconds))"
        var extra = ""
        for phase in FramePhase.allCases { extra += "," + (r.phases.map { millis($0[phase]) } ?? "") }
        extra += "," + (r.gpuMilliseconds.map(millis) ?? "")
        extra += "," + (r.inputToPresentMilliseconds.map(millis) ?? "")
        extra += r.followsIdle ? ",1" : ",0"
        return base + extra
    }

    /// Milliseconds rounded to microseconds.
    static func millis(_ value: Double) -> String { "\((value * 1000).rounded() / 1000)" }

    /// Writes the row for `record`.
    public func write(_ record: FrameRecord) {
        emit(Self.row(record) + "\n")
    }
}
