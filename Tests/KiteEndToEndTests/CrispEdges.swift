import KiteImage

/// Checks on a snapshot that a control's straight edges are drawn sharp: at a device-pixel-aligned edge the pixel
/// row (or column) just inside has the control's own colour and the one just outside the background's, with no
/// blended row between; an edge half a pixel off leaves a row of the two colours mixed.
enum CrispEdges {
    enum Side: CaseIterable {
        case left, right, top, bottom
    }

    /// How far two pixels may differ per channel and still count as one colour, of 255: rendering noise, far
    /// below the ~50% blend of an edge half a pixel off.
    static let tolerance = 3

    /// The problem with `side` of `frame` (points, snapshot at `scale`), sampled at `fraction` of the way along
    /// it, or nil when the edge is crisp: the two pixels inside the edge agree, the two outside agree, and inside
    /// and outside differ (so the sample really lies on an edge).
    static func problem(
        in image: PNGImage, frame: [Double], scale: Double, side: Side, at fraction: Double = 0.5
    ) -> String? {
        let (x0, y0) = ((frame[0] * scale).rounded(), (frame[1] * scale).rounded())
        let (x1, y1) = (((frame[0] + frame[2]) * scale).rounded(), ((frame[1] + frame[3]) * scale).rounded())
        let alongX = Int(x0 + (x1 - x0) * fraction)
        let alongY = Int(y0 + (y1 - y0) * fraction)
        // The first inside pixel, and the step that goes outward.
        let (inside, outward): ((Int, Int), (Int, Int)) =
            switch side {
            case .left: ((Int(x0), alongY), (-1, 0))
            case .right: ((Int(x1) - 1, alongY), (1, 0))
            case .top: ((alongX, Int(y0)), (0, -1))
            case .bottom: ((alongX, Int(y1) - 1), (0, 1))
            }
        func pixel(_ steps: Int) -> (UInt8, UInt8, UInt8, UInt8)? {
            let (x, y) = (inside.0 + steps * outward.0, inside.1 + steps * outward.1)
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
            return image[x, y]
        }
        guard let in1 = pixel(-1), let in0 = pixel(0), let out0 = pixel(1), let out1 = pixel(2) else {
            return "\(side) edge at \(inside) lies outside the \(image.width)x\(image.height) snapshot"
        }
        if !same(in0, in1) { return "\(side) edge at \(inside): inside pixel \(in0) is blended (next \(in1))" }
        if !same(out0, out1) { return "\(side) edge at \(inside): outside pixel \(out0) is blended (next \(out1))" }
        if same(in0, out0) { return "\(side) edge at \(inside): no edge there (\(in0) on both sides)" }
        return nil
    }

    static func same(_ a: (UInt8, UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
        [(a.0, b.0), (a.1, b.1), (a.2, b.2), (a.3, b.3)].allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }
}
