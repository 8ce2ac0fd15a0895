#if canImport(Glibc)
    import Glibc
#endif

/// A file Kite writes as it goes (the frame log, a trace, an input recording), opened as the shell's `>` opens
/// it: created when absent, truncated when a regular file, written in place when a device, a FIFO or a link, and
/// never removed or replaced (see `OutputFile`).
///
/// Every write is checked. The first failure (a full disk, a FIFO whose reader went away) is kept in `failure`,
/// later writes are dropped, and `finish()` reports it, so a frame loop can stop at once or finish its other
/// outputs first. A process writing into pipes should ignore SIGPIPE so a reader leaving is an error, not a signal.
public final class OutputFileStream {
    /// The path as given, for messages.
    public let path: String
    /// Bytes kept before they are written out; 0 writes every `write` through at once.
    public let bufferBytes: Int
    /// The first write that failed, if any: later writes are dropped.
    public private(set) var failure: OutputFileError?
    private var fd: Int32
    private var buffer: [UInt8] = []
    private let interrupted: () -> Bool

    /// Opens `path`.
    /// - Parameters:
    ///   - path: the file to write.
    ///   - bufferBytes: bytes kept in memory before writing; 0 (write through) or more. Defaults to 64 KiB.
    ///   - interrupted: asked while a FIFO's reader takes nothing (see `OutputFile`); true ends that write with
    ///     the reason "interrupted". Never by default.
    /// - Throws: `OutputFileError` for a directory, a FIFO with no reader, or a path that cannot be opened.
    public init(
        path: String, bufferBytes: Int = 1 << 16, interrupted: @escaping () -> Bool = { false }
    ) throws(OutputFileError) {
        self.path = path
        self.interrupted = interrupted
        self.bufferBytes = max(0, bufferBytes)
        fd = try OutputFile.openInPlace(path)
        buffer.reserveCapacity(self.bufferBytes)
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Appends `text` (UTF-8); written out once the buffer holds `bufferBytes`.
    public func write(_ text: String) {
        guard failure == nil, fd >= 0 else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= bufferBytes { flush() }
    }

    /// Writes out what the buffer holds.
    public func flush() {
        guard failure == nil, fd >= 0, !buffer.isEmpty else { return }
        do throws(OutputFileError) {
            try OutputFile.writeAll(fd, buffer, path: path, interrupted: interrupted)
        } catch {
            failure = error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes out the buffer and closes the file.
    /// - Throws: the first write (or the close) that failed.
    public func finish() throws(OutputFileError) {
        flush()
        if fd >= 0 {
            if close(fd) != 0, failure == nil {
                failure = OutputFileError(path: path, reason: OutputFile.reason(errno))
            }
            fd = -1
        }
        if let failure { throw failure }
    }
}
