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
        encodeStrokeItem(path, style: style, color: color, transform: transform, opacity: opacity * coverage)
    }

    /// The dashes of `dashed` that can reach the viewport grown by the stroke's reach (and `growingReachBy`
    /// device pixels more), as `StrokeClipper` bounds it for pieces or, under a non-uniform transform, for the
    /// filled outline; nil, with `dashError` set, when there would be too many. A path dashed whole when it was
    /// made gives those dashes; a longer one's dashes are laid once per transform and viewport and reused while
    /// they stay the same (`dashCache`).
    mutating func visibleDashes(
        _ dashed: DashedPath, style: StrokeStyle, transform: AffineTransform, growingReachBy extra: Double = 0
    ) -> (path: Path, coverage: Double)? {
        if let laid = dashed.laidDashes { return (laid, 1) }
        let clipper =
            transform.isConformal(tolerance: Self.conformalTolerance)
            ? StrokeClipper(
                pieces: style, halfWidth: style.width * abs(transform.determinant).squareRoot() / 2,
                viewport: strokeEncoder.viewport, transform: transform)
            : StrokeClipper(outline: style, viewport: fillEncoder.viewport, transform: transform)
        let bounds = Rect(
            x: clipper.minX - extra, y: clipper.minY - extra, width: clipper.maxX - clipper.minX + 2 * extra,
            height: clipper.maxY - clipper.minY + 2 * extra)
        let outcome: DashCache.Outcome
        if let cached = dashCache.outcome(for: dashed, style: style, transform: transform, bounds: bounds) {
            outcome = cached
        } else {
            do {
                let laid = try dashed.visibleDashes(reaching: bounds, transform: transform, style: style)
                outcome = .laid(path: laid.path, coverage: laid.coverage)
            } catch {
                outcome = .tooMany(error)
            }
            dashCache.store(outcome, for: dashed, style: style, transform: transform, bounds: bounds)
        }
        switch outcome {
        case .laid(let path, let coverage): return (path, coverage)
        case .tooMany(let error):
            dashError = .tooManyDashes(error)
            return nil
        }
    }
}
