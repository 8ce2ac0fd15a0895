import KiteGeometry
import KiteScene

// Dashed strokes are dashed here, where the viewport is known: only the centre line that can reach it is dashed
// (`DashedPath.visibleDashes`), over the same rectangle the stroke's clipping keeps, so off-screen dashes cost
// nothing and every visible one is drawn.
extension SceneEncoder {
    /// Encodes a dashed stroke as the stroke of its visible dashes; a pattern averaged over sub-pixel periods
    /// draws at its coverage. A path needing too many visible dashes draws nothing and sets `dashError`.
    mutating func encodeDashed(
        _ dashed: DashedPath, style: StrokeStyle, color: Color, transform: AffineTransform, opacity: Double
    ) {
        guard let (path, coverage) = visibleDashes(dashed, style: style, transform: transform) else { return }
        encode(.strokePath(path, style: style, color: color), transform: transform, opacity: opacity * coverage)
    }

    /// The dashes of `dashed` that can reach the viewport grown by the stroke's reach (and `growingReachBy`
    /// device pixels more), as `StrokeClipper` bounds it for pieces or, under a non-uniform transform, for the
    /// filled outline; nil, with `dashError` set, when there would be too many.
    mutating func visibleDashes(
        _ dashed: DashedPath, style: StrokeStyle, transform: AffineTransform, growingReachBy extra: Double = 0
    ) -> (path: Path, coverage: Double)? {
        let clipper =
            transform.isConformal(tolerance: Self.conformalTolerance)
            ? StrokeClipper(
                pieces: style, halfWidth: style.width * abs(transform.determinant).squareRoot() / 2,
                viewport: strokeEncoder.viewport, transform: transform)
            : StrokeClipper(outline: style, viewport: fillEncoder.viewport, transform: transform)
        let bounds = Rect(
            x: clipper.minX - extra, y: clipper.minY - extra, width: clipper.maxX - clipper.minX + 2 * extra,
            height: clipper.maxY - clipper.minY + 2 * extra)
        do {
            return try dashed.visibleDashes(reaching: bounds, transform: transform, style: style)
        } catch {
            dashError = .tooManyDashes(error)
            return nil
        }
    }
}
