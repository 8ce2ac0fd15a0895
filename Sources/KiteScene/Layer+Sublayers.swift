import KiteGeometry

extension Layer {
    /// Appends `layer` above the current sublayers, removing it from its old superlayer first.
    /// Precondition: `layer` is neither this layer nor one of its ancestors.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` at `index` (clamped to 0...sublayers.count) among the sublayers, removing it from its old
    /// superlayer first (the index refers to the list after that removal).
    /// Precondition: `layer` is neither this layer nor one of its ancestors.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(!isSelfOrAncestor(layer), "Layer: adding a layer to itself or its own subtree makes a cycle")
        layer.removeFromSuperlayer()
        let i = min(max(index, 0), sublayers.count)
        insertSublayerEntry(layer, at: i)
        layer.setSuperlayer(self)
    }

    /// Inserts `layer` just above `sibling`; appends when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        layer.removeFromSuperlayer()
        let i = sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers.count
        insertSublayer(layer, at: i)
    }

    /// Inserts `layer` just below `sibling`; inserts at the bottom when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        layer.removeFromSuperlayer()
        let i = sublayers.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: i)
    }

    /// Detaches the layer from its superlayer; does nothing without one.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.removeSublayerEntry(self)
        setSuperlayer(nil)
    }

    /// True when `layer` is this layer or one of its ancestors.
    private func isSelfOrAncestor(_ layer: Layer) -> Bool {
        var current: Layer? = self
        while let c = current {
            if c === layer { return true }
            current = c.superlayer
        }
        return false
    }
}
