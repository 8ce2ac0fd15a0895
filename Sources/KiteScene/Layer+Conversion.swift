import KiteGeometry

extension Layer {
    /// `p`, given in `layer`'s bounds coordinates, in this layer's bounds coordinates, like
    /// `CALayer.convert(_:from:)`. Anchor points and transforms (perspective included, flattened at each layer as
    /// Core Animation does) are honoured. `nil` for `layer` means the space the root layer is placed in (the
    /// surface); layers of different trees are treated as if their roots shared that space.
    /// Returns nil when a transform on the way is singular or shows the layer edge-on.
    public func convert(_ p: Point, from layer: Layer?) -> Point? {
        let inRoot = layer.map { $0.transformToRoot.apply(to: p) } ?? p
        return inRoot.flatMap { transformToRoot.unproject($0) }
    }

    /// `p`, given in this layer's bounds coordinates, in `layer`'s (nil: the root's superlayer space), like
    /// `CALayer.convert(_:to:)`. Returns nil when a transform on the way cannot be inverted.
    public func convert(_ p: Point, to layer: Layer?) -> Point? {
        guard let l = layer else { return transformToRoot.apply(to: p) }
        return l.convert(p, from: self)
    }

    /// `p`, given in the superlayer's coordinates, in this layer's bounds coordinates; nil when the transform
    /// cannot be inverted.
    public func convertFromSuperlayer(_ p: Point) -> Point? {
        transformToSuperlayer.unproject(p)
    }
}
