"""ristretto255 for the reference (Protocol.md §16), through ctypes bindings to libsodium: the same
library CI installs (libsodium-dev), so no Python package beyond the standard library is needed.

Elements are 32-byte canonical encodings (bytes); scalars are 32-byte little-endian integers modulo
the group order, reduced and never zero (bytes)."""
import ctypes
import ctypes.util
import hashlib

_lib = None


def lib():
    global _lib
    if _lib is None:
        name = ctypes.util.find_library("sodium") or "libsodium.so.23"
        _lib = ctypes.CDLL(name)
        if _lib.sodium_init() < 0:
            raise OSError("sodium_init failed")
    return _lib


def available():
    try:
        lib()
        return True
    except OSError:
        return False


def _buf(data):
    return ctypes.create_string_buffer(bytes(data), len(data))


def from_hash(digest64):
    """libsodium's crypto_core_ristretto255_from_hash: 64 bytes to an element."""
    assert len(digest64) == 64
    out = ctypes.create_string_buffer(32)
    lib().crypto_core_ristretto255_from_hash(out, _buf(digest64))
    return out.raw


def is_element(data):
    """A canonical encoding of an element other than the identity (§16: checked on every element
    received)."""
    return (isinstance(data, (bytes, bytearray)) and len(data) == 32 and any(data)
            and lib().crypto_core_ristretto255_is_valid_point(_buf(data)) == 1)


def reduce64(wide):
    out = ctypes.create_string_buffer(32)
    lib().crypto_core_ristretto255_scalar_reduce(out, _buf(wide))
    return out.raw


def is_scalar(data):
    """32 bytes, reduced modulo the group order, not zero."""
    return (isinstance(data, (bytes, bytearray)) and len(data) == 32 and any(data)
            and reduce64(bytes(data) + bytes(32)) == bytes(data))


def scalar_from_wide(wide):
    """A key from 64 bytes, reduced (None if it reduces to zero)."""
    reduced = reduce64(wide)
    return reduced if any(reduced) else None


def invert(scalar):
    out = ctypes.create_string_buffer(32)
    if lib().crypto_core_ristretto255_scalar_invert(out, _buf(scalar)) != 0:
        raise ValueError("zero has no inverse")
    return out.raw


def mul(a, b):
    """The product of two scalars modulo the group order."""
    out = ctypes.create_string_buffer(32)
    lib().crypto_core_ristretto255_scalar_mul(out, _buf(a), _buf(b))
    return out.raw


def scalarmult(scalar, element):
    """scalar · element (fails only for the identity result, impossible for valid inputs)."""
    out = ctypes.create_string_buffer(32)
    if lib().crypto_scalarmult_ristretto255(out, _buf(scalar), _buf(element)) != 0:
        raise ValueError("the product is the identity")
    return out.raw


def product(scalars):
    scalars = list(scalars)
    total = scalars[0]
    for s in scalars[1:]:
        total = mul(total, s)
    return total


def card_element(card_code):
    """§16: the element of a card, from_hash(SHA-512("briscola-card-3 " + code))."""
    return from_hash(hashlib.sha512(b"briscola-card-3 " + card_code.encode("ascii")).digest())
