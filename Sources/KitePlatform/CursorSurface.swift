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
    private let globals: CursorGlobals
    private var theme: OpaquePointer
    /// The scale `theme` was loaded for: images are `globals.size * themeScale` pixels.
    private var themeScale: Int32 = 1
    private let surface: OpaquePointer
    private var released = false
    /// The shape on screen, so entering again with the same shape re-uses the attached buffer.
    private(set) var shape: CursorShape?

    /// Loads the default cursor theme at `globals.size`; nil when libwayland-cursor cannot load any theme.
    init?(globals: CursorGlobals) {
        guard let theme = wl_cursor_theme_load(nil, globals.size, globals.shm) else { return nil }
        self.globals = globals
        self.theme = theme
        surface = wl_compositor_create_surface(globals.compositor)
    }

    deinit { assert(released, "CursorSurface dropped without release(): its proxies would outlive the display") }

    /// Shows `shape` as the cursor of `pointer` (`wl_pointer.set_cursor` with the serial of its latest `enter`),
    /// drawn for a surface at integer `scale` (1 or more: the theme is loaded at that many times its size).
    /// Returns false when the theme has no image for the shape (the cursor stays as it was).
    @discardableResult
    func show(_ shape: CursorShape, scale: Int32, pointer: OpaquePointer, enterSerial: UInt32) -> Bool {
        let retired = scale != themeScale ? switchTheme(toScale: max(1, scale)) : nil
        defer { if let retired { wl_cursor_theme_destroy(retired) } }
        guard let image = image(for: shape), let buffer = wl_cursor_image_get_buffer(image) else { return false }
        let (width, height) = (Int32(image.pointee.width), Int32(image.pointee.height))
        // A buffer must be a whole number of surface pixels; an odd-sized image is shown unscaled.
        let bufferScale = width % themeScale == 0 && height % themeScale == 0 ? themeScale : 1
        if self.shape != shape || retired != nil {
            wl_surface_attach(surface, buffer, 0, 0)
            wl_surface_set_buffer_scale(surface, bufferScale)
            wl_surface_damage(surface, 0, 0, width, height)
            wl_surface_commit(surface)
            self.shape = shape
        }
        wl_pointer_set_cursor(
            pointer, enterSerial, surface, Int32(image.pointee.hotspot_x) / bufferScale,
            Int32(image.pointee.hotspot_y) / bufferScale)
        return true
    }

    /// Loads the theme at `scale` and returns the old one, to be destroyed once the new image is attached (the
    /// surface may still show one of its buffers). Keeps the old theme when the new one cannot be loaded.
    private func switchTheme(toScale scale: Int32) -> OpaquePointer? {
        guard let loaded = wl_cursor_theme_load(nil, globals.size * scale, globals.shm) else { return nil }
        let old = theme
        theme = loaded
        themeScale = scale
        return old
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
