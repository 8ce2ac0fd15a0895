/* One wl_output: a mode in device pixels and an integer scale, both from the command line. */
#include "touch-compositor.h"

static void release(struct wl_client *client, struct wl_resource *resource) { wl_resource_destroy(resource); }

static const struct wl_output_interface output_implementation = {.release = release};

static void unlink_output(struct wl_resource *resource) { wl_list_remove(wl_resource_get_link(resource)); }

static void bind_output(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct server *server = data;
    struct wl_resource *resource = wl_resource_create(client, &wl_output_interface, (int)version, id);
    if (!resource) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(resource, &output_implementation, server, unlink_output);
    wl_list_insert(&server->outputs, wl_resource_get_link(resource));
    /* Physical size for a nominal 0.25 mm pixel; nothing in Kite reads it. */
    wl_output_send_geometry(
        resource, 0, 0, server->output_width / 4, server->output_height / 4,
        WL_OUTPUT_SUBPIXEL_UNKNOWN, "Kite", "touch-compositor", WL_OUTPUT_TRANSFORM_NORMAL);
    wl_output_send_mode(
        resource, WL_OUTPUT_MODE_CURRENT | WL_OUTPUT_MODE_PREFERRED, server->output_width, server->output_height,
        60000);
    if (version >= WL_OUTPUT_SCALE_SINCE_VERSION) wl_output_send_scale(resource, server->output_scale);
    if (version >= WL_OUTPUT_NAME_SINCE_VERSION) wl_output_send_name(resource, "TOUCH-1");
    if (version >= WL_OUTPUT_DESCRIPTION_SINCE_VERSION) wl_output_send_description(resource, "scripted touch output");
    if (version >= WL_OUTPUT_DONE_SINCE_VERSION) wl_output_send_done(resource);
}

void output_init(struct server *server) {
    wl_list_init(&server->outputs);
    wl_global_create(server->display, &wl_output_interface, 4, server, bind_output);
}
