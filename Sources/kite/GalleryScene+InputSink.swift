import KitePlatform

extension GalleryScene: InputSink {
    /// A hand while the pointer is over a component's primary control (the thing that reacts to a tap or drag),
    /// else the arrow.
    var cursor: CursorShape {
        guard let pointerLocation else { return .arrow }
        return host.components.contains { $0.primaryControlFrame.contains(pointerLocation) } ? .hand : .arrow
    }
}
