import KiteGeometry
import KiteScene

extension Layer {
    /// Makes this layer the original's drawing surface inside `hostBounds`: its bounds become the original's size at the
    /// origin (so sublayers keep the original's coordinates), and a uniform scale fits it into `hostBounds`, centred, the
    /// aspect ratio kept. An empty or degenerate host rectangle scales the content to nothing rather than failing.
    func fitDesignContent(size designSize: Size, into hostBounds: Rect) {
        bounds = Rect(origin: .zero, size: designSize)
        anchorPoint = Point(x: 0.5, y: 0.5)
        position = hostBounds.center
        let fit = min(hostBounds.width / designSize.width, hostBounds.height / designSize.height)
        let scale = fit.isFinite && fit > 0 ? fit : 0
        transform = Transform3D(scaleX: scale, y: scale)
    }

    /// The bounding box of `control`'s bounds (a layer of this layer's subtree) in this layer's superlayer, the
    /// space `Component.primaryControlFrame` is given in. `.zero` when a transform on the way cannot be applied.
    func frameInSuperlayer(of control: Layer) -> Rect {
        let b = control.bounds
        let corners = [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
            Point(x: b.minX, y: b.maxY),
        ]
        let mapped = corners.compactMap { control.convert($0, to: superlayer) }
        guard mapped.count == corners.count else { return .zero }
        return Rect.enclosing(mapped) ?? .zero
    }
}
