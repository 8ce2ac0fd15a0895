/// How an error line quotes a value it refuses (an environment setting, an option's text): bounded, so that a
/// megabyte of input does not become a megabyte of message, and on one line.
public enum ErrorQuote {
    /// The most characters of a value an error line quotes: 40.
    public static let limit = 40

    /// `value` as an error line shows it, without the quotes around it: control characters and line separators
    /// escaped (`\n`, `\u{1B}`), so the message stays one line; past `limit` characters (Swift `Character`s, what
    /// a reader counts) only the first `limit`, "..." and the whole length: `xxxx...x... (1000000 characters)`.
    /// - Parameters:
    ///   - value: the refused text, any length.
    ///   - limit: the most characters shown, at least 1; `ErrorQuote.limit` (40) by default.
    public static func shown(_ value: some StringProtocol, limit: Int = limit) -> String {
        // Counting characters walks the whole value once; a refusal happens once per run.
        let count = value.count
        guard count > limit else { return escaped(value[...]) }
        return "\(escaped(value.prefix(limit)))... (\(count) characters)"
    }

    /// `part` with every control character (General Category Cc: C0, DEL and C1, NEL among them) and the line and
    /// paragraph separators (U+2028, U+2029) written as Swift writes them in a literal, everything else as it is.
    private static func escaped(_ part: some StringProtocol) -> String {
        var out = ""
        for scalar in part.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator:
                out += scalar.escaped(asASCII: true)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
