#if canImport(Glibc)
    import Glibc
#endif

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
    private let file: UnsafeMutablePointer<FILE>

    /// Creates (truncates) `path` and writes the header. Throws when the file cannot be opened.
    public init(path: String) throws {
        guard let f = fopen(path, "w") else {
            throw FrameLogError(path: path, reason: String(cString: strerror(errno)))
        }
        file = f
        fputs(Self.header + "\n", file)
    }

    deinit { fclose(file) }

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

    public func write(_ record: FrameRecord) {
        fputs(Self.row(record) + "\n", file)
    }

    public func flush() { fflush(file) }
}

/// The frame log could not be written.
public struct FrameLogError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write frame log \(path): \(reason)" }
}
