#include "main_queue.h"
#include <stdint.h>
#include <unistd.h>

// libdispatch's run-loop integration (used by swift-corelibs-foundation's
// CFRunLoop); not in its public headers.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *ignored);

int liveui_main_queue_fd(void) { return _dispatch_get_main_queue_handle_4CF(); }

void liveui_main_queue_drain(void) {
    uint64_t count;
    // Non-blocking eventfd: nothing to read just means no new wake-up.
    (void)read(_dispatch_get_main_queue_handle_4CF(), &count, sizeof count);
    _dispatch_main_queue_callback_4CF(0);
}
