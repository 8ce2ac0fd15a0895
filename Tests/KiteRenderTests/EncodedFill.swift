import KiteGeometry

@testable import KiteRender

/// What `FillEncoder` emits: bands as instances listing their edges, and coverage masks as rectangles reading their
/// bytes.
struct EncodedFill {
    var instances: [FillInstance] = []
    var edges: [SIMD4<Float>] = []
    var masks: [FillInstance] = []
    var maskBytes: [UInt8] = []

    /// Nothing encoded yet (`add`).
    init() {}

    /// The closed polygon `points` filled by `rule` in a `width` x `height` viewport, with `threshold` as the
    /// encoder's `maskThreshold`.
    init(_ points: [Point], rule: FillRule, width: Int, height: Int, threshold: Double) {
        var encoder = FillEncoder()
        encoder.viewport = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        encoder.maskThreshold = threshold
        add(Scenes.polyline(points, closed: true), rule: rule, encoder: &encoder)
    }

    /// Appends what `encoder` makes of `path` filled by `rule` in white, mapped by `transform`.
    mutating func add(
        _ path: Path, rule: FillRule, transform: AffineTransform = .identity, encoder: inout FillEncoder
    ) {
        encoder.encode(
            path, rule: rule, color: SIMD4(1, 1, 1, 1), transform: transform, into: &instances, edges: &edges,
            masks: &masks, maskBytes: &maskBytes)
    }

    /// The coverage pixel (x, y) gets: its mask byte, or the fill shader's rule on its band's edges.
    func coverage(x: Int, y: Int, evenOdd: Bool) -> (value: Double, fromMask: Bool, draws: Int) {
        let p = SIMD2(Float(x) + 0.5, Float(y) + 0.5)
        func holds(_ i: FillInstance) -> Bool {
            i.rect.x <= p.x && p.x < i.rect.z && i.rect.y <= p.y && p.y < i.rect.w
        }
        let bands = instances.filter(holds)
        let rects = masks.filter(holds)
        if let mask = rects.first {
            let index = mask.maskFirstByte + (y - Int(mask.rect.y)) * Int(mask.edges.z) + x - Int(mask.rect.x)
            return (Double(maskBytes[index]) / 255, true, bands.count + rects.count)
        }
        guard let band = bands.first else { return (0, false, 0) }
        let own = edges[Int(band.edges.x)..<Int(band.edges.x + band.edges.y)].map {
            SIMD4<Double>(Double($0.x), Double($0.y), Double($0.z), Double($0.w))
        }
        let value = FillEncoderTests.coverage(at: SIMD2(Double(p.x), Double(p.y)), edges: own, evenOdd: evenOdd)
        return (value, false, bands.count)
    }

    /// The fill shader's loop iterations over the band instances plus one per mask pixel: the GPU's work.
    var shaderWork: Int {
        let bands = instances.reduce(0) { $0 + Int(($1.rect.z - $1.rect.x) * ($1.rect.w - $1.rect.y) * $1.edges.y) }
        return bands + maskBytes.count
    }
}
