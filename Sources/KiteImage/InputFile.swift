#if canImport(Glibc)
    import Glibc
#endif

/// Reads a text file Kite was given (an SVG document, a frame log, a replay, a tour) whole, with one clear reason
/// when it cannot: a missing file, a directory, an empty file (`/dev/null`), something that is not text (a NUL
/// byte: `/dev/zero`, an image) or a file over the caller's size limit.
///
/// A FIFO is read as `cat` reads it: opening waits for a writer, and the text ends when every writer has closed
/// it. A signal that interrupts the wait (SIGINT, with a handler installed without `SA_RESTART`) ends it with
/// "interrupted".
public enum InputFile {
    /// The bytes of `path`.
    /// - Parameters:
    ///   - path: the file to read.
    ///   - limitBytes: the largest accepted size in bytes.
    /// - Throws: `InputFileError` naming the path and the reason.
    public static func read(_ path: String, limitBytes: Int) throws(InputFileError) -> [UInt8] {
        var info = stat()
        if stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
            throw InputFileError(path: path, reason: "is a directory")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw InputFileError(path: path, reason: reason(errno)) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 { throw InputFileError(path: path, reason: reason(errno)) }
            if count == 0 { break }
            if let nul = chunk[..<count].firstIndex(of: 0) {
                throw InputFileError(
                    path: path, reason: "is not a text file (a NUL byte at offset \(bytes.count + nul))")
            }
            guard bytes.count + count <= limitBytes else {
                throw InputFileError(
                    path: path, reason: "is larger than \(describe(limitBytes)), the limit for this input")
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        guard !bytes.isEmpty else { throw InputFileError(path: path, reason: "is empty") }
        return bytes
    }

    /// The text of `path` as UTF-8 (invalid sequences become U+FFFD, which the parsers then refuse with a position).
    public static func readText(_ path: String, limitBytes: Int) throws(InputFileError) -> String {
        String(decoding: try read(path, limitBytes: limitBytes), as: UTF8.self)
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case EINTR: "interrupted"
        default: String(cString: strerror(code))
        }
    }

    /// `limit` in MiB or bytes, for messages.
    static func describe(_ limit: Int) -> String {
        limit >= 1 << 20 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    }
}
