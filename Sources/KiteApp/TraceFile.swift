import Foundation

/// The `--trace` file: each line is appended with its newline at once, so the file is complete up to the last event
/// even if the run is cut short. A failed write (a full disk) does not stop the frame loop; `finish()` reports the
/// first one.
public final class TraceFile {
    private let handle: FileHandle
    private let path: String
    private var firstFailure: String?

    /// Creates (or truncates) the file at `path`.
    /// - Throws: `AppFailure` when it can be neither created nor opened.
    public init(path: String) throws {
        self.path = path
        guard let handle = FileHandle.overwriting(path: path) else {
            throw AppFailure("cannot create the trace file \(path)")
        }
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Appends `line` (without its newline: one is added) to the file.
    public func write(line: String) {
        do { try handle.write(contentsOf: Data((line + "\n").utf8)) } catch {
            if firstFailure == nil { firstFailure = error.localizedDescription }
        }
    }

    /// Throws the first write that failed, if any.
    public func finish() throws {
        if let firstFailure { throw AppFailure("cannot write the trace file \(path): \(firstFailure)") }
    }
}
