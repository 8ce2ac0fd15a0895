/// Distances inward from each edge of a rectangle, in points. Negative values push the edge outwards.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public static let zero = EdgeInsets(all: 0)

    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    public var description: String { "{top \(top), left \(left), bottom \(bottom), right \(right)}" }
}

extension Rect {
    /// The standardized rectangle shrunk by `insets` (grown where an inset is negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(
            x: r.minX + insets.left, y: r.minY + insets.top,
            width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
    }
}
