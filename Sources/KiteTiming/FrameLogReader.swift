/// Reads a frame-log CSV written by `FrameLogWriter` back into `FrameRecord`s, for `kite report`. The first six
/// columns are required; the appended ones (phases, GPU) are read when present, so older logs still load.
public enum FrameLogReader {
    /// Parses the whole CSV text (LF or CRLF line ends; blank lines ignored). Throws `FrameLogParseError` naming the
    /// line for anything malformed.
    public static func parse(_ text: String) throws(FrameLogParseError) -> [FrameRecord] {
        // Swift reads "\r\n" as one Character, so splitting on "\n" alone would keep the "\r" in the last field.
        let numbered = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        var lines = numbered.lazy.filter { !$0.element.isEmpty }.map { ($0.offset + 1, $0.element) }.makeIterator()
        let first = lines.next()
        guard let (_, header) = first, header.hasPrefix(FrameLogWriter.baseHeader) else {
            throw FrameLogParseError(
                line: first?.0 ?? 1, reason: "the header must start with \(FrameLogWriter.baseHeader)")
        }
        let names = header.split(separator: ",").map(String.init)
        var records: [FrameRecord] = []
        while let (number, line) = lines.next() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == names.count else {
                throw FrameLogParseError(line: number, reason: "\(fields.count) fields, the header has \(names.count)")
            }
            records.append(try record(fields, names: names, line: number))
        }
        return records
    }

    private static func record(_ f: [String], names: [String], line: Int) throws(FrameLogParseError) -> FrameRecord {
        func field(_ name: String) -> String? { names.firstIndex(of: name).map { f[$0] } }
        func milliseconds(_ name: String) throws(FrameLogParseError) -> Double? {
            guard let text = field(name), !text.isEmpty else { return nil }
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw FrameLogParseError(line: line, reason: "\(name) \"\(text)\" is not a non-negative number")
            }
            return value
        }
        guard let frame = UInt64(f[0]), let commit = UInt64(f[1]), let status = FrameRecord.Status(rawValue: f[4]),
            let cpu = try milliseconds("cpu_ms")
        else { throw FrameLogParseError(line: line, reason: "frame, commit_ns, status or cpu_ms is malformed") }
        let present = f[2].isEmpty ? nil : UInt64(f[2])
        let refresh = f[3].isEmpty ? nil : UInt64(f[3])
        guard (present != nil) == !f[2].isEmpty, (refresh != nil) == !f[3].isEmpty else {
            throw FrameLogParseError(line: line, reason: "present_ns or refresh_ns is not a whole number")
        }
        var phases: PhaseTimes?
        if let input = try milliseconds("input_ms"), let animation = try milliseconds("animation_ms"),
            let layout = try milliseconds("layout_ms"), let submit = try milliseconds("submit_ms")
        {
            phases = PhaseTimes(
                inputMilliseconds: input, animationMilliseconds: animation, layoutMilliseconds: layout,
                submitMilliseconds: submit)
        }
        // The log keeps input-to-present latency; the input time is recovered from the presentation.
        let latency = try milliseconds("input_latency_ms")
        let input = latency.flatMap { l in present.map { $0 - min($0, UInt64((l * 1e6).rounded())) } }
        return FrameRecord(
            frame: frame, commitNanoseconds: commit, presentNanoseconds: present, refreshNanoseconds: refresh,
            status: status, cpuMilliseconds: cpu, phases: phases, gpuMilliseconds: try milliseconds("gpu_ms"),
            inputNanoseconds: input, followsIdle: field("after_idle") == "1")
    }
}

/// A frame log that could not be read.
public struct FrameLogParseError: Error, CustomStringConvertible, Equatable {
    /// 1-based line number.
    public var line: Int
    public var reason: String
    public var description: String { "frame log line \(line): \(reason)" }
}
