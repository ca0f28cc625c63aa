#ifndef SPOTS_CFILESWAP_SHIM_H
#define SPOTS_CFILESWAP_SHIM_H
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/syscall.h>
#endif

/// Swaps the paths `first` and `second` (two folders or files) in one atomic step: Linux's
/// renameat2 with RENAME_EXCHANGE, macOS's renamex_np with RENAME_SWAP. Returns 0, or -1 with
/// errno set; ENOSYS, EINVAL or ENOTSUP mean the system or its file system cannot do it.
/// Called through syscall(2), so glibc older than 2.28 (without the renameat2 wrapper) works too.
static inline int spots_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */);
#elif defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}

#endif
