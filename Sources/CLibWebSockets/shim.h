// The only C LiveUI needs beyond <libwebsockets.h>: macros Swift cannot import.
#ifndef LIVEUI_LWS_SHIM_H
#define LIVEUI_LWS_SHIM_H

#include <libwebsockets.h>
#include <ev.h>
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

// Headroom lws needs in front of every payload passed to lws_write.
static inline size_t liveui_lws_pre(void) { return LWS_PRE; }

// Only warnings and errors from lws itself, on stderr.
static inline void liveui_lws_quiet_logs(void) { lws_set_log_level(LLL_ERR | LLL_WARN, NULL); }

// lws's allocator (lws_set_allocator). What lws asks for in blocks of
// LIVEUI_LWS_OWN_PAGES bytes or more gets pages of its own, mapped and
// unmapped: the 16 KB buffer each connection reads its request headers into
// (`TransportLoop.headerSpace`), freed at the upgrade. From the heap, a burst
// of 10,000 joins left 838 of them as 17.4 KB holes between the sessions
// made meanwhile (glibc malloc_info), 1.5 KB of RSS per session for good.
// Everything smaller goes to malloc as before. A 16-byte header in front of
// each block says which it is (the mapped length, or 0); it keeps malloc's
// 16-byte alignment.
#define LIVEUI_LWS_OWN_PAGES 8192
#define LIVEUI_LWS_HEAD 16

static inline void *liveui_lws_realloc(void *ptr, size_t size, const char *reason) {
    (void)reason;
    char *old = ptr ? (char *)ptr - LIVEUI_LWS_HEAD : NULL;
    size_t oldMapped = old ? *(size_t *)old : 0;
    if (size == 0) {
        if (old) {
            if (oldMapped) munmap(old, oldMapped); else free(old);
        }
        return NULL;
    }
    // As realloc: a size that cannot be had fails and leaves the block as it was.
    if (size > SIZE_MAX / 2) return NULL;
    size_t whole = size + LIVEUI_LWS_HEAD;
    char *block;
    size_t mapped = 0;
    void *pages = MAP_FAILED;
    if (whole >= LIVEUI_LWS_OWN_PAGES) {
        mapped = (whole + 4095) & ~(size_t)4095;
        pages = mmap(NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        // Out of mappings (vm.max_map_count: many slow readers each holding a large unsent
        // rest) or of memory: the heap as before, rather than failing lws.
        if (pages == MAP_FAILED) mapped = 0;
    }
    if (pages != MAP_FAILED) {
        block = pages;
    } else if (old && !oldMapped) {
        // Both from malloc: realloc keeps the contents and the header (0).
        block = realloc(old, whole);
        return block ? block + LIVEUI_LWS_HEAD : NULL;
    } else {
        block = malloc(whole);
        if (!block) return NULL;
    }
    *(size_t *)block = mapped;
    if (old) {
        size_t kept = (oldMapped ? oldMapped : malloc_usable_size(old)) - LIVEUI_LWS_HEAD;
        memcpy(block + LIVEUI_LWS_HEAD, ptr, kept < size ? kept : size);
        if (oldMapped) munmap(old, oldMapped); else free(old);
    }
    return block + LIVEUI_LWS_HEAD;
}

// Before the first context: a block must be freed by the allocator that made it.
static inline void liveui_lws_use_own_allocator(void) { lws_set_allocator(liveui_lws_realloc); }

// libev's loop, which lws serves its sockets from when given it (LWS_SERVER_OPTION_LIBEV
// with a foreign loop): epoll, so a turn costs what is ready, not every socket open.
static inline void *liveui_ev_loop_new(void) { return ev_loop_new(EVBACKEND_EPOLL | EVFLAG_NOENV); }
// One turn: wait for something (or not, `nowait`), run what is ready.
static inline void liveui_ev_run(void *loop, int nowait) { ev_run((struct ev_loop *)loop, nowait ? EVRUN_NOWAIT : EVRUN_ONCE); }
static inline void liveui_ev_loop_destroy(void *loop) { ev_loop_destroy((struct ev_loop *)loop); }

#endif
