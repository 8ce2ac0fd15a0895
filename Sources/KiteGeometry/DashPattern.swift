/// A validated stroke dash pattern, like `CAShapeLayer.lineDashPattern` with `lineDashPhase`: alternating on and
/// off lengths in points, starting with on. An odd count is repeated once to make it even (as SVG does), so
/// `[5]` means 5 on, 5 off.
public struct DashPattern: Hashable, Sendable {
    /// On/off lengths in points, each >= 0, an even count with a positive sum.
    public let lengths: [Double]
    /// How far into the pattern each subpath starts, in points (any finite value; taken modulo the period).
    public let phase: Double

    /// Why a dash pattern was rejected.
    public struct InvalidError: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Validates a pattern. Throws when a length is negative or not finite, when all lengths are zero, or when the
    /// phase is not finite. An empty pattern is valid and means a solid stroke.
    public init(_ lengths: [Double], phase: Double = 0) throws(InvalidError) {
        if let bad = lengths.firstIndex(where: { !($0.isFinite && $0 >= 0) }) {
            throw InvalidError(description: "dash length \(bad) is \(lengths[bad]); lengths must be finite and >= 0")
        }
        if !lengths.isEmpty && lengths.allSatisfy({ $0 == 0 }) {
            throw InvalidError(description: "dash pattern \(lengths) has no length: at least one entry must be > 0")
        }
        guard phase.isFinite else { throw InvalidError(description: "dash phase must be finite, got \(phase)") }
        self.lengths = lengths.count % 2 == 1 ? lengths + lengths : lengths
        self.phase = phase
    }

    /// True for the empty pattern: the stroke is solid.
    public var isSolid: Bool { lengths.isEmpty }

    /// The length of one repetition, in points.
    public var period: Double { lengths.reduce(0, +) }

    /// The "on" ranges of a stretch of path running from distance `start` to `end`, the pattern starting `phase`
    /// plus `offset` points in at `start`. Zero-length dashes are kept (round and square caps draw them as dots).
    /// At most `maxDashes` ranges are produced; the rest of the stretch is dropped (callers that must not drop
    /// any count the dashes first: `DashedPath.visibleDashes`). A dash starting less than `endSlack` points
    /// before `end` is dropped. Where `start` is so large that adding an entry's length no longer moves it (past
    /// 2^53 times the entry), the loop ends after `4 * maxDashes` steps.
    public func onRanges(
        from start: Double, to end: Double, endSlack: Double = 0, offset: Double = 0, maxDashes: Int = 100_000
    ) -> [ClosedRange<Double>] {
        guard !isSolid else { return start <= end ? [start...end] : [] }
        var (index, remaining) = entry(atOffset: phase + offset)
        var d = start
        var result: [ClosedRange<Double>] = []
        var steps = 0
        let maxSteps = maxDashes.multipliedReportingOverflow(by: 4)
        while d < end && result.count < maxDashes && (maxSteps.overflow || steps < maxSteps.partialValue) {
            steps += 1
            let next = d + remaining
            if index % 2 == 0 && (d < end - endSlack || d == start) { result.append(d...min(next, end)) }
            d = next
            index = (index + 1) % lengths.count
            remaining = lengths[index]
        }
        return result
    }

    /// A dash count no path reaches: `onRanges(maxDashes:)` for callers that have bounded the count already.
    public static let unlimited = Int.max

    /// The pattern entry at `offset` points into the pattern, and how much of that entry is left.
    func entry(atOffset offset: Double) -> (index: Int, remaining: Double) {
        let p = period
        var o = offset.truncatingRemainder(dividingBy: p)
        if o < 0 { o += p }
        for (i, l) in lengths.enumerated() {
            // Landing exactly on a zero-length entry (a dot) must draw it, not skip it.
            if o < l || (o == 0 && l == 0) { return (i, l - o) }
            o -= l
        }
        return (0, lengths[0])
    }
}

extension DashPattern {
    /// No dashes: a solid stroke.
    // try! cannot fail: an empty pattern passes every check.
    public static let solid = try! DashPattern([])
}
