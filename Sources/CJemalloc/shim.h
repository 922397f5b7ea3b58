/* Debian's jemalloc (libjemalloc-dev): linked into servers as the process's
 * malloc (see Sources/LiveServer/Allocator.swift for why), and read through
 * mallctl for its version and counters. */
#include <jemalloc/jemalloc.h>
