import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// Dashes laid by the encoder once the viewport is known (`SceneEncoder.visibleDashes`): every viewport pixel
/// gets what the dashes of the whole path give it (`Path.dashed`, laid with no viewport, as the reference), while
/// only the dashes that can reach the viewport are laid.
@Suite struct VisibleDashTests {
    static let viewport = StrokeClipperTests.viewport

    /// A seeded stroke of `StrokeClipperTests.randomStroke` with a seeded pattern, as a `DashedPath` that lays
    /// nothing until asked (so the viewport decides), and the reference: the whole path dashed.
    static func randomDashes(
        _ rng: inout SplitMix64, transform: AffineTransform
    ) -> (dashed: DashedPath, reference: Path, style: StrokeStyle) {
        let (path, style) = StrokeClipperTests.randomStroke(&rng, transform: transform, dashed: false)
        let pattern = try! DashPattern([9, 4, 0.5, 4], phase: rng.nextUnit() * 17)
        let measure = PathMeasure(path)
        let dashed = DashedPath(measure, from: 0, to: measure.length, pattern: pattern, eagerDashes: 0)!
        return (dashed, path.dashed(pattern), style)
    }

    @Test(arguments: [false, true])
    func viewportPixelsSeeTheWholePathsDashes(uniform: Bool) throws {
        var rng = SplitMix64(seed: uniform ? 41 : 43)
        let transform =
            uniform
            ? AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(scaleX: 1.25, y: 1.25))
            : AffineTransform(scaleX: 0.5, y: 2).concatenating(AffineTransform(rotationAngle: 0.2))
        var encoder = SceneEncoder()
        encoder.strokeEncoder.viewport = Self.viewport
        var worst: Float = 0
        var (fewer, laid, all) = (0, 0, 0)
        for _ in 0..<30 {
            let (dashed, reference, style) = Self.randomDashes(&rng, transform: transform)
            // The pieces' pen is round in device pixels whatever the transform: the pieces' rectangle.
            let clipper = StrokeClipper(
                pieces: style, halfWidth: style.width * abs(transform.determinant).squareRoot() / 2,
                viewport: Self.viewport, transform: transform)
            let bounds = Rect(
                x: clipper.minX, y: clipper.minY, width: clipper.maxX - clipper.minX,
                height: clipper.maxY - clipper.minY)
            let (visible, coverage) = try dashed.visibleDashes(reaching: bounds, transform: transform, style: style)
            #expect(coverage == 1)
            if visible.subpaths.count < reference.subpaths.count { fewer += 1 }
            (laid, all) = (laid + visible.subpaths.count, all + reference.subpaths.count)
            let whole = StrokeClipperTests.encode(reference, style, transform, viewport: nil)
            let clipped = StrokeClipperTests.encode(visible, style, transform, viewport: Self.viewport)
            worst = max(worst, StrokeClipperTests.largestCoverageDifference(whole, clipped, in: Self.viewport))
        }
        #expect(fewer > 15, "the sweep must actually drop dashes: \(fewer) of 30 paths")
        #expect(laid < all, "laid \(laid) dashes of \(all)")
        #expect(worst < 1e-3, "largest coverage difference \(worst)")
    }

    /// Under a skew the stroke is filled from its outline: the encoder's rectangle is the outline's, and the
    /// outline of the visible dashes covers exactly the viewport pixel centres the whole path's dashes cover.
    @Test func outlineOfVisibleDashesCoversTheSamePixelCentres() {
        var rng = SplitMix64(seed: 47)
        let transform = AffineTransform(a: 0.5, b: 0.3, c: -0.2, d: 2, tx: 3, ty: -2)
        let back = transform.inverted()!
        var encoder = SceneEncoder()
        encoder.fillEncoder.viewport = Self.viewport
        encoder.strokeEncoder.viewport = Self.viewport
        var (differing, fewer) = (0, 0)
        for _ in 0..<30 {
            let (dashed, reference, style) = Self.randomDashes(&rng, transform: transform)
            guard let (visible, coverage) = encoder.visibleDashes(dashed, style: style, transform: transform) else {
                Issue.record("refused: \(String(describing: encoder.dashError))")
                return
            }
            #expect(coverage == 1)
            if visible.subpaths.count < reference.subpaths.count { fewer += 1 }
            let whole = StrokeClipperTests.Polylines(reference.strokeOutline(style, tolerance: 0.01))
            let clipped = StrokeClipperTests.Polylines(visible.strokeOutline(style, tolerance: 0.01))
            for y in 0..<Int(Self.viewport.height) {
                for x in 0..<Int(Self.viewport.width) {
                    let p = back.apply(to: Point(Double(x) + 0.5, Double(y) + 0.5))
                    let a = StrokeClipperTests.winding(whole, at: p) != 0
                    if a != (StrokeClipperTests.winding(clipped, at: p) != 0) { differing += 1 }
                }
            }
        }
        #expect(fewer > 15, "the sweep must actually drop dashes: \(fewer) of 30 paths")
        #expect(differing == 0)
    }

    /// A dashed stroke through a scene: a line a trillion points long crossing the viewport, dashed 5 on 3 off,
    /// encodes the dozen or so dashes in view (not a cap's worth and the rest solid), each 5 points long.
    @Test func aTrillionPointLineEncodesOnlyItsVisibleDashes() throws {
        let layer = ShapeLayer()
        layer.path = try Path(svgPathData: "M-5e11 10 H5e11")
        layer.strokeColor = .black
        layer.lineWidth = 2
        layer.lineDashPattern = [5, 3]
        layer.fillColor = nil
        let list = layer.drawList()
        guard case .dashedStroke(let dashed, let style, _) = list.items.first?.primitive else {
            Issue.record("no dashed stroke: \(list.items)")
            return
        }
        #expect(dashed.laidDashes == nil)
        var encoder = SceneEncoder()
        encoder.strokeEncoder.viewport = Rect(x: 0, y: 0, width: 100, height: 20)
        let result = encoder.visibleDashes(dashed, style: style, transform: .identity)
        let (visible, _) = try #require(result)
        // 5e11 is a whole number of 8-point periods: dashes start at every multiple of 8 (in the layer's x).
        let starts = visible.subpaths.map(\.start.x)
        #expect(starts.count < 30, "\(starts.count) dashes")
        for subpath in visible.subpaths where subpath.start.x > -10 && subpath.end.x < 110 {
            // Within the rounding of cutting a line whose ends are 5e11 points out (ulp 6e-5) at the viewport.
            #expect(abs(subpath.start.x.remainder(dividingBy: 8)) < 1e-3, "\(subpath.start.x)")
            #expect(abs(subpath.end.x - subpath.start.x - 5) < 1e-3)
        }
    }
}
