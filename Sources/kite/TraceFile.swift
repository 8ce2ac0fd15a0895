import Foundation
import KiteGallery

/// The `--trace` file: each line the gallery host writes is appended with its newline at once, so the file is
/// complete up to the last event even if the run is cut short.
final class TraceFile {
    private let handle: FileHandle

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw Failure("cannot create the trace file \(path)") }
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Where the host sends its lines.
    var trace: GalleryTrace {
        // Holds the file (not just the handle) so it stays open as long as the host can write.
        GalleryTrace { [self] line in try? self.handle.write(contentsOf: Data((line + "\n").utf8)) }
    }
}
