/// The registry globals Kite binds, as opaque proxies. Optional ones are nil when the compositor lacks them.
struct Globals {
    var compositor: OpaquePointer?
    var wmBase: OpaquePointer?
    var presentation: OpaquePointer?
    var viewporter: OpaquePointer?
    var fractionalScaleManager: OpaquePointer?
    var decorationManager: OpaquePointer?
    /// `wl_shm`, for cursor images.
    var shm: OpaquePointer?
    var outputs: [UInt32: Output] = [:]
    /// Every `wl_seat`, by registry name.
    var seats: [UInt32: WaylandSeat] = [:]
}

/// What the compositor offers, in plain values, for logs and tests.
public struct CompositorFeatures: Sendable, Equatable {
    /// `wp_presentation` is offered: frames get real presentation times.
    public var presentation: Bool
    /// `wp_fractional_scale_manager_v1` and `wp_viewporter` are both offered.
    public var fractionalScale: Bool
    /// `zxdg_decoration_manager_v1` is offered (server-side decorations can be asked for).
    public var serverDecorations: Bool
}
