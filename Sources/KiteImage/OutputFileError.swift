/// A file Kite could not write: the path and why, as one line.
public struct OutputFileError: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }

    public init(path: String, reason: String) {
        (self.path, self.reason) = (path, reason)
    }
}
