import KiteGeometry

/// Cards laid around a rectangle the gallery must leave free, such as the frame-timing HUD.
extension GalleryLayout {
    /// `frame` moved off `obstacle`: unchanged when the two stay `spacing` apart, else cut back to the side of the
    /// obstacle (below, above, right or left of it, `spacing` away) that keeps the most area; empty when no side
    /// keeps any. The obstacle sits in a corner of the window, so the cut is a strip off one side of the cell.
    static func frame(_ frame: Rect, keepingClearOf obstacle: Rect, spacing: Double) -> Rect {
        guard frame.intersects(obstacle.insetBy(dx: -spacing, dy: -spacing)) else { return frame }
        let candidates = [
            edges(frame, minY: obstacle.maxY + spacing), edges(frame, maxY: obstacle.minY - spacing),
            edges(frame, minX: obstacle.maxX + spacing), edges(frame, maxX: obstacle.minX - spacing),
        ]
        return candidates.max { $0.width * $0.height < $1.width * $1.height } ?? .zero
    }

    /// The parts of `region` below, above, right and left of `obstacle` (`spacing` away), each as wide or as tall
    /// as the region; those with no area left out.
    static func strips(of region: Rect, beside obstacle: Rect, spacing: Double) -> [Rect] {
        [
            edges(region, minY: obstacle.maxY + spacing), edges(region, maxY: obstacle.minY - spacing),
            edges(region, minX: obstacle.maxX + spacing), edges(region, maxX: obstacle.minX - spacing),
        ].filter { $0.width > 0 && $0.height > 0 }
    }

    /// `frame` with the given edges moved inward (never outward), collapsed to zero size when they cross.
    private static func edges(
        _ frame: Rect, minX: Double = -.infinity, minY: Double = -.infinity, maxX: Double = .infinity,
        maxY: Double = .infinity
    ) -> Rect {
        let (x0, y0) = (max(frame.minX, minX), max(frame.minY, minY))
        let (x1, y1) = (min(frame.maxX, maxX), min(frame.maxY, maxY))
        return Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }
}
