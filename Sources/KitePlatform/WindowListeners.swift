import CWaylandClient
import CWaylandProtocols

/// The listener tables of one window, allocated once so they outlive the proxies that point at them
/// (libwayland keeps the table pointer, not a copy).
final class WindowListeners {
    let surface = UnsafeMutablePointer<wl_surface_listener>.allocate(capacity: 1)
    let xdgSurface = UnsafeMutablePointer<xdg_surface_listener>.allocate(capacity: 1)
    let toplevel = UnsafeMutablePointer<xdg_toplevel_listener>.allocate(capacity: 1)
    let decoration = UnsafeMutablePointer<zxdg_toplevel_decoration_v1_listener>.allocate(capacity: 1)
    let fractionalScale = UnsafeMutablePointer<wp_fractional_scale_v1_listener>.allocate(capacity: 1)
    let frame = UnsafeMutablePointer<wl_callback_listener>.allocate(capacity: 1)
    let feedback = UnsafeMutablePointer<wp_presentation_feedback_listener>.allocate(capacity: 1)

    deinit {
        surface.deallocate()
        xdgSurface.deallocate()
        toplevel.deallocate()
        decoration.deallocate()
        fractionalScale.deallocate()
        frame.deallocate()
        feedback.deallocate()
    }
}
