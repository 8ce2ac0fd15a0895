/// One command of a path, in the vocabulary of `CGPathElement`. Points are absolute.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bezier from the current point.
    case quad(control: Point, to: Point)
    /// A cubic Bezier from the current point.
    case cubic(control1: Point, control2: Point, to: Point)
    /// A straight line back to the subpath's start, which becomes the current point; the subpath is closed.
    case close

    /// The element's points, in order (empty for `close`).
    public var points: [Point] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }
}
