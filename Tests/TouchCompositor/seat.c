/* A wl_seat with touch (which `unplug` and `plug` take away and bring back) and, with --pointer, a pointer. Script
 * steps go to every wl_touch or wl_pointer of the client that owns the target surface. */
#include "touch-compositor.h"

/* linux/input-event-codes.h: BTN_LEFT. */
static const uint32_t button_left = 0x110;

static void release(struct wl_client *client, struct wl_resource *resource) { wl_resource_destroy(resource); }

static const struct wl_touch_interface touch_implementation = {.release = release};

static void unlink_resource(struct wl_resource *resource) { wl_list_remove(wl_resource_get_link(resource)); }

static void get_touch(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct server *server = wl_resource_get_user_data(resource);
    struct wl_resource *touch = wl_resource_create(client, &wl_touch_interface, wl_resource_get_version(resource), id);
    if (!touch) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(touch, &touch_implementation, server, unlink_resource);
    wl_list_insert(&server->touches, wl_resource_get_link(touch));
    server->touches_bound++;
    script_touch_bound(server);
}

/* wl_seat.get_pointer and get_keyboard: this seat never had those capabilities. */
static void missing_capability(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    wl_resource_post_error(resource, WL_SEAT_ERROR_MISSING_CAPABILITY, "this seat has no such device");
}

/* wl_pointer.set_cursor: nothing is shown, so the cursor is accepted and ignored. */
static void set_cursor(struct wl_client *client, struct wl_resource *resource, uint32_t serial,
    struct wl_resource *surface, int32_t hotspot_x, int32_t hotspot_y) {}

static const struct wl_pointer_interface pointer_implementation = {.set_cursor = set_cursor, .release = release};

static void get_pointer(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct server *server = wl_resource_get_user_data(resource);
    if (!server->has_pointer) return missing_capability(client, resource, id);
    struct wl_resource *pointer =
        wl_resource_create(client, &wl_pointer_interface, wl_resource_get_version(resource), id);
    if (!pointer) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(pointer, &pointer_implementation, server, unlink_resource);
    wl_list_insert(&server->pointers, wl_resource_get_link(pointer));
}

static const struct wl_seat_interface seat_implementation = {
    .get_pointer = get_pointer,
    .get_keyboard = missing_capability,
    .get_touch = get_touch,
    .release = release,
};

static uint32_t capabilities(const struct server *server) {
    return (server->touch_plugged ? WL_SEAT_CAPABILITY_TOUCH : 0) | (server->has_pointer ? WL_SEAT_CAPABILITY_POINTER : 0);
}

static void bind_seat(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct server *server = data;
    struct wl_resource *resource = wl_resource_create(client, &wl_seat_interface, (int)version, id);
    if (!resource) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(resource, &seat_implementation, data, unlink_resource);
    wl_list_insert(&server->seats, wl_resource_get_link(resource));
    wl_seat_send_capabilities(resource, capabilities(server));
    if (version >= WL_SEAT_NAME_SINCE_VERSION) wl_seat_send_name(resource, "touch");
}

/* wl_seat.capabilities to every bound seat; a client then releases its wl_touch (unplug) or asks for one (plug). */
void seat_set_touch(struct server *server, bool plugged) {
    server->touch_plugged = plugged;
    if (plugged) server->touches_bound_at_plug = server->touches_bound;
    struct wl_resource *seat;
    wl_resource_for_each(seat, &server->seats) wl_seat_send_capabilities(seat, capabilities(server));
}

void seat_init(struct server *server) {
    wl_list_init(&server->touches);
    wl_list_init(&server->pointers);
    wl_list_init(&server->seats);
    server->touch_plugged = true;
    wl_global_create(server->display, &wl_seat_interface, 7, server, bind_seat);
}

/* Sends one step as the matching wl_touch event; its protocol time is the step's script time. */
static void send_step(struct server *server, struct wl_resource *touch, struct wl_resource *surface,
    const struct step *step) {
    wl_fixed_t x = wl_fixed_from_double(step->x), y = wl_fixed_from_double(step->y);
    switch (step->verb) {
    case STEP_DOWN:
        wl_touch_send_down(touch, next_serial(server), step->time_ms, surface, step->id, x, y);
        break;
    case STEP_MOTION:
        wl_touch_send_motion(touch, step->time_ms, step->id, x, y);
        break;
    case STEP_UP:
        wl_touch_send_up(touch, next_serial(server), step->time_ms, step->id);
        break;
    case STEP_FRAME:
        wl_touch_send_frame(touch);
        break;
    case STEP_CANCEL:
        wl_touch_send_cancel(touch);
        break;
    case STEP_CLOSE:
    case STEP_UNPLUG:
    case STEP_PLUG:
    case STEP_SCALE:
    case STEP_POINT:
    case STEP_PRESS:
    case STEP_RELEASE:
    case STEP_AWAIT:
    case STEP_AWAIT_TOUCH:
    case STEP_AWAIT_IDLE:
        break; /* not wl_touch events: the player handles them */
    }
}

/* Sends one pointer step, then wl_pointer.frame (version 5 and later): the first `point` enters the surface, later
 * ones move; `press` and `release` are the left button. */
static void send_pointer_step(struct server *server, struct wl_resource *pointer, struct wl_resource *surface,
    const struct step *step, bool entered) {
    wl_fixed_t x = wl_fixed_from_double(step->x), y = wl_fixed_from_double(step->y);
    if (step->verb == STEP_POINT && !entered) wl_pointer_send_enter(pointer, next_serial(server), surface, x, y);
    else if (step->verb == STEP_POINT) wl_pointer_send_motion(pointer, step->time_ms, x, y);
    else
        wl_pointer_send_button(pointer, next_serial(server), step->time_ms, button_left,
            step->verb == STEP_PRESS ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
    if (wl_resource_get_version(pointer) >= WL_POINTER_FRAME_SINCE_VERSION) wl_pointer_send_frame(pointer);
}

void seat_play(struct server *server, const struct step *step) {
    if (!server->target || !server->target->surface) return;
    struct wl_resource *surface = server->target->surface->resource;
    struct wl_client *client = wl_resource_get_client(surface);
    if (step->verb == STEP_POINT || step->verb == STEP_PRESS || step->verb == STEP_RELEASE) {
        struct wl_resource *pointer;
        wl_resource_for_each(pointer, &server->pointers) {
            if (wl_resource_get_client(pointer) == client)
                send_pointer_step(server, pointer, surface, step, server->pointer_entered);
        }
        if (step->verb == STEP_POINT) server->pointer_entered = true;
        return;
    }
    struct wl_resource *touch;
    wl_resource_for_each(touch, &server->touches) {
        if (wl_resource_get_client(touch) == client) send_step(server, touch, surface, step);
    }
}
