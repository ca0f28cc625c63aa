#ifndef SPOTS_CCMARK_SHIM_H
#define SPOTS_CCMARK_SHIM_H
#include <cmark.h>
#include <stdlib.h>

/// Frees memory that cmark allocated with the default allocator.
static inline void spots_cmark_free(void *pointer) { free(pointer); }

#endif
