import CWaylandClient
import CWaylandProtocols

extension WaylandDisplay {
    func installListeners() {
        registryListener.initialize(
            to: wl_registry_listener(
                global: { data, _, name, interface, version in
                    // wl_registry.global: the compositor announces one global; bind the ones Kite uses.
                    guard let interface else { return }
                    WaylandDisplay.from(data).bind(name: name, interface: String(cString: interface), version: version)
                },
                global_remove: { data, _, name in
                    // wl_registry.global_remove: an output was unplugged or a seat went away (other globals do not
                    // go away in practice).
                    let display = WaylandDisplay.from(data)
                    display.globals.outputs[name] = nil
                    display.globals.seats.removeValue(forKey: name)?.release()
                }))
        presentationListener.initialize(
            to: wp_presentation_listener(clock_id: { data, _, clock in
                // wp_presentation.clock_id: sent once after binding; every feedback timestamp is on this clock.
                let display = WaylandDisplay.from(data)
                display.presentationClock = PresentationClock(clockID: Int32(bitPattern: clock))
                display.input.clock = display.presentationClock
            }))
        syncListener.initialize(
            to: wl_callback_listener(done: { data, _, _ in
                // wl_callback.done of wl_display.sync: everything sent before the sync has been processed.
                data!.assumingMemoryBound(to: Bool.self).pointee = true
            }))
        wmBaseListener.initialize(
            to: xdg_wm_base_listener(ping: { _, base, serial in
                // xdg_wm_base.ping: answer at once, or the compositor marks the window unresponsive.
                xdg_wm_base_pong(base, serial)
            }))
        // Safe: the display owns the listener memory and outlives the registry proxy, destroyed in deinit.
        wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Binds a global at the highest version whose events Kite's listeners all handle (a NULL listener member would
    /// be called for events of newer versions).
    private func bind(name: UInt32, interface: String, version: UInt32) {
        func proxy(_ iface: UnsafePointer<wl_interface>, _ maxVersion: UInt32) -> OpaquePointer {
            OpaquePointer(wl_registry_bind(registry, name, iface, min(version, maxVersion)))
        }
        switch interface {
        case "wl_compositor":
            globals.compositor = proxy(kite_wl_compositor_interface(), 4)
        case "xdg_wm_base":
            globals.wmBase = proxy(kite_xdg_wm_base_interface(), 5)
            xdg_wm_base_add_listener(globals.wmBase, wmBaseListener, nil)
        case "wp_presentation":
            let p = proxy(kite_wp_presentation_interface(), 1)
            globals.presentation = p
            wp_presentation_add_listener(p, presentationListener, Unmanaged.passUnretained(self).toOpaque())
        case "wp_viewporter":
            globals.viewporter = proxy(kite_wp_viewporter_interface(), 1)
        case "wp_fractional_scale_manager_v1":
            globals.fractionalScaleManager = proxy(kite_wp_fractional_scale_manager_v1_interface(), 1)
        case "zxdg_decoration_manager_v1":
            globals.decorationManager = proxy(kite_zxdg_decoration_manager_v1_interface(), 1)
        case "wl_shm":
            globals.shm = proxy(kite_wl_shm_interface(), 1)
        case "wl_seat":
            // Version 8: every wl_pointer, wl_keyboard and wl_touch event up to axis_value120 has a listener.
            globals.seats[name] = WaylandSeat(proxy: proxy(kite_wl_seat_interface(), 8), name: name, router: input)
        case "wl_output":
            let output = Output(proxy: proxy(kite_wl_output_interface(), 4), name: name)
            output.onChange = { [unowned self] in onOutputsChanged?() }
            globals.outputs[name] = output
        default:
            break
        }
    }
}
