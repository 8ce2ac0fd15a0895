#include "kite-protocols.h"

const struct wl_interface *kite_wl_compositor_interface(void) { return &wl_compositor_interface; }
const struct wl_interface *kite_wl_output_interface(void) { return &wl_output_interface; }
const struct wl_interface *kite_wl_seat_interface(void) { return &wl_seat_interface; }
const struct wl_interface *kite_wl_shm_interface(void) { return &wl_shm_interface; }
const struct wl_interface *kite_xdg_wm_base_interface(void) { return &xdg_wm_base_interface; }
const struct wl_interface *kite_wp_presentation_interface(void) { return &wp_presentation_interface; }
const struct wl_interface *kite_wp_viewporter_interface(void) { return &wp_viewporter_interface; }
const struct wl_interface *kite_wp_fractional_scale_manager_v1_interface(void) {
    return &wp_fractional_scale_manager_v1_interface;
}
const struct wl_interface *kite_zxdg_decoration_manager_v1_interface(void) {
    return &zxdg_decoration_manager_v1_interface;
}
const char *kite_interface_name(const struct wl_interface *interface) { return interface->name; }
