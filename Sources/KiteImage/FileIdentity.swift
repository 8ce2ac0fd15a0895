#if canImport(Glibc)
    import Glibc
#endif

/// Which file a path names, so two spellings of one file (`out.csv`, `./out.csv`, a symbolic link to it, a hard
/// link) compare equal: the device and inode of what exists, or the resolved folder and the name of what does not
/// exist yet.
public enum FileIdentity: Hashable, Sendable {
    /// An existing file: its device and inode (symbolic links followed).
    case existing(device: UInt64, inode: UInt64)
    /// A file still to be created: its folder's resolved path and its name.
    case planned(folder: String, name: String)

    /// The identity of `path` now.
    public init(path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            self = .existing(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let resolved = realpath(folder, nil) else {
            self = .planned(folder: folder, name: name)
            return
        }
        defer { free(resolved) }
        self = .planned(folder: String(cString: resolved), name: name)
    }

    /// Whether `path` is a character device (`/dev/null`, a terminal): several outputs may share one, as a shell's
    /// `>/dev/null 2>/dev/null` does.
    public static func isCharacterDevice(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
    }

    /// Whether `path` is absent or a regular file (not a device, a FIFO or a directory).
    public static func isRegularOrAbsent(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 || info.st_mode & S_IFMT == S_IFREG
    }

    /// The first two of `files` that name one file (character devices aside), as one line: "--frame-log X and
    /// --trace ./X are the same file"; nil when all differ.
    /// - Parameter files: each file's option (or role) and path, in the order they should be named.
    public static func sameFile(among files: [(option: String, path: String)]) -> String? {
        var seen: [FileIdentity: (option: String, path: String)] = [:]
        for file in files where !isCharacterDevice(file.path) {
            let identity = FileIdentity(path: file.path)
            if let first = seen[identity] {
                return
                    "\(first.option) \(first.path) and \(file.option) \(file.path) are the same file; give each its own"
            }
            seen[identity] = file
        }
        return nil
    }
}
