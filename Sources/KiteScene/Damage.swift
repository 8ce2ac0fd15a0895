/// The part of a surface a frame must redraw: a few device-pixel rectangles (possibly overlapping), kept few by
/// merging, because each costs a scissored pass over the frame's draw calls.
public struct Damage: Hashable, Sendable {
    /// At most this many rectangles are kept (4): adding one more merges the two whose union grows least.
    public static let maximumRectCount = 4

    /// The rectangles, none empty.
    public private(set) var rects: [PixelRect] = []

    /// No damage.
    public init() {}

    /// Damage covering `rects` (empty ones are dropped).
    public init(_ rects: [PixelRect]) {
        for rect in rects { add(rect) }
    }

    /// The whole `width` x `height` surface.
    public static func full(width: Int, height: Int) -> Damage {
        Damage([PixelRect(x: 0, y: 0, width: width, height: height)])
    }

    /// Nothing to redraw.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle holding every damaged pixel; nil when there is no damage.
    public var bounds: PixelRect? {
        rects.dropFirst().reduce(rects.first) { $0?.union($1) }
    }

    /// Pixels redrawn (overlaps counted twice).
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Whether the damage covers the whole `width` x `height` surface.
    public func coversSurface(width: Int, height: Int) -> Bool {
        rects.contains { $0.contains(PixelRect(x: 0, y: 0, width: width, height: height)) }
    }

    /// Adds `rect`: merged into a rectangle it touches (repeatedly), else kept apart while there are fewer than
    /// `maximumRectCount`.
    public mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var i = 0
        while i < rects.count {
            if rects[i].touches(merged) {
                merged = merged.union(rects.remove(at: i))
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(merged)
        while rects.count > Self.maximumRectCount { mergeCheapestPair() }
    }

    /// Adds every rectangle of `other`.
    public mutating func formUnion(_ other: Damage) {
        for rect in other.rects { add(rect) }
    }

    /// The damage within `limit` (typically the surface).
    public func clipped(to limit: PixelRect) -> Damage {
        Damage(rects.map { $0.intersection(limit) })
    }

    /// Replaces the two rectangles whose union adds the fewest pixels by that union.
    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, cost: Int.max)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let cost = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if cost < best.cost { best = (i, j, cost) }
            }
        }
        let union = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        add(union)
    }
}
