import KiteGeometry

/// Where the gallery puts its components: cells filling the surface, each holding one component (scaled uniformly
/// from its preferred size, centred) above a slot for its label. Two kinds of arrangement are weighed: a grid of
/// equal cells, and, when some components are tall (a phone-sized menu), full-height columns on the right for them
/// beside a grid of the rest. The winner makes the smallest primary control biggest up to the touch size (44 pt),
/// then the smallest component biggest; so the grid reflows from a small laptop window to full screen. Every edge
/// is snapped to the device pixel grid of `scale`, so controls stay crisp at 1.25. Pure: the same inputs always
/// give the same frames.
public struct GalleryLayout: Hashable, Sendable {
    /// One grid cell, in surface coordinates (logical pixels, origin top-left).
    public struct Cell: Hashable, Sendable {
        /// The whole cell (the card behind the component).
        public var cell: Rect
        /// Where the component's layer goes: its preferred size scaled by `componentScale`, centred.
        public var component: Rect
        /// The label slot below the component, as wide as the cell's content.
        public var label: Rect
        /// Component size over preferred size, > 0 (1 = the seed's size).
        public var componentScale: Double
        /// The shorter side of the component's primary control at this scale, points.
        public var controlSide: Double
    }

    /// Spacing of the grid, in logical pixels.
    public struct Metrics: Hashable, Sendable {
        /// Outer margin and gap between cells: `spacingFraction` of the surface's shorter side, clamped to
        /// `spacingRange`. Defaults to 3% in 8...28.
        public var spacingFraction = 0.03
        public var spacingRange: ClosedRange<Double> = 8...28
        /// Padding inside a cell around the component and label. Defaults to 10.
        public var padding = 10.0
        /// Height of the label slot: one line of 15 pt text with its leading. Defaults to 24.
        public var labelHeight = 24.0
        /// Largest component scale: beyond twice the seed's size the gallery leaves room instead. Defaults to 2.
        public var maximumScale = 2.0
        /// Smallest side a control needs to be comfortably touched (Apple's 44 pt guideline). Defaults to 44.
        public var minimumTouchSize = 44.0
        /// A component at least this many times taller than wide may get a full-height column. Defaults to 1.4.
        public var tallAspect = 1.4

        public init() {}
    }

    /// Columns and rows of the grid (of the components not in a full-height column).
    public let columns: Int
    public let rows: Int
    /// Full-height columns on the right, one per tall component; 0 for a plain grid.
    public let tallColumns: Int
    public let cells: [Cell]
    public let metrics: Metrics

    /// Lays out components of `preferredSizes` (points, in display order) on a `viewport` surface (logical pixels)
    /// shown at `scale` device pixels per logical pixel. `controlSides` gives the shorter side of each component's
    /// primary control at its preferred size (default: the component's own shorter side, the whole component being
    /// the control). Degenerate sizes (non-finite, negative) count as zero; a surface too small for the margins
    /// gives empty cells rather than negative ones.
    public init(
        preferredSizes: [Size], controlSides: [Double]? = nil, viewport: Size, scale: Double,
        metrics: Metrics = Metrics()
    ) {
        self.metrics = metrics
        let surface = Size(Self.sanitized(viewport.width), Self.sanitized(viewport.height))
        let pixel = scale.isFinite && scale > 0 ? scale : 1
        let shapes = preferredSizes.map { Size(Self.sanitized($0.width), Self.sanitized($0.height)) }
        let controls = shapes.indices.map { i in
            Self.sanitized(
                controlSides.flatMap { i < $0.count ? $0[i] : nil } ?? min(shapes[i].width, shapes[i].height))
        }
        let spacing = Self.spacing(for: surface, metrics: metrics)
        let region = Rect(
            x: spacing, y: spacing, width: max(surface.width - 2 * spacing, 0),
            height: max(surface.height - 2 * spacing, 0))
        var best: (arrangement: Arrangement, score: Score)?
        for arrangement in Self.arrangements(shapes, in: region, spacing: spacing, metrics: metrics) {
            let score = Self.score(arrangement, shapes: shapes, controls: controls, metrics: metrics)
            if best.map({ score.beats($0.score) }) ?? true { best = (arrangement, score) }
        }
        let chosen = best?.arrangement ?? Arrangement(columns: 1, rows: 0, tallColumns: 0, frames: [])
        (columns, rows, tallColumns) = (chosen.columns, chosen.rows, chosen.tallColumns)
        cells = shapes.indices.map { i in
            Self.cell(chosen.frames[i], preferred: shapes[i], control: controls[i], metrics: metrics, scale: pixel)
        }
    }

    /// True when some primary control ended up smaller than `metrics.minimumTouchSize` on its shorter side: the
    /// surface is too small for comfortable touch (the layout still fits everything, just small).
    public var isCrowded: Bool {
        cells.contains { $0.controlSide < metrics.minimumTouchSize - 1e-9 }
    }

    static func sanitized(_ v: Double) -> Double { v.isFinite ? max(v, 0) : 0 }

    static func spacing(for surface: Size, metrics: Metrics) -> Double {
        let s = metrics.spacingFraction * min(surface.width, surface.height)
        return min(max(s, metrics.spacingRange.lowerBound), metrics.spacingRange.upperBound)
    }

    /// The room a cell leaves for its component: the cell less padding and the label slot.
    static func contentRect(of cell: Rect, metrics: Metrics) -> Rect {
        let p = metrics.padding
        return Rect(
            x: cell.minX + p, y: cell.minY + p, width: max(cell.width - 2 * p, 0),
            height: max(cell.height - 2 * p - metrics.labelHeight, 0))
    }

    static func fitScale(_ preferred: Size, in room: Size, metrics: Metrics) -> Double {
        guard preferred.width > 0, preferred.height > 0 else { return metrics.maximumScale }
        return min(room.width / preferred.width, room.height / preferred.height, metrics.maximumScale)
    }

    static func cell(_ frame: Rect, preferred: Size, control: Double, metrics: Metrics, scale: Double) -> Cell {
        let content = contentRect(of: frame, metrics: metrics)
        let k = max(fitScale(preferred, in: content.size, metrics: metrics), 0)
        let size = Size(preferred.width * k, preferred.height * k)
        let component = Rect(
            x: content.midX - size.width / 2, y: content.midY - size.height / 2, width: size.width,
            height: size.height)
        let label = Rect(
            x: content.minX, y: content.maxY, width: content.width, height: min(metrics.labelHeight, frame.height))
        return Cell(
            cell: snapped(frame, scale: scale), component: snapped(component, scale: scale),
            label: snapped(label, scale: scale), componentScale: k, controlSide: k * control)
    }

    /// `rect` with every edge moved to the nearest device pixel boundary at `scale`.
    static func snapped(_ rect: Rect, scale: Double) -> Rect {
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let (x0, y0, x1, y1) = (snap(rect.minX), snap(rect.minY), snap(rect.maxX), snap(rect.maxY))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
