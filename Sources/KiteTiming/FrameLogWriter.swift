#if canImport(Glibc)
    import Glibc
#endif

/// Writes the per-frame CSV log: a header, then one row per `FrameRecord`.
///
/// Columns, in order: `frame,commit_ns,present_ns,refresh_ns,status,cpu_ms`. Times are nanoseconds on the
/// presentation clock; `present_ns` and `refresh_ns` are empty when unknown; `status` is presented, discarded or
/// unknown (no feedback from the compositor). Later layers may append columns.
public final class FrameLogWriter {
    public static let header = "frame,commit_ns,present_ns,refresh_ns,status,cpu_ms"
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
        let cpu = (r.cpuMilliseconds * 1000).rounded() / 1000
        return "\(r.frame),\(r.commitNanoseconds),\(present),\(refresh),\(r.status.rawValue),\(cpu)"
    }

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
