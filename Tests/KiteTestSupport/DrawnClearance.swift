import KiteGeometry
import KiteScene

/// The check that a layer tree leaves an area free, such as the frame-timing HUD's panel: every drawn item's
/// surface bounds are compared with the area, so a card, title, label or control reaching under it is caught on the
/// draw list the renderer gets, not on a layout's intentions.
public enum DrawnClearance {
    /// Where a draw item lands on the surface, points: its primitive's bounds through its transform, corner by
    /// corner. Clips and shadows (soft, outside the shape they follow) are left out (nil).
    public static func surfaceBounds(of item: DrawItem) -> Rect? {
        let local: Rect?
        switch item.primitive {
        case .fillRoundedRect(let shape, _), .border(let shape, _, _): local = shape.rect
        case .fillPath(let path, _, _): local = path.controlPointBounds
        case .strokePath(let path, let style, _): local = path.strokedBounds(style)
        // The whole centre line's stroke bounds its dashes.
        case .dashedStroke(let dashed, let style, _): local = Path(subpaths: dashed.subpaths).strokedBounds(style)
        case .text(let run): local = run.frame
        case .shadow, .pushClip, .popClip: local = nil
        }
        guard let r = local else { return nil }
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)]
        return Rect.enclosing(corners.compactMap { item.transform.apply(to: $0) })
    }

    /// One line per item of `items` whose surface bounds share area with `area` (surface points): the primitive
    /// and where it lands. Empty when the area is left free.
    public static func itemsMeeting(_ area: Rect, in items: [DrawItem]) -> [String] {
        items.compactMap { item in
            guard let bounds = surfaceBounds(of: item), bounds.intersects(area) else { return nil }
            return "\(item.primitive) at \(bounds)"
        }
    }
}
