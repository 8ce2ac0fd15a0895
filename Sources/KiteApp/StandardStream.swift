import KiteApp

#if canImport(Glibc)
    import Glibc
#endif

/// The text a command prints (CSV rows, a summary JSON), written and checked: a closed pipe (`kite curve ... |
/// head -1`) or a full disk behind a redirection is one line naming standard output, not a silent loss or a death
/// by SIGPIPE.
enum StandardOutput {
    /// Writes `text` to file descriptor 1 (nothing else in these commands writes there, so no buffer is bypassed).
    /// - Throws: `AppFailure` naming standard output and the reason.
    static func write(_ text: String) throws {
        TerminationRequest.ignoreBrokenPipes()
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = errno == EPIPE ? "its reader went away (broken pipe)" : String(cString: strerror(errno))
                throw AppFailure("cannot write standard output: \(reason)")
            }
            offset += written
        }
    }
}
