#if canImport(Glibc)
    import Glibc
#endif

/// Reads a text file Kite was given (an SVG document, a frame log, a replay, a tour) whole, with one clear reason
/// when it cannot: a missing file, a directory, an empty file (`/dev/null`), something that is not text (a NUL
/// byte: `/dev/zero`, an image) or a file over the caller's size limit.
///
/// A FIFO is read as `cat` reads it: the text starts when a writer opens it and ends when every writer has closed
/// it. It is opened without blocking and waited for in `poll`, `OutputFile.interruptionPollMilliseconds` at a
/// time, asking the caller's `interrupted` closure in between: a request to end the run (SIGINT) ends the wait
/// with "interrupted" even when it arrived before the wait began, which an interrupted system call alone misses.
public enum InputFile {
    /// The bytes of `path`.
    /// - Parameters:
    ///   - path: the file to read.
    ///   - limitBytes: the largest accepted size in bytes.
    ///   - interrupted: asked while a FIFO has nothing to read; true ends the read. Never by default.
    /// - Throws: `InputFileError` naming the path and the reason.
    public static func read(
        _ path: String, limitBytes: Int, interrupted: () -> Bool = { false }
    ) throws(InputFileError) -> [UInt8] {
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists && info.st_mode & S_IFMT == S_IFDIR {
            throw InputFileError(path: path, reason: "is a directory")
        }
        // Opening a FIFO for reading would block until a writer comes; non-blocking it returns at once.
        let isFIFO = exists && info.st_mode & S_IFMT == S_IFIFO
        let fd = open(path, O_RDONLY | O_CLOEXEC | (isFIFO ? O_NONBLOCK : 0))
        guard fd >= 0 else { throw InputFileError(path: path, reason: reason(errno)) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // Before its first writer a FIFO reads as empty (0 bytes) without blocking, so wait for data or for
            // the last writer to leave (POLLHUP) first; Linux reports neither while no writer has come yet.
            if isFIFO, try !waitForInput(fd, path: path, interrupted: interrupted) { continue }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                guard code == EAGAIN || code == EINTR else { throw InputFileError(path: path, reason: reason(code)) }
                if interrupted() { throw InputFileError(path: path, reason: "interrupted") }
                continue
            }
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
    public static func readText(
        _ path: String, limitBytes: Int, interrupted: () -> Bool = { false }
    ) throws(InputFileError) -> String {
        String(decoding: try read(path, limitBytes: limitBytes, interrupted: interrupted), as: UTF8.self)
    }

    /// Waits up to `OutputFile.interruptionPollMilliseconds` for `fd` to have bytes or lose its last writer;
    /// false when the time ran out (or a signal came) and the caller should wait again.
    /// - Throws: "interrupted" once `interrupted` says so.
    private static func waitForInput(
        _ fd: Int32, path: String, interrupted: () -> Bool
    ) throws(InputFileError) -> Bool {
        var wait = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&wait, 1, OutputFile.interruptionPollMilliseconds)
        if ready > 0 { return true }
        if ready < 0 && errno != EINTR { throw InputFileError(path: path, reason: reason(errno)) }
        if interrupted() { throw InputFileError(path: path, reason: "interrupted") }
        return false
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
