import KiteGeometry
import KiteScene

extension SceneEncoder {
    /// Largest distance, in device pixels, between a path and the rounded rectangle it is taken for when its
    /// stroke is drawn as a ring (`strokeRing`).
    static let ringTolerance = 0.01

    /// The stroke of a path that outlines a rounded rectangle (`Path.roundedRectOutline`), as a border instance:
    /// the ring between the shape grown and shrunk by half the width, which is exactly the stroke's area (offsets
    /// of circular arcs are circular arcs; joins only show at sharp corners, where a miter with a limit of at least
    /// the square root of 2 keeps them sharp and a round join rounds them by half the width, as the grown shape
    /// does). Drawn by the shape program, its interior needs no distance evaluation and its edges cost two
    /// rounded-rectangle coverages instead of a stroke piece's: about a tenth of the time of the card outlines
    /// of an app-like screen as stroke pieces on llvmpipe. Nil for any other stroke (bevelled sharp corners too).
    func strokeRing(
        _ path: Path, style: StrokeStyle, color: Color, transform: AffineTransform, opacity: Double
    ) -> ShapeInstance? {
        let stretch = transform.stretches.largest
        guard style.width > 0, style.width.isFinite, stretch > 0, stretch.isFinite, transform.determinant != 0,
            let outline = path.roundedRectOutline(tolerance: Self.ringTolerance / stretch)
        else { return nil }
        let half = style.width / 2
        let radius: Double
        if outline.cornerRadius > 0 {
            radius = outline.cornerRadius + half
        } else {
            switch style.join {
            case .round: radius = half
            case .miter where style.miterLimit >= 2.0.squareRoot(): radius = 0
            case .miter, .bevel: return nil
            }
        }
        let grown = RoundedRect(rect: outline.rect.insetBy(dx: -half, dy: -half), cornerRadius: radius)
        return ShapeInstance(
            grown, borderWidth: style.width, color: premultiplied(color, opacity), transform: transform)
    }
}
