#ifndef LIVEUI_CRASH_NOTE_H
#define LIVEUI_CRASH_NOTE_H
#include <stddef.h>

/// What the server's main thread is doing, kept where a signal handler can
/// print it: if the process traps inside an action, the last line on stderr
/// names the route and the event that was running.

/// Installs handlers for SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS and SIGFPE
/// (on an alternate stack) that write the note, then re-raise with the default action.
void liveui_crash_note_install(void);

/// Sets the note from its parts ("handling click on r.0.1 at /path"); parts are
/// cut to fit. Called by one thread (the server's main actor) only.
void liveui_crash_note_set(const char *what, size_t what_length, const char *target, size_t target_length,
                           const char *route, size_t route_length);

/// Nothing is running any more.
void liveui_crash_note_clear(void);

/// Copies the current note into `out` (NUL-terminated); returns its length, 0 when idle.
/// Safe from any thread (a sequence lock: it retries while the note changes).
size_t liveui_crash_note_copy(char *out, size_t capacity);

#endif
