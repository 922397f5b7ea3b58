// epoll for the load generator (Swift's Glibc module does not export it).
#ifndef LIVEUI_CEPOLL_H
#define LIVEUI_CEPOLL_H
#include <sys/epoll.h>

static inline int cepoll_create(void) { return epoll_create1(0); }

static inline int cepoll_add(int epfd, int fd) {
    struct epoll_event ev = { .events = EPOLLIN, .data = { .fd = fd } };
    return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev);
}

/// Waits up to `timeout_ms`; writes the ready fds into `fds`, returns how many.
static inline int cepoll_wait(int epfd, int *fds, int max, int timeout_ms) {
    struct epoll_event events[1024];
    int n = epoll_wait(epfd, events, max < 1024 ? max : 1024, timeout_ms);
    for (int i = 0; i < n; i++) fds[i] = events[i].data.fd;
    return n;
}
#endif
