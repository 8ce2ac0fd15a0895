// Counts heap allocations per thread, for `kite bench frame` (allocation budgets as counts, the way swift-nio's
// benchmarks do). Build and preload it:
//   cc -shared -fPIC -O2 -o /tmp/kite-malloc-counter.so scripts/malloc-counter.c -ldl
//   LD_PRELOAD=/tmp/kite-malloc-counter.so kite bench frame
// kite finds `kite_malloc_count` with dlsym; without the preload the bench reports allocations as unavailable.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

// Per thread, so renderer worker threads do not pollute the count of the thread being measured.
static _Thread_local uint64_t count;

// dlsym itself may call calloc before the real one is known: serve those from a static buffer.
static char bootstrap[8192];
static size_t bootstrapUsed;

static void *bootstrapAlloc(size_t n) {
    n = (n + 15) & ~(size_t)15;
    if (bootstrapUsed + n > sizeof bootstrap) return NULL;
    void *p = bootstrap + bootstrapUsed;
    bootstrapUsed += n;
    return p;
}

static int isBootstrap(void *p) { return (char *)p >= bootstrap && (char *)p < bootstrap + sizeof bootstrap; }

#define REAL(name) \
    static __typeof__(name) *real_##name; \
    if (!real_##name) real_##name = (__typeof__(name) *)dlsym(RTLD_NEXT, #name)

void *malloc(size_t n) {
    REAL(malloc);
    count++;
    return real_malloc(n);
}

void *calloc(size_t a, size_t b) {
    static void *(*real_calloc)(size_t, size_t);
    static int resolving;
    if (!real_calloc) {
        if (resolving) return bootstrapAlloc(a * b);
        resolving = 1;
        real_calloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "calloc");
        resolving = 0;
    }
    count++;
    return real_calloc(a, b);
}

void *realloc(void *p, size_t n) {
    REAL(realloc);
    count++;
    return real_realloc(p, n);
}

int posix_memalign(void **out, size_t alignment, size_t n) {
    REAL(posix_memalign);
    count++;
    return real_posix_memalign(out, alignment, n);
}

void *aligned_alloc(size_t alignment, size_t n) {
    REAL(aligned_alloc);
    count++;
    return real_aligned_alloc(alignment, n);
}

void free(void *p) {
    if (isBootstrap(p)) return;
    REAL(free);
    real_free(p);
}

/// Allocations made so far by the calling thread.
uint64_t kite_malloc_count(void) { return count; }
