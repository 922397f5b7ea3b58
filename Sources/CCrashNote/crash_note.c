#include "crash_note.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NOTE_CAPACITY 384

static char note[NOTE_CAPACITY];
static size_t note_length;
/// Odd while the note is being written (a sequence lock for readers on other threads).
static unsigned long note_sequence;

static size_t append(size_t at, const char *text, size_t length) {
    size_t room = NOTE_CAPACITY - at;
    if (length > room) length = room;
    for (size_t i = 0; i < length; i++) {
        char c = text[i];
        // One line, whatever the parts hold.
        note[at + i] = (c == '\n' || c == '\r' || (unsigned char)c < 0x20) ? '?' : c;
    }
    return at + length;
}

void liveui_crash_note_set(const char *what, size_t what_length, const char *target, size_t target_length,
                           const char *route, size_t route_length) {
    __atomic_add_fetch(&note_sequence, 1, __ATOMIC_RELEASE);
    size_t at = append(0, what, what_length);
    if (target_length > 0) {
        at = append(at, " on ", 4);
        at = append(at, target, target_length);
    }
    at = append(at, " at ", 4);
    at = append(at, route, route_length);
    __atomic_store_n(&note_length, at, __ATOMIC_RELAXED);
    __atomic_add_fetch(&note_sequence, 1, __ATOMIC_RELEASE);
}

void liveui_crash_note_clear(void) {
    __atomic_add_fetch(&note_sequence, 1, __ATOMIC_RELEASE);
    __atomic_store_n(&note_length, 0, __ATOMIC_RELAXED);
    __atomic_add_fetch(&note_sequence, 1, __ATOMIC_RELEASE);
}

size_t liveui_crash_note_copy(char *out, size_t capacity) {
    if (capacity == 0) return 0;
    for (int attempt = 0; attempt < 100; attempt++) {
        unsigned long before = __atomic_load_n(&note_sequence, __ATOMIC_ACQUIRE);
        if (before & 1) continue;
        size_t length = __atomic_load_n(&note_length, __ATOMIC_RELAXED);
        if (length > capacity - 1) length = capacity - 1;
        memcpy(out, note, length);
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
        if (__atomic_load_n(&note_sequence, __ATOMIC_RELAXED) == before) {
            out[length] = 0;
            return length;
        }
    }
    out[0] = 0;
    return 0;
}

static const int fatal_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
#define FATAL_SIGNAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
/// The handlers that were there before ours (Swift's backtracer, if on): called after the note.
static struct sigaction previous[FATAL_SIGNAL_COUNT];

static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
    // Only async-signal-safe calls: write(2), sigaction(2), raise(3).
    size_t length = note_length;
    if (length > 0) {
        static const char prefix[] = "LiveUI: the process crashed while ";
        ssize_t ignored = write(2, prefix, sizeof prefix - 1);
        ignored = write(2, note, length);
        ignored = write(2, "\n", 1);
        (void)ignored;
    }
    for (size_t i = 0; i < FATAL_SIGNAL_COUNT; i++) {
        if (fatal_signals[i] != signal_number) continue;
        struct sigaction *before = &previous[i];
        if ((before->sa_flags & SA_SIGINFO) && before->sa_sigaction != NULL) {
            before->sa_sigaction(signal_number, info, context);
            return;
        }
        if (before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN && before->sa_handler != NULL) {
            before->sa_handler(signal_number);
            return;
        }
    }
    // SA_RESETHAND restored the default action: this ends the process as the signal would have.
    raise(signal_number);
}

void liveui_crash_note_install(void) {
    static int installed;
    if (installed) return;
    installed = 1;
    // Its own stack, so a stack overflow can still print the note.
    stack_t stack;
    stack.ss_size = 64 * 1024;
    stack.ss_sp = malloc(stack.ss_size);
    stack.ss_flags = 0;
    if (stack.ss_sp != NULL) sigaltstack(&stack, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fatal_signal;
    action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < FATAL_SIGNAL_COUNT; i++) sigaction(fatal_signals[i], &action, &previous[i]);
}
