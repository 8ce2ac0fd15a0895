import KiteGeometry

extension Layer {
    /// Whether `p`, in this layer's bounds coordinates, lies inside the bounds (min edges in, max edges out), like
    /// `CALayer.contains(_:)`. The corner radius is not considered, as in Core Animation.
    public func contains(_ p: Point) -> Bool {
        bounds.standardized.contains(p)
    }

    /// The deepest, topmost visible layer of this subtree containing `p`, like `CALayer.hitTest(_:)`: `p` is in
    /// the *superlayer's* coordinates. Hidden layers (and their sublayers) are skipped; a layer that masks to its
    /// bounds hides sublayer hits outside them; later sublayers are tested first. Opacity does not matter.
    public func hitTest(_ p: Point) -> Layer? {
        guard !isHidden, let local = convertFromSuperlayer(p) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in sublayers.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
