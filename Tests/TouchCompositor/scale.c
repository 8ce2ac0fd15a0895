/* wp_viewporter and wp_fractional_scale_manager_v1 (wayland-protocols' viewporter and fractional-scale-v1): the
 * compositor tells each surface its preferred scale in 120ths, at once and again whenever the script changes it
 * (as a surface moving to an output of another scale would see), and records the destination size each surface's
 * viewport maps its buffer to. Source rectangles are accepted and ignored: nothing is shown. */
#include <stdlib.h>

#include "fractional-scale-v1-server-protocol.h"
#include "touch-compositor.h"
#include "viewporter-server-protocol.h"

static void destroy(struct wl_client *client, struct wl_resource *resource) { wl_resource_destroy(resource); }

static void unlink_resource(struct wl_resource *resource) { wl_list_remove(wl_resource_get_link(resource)); }

/* The viewport's surface; NULL (after posting the protocol error) once the surface is gone. */
static struct surface *viewport_surface(struct wl_resource *resource) {
    struct surface *surface = wl_resource_get_user_data(resource);
    if (!surface) wl_resource_post_error(resource, WP_VIEWPORT_ERROR_NO_SURFACE, "the wl_surface is gone");
    return surface;
}

static void set_source(struct wl_client *client, struct wl_resource *resource, wl_fixed_t x, wl_fixed_t y,
    wl_fixed_t width, wl_fixed_t height) {
    viewport_surface(resource);
}

static void set_destination(struct wl_client *client, struct wl_resource *resource, int32_t width, int32_t height) {
    struct surface *surface = viewport_surface(resource);
    if (!surface) return;
    bool unset = width == -1 && height == -1;
    if (!unset && (width <= 0 || height <= 0)) {
        wl_resource_post_error(resource, WP_VIEWPORT_ERROR_BAD_VALUE, "destination %dx%d is not positive", width,
            height);
        return;
    }
    surface->pending_destination_width = width;
    surface->pending_destination_height = height;
}

static const struct wp_viewport_interface viewport_implementation = {
    .destroy = destroy, .set_source = set_source, .set_destination = set_destination};

/* The viewport object is gone: the surface's destination goes back to unset at its next commit. */
static void viewport_destroyed(struct wl_resource *resource) {
    struct surface *surface = wl_resource_get_user_data(resource);
    if (!surface) return;
    surface->viewport = NULL;
    surface->pending_destination_width = surface->pending_destination_height = -1;
}

void viewport_surface_destroyed(struct surface *surface) {
    if (surface->viewport) wl_resource_set_user_data(surface->viewport, NULL);
}

static void get_viewport(struct wl_client *client, struct wl_resource *resource, uint32_t id,
    struct wl_resource *surface_resource) {
    struct surface *surface = wl_resource_get_user_data(surface_resource);
    if (surface->viewport) {
        wl_resource_post_error(resource, WP_VIEWPORTER_ERROR_VIEWPORT_EXISTS, "the surface has a viewport");
        return;
    }
    struct wl_resource *viewport = wl_resource_create(client, &wp_viewport_interface, 1, id);
    if (!viewport) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(viewport, &viewport_implementation, surface, viewport_destroyed);
    surface->viewport = viewport;
}

static const struct wp_viewporter_interface viewporter_implementation = {
    .destroy = destroy, .get_viewport = get_viewport};

static void bind_viewporter(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *resource = wl_resource_create(client, &wp_viewporter_interface, 1, id);
    if (!resource) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(resource, &viewporter_implementation, data, NULL);
}

static const struct wp_fractional_scale_v1_interface fractional_scale_implementation = {.destroy = destroy};

static void get_fractional_scale(struct wl_client *client, struct wl_resource *resource, uint32_t id,
    struct wl_resource *surface) {
    struct server *server = wl_resource_get_user_data(resource);
    struct wl_resource *scale = wl_resource_create(client, &wp_fractional_scale_v1_interface, 1, id);
    if (!scale) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(scale, &fractional_scale_implementation, server, unlink_resource);
    wl_list_insert(&server->fractional_scales, wl_resource_get_link(scale));
    wp_fractional_scale_v1_send_preferred_scale(scale, server->fractional_scale_120);
}

static const struct wp_fractional_scale_manager_v1_interface manager_implementation = {
    .destroy = destroy, .get_fractional_scale = get_fractional_scale};

static void bind_manager(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *resource = wl_resource_create(client, &wp_fractional_scale_manager_v1_interface, 1, id);
    if (!resource) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(resource, &manager_implementation, data, NULL);
}

void scale_init(struct server *server) {
    wl_list_init(&server->fractional_scales);
    if (!server->fractional_scale_120) return;
    wl_global_create(server->display, &wp_viewporter_interface, 1, server, bind_viewporter);
    wl_global_create(server->display, &wp_fractional_scale_manager_v1_interface, 1, server, bind_manager);
}

void scale_set_preferred(struct server *server, uint32_t scale_120) {
    server->fractional_scale_120 = scale_120;
    struct wl_resource *scale;
    wl_resource_for_each(scale, &server->fractional_scales) wp_fractional_scale_v1_send_preferred_scale(scale, scale_120);
}
