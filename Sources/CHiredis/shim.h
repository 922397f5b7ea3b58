#include <hiredis/hiredis.h>
#include <sys/time.h>
#include <poll.h>
