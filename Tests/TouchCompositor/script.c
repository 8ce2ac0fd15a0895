/* The touch script: one step per line, `TIME-MS VERB ARGS`, `#` starts a comment.
 *   100 down ID X Y     a finger touches at surface-local logical (X, Y)
 *   116 motion ID X Y   it moves
 *   132 up ID           it lifts
 *   132 frame           wl_touch.frame: the steps since the last frame form one set
 *   200 cancel          wl_touch.cancel: the compositor takes every active point
 *   300 unplug          wl_seat.capabilities without touch: the touchscreen went away (its points end)
 *   400 plug            wl_seat.capabilities with touch again
 *   450 scale 180       wp_fractional_scale_v1.preferred_scale(180): the surface's scale becomes 1.5 (in 120ths,
 *                       120...960; needs --fractional-scale)
 *   460 point X Y       the pointer (--pointer) enters the surface at logical (X, Y), or moves there once in
 *   470 press           the left button goes down
 *   480 release         and up
 *   500 close           xdg_toplevel.close: asks the client to quit, once it has also committed two buffers
 *                       since the previous step (so it has drawn a frame that handled every touch)
 *   600 await N W H     plays nothing more until the target has committed N buffers of W x H device pixels from
 *                       here on (say, frames drawn at a new scale): the script waits on the client, however slowly
 *                       it draws, instead of guessing a time; the steps after it come that much later
 *   700 await-idle      plays nothing more until the target commits a buffer without a wl_surface.frame request,
 *                       at least the second since the last input step: a client that draws on demand (Kite without
 *                       --continuous) asks for the next frame callback only while something moves, so that buffer
 *                       is its last frame, drawn once the input's animations have settled, however long they take
 *   600 await-touch     plays nothing more until a client has bound a wl_touch since the last `plug` (or since the
 *                       start, without one; at once when it already has): after a plug, a touch sent before the
 *                       client has asked for its new wl_touch would be lost, and a busy client asks late
 * Times count from the start of the script (by default the mapping of the target toplevel; see --start-after in
 * main.c) and never decrease; an `await`, `await-touch`, `await-idle` or `close` that waits moves every later step
 * back by its wait. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "touch-compositor.h"

static int fail(const char *path, int line, const char *reason) {
    fprintf(stderr, "kite-touch-compositor: %s:%d: %s\n", path, line, reason);
    return -1;
}

static bool parse_verb(const char *word, enum step_verb *verb) {
    static const struct { const char *name; enum step_verb verb; } verbs[] = {
        {"down", STEP_DOWN}, {"motion", STEP_MOTION}, {"up", STEP_UP},
        {"frame", STEP_FRAME}, {"cancel", STEP_CANCEL}, {"close", STEP_CLOSE},
        {"unplug", STEP_UNPLUG}, {"plug", STEP_PLUG}, {"scale", STEP_SCALE},
        {"point", STEP_POINT}, {"press", STEP_PRESS}, {"release", STEP_RELEASE}, {"await", STEP_AWAIT},
        {"await-touch", STEP_AWAIT_TOUCH}, {"await-idle", STEP_AWAIT_IDLE},
    };
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++) {
        if (strcmp(word, verbs[i].name) == 0) {
            *verb = verbs[i].verb;
            return true;
        }
    }
    return false;
}

/* Parses one non-comment line into `step`; returns an error text or NULL. */
static const char *parse_line(const char *text, struct step *step) {
    char verb[16];
    long long time;
    int used = 0;
    if (sscanf(text, "%lld %15s %n", &time, verb, &used) < 2) return "expected TIME-MS VERB";
    if (time < 0 || time > 3600000) return "time must be 0...3600000 ms";
    if (!parse_verb(verb, &step->verb))
        return "unknown verb (down, motion, up, frame, cancel, close, unplug, plug, scale, point, press, release, "
               "await, await-touch, await-idle)";
    step->time_ms = (uint32_t)time;
    const char *args = text + used;
    int trailing = 0, fields = 0;
    switch (step->verb) {
    case STEP_DOWN:
    case STEP_MOTION:
        fields = sscanf(args, "%d %lf %lf %n", &step->id, &step->x, &step->y, &trailing);
        if (fields < 3) return "expected ID X Y";
        break;
    case STEP_UP:
        fields = sscanf(args, "%d %n", &step->id, &trailing);
        if (fields < 1) return "expected ID";
        break;
    case STEP_POINT:
        fields = sscanf(args, "%lf %lf %n", &step->x, &step->y, &trailing);
        if (fields < 2) return "expected X Y";
        break;
    case STEP_SCALE:
        fields = sscanf(args, "%u %n", &step->scale_120, &trailing);
        if (fields < 1 || step->scale_120 < 120 || step->scale_120 > 960) return "expected a scale in 120ths, 120...960";
        break;
    case STEP_AWAIT:
        fields = sscanf(args, "%d %d %d %n", &step->count, &step->width, &step->height, &trailing);
        if (fields < 3 || step->count < 1 || step->width < 1 || step->height < 1)
            return "expected N W H, each at least 1";
        break;
    default:
        break;
    }
    if (args[trailing] != '\0') return "unexpected text after the arguments";
    return NULL;
}

/* The ids of the fingers down at some point of the script, so that a script cannot send what no compositor would
 * (motion or up of a finger that is not down, a second down of an active id). */
struct active_points {
    int32_t ids[16];
    int count;
};

static int find_point(const struct active_points *active, int32_t id) {
    for (int i = 0; i < active->count; i++) {
        if (active->ids[i] == id) return i;
    }
    return -1;
}

/* Applies `step` to the active points; returns an error text or NULL. */
static const char *track_points(struct active_points *active, const struct step *step) {
    int index = find_point(active, step->id);
    switch (step->verb) {
    case STEP_DOWN:
        if (index >= 0) return "this id is already down";
        if (active->count == 16) return "more than 16 fingers down";
        active->ids[active->count++] = step->id;
        return NULL;
    case STEP_MOTION:
        return index < 0 ? "motion of an id that is not down" : NULL;
    case STEP_UP:
        if (index < 0) return "up of an id that is not down";
        active->ids[index] = active->ids[--active->count];
        return NULL;
    case STEP_CANCEL:
    case STEP_UNPLUG:
        active->count = 0;
        return NULL;
    default:
        return NULL;
    }
}

int script_load(const char *path, struct script *script) {
    FILE *file = fopen(path, "r");
    if (!file) {
        fprintf(stderr, "kite-touch-compositor: cannot read %s: %s\n", path, strerror(errno));
        return -1;
    }
    char text[256];
    int line = 0, capacity = 0;
    struct active_points active = {0};
    script->count = 0;
    script->steps = NULL;
    while (fgets(text, sizeof text, file)) {
        line++;
        char *hash = strchr(text, '#');
        if (hash) *hash = '\0';
        text[strcspn(text, "\r\n")] = '\0';
        if (strspn(text, " \t") == strlen(text)) continue;
        if (script->count == capacity) {
            capacity = capacity ? 2 * capacity : 32;
            script->steps = realloc(script->steps, sizeof *script->steps * (size_t)capacity);
            if (!script->steps) return fclose(file), fail(path, line, "out of memory");
        }
        struct step *step = &script->steps[script->count];
        const char *error = parse_line(text, step);
        if (!error) error = track_points(&active, step);
        if (error) return fclose(file), fail(path, line, error);
        if (script->count > 0 && step->time_ms < script->steps[script->count - 1].time_ms)
            return fclose(file), fail(path, line, "time goes backwards");
        script->count++;
    }
    fclose(file);
    return 0;
}

/* Arms the timer for the next step; `now_ms` is the time of the steps just played. */
static void schedule_next(struct server *server, uint32_t now_ms) {
    if (server->next_step >= server->script.count) return;
    uint32_t due = server->script.steps[server->next_step].time_ms;
    /* A timer armed with 0 is disarmed, so wait at least 1 ms. */
    wl_event_source_timer_update(server->player, due > now_ms ? (int)(due - now_ms) : 1);
}

/* Whether the client has drawn a frame that saw every step played so far: two buffers committed since the last
 * one (the first may come from a frame begun before the events arrived; the second began after it). */
static bool client_caught_up(const struct server *server) {
    return server->target->buffers >= server->buffers_at_last_step + 2;
}

/* Plays every step due at the current step's time (steps that share a time go out in one flush, as a compositor
 * sends one input frame's events together), then arms the timer for the next one. A `close` also waits until the
 * client has caught up, so that it quits only after handling the touches before it, however slowly it draws. */
static int play_due_steps(void *data) {
    struct server *server = data;
    if (!server->target) return 0; /* the target went away; nothing more to play */
    const struct step *steps = server->script.steps;
    uint32_t now = steps[server->next_step].time_ms;
    while (server->next_step < server->script.count && steps[server->next_step].time_ms == now) {
        const struct step *step = &steps[server->next_step];
        if (step->verb == STEP_AWAIT) {
            /* Resumed by script_buffer_committed once the buffers have come. */
            server->awaited_buffers = step->count;
            return 0;
        }
        if (step->verb == STEP_AWAIT_IDLE) {
            /* Resumed by script_buffer_committed once the client commits a buffer without asking for a frame. */
            server->awaiting_idle = true;
            return 0;
        }
        if (step->verb == STEP_AWAIT_TOUCH && server->touches_bound <= server->touches_bound_at_plug) {
            /* Resumed by script_touch_bound once the client has asked for its wl_touch. */
            server->awaiting_touch = true;
            return 0;
        }
        if (step->verb == STEP_CLOSE) {
            server->close_waiting = !client_caught_up(server);
            if (server->close_waiting) return 0;
            toplevel_send_close(server->target);
        } else if (step->verb == STEP_UNPLUG || step->verb == STEP_PLUG) {
            seat_set_touch(server, step->verb == STEP_PLUG);
        } else if (step->verb == STEP_AWAIT_TOUCH) {
            /* The client already holds its new wl_touch: nothing to wait for. */
        } else if (step->verb == STEP_SCALE) {
            scale_set_preferred(server, step->scale_120);
        } else {
            seat_play(server, step);
            server->buffers_at_last_step = server->target->buffers;
        }
        server->next_step++;
    }
    schedule_next(server, now);
    return 0;
}

/* Goes past the due `await` or `await-touch`, whose condition now holds: plays the steps at its time at once and
 * schedules the later ones from now. */
static void resume_after_await(struct server *server) {
    uint32_t await_ms = server->script.steps[server->next_step].time_ms;
    server->next_step++;
    if (server->next_step < server->script.count && server->script.steps[server->next_step].time_ms == await_ms)
        play_due_steps(server);
    else
        schedule_next(server, await_ms);
}

/* Counts a buffer towards a due `await`; resumes the script once the last one has come. */
static void count_awaited_buffer(struct server *server) {
    const struct step *await = &server->script.steps[server->next_step];
    if (server->last_width != await->width || server->last_height != await->height) return;
    if (--server->awaited_buffers > 0) return;
    resume_after_await(server);
}

/* Whether the buffer just committed ends a due `await-idle`: the client asked for no frame callback with it, and it
 * is at least the second buffer since the last input step (so it was drawn after that input, not before it came). */
static bool idle_buffer_came(const struct server *server) {
    return !server->target->surface->commit_asked_frame && client_caught_up(server);
}

void script_buffer_committed(struct server *server) {
    if (server->awaited_buffers > 0) count_awaited_buffer(server);
    else if (server->awaiting_idle && idle_buffer_came(server)) {
        server->awaiting_idle = false;
        resume_after_await(server);
    }
    else if (server->close_waiting && client_caught_up(server)) play_due_steps(server);
}

void script_touch_bound(struct server *server) {
    if (!server->awaiting_touch) return;
    server->awaiting_touch = false;
    resume_after_await(server);
}

void script_start(struct server *server) {
    server->player = wl_event_loop_add_timer(server->loop, play_due_steps, server);
    server->next_step = 0;
    schedule_next(server, 0);
}
