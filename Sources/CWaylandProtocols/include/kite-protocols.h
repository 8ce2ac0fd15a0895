#pragma once
/* Umbrella header for the generated protocol glue, plus accessors for interface addresses.
 * Swift must not take `&xdg_wm_base_interface` itself: in release builds `withUnsafePointer` can hand out a pointer
 * to a temporary copy, and libwayland keeps that pointer inside the proxy. These functions return the real address. */
#include <wayland-client.h>
#include "xdg-shell-client-protocol.h"
#include "presentation-time-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"

const struct wl_interface *kite_wl_compositor_interface(void);
const struct wl_interface *kite_wl_output_interface(void);
const struct wl_interface *kite_wl_seat_interface(void);
const struct wl_interface *kite_wl_shm_interface(void);
const struct wl_interface *kite_xdg_wm_base_interface(void);
const struct wl_interface *kite_wp_presentation_interface(void);
const struct wl_interface *kite_wp_viewporter_interface(void);
const struct wl_interface *kite_wp_fractional_scale_manager_v1_interface(void);
const struct wl_interface *kite_zxdg_decoration_manager_v1_interface(void);

/* The interface name a registry global carries, for comparing with `wl_registry.global`'s string. */
const char *kite_interface_name(const struct wl_interface *interface);
