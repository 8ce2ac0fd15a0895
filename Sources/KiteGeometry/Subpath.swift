/// A connected run of segments that starts at a move: the unit that caps, joins, dashes and closing act on.
public struct Subpath: Hashable, Sendable {
    /// Where the subpath starts, in points.
    public var start: Point
    /// The segments in order; each starts where the previous one ends. A closed subpath's closing line is included
    /// when it has length, so the segments always end back at `start` when `isClosed`.
    public var segments: [PathSegment]
    /// True when the subpath ended with a close: it is drawn with a join at `start` instead of two caps.
    public var isClosed: Bool

    public init(start: Point, segments: [PathSegment], isClosed: Bool) {
        (self.start, self.segments, self.isClosed) = (start, segments, isClosed)
    }

    /// Where the subpath ends (its start when it has no segments).
    public var end: Point { segments.last?.end ?? start }
}
