#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, from the runtime `-sanitize=fuzzer` links in. The targets call it from
/// their own `main`: SwiftPM links an executable's entry point under the module's name, so
/// libFuzzer's `main` cannot be the one.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
