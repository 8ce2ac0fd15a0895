/* xdg_wm_base with toplevels only: the configure / ack_configure handshake, fullscreen, close. The first toplevel
 * that is mapped (acked and committed with a buffer) becomes the target of the touch script. */
#include <stdlib.h>

#include "touch-compositor.h"

static void destroy(struct wl_client *client, struct wl_resource *resource) { wl_resource_destroy(resource); }

/* xdg_toplevel.configure then xdg_surface.configure: a size of 0 x 0 lets the client choose, except fullscreen,
 * which gets the output's logical size. The toplevel is always activated. */
static void send_configure(struct toplevel *toplevel) {
    struct server *server = toplevel->server;
    struct wl_array states;
    wl_array_init(&states);
    uint32_t *state = wl_array_add(&states, sizeof *state);
    if (state) *state = XDG_TOPLEVEL_STATE_ACTIVATED;
    int32_t width = 0, height = 0;
    if (toplevel->fullscreen) {
        state = wl_array_add(&states, sizeof *state);
        if (state) *state = XDG_TOPLEVEL_STATE_FULLSCREEN;
        width = server->output_width / server->output_scale;
        height = server->output_height / server->output_scale;
    }
    xdg_toplevel_send_configure(toplevel->resource, width, height, &states);
    wl_array_release(&states);
    toplevel->last_serial = next_serial(server);
    xdg_surface_send_configure(toplevel->xdg_surface, toplevel->last_serial);
}

void toplevel_send_close(struct toplevel *toplevel) {
    if (toplevel->resource) xdg_toplevel_send_close(toplevel->resource);
}

/* Called at every commit of a toplevel's surface. The first toplevel mapped becomes the target; the script starts
 * once it has committed `start_after_buffers` buffers (a nested compositor commits steadily only once a client of
 * its own is mapped and animating). */
void toplevel_committed(struct toplevel *toplevel, bool new_buffer) {
    struct server *server = toplevel->server;
    if (!toplevel->configured) {
        /* The initial commit (no buffer yet): answer with the first configure. */
        toplevel->configured = true;
        send_configure(toplevel);
        return;
    }
    if (!toplevel->acked || !toplevel->surface->has_content) return;
    if (!toplevel->mapped) {
        toplevel->mapped = true;
        if (!server->target && !server->script_started) server->target = toplevel;
    }
    toplevel->buffers += new_buffer;
    if (server->target != toplevel) return;
    if (server->script_started && new_buffer) script_buffer_committed(server);
    if (!server->script_started && toplevel->buffers >= server->start_after_buffers) {
        server->script_started = true;
        script_start(server);
    }
}

static void set_parent(struct wl_client *client, struct wl_resource *resource, struct wl_resource *parent) {}
static void set_string(struct wl_client *client, struct wl_resource *resource, const char *text) {}
static void show_window_menu(
    struct wl_client *client, struct wl_resource *resource, struct wl_resource *seat, uint32_t serial, int32_t x,
    int32_t y) {}
static void move(struct wl_client *client, struct wl_resource *resource, struct wl_resource *seat, uint32_t serial) {}
static void resize(
    struct wl_client *client, struct wl_resource *resource, struct wl_resource *seat, uint32_t serial,
    uint32_t edges) {}
static void set_size(struct wl_client *client, struct wl_resource *resource, int32_t width, int32_t height) {}
static void ignore(struct wl_client *client, struct wl_resource *resource) {}

static void set_fullscreen(struct wl_client *client, struct wl_resource *resource, struct wl_resource *output) {
    struct toplevel *toplevel = wl_resource_get_user_data(resource);
    if (!toplevel) return;
    toplevel->fullscreen = true;
    if (toplevel->configured) send_configure(toplevel);
}

static void unset_fullscreen(struct wl_client *client, struct wl_resource *resource) {
    struct toplevel *toplevel = wl_resource_get_user_data(resource);
    if (!toplevel) return;
    toplevel->fullscreen = false;
    if (toplevel->configured) send_configure(toplevel);
}

static const struct xdg_toplevel_interface toplevel_implementation = {
    .destroy = destroy,
    .set_parent = set_parent,
    .set_title = set_string,
    .set_app_id = set_string,
    .show_window_menu = show_window_menu,
    .move = move,
    .resize = resize,
    .set_max_size = set_size,
    .set_min_size = set_size,
    .set_maximized = ignore,
    .unset_maximized = ignore,
    .set_fullscreen = set_fullscreen,
    .unset_fullscreen = unset_fullscreen,
    .set_minimized = ignore,
};

/* The role object is gone: the surface stops being a toplevel and no longer receives the script. */
static void toplevel_destroyed(struct wl_resource *resource) {
    struct toplevel *toplevel = wl_resource_get_user_data(resource);
    if (!toplevel) return; /* its xdg_surface went first (a client disconnecting) */
    if (toplevel->server->target == toplevel) toplevel->server->target = NULL;
    toplevel->resource = NULL;
    toplevel->mapped = false;
}

static void get_toplevel(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct toplevel *toplevel = wl_resource_get_user_data(resource);
    if (!toplevel->surface) {
        wl_resource_post_error(resource, XDG_WM_BASE_ERROR_DEFUNCT_SURFACES, "the wl_surface is gone");
        return;
    }
    if (toplevel->resource) {
        wl_resource_post_error(resource, XDG_SURFACE_ERROR_ALREADY_CONSTRUCTED, "the surface already has a role");
        return;
    }
    toplevel->resource = wl_resource_create(client, &xdg_toplevel_interface, wl_resource_get_version(resource), id);
    if (!toplevel->resource) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(toplevel->resource, &toplevel_implementation, toplevel, toplevel_destroyed);
}

static void get_popup(
    struct wl_client *client, struct wl_resource *resource, uint32_t id, struct wl_resource *parent,
    struct wl_resource *positioner) {
    wl_resource_post_error(resource, XDG_SURFACE_ERROR_NOT_CONSTRUCTED, "this test compositor has no popups");
}

static void set_window_geometry(
    struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y, int32_t width, int32_t height) {}

static void ack_configure(struct wl_client *client, struct wl_resource *resource, uint32_t serial) {
    struct toplevel *toplevel = wl_resource_get_user_data(resource);
    if (serial == toplevel->last_serial) toplevel->acked = true;
}

static const struct xdg_surface_interface xdg_surface_implementation = {
    .destroy = destroy,
    .get_toplevel = get_toplevel,
    .get_popup = get_popup,
    .set_window_geometry = set_window_geometry,
    .ack_configure = ack_configure,
};

static void xdg_surface_destroyed(struct wl_resource *resource) {
    struct toplevel *toplevel = wl_resource_get_user_data(resource);
    struct wl_resource *role = toplevel->resource;
    if (role) {
        toplevel_destroyed(role);
        wl_resource_set_user_data(role, NULL);
    }
    if (toplevel->surface) toplevel->surface->toplevel = NULL;
    free(toplevel);
}

static void create_positioner(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    wl_resource_post_error(resource, XDG_WM_BASE_ERROR_INVALID_POSITIONER, "this test compositor has no popups");
}

static void get_xdg_surface(
    struct wl_client *client, struct wl_resource *resource, uint32_t id, struct wl_resource *surface_resource) {
    struct surface *surface = wl_resource_get_user_data(surface_resource);
    if (surface->toplevel) {
        wl_resource_post_error(resource, XDG_WM_BASE_ERROR_ROLE, "the surface already has an xdg_surface");
        return;
    }
    struct toplevel *toplevel = calloc(1, sizeof *toplevel);
    if (!toplevel) return wl_client_post_no_memory(client);
    toplevel->server = wl_resource_get_user_data(resource);
    toplevel->surface = surface;
    toplevel->xdg_surface =
        wl_resource_create(client, &xdg_surface_interface, wl_resource_get_version(resource), id);
    if (!toplevel->xdg_surface) return free(toplevel), wl_client_post_no_memory(client);
    wl_resource_set_implementation(
        toplevel->xdg_surface, &xdg_surface_implementation, toplevel, xdg_surface_destroyed);
    surface->toplevel = toplevel;
}

static void pong(struct wl_client *client, struct wl_resource *resource, uint32_t serial) {}

static const struct xdg_wm_base_interface wm_base_implementation = {
    .destroy = destroy,
    .create_positioner = create_positioner,
    .get_xdg_surface = get_xdg_surface,
    .pong = pong,
};

static void bind_wm_base(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *resource = wl_resource_create(client, &xdg_wm_base_interface, (int)version, id);
    if (!resource) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(resource, &wm_base_implementation, data, NULL);
}

void xdg_shell_init(struct server *server) {
    /* Version 3: configure_bounds (4) and wm_capabilities (5) are optional; clients bind what is offered. */
    wl_global_create(server->display, &xdg_wm_base_interface, 3, server, bind_wm_base);
}
