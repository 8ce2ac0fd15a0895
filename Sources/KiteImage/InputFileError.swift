/// A file Kite could not read: the path and why, as one line.
public struct InputFileError: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var reason: String
    public var description: String { "cannot read \(path): \(reason)" }

    public init(path: String, reason: String) {
        (self.path, self.reason) = (path, reason)
    }
}
