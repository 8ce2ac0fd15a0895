import Foundation

extension FileHandle {
    /// Opens `path` for writing from its start, creating it if it does not exist, as the shell's `>` does.
    ///
    /// `FileManager.createFile` writes atomically (a new file renamed over the path), which would replace a device
    /// or a pipe such as `/dev/stdout` with a regular file: only what does not exist is created, the rest is opened
    /// and truncated (a device or pipe cannot be truncated, and needs no truncating). Returns nil when the path can
    /// be neither created nor opened.
    public static func overwriting(path: String) -> FileHandle? {
        let exists = FileManager.default.fileExists(atPath: path)
        guard exists || FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        try? handle.truncate(atOffset: 0)
        return handle
    }
}
