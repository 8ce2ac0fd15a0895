#if canImport(Glibc)
    import Glibc
#endif

/// The folder a run writes into (`--out`), made as `mkdir -p` makes it: each missing folder on the way, 0777 less
/// the umask; folders already there are kept as they are.
enum OutputFolder {
    /// Creates `path` and every missing folder above it.
    /// - Throws: `AppFailure` "cannot create --out folder PATH: REASON", the reason from the C library (a file in
    ///   the way is "Not a directory", a read-only place "Read-only file system" or "Permission denied").
    static func create(_ path: String) throws(AppFailure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for name in path.split(separator: "/") {
            prefix += name
            if mkdir(prefix, 0o777) != 0 {
                let failure = errno
                var info = stat()
                // EEXIST for a folder already there; anything else (or a file there) is a refusal.
                let isFolder = stat(prefix, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
                guard isFolder else {
                    let reason = failure == EEXIST ? ENOTDIR : failure
                    throw AppFailure("cannot create --out folder \(path): \(String(cString: strerror(reason)))")
                }
            }
            prefix += "/"
        }
    }
}
