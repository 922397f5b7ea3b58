#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast Swift cannot import: bound text and blobs are copied by SQLite. */
static inline sqlite3_destructor_type liveui_sqlite_transient(void) { return SQLITE_TRANSIENT; }
