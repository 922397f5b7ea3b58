// Lets a server loop that owns the main thread also run the main dispatch
// queue (the main actor's executor), the way CoreFoundation's run loop does
// on Linux: libdispatch exports these two entry points for it.
#ifndef LIVEUI_MAIN_QUEUE_H
#define LIVEUI_MAIN_QUEUE_H

/// An eventfd that becomes readable when work is queued on the main queue.
/// Must not be used once dispatch_main() has been called.
int liveui_main_queue_fd(void);

/// Clears the eventfd and runs what the main queue holds. Main thread only.
void liveui_main_queue_drain(void);

#endif
