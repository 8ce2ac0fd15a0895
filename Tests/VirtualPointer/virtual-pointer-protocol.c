/* Interface descriptions of wlroots' virtual pointer protocol (wlr-virtual-pointer-unstable-v1, version 1), written
 * by hand from its published specification: the two interfaces and their requests in protocol order, which is all
 * a client needs to send them. Debian 12 packages no XML for it to run wayland-scanner on. */
#include <stddef.h>
#include <wayland-client-protocol.h>

#include "virtual-pointer.h"

static const struct wl_interface *create_types[] = {&wl_seat_interface, &zwlr_virtual_pointer_v1_interface};

static const struct wl_message manager_requests[] = {
    {"create_virtual_pointer", "?on", create_types},
    {"destroy", "", NULL},
};

const struct wl_interface zwlr_virtual_pointer_manager_v1_interface = {
    "zwlr_virtual_pointer_manager_v1", 1, 2, manager_requests, 0, NULL,
};

static const struct wl_interface *no_types[] = {NULL, NULL, NULL, NULL, NULL};

static const struct wl_message pointer_requests[] = {
    {"motion", "uff", no_types},
    {"motion_absolute", "uuuuu", no_types},
    {"button", "uuu", no_types},
    {"axis", "uuf", no_types},
    {"frame", "", no_types},
    {"axis_source", "u", no_types},
    {"axis_stop", "uu", no_types},
    {"axis_discrete", "uufi", no_types},
    {"destroy", "", no_types},
};

const struct wl_interface zwlr_virtual_pointer_v1_interface = {
    "zwlr_virtual_pointer_v1", 1, 9, pointer_requests, 0, NULL,
};
