#pragma once
/* kite-touch-compositor: a small Wayland compositor on libwayland-server for Kite's end-to-end tests. It offers
 * wl_compositor, wl_shm, xdg_wm_base, one wl_output with a chosen scale, a wl_seat with touch only, and, when asked
 * for a fractional scale, wp_viewporter and wp_fractional_scale_manager_v1; it plays a scripted touch sequence (and
 * preferred-scale changes) to the first mapped toplevel. It shows nothing: committed buffers are inspected (size,
 * whether they hold an image) and released at once, and frame callbacks fire on a 60 Hz timer. */
#include <stdbool.h>
#include <stdint.h>
#include <wayland-server-core.h>
#include <wayland-server-protocol.h>

#include "xdg-shell-server-protocol.h"

/* One scripted action, `TIME-MS VERB ARGS` in the script file. */
enum step_verb {
    STEP_DOWN, STEP_MOTION, STEP_UP, STEP_FRAME, STEP_CANCEL, STEP_CLOSE, STEP_UNPLUG, STEP_PLUG, STEP_SCALE,
    STEP_POINT, STEP_PRESS, STEP_RELEASE, STEP_AWAIT, STEP_AWAIT_TOUCH, STEP_AWAIT_IDLE
};

struct step {
    uint32_t time_ms; /* after the script starts; also sent as the event's protocol time */
    enum step_verb verb;
    int32_t id;      /* touch point id (down, motion, up) */
    double x, y;     /* surface-local logical pixels (down, motion, point) */
    uint32_t scale_120; /* the new preferred scale in 120ths (scale) */
    int32_t count, width, height; /* buffers of width x height device pixels to wait for (await) */
};

struct script {
    struct step *steps;
    int count;
};

struct surface {
    struct wl_resource *resource;
    struct server *server;
    struct wl_resource *pending_buffer;
    struct wl_listener pending_buffer_destroyed; /* linked while pending_buffer is set */
    bool has_pending_buffer;                     /* an attach happened since the last commit (possibly of NULL) */
    int32_t pending_scale, scale;
    struct wl_list pending_frames; /* wl_callback resources requested before the next commit */
    bool commit_asked_frame;       /* the last commit came with a wl_surface.frame request */
    bool has_content;              /* the last commit kept a buffer */
    struct wl_resource *viewport;  /* its wp_viewport, if any */
    /* wp_viewport.set_destination, pending and committed; -1 x -1 when unset. */
    int32_t pending_destination_width, pending_destination_height, destination_width, destination_height;
    bool entered_output;
    struct toplevel *toplevel; /* its xdg_surface (and role), if any */
};

/* An xdg_surface and, once the client asks for it, its xdg_toplevel role (`resource`). Owned by the xdg_surface. */
struct toplevel {
    struct server *server;
    struct wl_resource *xdg_surface, *resource;
    struct surface *surface; /* NULL once the wl_surface is destroyed */
    uint32_t last_serial;    /* of the last xdg_surface.configure */
    bool configured, acked, mapped, fullscreen;
    int buffers; /* committed since it was mapped */
};

struct server {
    struct wl_display *display;
    struct wl_event_loop *loop;
    int32_t output_scale;
    int32_t output_width, output_height; /* mode, in device pixels */
    struct wl_list frame_callbacks; /* committed wl_callback resources, done at the next tick */
    struct wl_list touches;         /* wl_touch resources */
    bool has_pointer;               /* the seat also has a pointer (--pointer), which `point`, `press` and
                                       `release` steps drive */
    struct wl_list pointers;        /* wl_pointer resources */
    bool pointer_entered;           /* wl_pointer.enter has been sent to the target */
    struct wl_list seats;           /* wl_seat resources, told when touch goes away and comes back */
    bool touch_plugged;             /* the seat's capabilities include touch (false after `unplug`) */
    int touches_bound;              /* wl_seat.get_touch requests so far (every client's) */
    int touches_bound_at_plug;      /* touches_bound when the last `plug` was played */
    struct wl_list outputs;         /* wl_output resources */
    uint32_t fractional_scale_120;  /* preferred scale in 120ths; 0: no viewporter or fractional scale offered */
    struct wl_list fractional_scales; /* wp_fractional_scale_v1 resources, told when the scale changes */
    struct wl_event_source *tick, *player, *deadline;
    struct script script;
    int start_after_buffers; /* the script starts once the target has committed this many buffers */
    bool script_started;
    int next_step;
    int buffers_at_last_step; /* the target's buffer count when the last touch step was played */
    bool close_waiting;       /* a `close` is due but the client has not caught up yet */
    int awaited_buffers;      /* while an `await` is due: matching buffers still to come; 0 otherwise */
    bool awaiting_touch;      /* an `await-touch` is due and the client has not bound its new wl_touch yet */
    bool awaiting_idle;       /* an `await-idle` is due and the client has not committed an idle buffer yet */
    struct toplevel *target; /* the first mapped toplevel; touch goes there */
    uint32_t serial;
    /* Statistics printed at exit: committed buffers, the last one's size and scale, and how many held an image
     * (some pixel differs from the first one). */
    int buffers_committed, buffers_with_image, last_width, last_height, last_scale;
    int last_destination_width, last_destination_height; /* the viewport destination then; -1 when unset */
    int exit_status;
};

uint32_t next_serial(struct server *server);

int script_load(const char *path, struct script *script);
void script_start(struct server *server);
/* The target committed a buffer: plays the steps an `await` or `await-idle` held back, or a `close` that waited for
 * the client to catch up. */
void script_buffer_committed(struct server *server);
/* The target's client bound a wl_touch: plays the steps an `await-touch` held back. */
void script_touch_bound(struct server *server);

void compositor_init(struct server *server);
void surface_send_enter(struct surface *surface);
void frame_tick_start(struct server *server);

void xdg_shell_init(struct server *server);
void toplevel_send_close(struct toplevel *toplevel);
void toplevel_committed(struct toplevel *toplevel, bool new_buffer);

void output_init(struct server *server);

/* wp_viewporter and wp_fractional_scale_manager_v1, offered when server->fractional_scale_120 is set. */
void scale_init(struct server *server);
/* Sends wp_fractional_scale_v1.preferred_scale(scale_120) to every fractional-scale object. */
void scale_set_preferred(struct server *server, uint32_t scale_120);
void viewport_surface_destroyed(struct surface *surface);

void seat_init(struct server *server);
void seat_play(struct server *server, const struct step *step);
void seat_set_touch(struct server *server, bool plugged);
