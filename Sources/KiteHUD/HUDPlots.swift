import KiteGeometry

/// The HUD's two bar graphs as column data for `ColumnGraph`: four stacked-segment tops per frame (fractions of the
/// graph's height), in storage reserved once so refilling them allocates nothing.
final class HUDPlots {
    /// Frame-time columns: segments on time (green), late (red), discarded (purple), unused.
    var intervals: [Float] = []
    /// Phase columns: input, animation, layout, submit, stacked.
    var phases: [Float] = []
    /// Where each graph goes this frame, device pixels; nil when its panel is off.
    var intervalRect: Rect?
    var phaseRect: Rect?

    init(columns: Int) {
        intervals.reserveCapacity(4 * columns)
        phases.reserveCapacity(4 * columns)
    }

    func reset() {
        intervals.removeAll(keepingCapacity: true)
        phases.removeAll(keepingCapacity: true)
        intervalRect = nil
        phaseRect = nil
    }

    /// Appends one column to `list`: the tops of its four segments.
    static func append(_ list: inout [Float], _ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        list.append(Float(a))
        list.append(Float(b))
        list.append(Float(c))
        list.append(Float(d))
    }
}
