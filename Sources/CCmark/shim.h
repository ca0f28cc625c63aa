#ifndef SPOTS_CCMARK_SHIM_H
#define SPOTS_CCMARK_SHIM_H
#include <cmark.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// An arena for cmark, one per thread: a markdown string is parsed and rendered with it, and then
// all it allocated goes at once (`spots_cmark_arena_leave`). cmark allocates for every node, text
// chunk and buffer, and frees each; the arena makes those a few instructions each, and keeps its
// first block for the next string. `free` does nothing; `realloc` grows the last allocation in
// place and copies any other. Each allocation keeps its size before it, 16-byte aligned. Like
// cmark's own allocator, it aborts when the system has no memory left.

typedef struct spots_arena_block {
    struct spots_arena_block *next;
    size_t size;
    size_t used;
    size_t last; // offset of the last allocation's size header, or SIZE_MAX
} spots_arena_block;

enum { SPOTS_ARENA_HEADER = 16, SPOTS_ARENA_BLOCK = 64 * 1024 };

/// This thread's arena: its newest block (the others follow it), and how many renders use it.
typedef struct spots_arena {
    spots_arena_block *current;
    int depth;
} spots_arena;

/// A function's own thread-local (Swift compiles a header's functions, not its variables).
static inline spots_arena *spots_arena_here(void) {
    static _Thread_local spots_arena arena;
    return &arena;
}

static inline unsigned char *spots_arena_data(spots_arena_block *block) {
    return (unsigned char *)block + ((sizeof(spots_arena_block) + 15) & ~(size_t)15);
}

static inline void *spots_arena_allocate(size_t size) {
    if (size > SIZE_MAX / 2) abort();
    size_t needed = SPOTS_ARENA_HEADER + ((size + 15) & ~(size_t)15);
    spots_arena *arena = spots_arena_here();
    spots_arena_block *block = arena->current;
    if (block == NULL || block->size - block->used < needed) {
        size_t capacity = needed > SPOTS_ARENA_BLOCK ? needed : SPOTS_ARENA_BLOCK;
        spots_arena_block *fresh = (spots_arena_block *)malloc(((sizeof(spots_arena_block) + 15) & ~(size_t)15) + capacity);
        if (fresh == NULL) abort();
        fresh->next = block;
        fresh->size = capacity;
        fresh->used = 0;
        fresh->last = SIZE_MAX;
        arena->current = block = fresh;
    }
    unsigned char *header = spots_arena_data(block) + block->used;
    memcpy(header, &size, sizeof size);
    block->last = block->used;
    block->used += needed;
    return header + SPOTS_ARENA_HEADER;
}

static inline void *spots_arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / 2 / size) abort();
    void *pointer = spots_arena_allocate(count * size);
    memset(pointer, 0, count * size);
    return pointer;
}

static inline void *spots_arena_realloc(void *pointer, size_t size) {
    if (pointer == NULL) return spots_arena_allocate(size);
    if (size > SIZE_MAX / 2) abort();
    unsigned char *header = (unsigned char *)pointer - SPOTS_ARENA_HEADER;
    size_t old;
    memcpy(&old, header, sizeof old);
    spots_arena_block *block = spots_arena_here()->current;
    size_t needed = SPOTS_ARENA_HEADER + ((size + 15) & ~(size_t)15);
    // The last allocation of the current block grows (or shrinks) where it is.
    if (block != NULL && block->last != SIZE_MAX && spots_arena_data(block) + block->last == header
        && block->size - block->last >= needed) {
        memcpy(header, &size, sizeof size);
        block->used = block->last + needed;
        return pointer;
    }
    void *moved = spots_arena_allocate(size);
    memcpy(moved, pointer, old < size ? old : size);
    return moved;
}

static inline void spots_arena_release(void *pointer) { (void)pointer; }

/// The arena as cmark takes an allocator.
static inline cmark_mem *spots_cmark_arena(void) {
    static cmark_mem arena = {spots_arena_calloc, spots_arena_realloc, spots_arena_release};
    return &arena;
}

/// Starts a use of this thread's arena.
static inline void spots_cmark_arena_enter(void) { spots_arena_here()->depth += 1; }

/// Ends a use of this thread's arena: when it was the outermost, lets go of everything the arena
/// holds, keeping one block for the next string.
static inline void spots_cmark_arena_leave(void) {
    spots_arena *arena = spots_arena_here();
    arena->depth -= 1;
    if (arena->depth > 0) return;
    spots_arena_block *block = arena->current;
    if (block == NULL) return;
    while (block->next != NULL) {
        spots_arena_block *next = block->next;
        // The first block (the last of the list) is kept unless a large string made it bigger.
        free(block);
        block = next;
    }
    if (block->size > SPOTS_ARENA_BLOCK) {
        free(block);
        arena->current = NULL;
        return;
    }
    block->used = 0;
    block->last = SIZE_MAX;
    arena->current = block;
}

#endif
