/// A failure the runtime reports as one line (what went wrong, and where), for an app to print and exit with
/// status 1: ArgumentParser prints such an error as `Error: ` and its description, without a usage text or a
/// stack dump.
public struct AppFailure: Error, CustomStringConvertible {
    /// The line to print, without the trailing newline.
    public var description: String

    /// - Parameter description: one line saying what failed and where.
    public init(_ description: String) { self.description = description }
}
