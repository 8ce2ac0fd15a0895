/// A 2D vector path built like `CGMutablePath` / `UIBezierPath`: subpaths of lines, quadratic and cubic Beziers.
/// Arcs are stored as cubic Beziers within a named tolerance. All coordinates are in points.
public struct Path: Hashable, Sendable {
    /// The commands, in order, with absolute coordinates.
    public private(set) var elements: [PathElement] = []
    /// Where the next segment starts; nil before the first move.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    public init() {}

    /// A path made of `elements`, replayed through the builder methods (so their preconditions apply).
    public init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`. Precondition: `p` is finite.
    public mutating func move(to p: Point) {
        precondition(p.isFinite, "Path.move(to:) needs a finite point, got \(p)")
        elements.append(.move(to: p))
        (currentPoint, subpathStart) = (p, p)
    }

    /// A straight line from the current point to `p`. Preconditions: there is a current point; `p` is finite.
    public mutating func addLine(to p: Point) {
        appendSegmentElement(.line(to: p))
    }

    /// A quadratic Bezier from the current point. Preconditions: there is a current point; points are finite.
    public mutating func addQuadCurve(to p: Point, control: Point) {
        appendSegmentElement(.quad(control: control, to: p))
    }

    /// A cubic Bezier from the current point. Preconditions: there is a current point; points are finite.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        appendSegmentElement(.cubic(control1: control1, control2: control2, to: p))
    }

    /// Closes the current subpath with a line back to its start; does nothing when there is no current subpath.
    public mutating func closeSubpath() {
        guard let start = subpathStart else { return }
        elements.append(.close)
        currentPoint = start
    }

    /// Appends one element through the matching builder method.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p): move(to: p)
        case .close: closeSubpath()
        default: appendSegmentElement(element)
        }
    }

    /// Appends every subpath of `other`.
    public mutating func append(_ other: Path) {
        for element in other.elements { append(element) }
    }

    private mutating func appendSegmentElement(_ element: PathElement) {
        precondition(currentPoint != nil, "Path: \(element) needs a current point; call move(to:) first")
        precondition(element.points.allSatisfy(\.isFinite), "Path: \(element) has a non-finite point")
        // After a close, CoreGraphics starts the next subpath at the closed subpath's start.
        if case .close = elements.last, let p = currentPoint {
            elements.append(.move(to: p))
            subpathStart = p
        }
        elements.append(element)
        currentPoint = element.points.last
    }
}
