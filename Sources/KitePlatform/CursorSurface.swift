import CWaylandClient
import CWaylandCursor

/// The proxies a pointer needs to make its cursor: `wl_compositor` for the surface and `wl_shm` for the theme's
/// buffers. Plain values: the display releases every seat (and so every cursor) before destroying these.
struct CursorGlobals {
    var compositor: OpaquePointer
    var shm: OpaquePointer
    /// Cursor size in pixels; default 24, the usual theme size.
    var size: Int32 = 24
}

/// One pointer's cursor: a `wl_surface` showing an image of the cursor theme, loaded through libwayland-cursor
/// (the default theme, or libwayland-cursor's built-in one when none is installed).
///
/// Released explicitly by its pointer (`release()`), never from `deinit`, so the proxies go before the display.
final class CursorSurface {
    private let theme: OpaquePointer
    private let surface: OpaquePointer
    private var released = false
    /// The shape on screen, so entering again with the same shape re-uses the attached buffer.
    private(set) var shape: CursorShape?

    /// Loads the default cursor theme at `globals.size`; nil when libwayland-cursor cannot load any theme.
    init?(globals: CursorGlobals) {
        guard let theme = wl_cursor_theme_load(nil, globals.size, globals.shm) else { return nil }
        self.theme = theme
        surface = wl_compositor_create_surface(globals.compositor)
    }

    deinit { assert(released, "CursorSurface dropped without release(): its proxies would outlive the display") }

    /// Shows `shape` as the cursor of `pointer` (`wl_pointer.set_cursor` with the serial of its latest `enter`).
    /// Returns false when the theme has no image for the shape (the cursor stays as it was).
    @discardableResult
    func show(_ shape: CursorShape, pointer: OpaquePointer, enterSerial: UInt32) -> Bool {
        guard let image = image(for: shape), let buffer = wl_cursor_image_get_buffer(image) else { return false }
        if self.shape != shape {
            wl_surface_attach(surface, buffer, 0, 0)
            wl_surface_damage(surface, 0, 0, Int32(image.pointee.width), Int32(image.pointee.height))
            wl_surface_commit(surface)
            self.shape = shape
        }
        wl_pointer_set_cursor(
            pointer, enterSerial, surface, Int32(image.pointee.hotspot_x), Int32(image.pointee.hotspot_y))
        return true
    }

    /// The first image of the first theme cursor that exists for `shape` (animated cursors show their first frame).
    private func image(for shape: CursorShape) -> UnsafeMutablePointer<wl_cursor_image>? {
        for name in shape.themeNames {
            // Safe: the cursor and its image array belong to the theme, alive until `release()`.
            if let cursor = wl_cursor_theme_get_cursor(theme, name), cursor.pointee.image_count > 0 {
                return cursor.pointee.images[0]
            }
        }
        return nil
    }

    /// Destroys the surface, then the theme (which owns the buffers the surface showed).
    func release() {
        guard !released else { return }
        released = true
        wl_surface_destroy(surface)
        wl_cursor_theme_destroy(theme)
    }
}
