/* glibc's malloc statistics and trimming (mallinfo2, malloc_trim), which Swift's Glibc module does not import. */
#include <malloc.h>
