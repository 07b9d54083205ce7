// libsodium (apt: libsodium-dev), as BriscolaHidden uses it: the ristretto255 group for hidden hands.
#include <sodium/core.h>
#include <sodium/crypto_core_ristretto255.h>
#include <sodium/crypto_scalarmult_ristretto255.h>
