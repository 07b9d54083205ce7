#!/usr/bin/env python3
"""The table code of protocol 4 (Protocol.md §17.8.4), written from the text with the standard
library only: a guest's code commitment, the 64-bit code and its four proquints.

  table_code.py          prints the vectors of §17.8.4
"""
import hashlib

CONSONANTS, VOWELS = "bdfghjklmnprstvz", "aiou"


def code_commit(nonce):
    """SHA-256("briscola-code-4" ‖ 0x00 ‖ nonce)."""
    return hashlib.sha256(b"briscola-code-4\x00" + nonce).digest()


def table_code(session, keys, nonces):
    """The first 8 bytes of SHA-256("briscola-table-4" ‖ 0x00 ‖ session ‖ keys ‖ the nonces there are)."""
    data = b"briscola-table-4\x00" + session + b"".join(keys) + b"".join(n for n in nonces if n is not None)
    return hashlib.sha256(data).digest()[:8]


def proquint(word):
    """One 16-bit word as consonant, vowel, consonant, vowel, consonant (Wilkerson, arXiv:0901.4016)."""
    return (CONSONANTS[(word >> 12) & 15] + VOWELS[(word >> 10) & 3] + CONSONANTS[(word >> 6) & 15]
            + VOWELS[(word >> 4) & 3] + CONSONANTS[word & 15])


def words(code):
    return "-".join(proquint(int.from_bytes(code[i:i + 2], "big")) for i in range(0, 8, 2))


def vectors():
    session = bytes(range(16))
    keys = [hashlib.sha256(b"briscola-code-vectors seat %d" % s).digest() for s in range(3)]
    nonces = [None] + [hashlib.sha256(b"briscola-code-vectors nonce %d" % s).digest()[:16] for s in (1, 2)]
    code = table_code(session, keys, nonces)
    return {"commit_1": code_commit(nonces[1]).hex(), "code": code.hex(), "words": words(code),
            "key_0": keys[0].hex(), "nonce_1": nonces[1].hex(),
            "proquint_0000": proquint(0), "proquint_ffff": proquint(0xFFFF), "proquint_7f00": proquint(0x7F00)}


if __name__ == "__main__":
    for name, value in vectors().items():
        print(f"{name} {value}")
