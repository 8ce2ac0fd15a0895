#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file Kite produces (PNG, CSV, JSON, JSON Lines) without ever deleting or replacing a path it did not
/// create.
///
/// When the path is absent or a regular file, the bytes go to a temporary file beside it, which is renamed over
/// the path only once every byte is written: a reader never sees half a file. Anything else (a device such as
/// `/dev/stdout` or `/dev/full`, a FIFO, a symbolic link) is written in place, as the shell's `>` would, since
/// renaming over it would replace it with a regular file. On failure only the temporary file is removed. Every
/// write is checked; a directory, a FIFO nobody reads and a full device are errors naming the path and the reason.
///
/// A FIFO is written without blocking: while its reader takes nothing, the writer waits in `poll` for at most
/// `interruptionPollMilliseconds` at a time and asks its `interrupted` closure in between, so a request to end the
/// run (SIGINT) is seen even when it arrived just before the wait began, where an interrupted system call alone
/// would miss it.
public enum OutputFile {
    /// The longest single wait, in milliseconds, for a FIFO to take more bytes before `interrupted` is asked.
    public static let interruptionPollMilliseconds: Int32 = 100

    /// Writes `bytes` to `path` as described above. `interrupted` is asked while a FIFO's reader takes nothing;
    /// when it returns true the write ends with the reason "interrupted".
    public static func write(
        _ bytes: [UInt8], to path: String, interrupted: () -> Bool = { false }
    ) throws(OutputFileError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw OutputFileError(path: path, reason: reason(errno)) }
            return try replace(path, with: bytes)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try replace(path, with: bytes)
        case S_IFDIR: throw OutputFileError(path: path, reason: "is a directory")
        default: try writeInPlace(path, bytes, interrupted: interrupted)
        }
    }

    /// Writes `text` as UTF-8.
    public static func write(
        _ text: String, to path: String, interrupted: () -> Bool = { false }
    ) throws(OutputFileError) {
        try write(Array(text.utf8), to: path, interrupted: interrupted)
    }

    /// Temporary file beside `path`, then rename.
    private static func replace(_ path: String, with bytes: [UInt8]) throws(OutputFileError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory).\(name).kite-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw OutputFileError(path: path, reason: reason(errno)) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(OutputFileError) {
            try writeAll(fd, bytes, path: path)
            // mkstemp makes the file 0600; an output is as readable as the shell's `>` would make it.
            let mask = umask(0)
            umask(mask)
            fchmod(fd, 0o666 & ~mask)
            guard close(fd) == 0 else { throw OutputFileError(path: path, reason: reason(errno)) }
            guard rename(temporary, path) == 0 else { throw OutputFileError(path: path, reason: reason(errno)) }
        } catch {
            close(fd)
            unlink(temporary)  // Ours: created by mkstemp above.
            throw error
        }
    }

    private static func writeInPlace(
        _ path: String, _ bytes: [UInt8], interrupted: () -> Bool
    ) throws(OutputFileError) {
        let fd = try openInPlace(path)
        do throws(OutputFileError) {
            try writeAll(fd, bytes, path: path, interrupted: interrupted)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw OutputFileError(path: path, reason: reason(errno)) }
    }

    /// Opens `path` for writing from its start as the shell's `>` does: created (as readable as the umask allows)
    /// when absent, truncated when a regular file, written in place when a device, a FIFO or a link to one. A
    /// directory is an error, and so is a FIFO nobody reads (opening it would otherwise wait for a reader forever).
    /// A FIFO stays non-blocking: `writeAll` waits for it in `poll`.
    static func openInPlace(_ path: String) throws(OutputFileError) -> Int32 {
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists && info.st_mode & S_IFMT == S_IFDIR { throw OutputFileError(path: path, reason: "is a directory") }
        let isFIFO = exists && info.st_mode & S_IFMT == S_IFIFO
        // A FIFO opened for writing blocks until someone reads; non-blocking, it fails at once (ENXIO) instead.
        let flags = O_WRONLY | O_CLOEXEC | (isFIFO ? O_NONBLOCK : O_CREAT | O_TRUNC)
        let fd = open(path, flags, 0o666)
        guard fd >= 0 else {
            let code = errno
            throw OutputFileError(path: path, reason: isFIFO && code == ENXIO ? "a FIFO with no reader" : reason(code))
        }
        return fd
    }

    /// Writes every byte to `fd`. A non-blocking descriptor that is full (a FIFO whose reader is not reading) is
    /// waited for in `poll`, `interruptionPollMilliseconds` at a time, asking `interrupted` after each wait.
    static func writeAll(
        _ fd: Int32, _ bytes: [UInt8], path: String, interrupted: () -> Bool = { false }
    ) throws(OutputFileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                let code = errno
                guard code == EINTR || code == EAGAIN else { throw OutputFileError(path: path, reason: reason(code)) }
                if code == EAGAIN {
                    var wait = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    if poll(&wait, 1, interruptionPollMilliseconds) > 0 { continue }
                }
                if interrupted() { throw OutputFileError(path: path, reason: "interrupted") }
                continue
            }
            offset += written
        }
    }

    /// What `errno` `code` means, in words; a pipe whose reader left says so.
    static func reason(_ code: Int32) -> String {
        code == EPIPE ? "its reader went away (broken pipe)" : String(cString: strerror(code))
    }
}
