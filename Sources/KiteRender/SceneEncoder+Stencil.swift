import KiteScene

extension SceneEncoder {
    /// The device pixels (top-left origin, within `width` x `height`) that the translucent strokes of commands
    /// `first...` can touch: the union of their pieces' boxes (hull of the end and control points, padded by the
    /// piece's box padding times 1.5, which holds the corners of the oriented box the vertex shader draws at any
    /// angle, and a pixel for rounding). Nil when those commands draw no translucent stroke.
    ///
    /// The stencil matters only there, so the executor clears just this box, only in frames that need it: a
    /// stencil clear of a packed depth-stencil buffer rewrites every texel it covers (about 1.5 ms for 1280x800
    /// on llvmpipe, more than the frame's flat fills).
    func translucentStrokeBounds(fromCommand first: Int, width: Int, height: Int) -> PixelRect? {
        var (x0, y0, x1, y1) = (Float.infinity, Float.infinity, -Float.infinity, -Float.infinity)
        for command in commands[first...] {
            guard case .translucentStroke(let start, let count, _, _) = command else { continue }
            for piece in strokes[start..<(start + count)] {
                let pad = 1.5 * piece.reach.z + 1
                x0 = min(x0, min(piece.p01.x, piece.p01.z, piece.p2.x) - pad)
                y0 = min(y0, min(piece.p01.y, piece.p01.w, piece.p2.y) - pad)
                x1 = max(x1, max(piece.p01.x, piece.p01.z, piece.p2.x) + pad)
                y1 = max(y1, max(piece.p01.y, piece.p01.w, piece.p2.y) + pad)
            }
        }
        guard x0 < x1, y0 < y1 else { return nil }
        let left = Int(max(min(x0.rounded(.down), Float(width)), 0))
        let top = Int(max(min(y0.rounded(.down), Float(height)), 0))
        let right = Int(max(min(x1.rounded(.up), Float(width)), 0))
        let bottom = Int(max(min(y1.rounded(.up), Float(height)), 0))
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
