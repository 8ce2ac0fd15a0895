import KiteGL
import KiteGeometry
import KiteScene

/// Draws a layer tree's `DrawList` with the foundation's `RoundedRectPainter`: backgrounds (rounded rectangles) and
/// borders (as four edge bars), flattened to 2D. Paths, shadows and clips are skipped: this stands in until
/// KiteRender's `SceneRenderer` draws the whole list.
enum RoundedRectTreePainter {
    /// Draws `list` (surface points) with `painter`, already begun, at `scale` device pixels per point.
    static func draw(_ list: DrawList, painter: RoundedRectPainter, scale: Double) {
        let toDevice = AffineTransform(scaleX: scale, y: scale)
        for item in list.items {
            let transform = item.transform.affineTransform.concatenating(toDevice)
            switch item.primitive {
            case .fillRoundedRect(let shape, let color):
                painter.fill(
                    shape.rect, cornerRadius: shape.cornerRadius, color: color.withAlpha(multipliedBy: item.opacity),
                    transform: transform)
            case .border(let shape, let width, let color):
                let r = shape.rect
                let edges = [
                    Rect(x: r.minX, y: r.minY, width: r.width, height: width),
                    Rect(x: r.minX, y: r.maxY - width, width: r.width, height: width),
                    Rect(x: r.minX, y: r.minY + width, width: width, height: r.height - 2 * width),
                    Rect(x: r.maxX - width, y: r.minY + width, width: width, height: r.height - 2 * width),
                ]
                for edge in edges {
                    painter.fill(
                        edge, cornerRadius: 0, color: color.withAlpha(multipliedBy: item.opacity), transform: transform)
                }
            case .shadow, .fillPath, .strokePath, .pushClip, .popClip:
                continue
            }
        }
    }
}
