#ifndef SPOTS_CFUZZDRIVER_H
#define SPOTS_CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (libclang_rt.fuzzer_no_main), for a program with a main of its own:
/// SwiftPM gives every executable its own main, so libFuzzer's cannot be used.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
