#pragma once
/* kite-virtual-pointer: the requests of wlroots' virtual pointer protocol that the test client sends. */
#include <wayland-client-core.h>

extern const struct wl_interface zwlr_virtual_pointer_manager_v1_interface;
extern const struct wl_interface zwlr_virtual_pointer_v1_interface;

/* Request opcodes, in the protocol's order. */
enum {
    VIRTUAL_POINTER_MANAGER_CREATE = 0,
    VIRTUAL_POINTER_MANAGER_DESTROY = 1,
    VIRTUAL_POINTER_MOTION_ABSOLUTE = 1,
    VIRTUAL_POINTER_BUTTON = 2,
    VIRTUAL_POINTER_FRAME = 4,
    VIRTUAL_POINTER_DESTROY = 8,
};
