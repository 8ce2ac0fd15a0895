import Foundation

/// A parsed frame-log CSV, for assertions.
struct FrameLog {
    struct Row {
        var frame: Int
        var commit: UInt64
        var present: UInt64?
        var refresh: UInt64?
        var status: String
        var cpuMilliseconds: Double
    }

    var header: String
    var rows: [Row]

    init(path: String) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        header = lines.first ?? ""
        rows = try lines.dropFirst().map { line in
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 6, let frame = Int(f[0]), let commit = UInt64(f[1]), let cpu = Double(f[5]) else {
                throw TestSetupError("malformed frame-log row: \(line)")
            }
            return Row(
                frame: frame, commit: commit, present: UInt64(f[2]), refresh: UInt64(f[3]), status: f[4],
                cpuMilliseconds: cpu)
        }
    }

    var presented: [Row] { rows.filter { $0.status == "presented" } }
}
