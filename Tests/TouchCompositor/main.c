/* kite-touch-compositor --socket NAME --script FILE [--scale N] [--fractional-scale N120] [--pointer yes]
 *                       [--size WxH] [--start-after BUFFERS] [--timeout SECONDS]
 * Listens on $XDG_RUNTIME_DIR/NAME, plays FILE to the first mapped toplevel (its times counting from that surface's
 * BUFFERS-th committed buffer, default 1: the mapping), and exits once every client has
 * disconnected: status 0 when the whole script was played, 1 when a client left before, 2 for bad arguments or an
 * unreadable script, 3 when the timeout passed first. Prints one line of statistics on standard output at exit.
 * --fractional-scale offers wp_viewporter and wp_fractional_scale_manager_v1 with that preferred scale in 120ths
 * (150 is 1.25); without it neither is offered. --pointer yes gives the seat a pointer for the script's `point`,
 * `press` and `release` steps. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "touch-compositor.h"

struct options {
    const char *socket, *script;
    int scale, fractional_scale_120, width, height, start_after, timeout_seconds;
    bool pointer;
};

uint32_t next_serial(struct server *server) { return ++server->serial; }

static int usage(const char *reason) {
    fprintf(stderr,
        "kite-touch-compositor: %s\n"
        "usage: kite-touch-compositor --socket NAME --script FILE [--scale 1...4] [--fractional-scale 120...960]\n"
        "                             [--pointer yes] [--size WxH] [--start-after BUFFERS] [--timeout SECONDS]\n",
        reason);
    return 2;
}

static int parse_options(int argc, char **argv, struct options *options) {
    *options = (struct options){.scale = 1, .width = 800, .height = 600, .start_after = 1, .timeout_seconds = 30};
    for (int i = 1; i < argc; i += 2) {
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (!value) return usage("every option takes a value");
        if (strcmp(argv[i], "--socket") == 0) options->socket = value;
        else if (strcmp(argv[i], "--script") == 0) options->script = value;
        else if (strcmp(argv[i], "--scale") == 0) options->scale = atoi(value);
        else if (strcmp(argv[i], "--fractional-scale") == 0) options->fractional_scale_120 = atoi(value);
        else if (strcmp(argv[i], "--pointer") == 0) {
            if (strcmp(value, "yes") != 0) return usage("--pointer takes yes");
            options->pointer = true;
        }
        else if (strcmp(argv[i], "--timeout") == 0) options->timeout_seconds = atoi(value);
        else if (strcmp(argv[i], "--start-after") == 0) options->start_after = atoi(value);
        else if (strcmp(argv[i], "--size") == 0) {
            if (sscanf(value, "%dx%d", &options->width, &options->height) != 2) return usage("--size wants WxH");
        } else return usage("unknown option");
    }
    if (!options->socket || !options->script) return usage("--socket and --script are required");
    if (options->scale < 1 || options->scale > 4) return usage("--scale must be 1...4");
    if (options->fractional_scale_120 && (options->fractional_scale_120 < 120 || options->fractional_scale_120 > 960))
        return usage("--fractional-scale must be 120...960 (120ths: 150 is 1.25)");
    if (options->width < 1 || options->height < 1 || options->width > 8192 || options->height > 8192)
        return usage("--size must be 1x1...8192x8192");
    if (options->start_after < 1) return usage("--start-after must be at least 1 buffer");
    if (options->timeout_seconds < 1) return usage("--timeout must be at least 1 second");
    return 0;
}

/* Counts connected clients; the run ends when the last one disconnects. One per process: the display's listener
 * gets no user data, so it lives in a static. */
static struct {
    struct wl_listener created;
    struct server *server;
    int connected;
} watch;

static void on_client_destroyed(struct wl_listener *listener, void *data) {
    wl_list_remove(&listener->link);
    free(listener);
    if (--watch.connected > 0) return;
    struct server *server = watch.server;
    bool played = server->next_step >= server->script.count;
    if (!played) {
        fprintf(stderr, "kite-touch-compositor: the client left after %d of %d script steps\n", server->next_step,
            server->script.count);
    }
    server->exit_status = played ? 0 : 1;
    wl_display_terminate(server->display);
}

static void on_client_created(struct wl_listener *listener, void *data) {
    struct wl_listener *destroyed = calloc(1, sizeof *destroyed);
    if (!destroyed) return;
    destroyed->notify = on_client_destroyed;
    wl_client_add_destroy_listener(data, destroyed);
    watch.connected++;
}

static int timed_out(void *data) {
    struct server *server = data;
    fprintf(stderr, "kite-touch-compositor: timed out after playing %d of %d script steps\n", server->next_step,
        server->script.count);
    server->exit_status = 3;
    wl_display_terminate(server->display);
    return 0;
}

static int terminated(int signal, void *data) {
    struct server *server = data;
    server->exit_status = 3;
    wl_display_terminate(server->display);
    return 0;
}

int main(int argc, char **argv) {
    struct options options;
    int bad = parse_options(argc, argv, &options);
    if (bad) return bad;
    struct server server = {.output_scale = options.scale, .output_width = options.width * options.scale,
        .output_height = options.height * options.scale, .start_after_buffers = options.start_after,
        .fractional_scale_120 = (uint32_t)options.fractional_scale_120, .has_pointer = options.pointer,
        .last_destination_width = -1,
        .last_destination_height = -1};
    if (script_load(options.script, &server.script) != 0) return 2;
    server.display = wl_display_create();
    if (!server.display || wl_display_add_socket(server.display, options.socket) != 0) {
        fprintf(stderr, "kite-touch-compositor: cannot listen on %s (is XDG_RUNTIME_DIR set?)\n", options.socket);
        return 2;
    }
    server.loop = wl_display_get_event_loop(server.display);
    compositor_init(&server);
    xdg_shell_init(&server);
    output_init(&server);
    scale_init(&server);
    seat_init(&server);
    frame_tick_start(&server);
    watch.server = &server;
    watch.created.notify = on_client_created;
    wl_display_add_client_created_listener(server.display, &watch.created);
    server.deadline = wl_event_loop_add_timer(server.loop, timed_out, &server);
    wl_event_source_timer_update(server.deadline, options.timeout_seconds * 1000);
    struct wl_event_source *sigterm = wl_event_loop_add_signal(server.loop, SIGTERM, terminated, &server);
    struct wl_event_source *sigint = wl_event_loop_add_signal(server.loop, SIGINT, terminated, &server);
    wl_display_run(server.display);
    /* The viewport destination last: an unset one (-1) prints as "viewport none". */
    printf("buffers %d with-image %d last %dx%d scale %d steps %d/%d", server.buffers_committed,
        server.buffers_with_image, server.last_width, server.last_height, server.last_scale, server.next_step,
        server.script.count);
    if (server.last_destination_width > 0)
        printf(" viewport %dx%d\n", server.last_destination_width, server.last_destination_height);
    else
        printf(" viewport none\n");
    fflush(stdout);
    wl_display_destroy_clients(server.display);
    struct wl_event_source *sources[] = {sigterm, sigint, server.deadline, server.tick, server.player};
    for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
        if (sources[i]) wl_event_source_remove(sources[i]);
    }
    wl_display_destroy(server.display);
    free(server.script.steps);
    return server.exit_status;
}
