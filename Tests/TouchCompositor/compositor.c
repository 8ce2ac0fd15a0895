/* wl_compositor, wl_surface and wl_region. Nothing is drawn: a committed wl_shm buffer is inspected and released at
 * once (as a compositor does after copying it), and frame callbacks fire on a 60 Hz tick. */
#include <stdlib.h>
#include <time.h>

#include "touch-compositor.h"

/* How often frame callbacks are answered, in milliseconds (a 60 Hz display). */
static const int tick_ms = 16;

static uint32_t now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static int tick(void *data) {
    struct server *server = data;
    struct wl_resource *callback, *next;
    uint32_t time = now_ms();
    wl_resource_for_each_safe(callback, next, &server->frame_callbacks) {
        wl_callback_send_done(callback, time);
        wl_resource_destroy(callback);
    }
    wl_event_source_timer_update(server->tick, tick_ms);
    return 0;
}

void frame_tick_start(struct server *server) {
    server->tick = wl_event_loop_add_timer(server->loop, tick, server);
    wl_event_source_timer_update(server->tick, tick_ms);
}

static void remove_link(struct wl_resource *resource) { wl_list_remove(wl_resource_get_link(resource)); }

static void destroy(struct wl_client *client, struct wl_resource *resource) { wl_resource_destroy(resource); }

/* Whether any pixel of the buffer differs from its first one: a client that renders shows more than one colour. */
static bool holds_image(struct wl_shm_buffer *buffer) {
    int32_t width = wl_shm_buffer_get_width(buffer), height = wl_shm_buffer_get_height(buffer);
    int32_t stride = wl_shm_buffer_get_stride(buffer);
    bool found = false;
    wl_shm_buffer_begin_access(buffer);
    const uint8_t *data = wl_shm_buffer_get_data(buffer);
    uint32_t first = *(const uint32_t *)data;
    for (int32_t y = 0; y < height && !found; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * (size_t)stride);
        for (int32_t x = 0; x < width && !found; x++) found = row[x] != first;
    }
    wl_shm_buffer_end_access(buffer);
    return found;
}

static void present(struct surface *surface, struct wl_resource *buffer_resource) {
    struct server *server = surface->server;
    struct wl_shm_buffer *buffer = wl_shm_buffer_get(buffer_resource);
    /* Statistics are the windows': a cursor surface's buffers do not count. */
    if (buffer && surface->toplevel) {
        server->buffers_committed++;
        server->buffers_with_image += holds_image(buffer);
        server->last_width = wl_shm_buffer_get_width(buffer);
        server->last_height = wl_shm_buffer_get_height(buffer);
        server->last_scale = surface->scale;
        server->last_destination_width = surface->destination_width;
        server->last_destination_height = surface->destination_height;
    }
    wl_buffer_send_release(buffer_resource);
}

static void set_pending_buffer(struct surface *surface, struct wl_resource *buffer) {
    if (surface->pending_buffer) wl_list_remove(&surface->pending_buffer_destroyed.link);
    surface->pending_buffer = buffer;
    if (buffer) wl_resource_add_destroy_listener(buffer, &surface->pending_buffer_destroyed);
}

/* wl_buffer.destroy before the commit: the attach now commits no buffer. */
static void pending_buffer_destroyed(struct wl_listener *listener, void *data) {
    struct surface *surface = wl_container_of(listener, surface, pending_buffer_destroyed);
    wl_list_remove(&listener->link);
    surface->pending_buffer = NULL;
}

static void surface_attach(
    struct wl_client *client, struct wl_resource *resource, struct wl_resource *buffer, int32_t x, int32_t y) {
    struct surface *surface = wl_resource_get_user_data(resource);
    set_pending_buffer(surface, buffer);
    surface->has_pending_buffer = true;
}

static void surface_damage(
    struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y, int32_t width, int32_t height) {}

static void surface_frame(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct surface *surface = wl_resource_get_user_data(resource);
    struct wl_resource *callback = wl_resource_create(client, &wl_callback_interface, 1, id);
    if (!callback) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(callback, NULL, NULL, remove_link);
    wl_list_insert(surface->pending_frames.prev, wl_resource_get_link(callback));
}

static void surface_set_region(struct wl_client *client, struct wl_resource *resource, struct wl_resource *region) {}

/* wl_surface.commit: the pending state becomes current; a new buffer is "shown" and its frame callbacks queued. */
static void surface_commit(struct wl_client *client, struct wl_resource *resource) {
    struct surface *surface = wl_resource_get_user_data(resource);
    surface->scale = surface->pending_scale;
    surface->destination_width = surface->pending_destination_width;
    surface->destination_height = surface->pending_destination_height;
    bool new_buffer = surface->has_pending_buffer && surface->pending_buffer;
    if (surface->has_pending_buffer) {
        surface->has_content = surface->pending_buffer != NULL;
        if (surface->pending_buffer) present(surface, surface->pending_buffer);
        set_pending_buffer(surface, NULL);
        surface->has_pending_buffer = false;
    }
    /* A client drawing on demand asks for the next frame only while something still moves (see `await-idle`). */
    surface->commit_asked_frame = !wl_list_empty(&surface->pending_frames);
    wl_list_insert_list(surface->server->frame_callbacks.prev, &surface->pending_frames);
    wl_list_init(&surface->pending_frames);
    if (surface->has_content) surface_send_enter(surface);
    if (surface->toplevel && surface->toplevel->resource) toplevel_committed(surface->toplevel, new_buffer);
}

static void surface_set_buffer_transform(struct wl_client *client, struct wl_resource *resource, int32_t transform) {}

static void surface_set_buffer_scale(struct wl_client *client, struct wl_resource *resource, int32_t scale) {
    if (scale < 1) {
        wl_resource_post_error(resource, WL_SURFACE_ERROR_INVALID_SCALE, "buffer scale %d is not positive", scale);
        return;
    }
    ((struct surface *)wl_resource_get_user_data(resource))->pending_scale = scale;
}

static void surface_damage_buffer(
    struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y, int32_t width, int32_t height) {}

static const struct wl_surface_interface surface_implementation = {
    .destroy = destroy,
    .attach = surface_attach,
    .damage = surface_damage,
    .frame = surface_frame,
    .set_opaque_region = surface_set_region,
    .set_input_region = surface_set_region,
    .commit = surface_commit,
    .set_buffer_transform = surface_set_buffer_transform,
    .set_buffer_scale = surface_set_buffer_scale,
    .damage_buffer = surface_damage_buffer,
};

static void surface_destroyed(struct wl_resource *resource) {
    struct surface *surface = wl_resource_get_user_data(resource);
    struct wl_resource *callback, *next;
    wl_resource_for_each_safe(callback, next, &surface->pending_frames) wl_resource_destroy(callback);
    set_pending_buffer(surface, NULL);
    viewport_surface_destroyed(surface);
    if (surface->toplevel) {
        if (surface->server->target == surface->toplevel) surface->server->target = NULL;
        surface->toplevel->surface = NULL;
    }
    free(surface);
}

/* wl_surface.enter for each of the client's outputs, once, when the surface first shows content. */
void surface_send_enter(struct surface *surface) {
    if (surface->entered_output) return;
    surface->entered_output = true;
    struct wl_client *client = wl_resource_get_client(surface->resource);
    struct wl_resource *output;
    wl_resource_for_each(output, &surface->server->outputs) {
        if (wl_resource_get_client(output) == client) wl_surface_send_enter(surface->resource, output);
    }
}

static void create_surface(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct surface *surface = calloc(1, sizeof *surface);
    if (!surface) return wl_client_post_no_memory(client);
    surface->resource = wl_resource_create(client, &wl_surface_interface, wl_resource_get_version(resource), id);
    if (!surface->resource) return free(surface), wl_client_post_no_memory(client);
    surface->server = wl_resource_get_user_data(resource);
    surface->pending_scale = surface->scale = 1;
    surface->pending_destination_width = surface->pending_destination_height = -1;
    surface->destination_width = surface->destination_height = -1;
    surface->pending_buffer_destroyed.notify = pending_buffer_destroyed;
    wl_list_init(&surface->pending_frames);
    wl_resource_set_implementation(surface->resource, &surface_implementation, surface, surface_destroyed);
}

static void region_add(
    struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y, int32_t width, int32_t height) {}

static const struct wl_region_interface region_implementation = {
    .destroy = destroy, .add = region_add, .subtract = region_add};

static void create_region(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct wl_resource *region = wl_resource_create(client, &wl_region_interface, 1, id);
    if (!region) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(region, &region_implementation, NULL, NULL);
}

static const struct wl_compositor_interface compositor_implementation = {
    .create_surface = create_surface, .create_region = create_region};

static void bind_compositor(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *resource = wl_resource_create(client, &wl_compositor_interface, (int)version, id);
    if (!resource) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(resource, &compositor_implementation, data, NULL);
}

void compositor_init(struct server *server) {
    wl_list_init(&server->frame_callbacks);
    wl_global_create(server->display, &wl_compositor_interface, 4, server, bind_compositor);
    wl_display_init_shm(server->display);
}
