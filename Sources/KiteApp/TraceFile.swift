import KiteImage

/// The `--trace` file: each line is written out with its newline at once, so the file is complete up to the last
/// event even if the run is killed. A failed write (a full disk, a pipe whose reader left) drops the lines after
/// it; `hasFailed` lets the app end the run, and `finish()` reports it.
public final class TraceFile {
    private let file: OutputFileStream

    /// Creates (or truncates) the file at `path`; a device or a FIFO is written in place.
    /// - Throws: `AppFailure` when it can be neither created nor opened.
    public init(path: String) throws {
        do {
            file = try OutputFileStream(path: path, bufferBytes: 0, interrupted: { TerminationRequest.isRequested })
        } catch {
            throw AppFailure("trace: \(error)")
        }
    }

    /// Appends `line` (without its newline: one is added) to the file.
    public func write(line: String) {
        file.write(line + "\n")
    }

    /// Whether a write has failed (later lines are dropped).
    public var hasFailed: Bool { file.failure != nil }

    /// Closes the file.
    /// - Throws: `AppFailure` with the first write that failed, if any.
    public func finish() throws {
        do { try file.finish() } catch { throw AppFailure("trace: \(error)") }
    }
}
