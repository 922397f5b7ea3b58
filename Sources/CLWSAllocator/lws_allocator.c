// libwebsockets' allocator: where lws's own blocks go.
//
// Large blocks (LIVEUI_LWS_OWN_PAGES bytes or more) get pages of their own,
// mapped and unmapped: the 16 KB buffer each connection reads its request
// headers into (`TransportLoop.headerSpace`), freed at the upgrade. From the
// heap, a burst of 10,000 joins left 838 of them as 17.4 KB holes between the
// sessions made meanwhile (glibc malloc_info), 1.5 KB of RSS a session for good.
//
// The blocks lws keeps for a connection's whole life (its wsi, its WebSocket
// state, its receive buffer, our user data) go to a jemalloc arena of their
// own, when malloc is jemalloc's. In the common arena they shared size
// classes with blocks freed a moment later: on libev's loop the wsi is 968
// bytes, in the 1,024-byte class with lws's 992-byte header table (freed at
// the upgrade) and two of the renderer's buffers a join; a burst of 10,000
// joins left that class's slabs half empty (jemalloc's stats: 10,017 blocks
// in 4,968 slabs of four, utilisation 0.50), 1 KB of RSS a session for good.
//
// Everything else goes to malloc as before. A 16-byte header in front of each
// block says which it is (the mapped length, HEAP or ARENA); it keeps
// malloc's 16-byte alignment.
#define _GNU_SOURCE
#include "lws_allocator.h"

#include <dlfcn.h>
#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define LIVEUI_LWS_OWN_PAGES 8192
#define HEAP ((size_t)0)
#define ARENA ((size_t)1)

// jemalloc's own entry points, found at run time: the server links jemalloc
// only with the package trait `Jemalloc`, and this file builds either way.
typedef void *(*mallocx_fn)(size_t, int);
typedef void *(*rallocx_fn)(void *, size_t, int);
typedef void (*dallocx_fn)(void *, int);
typedef int (*mallctl_fn)(const char *, void *, size_t *, void *, size_t);

// Written once under `once` (every reader goes through it, so they see them
// whole), read-only after; lws's allocator is a process-wide hook in lws itself.
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int arena = -1;
static int arena_flags;
static mallocx_fn je_mallocx;
static rallocx_fn je_rallocx;
static dallocx_fn je_dallocx;
static mallctl_fn je_mallctl;

// MALLOCX_ARENA(a) and MALLOCX_TCACHE_NONE, as jemalloc.h defines them.
#define JE_ARENA(a) ((int)(((unsigned)(a) + 1) << 20))
#define JE_TCACHE_NONE ((int)(1 << 8))

static void setup(void) {
    void *malloc_used = dlsym(RTLD_DEFAULT, "malloc");
    void *mallocx = dlsym(RTLD_DEFAULT, "mallocx");
    Dl_info a, b;
    // Only when the malloc every library calls is the same library's as mallocx.
    if (!malloc_used || !mallocx || !dladdr(malloc_used, &a) || !dladdr(mallocx, &b) || a.dli_fbase != b.dli_fbase) return;
    je_mallocx = (mallocx_fn)mallocx;
    je_rallocx = (rallocx_fn)dlsym(RTLD_DEFAULT, "rallocx");
    je_dallocx = (dallocx_fn)dlsym(RTLD_DEFAULT, "dallocx");
    je_mallctl = (mallctl_fn)dlsym(RTLD_DEFAULT, "mallctl");
    if (!je_rallocx || !je_dallocx || !je_mallctl) return;
    unsigned index;
    size_t size = sizeof(index);
    if (je_mallctl("arenas.create", &index, &size, NULL, 0) != 0) return;
    // No thread cache: a block freed into it could come back to anyone's malloc,
    // and holes from short-lived blocks are what this arena is for keeping out.
    arena_flags = JE_ARENA(index) | JE_TCACHE_NONE;
    arena = (int)index;
}

int liveui_lws_connection_arena(void) {
    pthread_once(&once, setup);
    return arena;
}

// The blocks lws 4.1.6 keeps for a connection's life, by the names it gives
// them. A name a later lws changes only sends that block to malloc.
static int lives_with_connection(const char *reason) {
    if (!reason) return 0;
    return !strcmp(reason, "new server wsi") || !strcmp(reason, "ws struct") || !strcmp(reason, "rx_ubuf")
        || !strcmp(reason, "user space");
}

static void release(char *block, size_t kind) {
    if (kind == HEAP) free(block);
    else if (kind == ARENA) je_dallocx(block, arena_flags);
    else munmap(block, kind);
}

void *liveui_lws_realloc(void *ptr, size_t size, const char *reason) {
    char *old = ptr ? (char *)ptr - LIVEUI_LWS_HEAD : NULL;
    size_t oldKind = old ? *(size_t *)old : HEAP;
    if (size == 0) {
        if (old) release(old, oldKind);
        return NULL;
    }
    // As realloc: a size that cannot be had fails and leaves the block as it was.
    if (size > SIZE_MAX / 2) return NULL;
    size_t whole = size + LIVEUI_LWS_HEAD;
    char *block = NULL;
    size_t kind = HEAP;
    if (whole >= LIVEUI_LWS_OWN_PAGES) {
        size_t mapped = (whole + 4095) & ~(size_t)4095;
        void *pages = mmap(NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        // Out of mappings (vm.max_map_count: many slow readers each holding a large unsent
        // rest) or of memory: the heap as before, rather than failing lws.
        if (pages != MAP_FAILED) {
            block = pages;
            kind = mapped;
        }
    }
    if (!block) {
        int inArena = old ? oldKind == ARENA : (liveui_lws_connection_arena() >= 0 && lives_with_connection(reason));
        if (old && oldKind == (inArena ? ARENA : HEAP)) {
            // Both from the same allocator: it keeps the contents and the header.
            block = inArena ? je_rallocx(old, whole, arena_flags) : realloc(old, whole);
            return block ? block + LIVEUI_LWS_HEAD : NULL;
        }
        kind = inArena ? ARENA : HEAP;
        block = inArena ? je_mallocx(whole, arena_flags) : malloc(whole);
        if (!block) return NULL;
    }
    *(size_t *)block = kind;
    if (old) {
        size_t kept = (oldKind == HEAP || oldKind == ARENA ? malloc_usable_size(old) : oldKind) - LIVEUI_LWS_HEAD;
        memcpy(block + LIVEUI_LWS_HEAD, ptr, kept < size ? kept : size);
        release(old, oldKind);
    }
    return block + LIVEUI_LWS_HEAD;
}

int liveui_lws_arena_of(void *ptr) {
    if (!ptr || liveui_lws_connection_arena() < 0) return -1;
    char *block = (char *)ptr - LIVEUI_LWS_HEAD;
    if (*(size_t *)block >= LIVEUI_LWS_OWN_PAGES) return -1;
    unsigned index;
    size_t size = sizeof(index);
    return je_mallctl("arenas.lookup", &index, &size, &block, sizeof(block)) == 0 ? (int)index : -1;
}

long liveui_lws_connection_arena_bytes(void) {
    int index = liveui_lws_connection_arena();
    if (index < 0) return -1;
    uint64_t epoch = 1;
    size_t size = sizeof(epoch);
    // The statistics are a snapshot taken at each new epoch.
    if (je_mallctl("epoch", &epoch, &size, &epoch, sizeof(epoch)) != 0) return -1;
    long total = 0;
    const char *parts[] = {"small", "large"};
    for (int i = 0; i < 2; i++) {
        char name[64];
        snprintf(name, sizeof(name), "stats.arenas.%d.%s.allocated", index, parts[i]);
        size_t bytes;
        size = sizeof(bytes);
        if (je_mallctl(name, &bytes, &size, NULL, 0) != 0) return -1;
        total += (long)bytes;
    }
    return total;
}
