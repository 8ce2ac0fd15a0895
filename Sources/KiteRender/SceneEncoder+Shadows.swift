import KiteGeometry
import KiteScene

extension SceneEncoder {
    /// Encodes a path's silhouette (moved by `offset` in its layer) in white for the blur passes.
    mutating func appendPathShadow(
        _ silhouette: ShadowShape, color: SIMD4<Float>, blurRadius: Double, offset: Vector,
        transform: AffineTransform, clip: Int?
    ) {
        let moved = AffineTransform(translationX: offset.dx, y: offset.dy).concatenating(transform)
        let sigma = max(blurRadius * Self.shadowSigmaPerRadius, 0) * abs(transform.determinant).squareRoot()
        let (firstStroke, firstFill, firstMask) = (strokes.count, fills.count, fillMasks.count)
        let white = SIMD4<Float>(1, 1, 1, 1)
        switch silhouette {
        case .fill(let path, let rule):
            encodeFill(path, rule: rule, color: white, transform: moved)
        case .stroke(let path, let style):
            encodeStroke(path, style: style, color: white, transform: moved)
        case .dashedStroke(let dashed, let style):
            // The blur spreads the silhouette 3 sigma (plus a pixel) past the stroke's reach.
            let spread = 3 * sigma + 1
            if let (path, coverage) = visibleDashes(dashed, style: style, transform: moved, growingReachBy: spread) {
                encodeStroke(path, style: style, color: white * Float(coverage), transform: moved)
            }
        case .roundedRect(let shape):
            encodeFill(shape.path(), rule: .nonZero, color: white, transform: moved)
        }
        var lo = SIMD2<Float>(repeating: .infinity)
        var hi = SIMD2<Float>(repeating: -.infinity)
        for p in strokes[firstStroke...] {
            let pad = SIMD2<Float>(repeating: p.reach.z)
            lo = pointwiseMin(lo, pointwiseMin(p.start, pointwiseMin(p.control, p.end)) - pad)
            hi = pointwiseMax(hi, pointwiseMax(p.start, pointwiseMax(p.control, p.end)) + pad)
        }
        for f in fills[firstFill...] {
            lo = pointwiseMin(lo, SIMD2(f.rect.x, f.rect.y))
            hi = pointwiseMax(hi, SIMD2(f.rect.z, f.rect.w))
        }
        for f in fillMasks[firstMask...] {
            lo = pointwiseMin(lo, SIMD2(f.rect.x, f.rect.y))
            hi = pointwiseMax(hi, SIMD2(f.rect.z, f.rect.w))
        }
        guard lo.x <= hi.x, color.w > 0 else { return }
        let spread = Float((3 * sigma).rounded(.up) + 1)
        pathShadows.append(
            PathShadow(
                strokes: firstStroke..<strokes.count, fills: firstFill..<fills.count,
                fillMasks: firstMask..<fillMasks.count,
                bounds: SIMD4(
                    Int32(max((lo.x - spread).rounded(.down), -1e6)), Int32(max((lo.y - spread).rounded(.down), -1e6)),
                    Int32(min((hi.x + spread).rounded(.up), 1e6)), Int32(min((hi.y + spread).rounded(.up), 1e6))),
                sigma: Float(sigma), color: color))
        commands.append(.pathShadow(index: pathShadows.count - 1, clip: clip))
    }
}
