#!/usr/bin/env python3
"""Pure Ed25519 (RFC 8032 §5.1), in the style of the RFC's §6 reference code, standard library only.

Slow (a few milliseconds per operation) but plain to read; it is used by the Briscola reference
to check the signatures of protocol 2 (Protocol.md §8.1) and to sign as a seat.

  public_key(seed32)            the 32-byte public key of a 32-byte private key (the "seed")
  sign(seed32, message)         the 64-byte signature R ‖ S
  verify(public32, message, sig)  True when the signature is valid (cofactorless check, §5.1.7)

Running this file checks RFC 8032 §7.1 TEST 1, 2 and 3 and exits non-zero on a failure.
"""
import hashlib
import sys

p = 2 ** 255 - 19
q = 2 ** 252 + 27742317777372353535851937790883648493  # the order of the base point


def _inv(x):
    return pow(x, p - 2, p)


d = -121665 * _inv(121666) % p
SQRT_M1 = pow(2, (p - 1) // 4, p)


def _sha512_int(data):
    return int.from_bytes(hashlib.sha512(data).digest(), "little")


# Points are in extended homogeneous coordinates (X, Y, Z, T), x = X/Z, y = Y/Z, x*y = T/Z.

def _add(P, Q):
    A = (P[1] - P[0]) * (Q[1] - Q[0]) % p
    B = (P[1] + P[0]) * (Q[1] + Q[0]) % p
    C = 2 * P[3] * Q[3] * d % p
    D = 2 * P[2] * Q[2] % p
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F % p, G * H % p, F * G % p, E * H % p)


def _mul(s, P):
    Q = (0, 1, 1, 0)  # the neutral element
    while s > 0:
        if s & 1:
            Q = _add(Q, P)
        P = _add(P, P)
        s >>= 1
    return Q


def _equal(P, Q):
    return (P[0] * Q[2] - Q[0] * P[2]) % p == 0 and (P[1] * Q[2] - Q[1] * P[2]) % p == 0


def _recover_x(y, sign):
    if y >= p:
        return None
    x2 = (y * y - 1) * _inv(d * y * y + 1) % p
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (p + 3) // 8, p)
    if (x * x - x2) % p != 0:
        x = x * SQRT_M1 % p
    if (x * x - x2) % p != 0:
        return None
    if (x & 1) != sign:
        x = p - x
    return x


_GY = 4 * _inv(5) % p
_GX = _recover_x(_GY, 0)
BASE = (_GX, _GY, 1, _GX * _GY % p)


def _compress(P):
    zinv = _inv(P[2])
    x, y = P[0] * zinv % p, P[1] * zinv % p
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def _decompress(data):
    if len(data) != 32:
        return None
    y = int.from_bytes(data, "little")
    sign = y >> 255
    y &= (1 << 255) - 1
    x = _recover_x(y, sign)
    if x is None:
        return None
    return (x, y, 1, x * y % p)


def _expand(seed):
    if len(seed) != 32:
        raise ValueError("an Ed25519 private key is 32 bytes")
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    return a, h[32:]


def public_key(seed):
    a, _ = _expand(seed)
    return _compress(_mul(a, BASE))


def sign(seed, message):
    a, prefix = _expand(seed)
    A = _compress(_mul(a, BASE))
    r = _sha512_int(prefix + message) % q
    R = _compress(_mul(r, BASE))
    k = _sha512_int(R + A + message) % q
    s = (r + k * a) % q
    return R + s.to_bytes(32, "little")


def verify(public, message, signature):
    if len(public) != 32 or len(signature) != 64:
        return False
    A = _decompress(public)
    if A is None:
        return False
    R = _decompress(signature[:32])
    if R is None:
        return False
    s = int.from_bytes(signature[32:], "little")
    if s >= q:
        return False
    k = _sha512_int(signature[:32] + public + message) % q
    return _equal(_mul(s, BASE), _add(R, _mul(k, A)))


# RFC 8032 §7.1: TEST 1, TEST 2, TEST 3 (secret key, public key, message, signature).
RFC8032_VECTORS = [
    ("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
     "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
     "",
     "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"),
    ("4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
     "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
     "72",
     "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"),
    ("c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
     "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
     "af82",
     "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"),
]


def selftest():
    """Checks the RFC 8032 vectors; returns a list of failures (empty when all pass)."""
    failures = []
    for number, (sk, pk, msg, sig) in enumerate(RFC8032_VECTORS, 1):
        sk, pk, msg, sig = map(bytes.fromhex, (sk, pk, msg, sig))
        if public_key(sk) != pk:
            failures.append(f"RFC 8032 TEST {number}: public key")
        if sign(sk, msg) != sig:
            failures.append(f"RFC 8032 TEST {number}: signature")
        if not verify(pk, msg, sig):
            failures.append(f"RFC 8032 TEST {number}: verify refuses the signature")
        if verify(pk, msg + b"x", sig) or verify(pk, msg, sig[:63] + bytes([sig[63] ^ 1])):
            failures.append(f"RFC 8032 TEST {number}: verify accepts an altered message or signature")
    return failures


if __name__ == "__main__":
    problems = selftest()
    for problem in problems:
        print(problem, file=sys.stderr)
    print("ed25519: RFC 8032 §7.1 TEST 1-3 " + ("FAILED" if problems else "passed"))
    sys.exit(1 if problems else 0)
