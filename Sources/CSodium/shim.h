// libsodium (apt: libsodium-dev), as BriscolaHidden uses it: the ristretto255 group for hidden hands.
#include <sodium/core.h>
#include <sodium/crypto_core_ristretto255.h>
#include <sodium/crypto_scalarmult_ristretto255.h>
// …and for history sync (BriscolaSync): random bytes, X25519 key pairs and agreement, secretstream.
#include <sodium/randombytes.h>
#include <sodium/crypto_kx.h>
#include <sodium/crypto_scalarmult.h>
#include <sodium/crypto_secretstream_xchacha20poly1305.h>
