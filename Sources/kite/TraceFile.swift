import Foundation
import KiteGallery

/// The `--trace` file: each line the gallery host writes is appended with its newline at once, so the file is
/// complete up to the last event even if the run is cut short. A failed write (a full disk) does not stop the
/// frame loop; `finish()` reports the first one.
final class TraceFile {
    private let handle: FileHandle
    private let path: String
    private var firstFailure: String?

    init(path: String) throws {
        self.path = path
        guard let handle = FileHandle.overwriting(path: path) else {
            throw Failure("cannot create the trace file \(path)")
        }
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Where the host sends its lines.
    var trace: GalleryTrace {
        // Holds the file (not just the handle) so it stays open as long as the host can write.
        GalleryTrace { [self] line in
            do { try self.handle.write(contentsOf: Data((line + "\n").utf8)) } catch {
                if self.firstFailure == nil { self.firstFailure = error.localizedDescription }
            }
        }
    }

    /// Throws the first write that failed, if any.
    func finish() throws {
        if let firstFailure { throw Failure("cannot write the trace file \(path): \(firstFailure)") }
    }
}
