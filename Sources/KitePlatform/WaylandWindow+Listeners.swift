import CWaylandClient
import CWaylandEGL
import CWaylandProtocols

extension WaylandWindow {
    var selfPointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    func installListeners() {
        listeners.surface.initialize(
            to: wl_surface_listener(
                enter: { data, _, output in
                    // wl_surface.enter: the surface now shows on this output; its scale may change ours.
                    guard let output else { return }
                    let w = WaylandWindow.from(data)
                    w.enteredOutputs.insert(output)
                    w.scaleMayHaveChanged()
                },
                leave: { data, _, output in
                    guard let output else { return }
                    let w = WaylandWindow.from(data)
                    w.enteredOutputs.remove(output)
                    w.scaleMayHaveChanged()
                }))
        listeners.toplevel.initialize(
            to: xdg_toplevel_listener(
                configure: { data, _, width, height, states in
                    // xdg_toplevel.configure: size and states, applied at the xdg_surface.configure that follows.
                    WaylandWindow.from(data).recordToplevelConfigure(width: width, height: height, states: states)
                },
                close: { data, _ in WaylandWindow.from(data).events.append(.closeRequested) },
                configure_bounds: { _, _, _, _ in },
                wm_capabilities: { _, _, _ in }))
        listeners.xdgSurface.initialize(
            to: xdg_surface_listener(configure: { data, xdgSurface, serial in
                // xdg_surface.configure: the configure sequence is complete; ack it and apply it before drawing.
                xdg_surface_ack_configure(xdgSurface, serial)
                WaylandWindow.from(data).applyConfigure()
            }))
        listeners.decoration.initialize(to: zxdg_toplevel_decoration_v1_listener(configure: { _, _, _ in }))
        listeners.fractionalScale.initialize(
            to: wp_fractional_scale_v1_listener(preferred_scale: { data, _, scale in
                // wp_fractional_scale_v1.preferred_scale: the compositor's scale for this surface, in 120ths.
                let w = WaylandWindow.from(data)
                w.fractionalScale120 = scale
                w.scaleMayHaveChanged()
            }))
        wl_surface_add_listener(surface, listeners.surface, selfPointer)
        xdg_surface_add_listener(xdgSurface, listeners.xdgSurface, selfPointer)
        xdg_toplevel_add_listener(toplevel, listeners.toplevel, selfPointer)
        installFrameListeners()
    }

    func setUpOptionalProtocols() {
        if let manager = display.globals.decorationManager {
            let d = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel)
            zxdg_toplevel_decoration_v1_add_listener(d, listeners.decoration, selfPointer)
            zxdg_toplevel_decoration_v1_set_mode(d, UInt32(ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue))
            decoration = d
        }
        if let manager = display.globals.fractionalScaleManager, let viewporter = display.globals.viewporter {
            let f = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
            wp_fractional_scale_v1_add_listener(f, listeners.fractionalScale, selfPointer)
            fractionalScale = f
            viewport = wp_viewporter_get_viewport(viewporter, surface)
        }
    }

    func recordToplevelConfigure(width: Int32, height: Int32, states: UnsafeMutablePointer<wl_array>?) {
        pending.width = Int(width)
        pending.height = Int(height)
        let raw = states.map { Self.states(in: $0.pointee) } ?? []
        pending.maximized = raw.contains(UInt32(XDG_TOPLEVEL_STATE_MAXIMIZED.rawValue))
        pending.fullscreen = raw.contains(UInt32(XDG_TOPLEVEL_STATE_FULLSCREEN.rawValue))
        pending.activated = raw.contains(UInt32(XDG_TOPLEVEL_STATE_ACTIVATED.rawValue))
        pending.resizing = raw.contains(UInt32(XDG_TOPLEVEL_STATE_RESIZING.rawValue))
    }

    /// The `uint32` states packed in a `wl_array`.
    static func states(in array: wl_array) -> [UInt32] {
        guard let data = array.data, array.size > 0 else { return [] }
        // Safe: a wl_array of xdg_toplevel states holds `size` bytes of uint32 values, valid during the callback.
        let buffer = UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt32.self), count: array.size / 4)
        return Array(buffer)
    }

    /// The scale in force: fractional-scale-v1's when in use, else the largest integer scale of the outputs the
    /// surface is on.
    var currentScale: Double {
        if let f = fractionalScale120 { return Double(f) / 120 }
        return Double(display.scale(ofOutputs: enteredOutputs))
    }

    func applyConfigure() {
        let width = pending.width > 0 ? pending.width : (configuration?.logicalWidth ?? defaultSize.width)
        let height = pending.height > 0 ? pending.height : (configuration?.logicalHeight ?? defaultSize.height)
        let config = WindowConfiguration(
            logicalWidth: width, logicalHeight: height, scale: currentScale, maximized: pending.maximized,
            fullscreen: pending.fullscreen, activated: pending.activated, resizing: pending.resizing)
        apply(config)
    }

    func scaleMayHaveChanged() {
        guard var config = configuration, config.scale != currentScale else { return }
        config.scale = currentScale
        apply(config)
    }

    /// Resizes the EGL window and sets the buffer scale or viewport; the next commit carries the change.
    private func apply(_ config: WindowConfiguration) {
        if let eglWindow {
            wl_egl_window_resize(eglWindow, Int32(config.bufferWidth), Int32(config.bufferHeight), 0, 0)
        } else {
            eglWindow = wl_egl_window_create(surface, Int32(config.bufferWidth), Int32(config.bufferHeight))
        }
        if let viewport {
            // Fractional scale: the buffer is in device pixels and the viewport maps it to the logical size.
            wl_surface_set_buffer_scale(surface, 1)
            wp_viewport_set_destination(viewport, Int32(config.logicalWidth), Int32(config.logicalHeight))
        } else {
            wl_surface_set_buffer_scale(surface, Int32(config.scale.rounded()))
        }
        configuration = config
        events.append(.configured(config))
        display.input.setScale(config.scale, for: surface)
        // The cursor over this window follows its scale.
        for seat in display.globals.seats.values { seat.pointer?.refreshCursor(for: surface) }
    }
}
