// libwebsockets' allocator (lws_set_allocator), see lws_allocator.c.
#ifndef LIVEUI_LWS_ALLOCATOR_H
#define LIVEUI_LWS_ALLOCATOR_H

#include <stddef.h>

/// The header `liveui_lws_realloc` puts in front of every block it hands lws
/// (which allocator made it); it keeps malloc's 16-byte alignment.
#define LIVEUI_LWS_HEAD 16

/// What lws allocates, reallocates and frees (`size` 0 frees). `reason` is
/// the string lws names each block with ("new server wsi", "ah data", …).
void *liveui_lws_realloc(void *ptr, size_t size, const char *reason);

/// The jemalloc arena that holds lws's blocks kept for a connection's life,
/// made on the first call; -1 when malloc is not jemalloc's (the package
/// trait `Jemalloc` off) or no arena could be made. Call before the first
/// lws context; safe from any thread.
int liveui_lws_connection_arena(void);

/// The jemalloc arena a block of `liveui_lws_realloc` sits in (-1 if not known): for the tests.
int liveui_lws_arena_of(void *ptr);

/// The bytes jemalloc counts as allocated in that arena now, or -1: for the tests.
long liveui_lws_connection_arena_bytes(void);

#endif
