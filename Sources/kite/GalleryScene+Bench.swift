import KiteBench

extension GalleryScene: FrameBenchScene {
    /// The components, in display order.
    var activatableCount: Int { host.components.count }

    /// What a tap on component `index`'s primary control does.
    func activate(_ index: Int) { host.components[index].activate() }

    /// The shared animator's tracks, running or held.
    var animationsInFlight: Int { host.animator.animationCount }
}
