// The only C LiveUI needs beyond <libwebsockets.h>: macros Swift cannot import.
#ifndef LIVEUI_LWS_SHIM_H
#define LIVEUI_LWS_SHIM_H

#include <libwebsockets.h>
#include <ev.h>
#include <stdint.h>

// Headroom lws needs in front of every payload passed to lws_write.
static inline size_t liveui_lws_pre(void) { return LWS_PRE; }

// Only warnings and errors from lws itself, on stderr.
static inline void liveui_lws_quiet_logs(void) { lws_set_log_level(LLL_ERR | LLL_WARN, NULL); }

// libev's loop, which lws serves its sockets from when given it (LWS_SERVER_OPTION_LIBEV
// with a foreign loop): epoll, so a turn costs what is ready, not every socket open.
static inline void *liveui_ev_loop_new(void) { return ev_loop_new(EVBACKEND_EPOLL | EVFLAG_NOENV); }
// One turn: wait for something (or not, `nowait`), run what is ready.
static inline void liveui_ev_run(void *loop, int nowait) { ev_run((struct ev_loop *)loop, nowait ? EVRUN_NOWAIT : EVRUN_ONCE); }
static inline void liveui_ev_loop_destroy(void *loop) { ev_loop_destroy((struct ev_loop *)loop); }

#endif
