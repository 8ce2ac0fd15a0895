extension FrameSummary {
    /// The summary as a JSON object. Milliseconds and FPS carry 4 decimals; figures that could not be measured
    /// (no presentation feedback, no phases, no GPU timer, no input) are `null`, never made up.
    public var json: String {
        var fields: [(String, String)] = [
            ("frames", "\(frames)"), ("presented", "\(presented)"), ("discarded_frames", "\(discarded)"),
            ("unknown", "\(unknown)"), ("presentation_feedback", presented + discarded > 0 ? "true" : "false"),
            ("duration_ms", Self.number(durationMilliseconds)),
        ]
        let i = intervals
        fields.append(
            (
                "frame_interval_ms",
                i.map { Self.object(["mean": $0.mean, "p50": $0.p50, "p95": $0.p95, "p99": $0.p99]) }
                    ?? "null"
            ))
        fields.append(("low_1_percent_fps", low1PercentFramesPerSecond.map(Self.number) ?? "null"))
        fields.append(("low_0_1_percent_fps", low01PercentFramesPerSecond.map(Self.number) ?? "null"))
        fields.append(("missed_refreshes", missedRefreshes.map(String.init) ?? "null"))
        var phases: [(String, String)] = [("total", Self.object(cpu))]
        for phase in FramePhase.allCases { phases.append((phase.label, Self.object(cpuPhases[phase]))) }
        fields.append(("cpu_ms", Self.object(phases)))
        fields.append(("gpu_ms", Self.object(gpu)))
        fields.append(("commit_to_present_ms", Self.object(commitToPresent)))
        fields.append(("input_to_present_ms", Self.object(inputToPresent)))
        fields.append(("wakes_after_idle", "\(wakes)"))
        fields.append(("redraw", redraw.map { "\"\($0.rawValue)\"" } ?? "null"))
        fields.append(("first_frame_ms", firstFrameMilliseconds.map(Self.number) ?? "null"))
        fields.append(("first_present_ms", firstPresentMilliseconds.map(Self.number) ?? "null"))
        return Self.object(fields, indent: "") + "\n"
    }

    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        return "\((v * 10_000).rounded() / 10_000)"
    }

    static func object(_ m: MeanAndTail?) -> String {
        m.map { object(["mean": $0.mean, "p99": $0.p99]) } ?? "null"
    }

    static func object(_ values: KeyValuePairs<String, Double>) -> String {
        "{" + values.map { "\"\($0.key)\": \(number($0.value))" }.joined(separator: ", ") + "}"
    }

    static func object(_ fields: [(String, String)], indent: String = "  ") -> String {
        let inner = fields.map { "\(indent)  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
        return "{\n" + inner + "\n\(indent)}"
    }
}
