import KiteGL
import KiteGeometry
import KiteScene

@testable import KiteRender

/// The stroke shaders against their CPU twin: what the renderer draws of a stroked layer, pixel by pixel, against
/// `StrokeCoverage` over the same pieces, composed as the shaders compose opaque pieces (each over the ones before).
enum StrokeTwin {
    /// Draws `layer` (its stroke, white, at scale 1) with `renderer` into a new `width` x `height` target and
    /// returns the largest alpha difference (of 255) from the twin, and the first pixel differing by more than
    /// `tolerance` ("" when none does).
    static func largestDifference(
        of layer: ShapeLayer, renderer: SceneRenderer, width: Int, height: Int, tolerance: Int = 2
    ) throws -> (worst: Int, firstMismatch: String) {
        let target = try OffscreenTarget(width: width, height: height, stencil: true)
        let pixels = try renderer.render(layer, into: target, scale: 1, premultiplied: true)
        var pieces: [StrokePiece] = []
        var encoder = StrokeEncoder()
        encoder.encode(
            layer.path ?? Path(), style: layer.strokeStyle, color: SIMD4(1, 1, 1, 1), transform: .identity,
            into: &pieces)
        var worst = 0
        var firstMismatch = ""
        for y in 0..<height {
            for x in 0..<width {
                let centre = SIMD2(Float(x) + 0.5, Float(y) + 0.5)
                var alpha: Float = 0
                for piece in pieces {
                    let c = StrokeCoverage.coverage(of: piece, at: centre, gentle: StrokeEncoder.isGentle(piece))
                    alpha = c + alpha * (1 - c)
                }
                let drawn = Int(pixels[(y * width + x) * 4 + 3])
                let diff = abs(drawn - Int((alpha * 255).rounded()))
                if diff > tolerance && firstMismatch.isEmpty {
                    firstMismatch = "(\(x), \(y)): \(drawn) vs \(alpha * 255)"
                }
                worst = max(worst, diff)
            }
        }
        return (worst, firstMismatch)
    }
}
