import KiteGeometry

/// Where the gallery puts its components: cells filling the surface, each holding one component (scaled uniformly
/// from its preferred size, centred) above a slot for its label. Two kinds of arrangement are weighed: a grid of
/// equal cells, and, when some components are tall (a phone-sized menu), full-height columns on the right for them
/// beside a grid of the rest. The winner makes the smallest primary control biggest up to the touch size (44 pt),
/// then the smallest component biggest; so the grid reflows from a small laptop window to full screen. Cards and
/// labels are snapped to the device pixel grid of `scale`, and each component is sized and placed so that its
/// primary control's frame lies on that grid (whole device pixels wide and high, at whole device pixel positions),
/// the way UIKit rounds a view's frame: so controls stay crisp at 1.25, 1.5 and 1.75. Pure: the same inputs always
/// give the same frames.
public struct GalleryLayout: Hashable, Sendable {
    /// One grid cell, in surface coordinates (logical pixels, origin top-left).
    public struct Cell: Hashable, Sendable {
        /// The whole cell (the card behind the component).
        public var cell: Rect
        /// Where the component's layer goes: its preferred size scaled by `componentScale`, centred to within a
        /// device pixel (the offset that puts `control` on the grid).
        public var component: Rect
        /// Where the component's primary control lands at rest, surface points: on the device pixel grid.
        public var control: Rect
        /// The label slot below the component, as wide as the cell's content.
        public var label: Rect
        /// Component size over preferred size, >= 0 (1 = the original's size): the largest scale that fits the cell and
        /// makes the control's sides whole device pixels.
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
        /// Largest component scale: beyond twice the original's size the gallery leaves room instead. Defaults to 2.
        public var maximumScale = 2.0
        /// Smallest side a control needs to be comfortably touched (Apple's 44 pt guideline). Defaults to 44.
        public var minimumTouchSize = 44.0
        /// Smallest shorter side of a component, points, for a layout to trade control size for whole labels:
        /// below it the gallery cannot show everything anyway and controls come first. Defaults to 24.
        public var minimumVisibleSide = 24.0
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
    /// shown at `scale` device pixels per logical pixel. `controlFrames` gives each component's primary control at
    /// its preferred size, in the component's own coordinates (origin top-left), and scales with it (default: the
    /// whole component is the control). `keepClear` (surface points; default none) is left free: a cell that would
    /// come nearer to it than the spacing gives up the strip on its side, so no card, component or label lies under
    /// it (the runtime's frame-timing HUD goes there). `labelWidths` gives each label's drawn width, points
    /// (`TextMeasurer` at `scale`; default: none known): where every component can be at least
    /// `metrics.minimumVisibleSide`, the arrangement truncating the fewest labels wins (then the touch size and the
    /// scale decide), so no label is drawn with "..." where some arrangement holds them all. Degenerate sizes
    /// (non-finite, negative) count as zero; a surface too small for the margins gives empty cells rather than
    /// negative ones.
    public init(
        preferredSizes: [Size], controlFrames: [Rect]? = nil, viewport: Size, scale: Double, keepClear: Rect? = nil,
        labelWidths: [Double]? = nil, metrics: Metrics = Metrics()
    ) {
        self.metrics = metrics
        let surface = Size(Self.sanitized(viewport.width), Self.sanitized(viewport.height))
        let pixel = scale.isFinite && scale > 0 ? scale : 1
        let shapes = preferredSizes.map { Size(Self.sanitized($0.width), Self.sanitized($0.height)) }
        let controlRects = shapes.indices.map { i in
            Self.sanitized(controlFrames.flatMap { i < $0.count ? $0[i] : nil } ?? Rect(origin: .zero, size: shapes[i]))
        }
        let controls = controlRects.map { min($0.width, $0.height) }
        let spacing = Self.spacing(for: surface, metrics: metrics)
        let region = Rect(
            x: spacing, y: spacing, width: max(surface.width - 2 * spacing, 0),
            height: max(surface.height - 2 * spacing, 0))
        var best: (arrangement: Arrangement, score: Score)?
        // With an area to keep free, the grids are weighed over the whole surface (cells near the area cut back) and
        // inside each strip beside it, where no cell is cut.
        let regions = [region] + (keepClear.map { Self.strips(of: region, beside: $0, spacing: spacing) } ?? [])
        let candidates = regions.flatMap { Self.arrangements(shapes, in: $0, spacing: spacing, metrics: metrics) }
        for var arrangement in candidates {
            if let keepClear {
                arrangement.frames = arrangement.frames.map {
                    Self.frame($0, keepingClearOf: keepClear, spacing: spacing)
                }
            }
            let score = Self.score(
                arrangement, shapes: shapes, controls: controls, labelWidths: labelWidths, metrics: metrics,
                scale: pixel)
            if best.map({ score.beats($0.score) }) ?? true { best = (arrangement, score) }
        }
        let chosen = best?.arrangement ?? Arrangement(columns: 1, rows: 0, tallColumns: 0, frames: [])
        (columns, rows, tallColumns) = (chosen.columns, chosen.rows, chosen.tallColumns)
        cells = shapes.indices.map { i in
            Self.cell(chosen.frames[i], preferred: shapes[i], control: controlRects[i], metrics: metrics, scale: pixel)
        }
    }

    /// True when some primary control ended up smaller than `metrics.minimumTouchSize` on its shorter side: the
    /// surface is too small for comfortable touch (the layout still fits everything, just small).
    public var isCrowded: Bool {
        cells.contains { $0.controlSide < metrics.minimumTouchSize - 1e-9 }
    }

    static func sanitized(_ v: Double) -> Double { v.isFinite ? max(v, 0) : 0 }

    static func sanitized(_ r: Rect) -> Rect {
        let origin = Point(r.minX.isFinite ? r.minX : 0, r.minY.isFinite ? r.minY : 0)
        return Rect(origin: origin, size: Size(sanitized(r.width), sanitized(r.height)))
    }

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

    /// The cell for a component in `frame`: the largest scale that fits its content room and gives the control
    /// whole device pixel sides, then the component centred, moved by less than a device pixel so the control's
    /// origin is on the grid (cards and labels simply snapped).
    static func cell(_ frame: Rect, preferred: Size, control: Rect, metrics: Metrics, scale: Double) -> Cell {
        let content = contentRect(of: frame, metrics: metrics)
        let fit = max(fitScale(preferred, in: content.size, metrics: metrics), 0)
        let grid = DevicePixelGrid(scale: scale)
        let k = grid.wholePixelFactor(for: control.size, upTo: fit)
        let size = Size(preferred.width * k, preferred.height * k)
        let centred = Point(content.midX - size.width / 2, content.midY - size.height / 2)
        let lead = Vector(dx: k * control.minX, dy: k * control.minY)
        let controlOrigin = Point(
            grid.snap(centred.x + lead.dx, keeping: lead.dx, size.width, inside: content.minX...content.maxX),
            grid.snap(centred.y + lead.dy, keeping: lead.dy, size.height, inside: content.minY...content.maxY))
        let origin = Point(controlOrigin.x - lead.dx, controlOrigin.y - lead.dy)
        return Cell(
            cell: snapped(frame, scale: scale), component: Rect(origin: origin, size: size),
            control: Rect(origin: controlOrigin, size: Size(k * control.width, k * control.height)),
            label: labelSlot(in: frame, metrics: metrics, scale: scale), componentScale: k,
            controlSide: k * min(control.width, control.height))
    }

    /// The label slot of a cell in `frame`: below its content room, as wide, snapped to the device pixel grid.
    static func labelSlot(in frame: Rect, metrics: Metrics, scale: Double) -> Rect {
        let content = contentRect(of: frame, metrics: metrics)
        let label = Rect(
            x: content.minX, y: content.maxY, width: content.width, height: min(metrics.labelHeight, frame.height))
        return snapped(label, scale: scale)
    }

    /// `rect` with every edge moved to the nearest device pixel boundary at `scale`.
    static func snapped(_ rect: Rect, scale: Double) -> Rect {
        let grid = DevicePixelGrid(scale: scale)
        let (x0, y0, x1, y1) = (grid.snap(rect.minX), grid.snap(rect.minY), grid.snap(rect.maxX), grid.snap(rect.maxY))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
