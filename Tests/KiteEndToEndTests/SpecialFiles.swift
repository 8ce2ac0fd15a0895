import Foundation

/// The FIFOs and file kinds the hostile-output and input-file tests set up and look at.
enum SpecialFiles {
    /// The kind of the file at `path` without following a link (`S_IFREG`, `S_IFIFO`, `S_IFCHR`, `S_IFLNK`, ...),
    /// nil when there is none.
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// Starts `/bin/sh -c script` with `fifo` as `$0`: the other end of a FIFO Kite reads or writes (a reader that
    /// copies it into a file, one that leaves early, a writer that comes late).
    static func startPeer(_ script: String, on fifo: String) throws -> Process {
        let peer = Process()
        peer.executableURL = URL(fileURLWithPath: "/bin/sh")
        peer.arguments = ["-c", script, fifo]
        try peer.run()
        return peer
    }
}

extension KiteBinary {
    /// Runs kite to completion with `dir` as its private `XDG_RUNTIME_DIR`, killing it after 60 s.
    static func run(_ arguments: [String], in dir: String) throws -> Result {
        try run(arguments, environment: ["XDG_RUNTIME_DIR": dir], timeoutSeconds: 60)
    }
}
