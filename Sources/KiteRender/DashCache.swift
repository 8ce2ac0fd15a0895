import KiteGeometry

/// The visible dashes of long dashed paths, laid last frame and this one, so that a steady frame reuses them instead
/// of dashing again (`SceneEncoder.visibleDashes`). A path short enough to be dashed whole when it was made
/// (`DashedPath.laidDashes`) needs none of this; a longer one is dashed where it can reach the viewport, which
/// depends on the transform and the viewport, so an entry holds the dashed path, the style, the transform and the
/// rectangle the dashes were laid for. Kept in encode order: a steady frame finds each entry where the last
/// frame's was. Entries no frame asked for since the last `startFrame` are dropped at the next; the storage stays.
///
/// Not a `RetainedTable` client, though both keep what this frame and the last asked for: their logic differs
/// where it matters. The table stores a key only on its second miss, because copying a path and its instances into
/// it costs about a third of encoding them, and it finds a key out of order by a digest of its whole content (a
/// path's every point). Here an entry holds references (the draw list's dashed path, the laid dashes), so storing
/// it is an append while laying the dashes walks the path through `ViewportReach`: the first lay is kept
/// (`DashCacheTests.steadyFramesReuseTheLaidDashes`: laid once over four steady frames). And the entries are few
/// (one per long dashed path in view), so scanning last frame's costs less than hashing a dashed path.
struct DashCache {
    /// What laying the dashes gave: the dashes and their coverage, or the refusal of too many.
    enum Outcome {
        case laid(path: Path, coverage: Double)
        case tooMany(DashedPath.TooManyDashesError)
    }

    struct Entry {
        let dashed: DashedPath
        let style: StrokeStyle
        let transform: AffineTransform
        let bounds: Rect
        let outcome: Outcome

        /// Cheap fields first; the dashed path last (its arrays compare by identity first, so the same draw
        /// list's path compares in constant time).
        func matches(_ dashed: DashedPath, _ style: StrokeStyle, _ transform: AffineTransform, _ bounds: Rect) -> Bool {
            self.bounds == bounds && self.transform == transform && self.style == style && self.dashed == dashed
        }
    }

    private var previous: [Entry] = []
    private var current: [Entry] = []
    /// How many times dashes were laid (not found) since the cache was made; for tests.
    private(set) var layCount = 0

    /// Starts a frame: the entries used in the frame that ends are kept for this one, the others dropped.
    mutating func startFrame() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
    }

    /// The outcome stored for these arguments this frame or the last, or nil. A hit is kept for the next frame.
    mutating func outcome(
        for dashed: DashedPath, style: StrokeStyle, transform: AffineTransform, bounds: Rect
    ) -> Outcome? {
        // A steady frame asks in the same order as the last one.
        let position = current.count
        if position < previous.count, previous[position].matches(dashed, style, transform, bounds) {
            current.append(previous[position])
            return previous[position].outcome
        }
        for entry in previous where entry.matches(dashed, style, transform, bounds) {
            current.append(entry)
            return entry.outcome
        }
        for entry in current where entry.matches(dashed, style, transform, bounds) { return entry.outcome }
        return nil
    }

    /// Remembers what laying the dashes for these arguments gave.
    mutating func store(
        _ outcome: Outcome, for dashed: DashedPath, style: StrokeStyle, transform: AffineTransform, bounds: Rect
    ) {
        layCount += 1
        current.append(Entry(dashed: dashed, style: style, transform: transform, bounds: bounds, outcome: outcome))
    }
}
