// The only C LiveUI needs beyond <libwebsockets.h>: macros Swift cannot import.
#ifndef LIVEUI_LWS_SHIM_H
#define LIVEUI_LWS_SHIM_H

#include <libwebsockets.h>

// Headroom lws needs in front of every payload passed to lws_write.
static inline size_t liveui_lws_pre(void) { return LWS_PRE; }

// Only warnings and errors from lws itself, on stderr.
static inline void liveui_lws_quiet_logs(void) { lws_set_log_level(LLL_ERR | LLL_WARN, NULL); }

#endif
