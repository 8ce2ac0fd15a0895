/* kite-virtual-pointer --extent WxH
 * A persistent virtual pointer for Kite's end-to-end tests on wlroots compositors (sway): it connects to
 * $WAYLAND_DISPLAY, creates a pointer through zwlr_virtual_pointer_manager_v1 on the default seat (which gives the
 * seat a pointer for as long as it lives), prints `ready`, then reads one command a line on standard input:
 *   move X Y   absolute motion to (X, Y) in the output layout, of an extent of W x H (the output's logical size)
 *   down       left button pressed
 *   up         left button released
 *   quit       destroys the pointer and exits 0
 * Each command is one pointer frame; `ok` is printed once the compositor has processed it (a round trip). Exits 1
 * with a message when the compositor lacks the protocol or goes away, 2 for bad arguments or commands. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>

#include "virtual-pointer.h"

/* linux/input-event-codes.h: BTN_LEFT. */
static const uint32_t button_left = 0x110;

struct client {
    struct wl_proxy *manager;
};

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    struct client *client = data;
    if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
        client->manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
    }
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {}

static const struct wl_registry_listener registry_listener = {.global = global, .global_remove = global_remove};

static uint32_t now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static int fail(const char *reason, int status) {
    fprintf(stderr, "kite-virtual-pointer: %s\n", reason);
    return status;
}

int main(int argc, char **argv) {
    unsigned width = 0, height = 0;
    if (argc != 3 || strcmp(argv[1], "--extent") != 0 || sscanf(argv[2], "%ux%u", &width, &height) != 2 || !width ||
        !height)
        return fail("usage: kite-virtual-pointer --extent WxH", 2);
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) return fail("cannot connect to $WAYLAND_DISPLAY", 1);
    struct client client = {0};
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, &client);
    wl_display_roundtrip(display);
    if (!client.manager) return fail("the compositor offers no zwlr_virtual_pointer_manager_v1", 1);
    /* A null seat: the compositor's default seat. */
    struct wl_proxy *pointer = wl_proxy_marshal_constructor(
        client.manager, VIRTUAL_POINTER_MANAGER_CREATE, &zwlr_virtual_pointer_v1_interface, NULL, NULL);
    if (wl_display_roundtrip(display) < 0) return fail("the compositor refused the virtual pointer", 1);
    printf("ready\n");
    fflush(stdout);
    char line[128];
    while (fgets(line, sizeof line, stdin)) {
        double x, y;
        if (sscanf(line, "move %lf %lf", &x, &y) == 2) {
            if (x < 0 || y < 0 || x > width || y > height) return fail("move: the point lies outside the extent", 2);
            /* Absolute positions are whole units of the extent: use 1/16 point steps for sub-point precision. */
            wl_proxy_marshal(pointer, VIRTUAL_POINTER_MOTION_ABSOLUTE, now_ms(), (uint32_t)(x * 16 + 0.5),
                (uint32_t)(y * 16 + 0.5), width * 16, height * 16);
        } else if (strcmp(line, "down\n") == 0 || strcmp(line, "up\n") == 0) {
            wl_proxy_marshal(pointer, VIRTUAL_POINTER_BUTTON, now_ms(), button_left, line[0] == 'd' ? 1u : 0u);
        } else if (strcmp(line, "quit\n") == 0) {
            break;
        } else {
            return fail("unknown command (move X Y, down, up, quit)", 2);
        }
        wl_proxy_marshal(pointer, VIRTUAL_POINTER_FRAME);
        if (wl_display_roundtrip(display) < 0) return fail("lost the compositor", 1);
        printf("ok\n");
        fflush(stdout);
    }
    wl_proxy_marshal(pointer, VIRTUAL_POINTER_DESTROY);
    wl_proxy_destroy(pointer);
    wl_proxy_marshal(client.manager, VIRTUAL_POINTER_MANAGER_DESTROY);
    wl_proxy_destroy(client.manager);
    wl_display_roundtrip(display);
    wl_display_disconnect(display);
    return 0;
}
