import KiteGeometry

/// The arrangements `GalleryLayout` weighs, and how it scores them.
extension GalleryLayout {
    /// One way of cutting the surface into cells: unsnapped frames by component index.
    struct Arrangement {
        var columns: Int
        var rows: Int
        var tallColumns: Int
        var frames: [Rect]
    }

    /// What an arrangement achieves. One where every component is at least `Metrics.minimumVisibleSide` on its
    /// shorter side beats one where some is not; between two such, fewer truncated labels win, then the smallest
    /// primary control (up to the touch size), then the smallest scale. Between two where some component is smaller,
    /// the control size comes before the labels: a label must not buy its room by shrinking a component out of
    /// sight (a column of label slots with no room above them holds every label whole).
    struct Score {
        var visible: Bool
        /// Labels wider than their slot (drawn with "..."); 0 when no widths are known.
        var truncatedLabels: Int
        var touch: Double
        var scale: Double

        func beats(_ other: Score) -> Bool {
            let tolerance = 1e-9
            if visible != other.visible { return visible }
            let touchDiffers = abs(touch - other.touch) > tolerance
            if !visible, touchDiffers { return touch > other.touch }
            if truncatedLabels != other.truncatedLabels { return truncatedLabels < other.truncatedLabels }
            if touchDiffers { return touch > other.touch }
            return scale > other.scale + tolerance
        }
    }

    /// How much narrower than its slot a label must measure to count as whole, points: room for the rounding
    /// between the measured width in points and `TextLayout`'s comparison in device pixels.
    static let labelFitTolerance = 1e-6

    /// Fractions of the width tried for the full-height columns.
    private static let tallFractions = stride(from: 0.15, through: 0.6, by: 0.05).map { $0 }

    /// Every arrangement weighed: plain grids of 1...n columns, then (with tall and other components both present)
    /// full-height columns taking each of `tallFractions` of the width beside grids of the rest.
    static func arrangements(_ shapes: [Size], in region: Rect, spacing: Double, metrics: Metrics)
        -> [Arrangement]
    {
        let all = Array(shapes.indices)
        var result = (1...max(1, shapes.count)).map { c in
            grid(all, count: shapes.count, columns: c, in: region, spacing: spacing)
        }
        let tall = all.filter { shapes[$0].width > 0 && shapes[$0].height >= metrics.tallAspect * shapes[$0].width }
        let others = all.filter { !tall.contains($0) }
        guard !tall.isEmpty, !others.isEmpty else { return result }
        for fraction in tallFractions {
            let tallWidth = region.width * fraction
            let left = Rect(
                x: region.minX, y: region.minY, width: max(region.width - tallWidth - spacing, 0),
                height: region.height)
            let columnWidth = max((tallWidth - spacing * Double(tall.count - 1)) / Double(tall.count), 0)
            for c in 1...others.count {
                var arrangement = grid(others, count: shapes.count, columns: c, in: left, spacing: spacing)
                for (k, i) in tall.enumerated() {
                    arrangement.frames[i] = Rect(
                        x: left.maxX + spacing + Double(k) * (columnWidth + spacing), y: region.minY,
                        width: columnWidth, height: region.height)
                }
                arrangement.tallColumns = tall.count
                result.append(arrangement)
            }
        }
        return result
    }

    /// `indices` in a grid of `columns` equal cells filling `region`, in order, row by row.
    private static func grid(_ indices: [Int], count: Int, columns: Int, in region: Rect, spacing: Double)
        -> Arrangement
    {
        let rows = max(1, (indices.count + columns - 1) / columns)
        let w = max((region.width - spacing * Double(columns - 1)) / Double(columns), 0)
        let h = max((region.height - spacing * Double(rows - 1)) / Double(rows), 0)
        var frames = Array(repeating: Rect.zero, count: count)
        for (k, i) in indices.enumerated() {
            frames[i] = Rect(
                x: region.minX + Double(k % columns) * (w + spacing),
                y: region.minY + Double(k / columns) * (h + spacing),
                width: w, height: h)
        }
        return Arrangement(columns: columns, rows: indices.isEmpty ? 0 : rows, tallColumns: 0, frames: frames)
    }

    static func score(
        _ arrangement: Arrangement, shapes: [Size], controls: [Double], labelWidths: [Double]?, metrics: Metrics,
        scale: Double
    ) -> Score {
        var score = Score(visible: true, truncatedLabels: 0, touch: .infinity, scale: .infinity)
        for (i, frame) in arrangement.frames.enumerated() {
            let k = fitScale(shapes[i], in: contentRect(of: frame, metrics: metrics).size, metrics: metrics)
            let side = k * min(shapes[i].width, shapes[i].height)
            if side < metrics.minimumVisibleSide - 1e-9 { score.visible = false }
            score.touch = min(score.touch, min(k * controls[i], metrics.minimumTouchSize))
            score.scale = min(score.scale, k)
            if let widths = labelWidths, i < widths.count,
                widths[i] > labelSlot(in: frame, metrics: metrics, scale: scale).width - labelFitTolerance
            {
                score.truncatedLabels += 1
            }
        }
        return score
    }
}
