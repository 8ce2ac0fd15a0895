/// Why a document cannot be placed in an output image: one line naming the option and the valid range.
public struct SVGPlacementError: Error, CustomStringConvertible, Equatable {
    /// The line to print.
    public var description: String

    /// - Parameter description: what is wrong and what is valid.
    public init(_ description: String) { self.description = description }
}
