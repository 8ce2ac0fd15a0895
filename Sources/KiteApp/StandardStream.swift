#if canImport(Glibc)
    import Glibc
#endif

/// Standard output or standard error, written and checked: a closed pipe (`kite curve ... | head -1`) or a full disk
/// behind a redirection is one line naming the stream, not a silent loss or a death by SIGPIPE. Written straight to
/// the file descriptor, without Foundation's `FileHandle` (which would load Foundation and its ICU data into every
/// Kite process) or stdio's buffer.
public enum StandardStream: Sendable {
    /// File descriptor 1: what a command prints (CSV rows, a summary JSON, help text).
    case output
    /// File descriptor 2: warnings and the one-line refusals.
    case error

    /// Writes all of `text`, retrying a write that a signal interrupts. SIGPIPE is ignored first, so a reader that
    /// went away is an error rather than the end of the process.
    /// - Throws: `AppFailure` naming the stream and the reason.
    public func write(_ text: String) throws {
        TerminationRequest.ignoreBrokenPipes()
        let descriptor = self == .output ? STDOUT_FILENO : STDERR_FILENO
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = errno == EPIPE ? "its reader went away (broken pipe)" : String(cString: strerror(errno))
                throw AppFailure("cannot write standard \(self == .output ? "output" : "error"): \(reason)")
            }
            offset += written
        }
    }
}
