import KiteGeometry

extension ClipState {
    /// A clip that covers every pixel a viewport can have, for drawing an unclipped command with a clipped program
    /// variant (`SceneRenderer.drawsWithFewestVariants`): the clipped fragment shaders then multiply by exactly 1.
    ///
    /// A square 400,000 device pixels across, turned by 45 degrees, centred at (-50,000, -50,000): every pixel of a
    /// viewport (GLES caps them far below 50,000) is over 100,000 pixels inside its edge, where `clipCoverage`'s
    /// edge coverage saturates. The turn, and a centre whose diagonals (where the nearest side changes) miss every
    /// viewport, keep both components of the distance's gradient near 0.7, so the coverage takes the branch
    /// `1 - 0 / (2ab)`, which is 1 exactly whatever the rounding.
    static let everywhere: ClipState = {
        let half = 200_000.0
        let square = RoundedRect(rect: Rect(x: -half, y: -half, width: 2 * half, height: 2 * half), cornerRadius: 0)
        let turn = AffineTransform(rotationAngle: .pi / 4)
        let placed = AffineTransform(a: turn.a, b: turn.b, c: turn.c, d: turn.d, tx: -50_000, ty: -50_000)
        // Cannot fail: a rotation is invertible.
        return ClipState(square, transform: placed, parent: nil)!
    }()
}
