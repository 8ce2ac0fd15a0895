import FoundationEssentials

/// The `--record` / `--replay` file format: one `InputEvent` as a JSON object per line (JSON Lines), in the order
/// received. Decoding reports the line number of the first bad line.
public enum InputRecording {
    /// One line of JSON for `event`, without the newline.
    public static func line(for event: InputEvent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(event), as: UTF8.self)
    }

    /// Every event in `text` (JSON Lines; blank lines ignored; LF or CRLF line ends), in order. Times must be
    /// finite and non-decreasing.
    public static func events(from text: String) throws(InputRecordingError) -> [InputEvent] {
        let decoder = JSONDecoder()
        var events: [InputEvent] = []
        // Swift reads "\r\n" as one Character, so splitting on "\n" alone would see a CRLF file as one line.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingBlanks()
            if trimmed.isEmpty { continue }
            let event: InputEvent
            do {
                event = try decoder.decode(InputEvent.self, from: Data(trimmed.utf8))
            } catch {
                throw InputRecordingError(line: index + 1, reason: "not an input event: \(describe(error))")
            }
            guard event.time.isFinite, event.time >= (events.last?.time ?? -.infinity) else {
                throw InputRecordingError(
                    line: index + 1, reason: "time \(event.time) is not finite and non-decreasing")
            }
            events.append(event)
        }
        return events
    }

    /// A decoding error in a few words: what is wrong and at which key, without the decoder's debug dump.
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func at(_ path: [CodingKey]) -> String {
            path.isEmpty
                ? ""
                : " at '" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "'"
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "not valid JSON"
        case .dataCorrupted(let context): return "a bad value\(at(context.codingPath))"
        case .keyNotFound(let key, let context): return "no '\(key.stringValue)'\(at(context.codingPath))"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "expected \(type)\(at(context.codingPath))"
        @unknown default: return "\(error)"
        }
    }
}

/// A replay file that could not be read, with the 1-based line at fault.
public struct InputRecordingError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "input recording line \(line): \(reason)" }
}
