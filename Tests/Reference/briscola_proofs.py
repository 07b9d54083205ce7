#!/usr/bin/env python3
"""The test vectors of Protocol.md §17 (proofs of the passes, protocol 4 draft), made and checked
by the reference's own proofs (pass_proofs.py: written from the text, ctypes over the same libsodium
as ristretto.py, no package beyond the standard library).

  briscola_proofs.py            the §17.7 test vectors as text, to paste into Protocol.md
  briscola_proofs.py --json     the same as one JSON object, with every proof in full (hex)
  briscola_proofs.py --check    recompute the vectors, verify every proof on its own, refuse
                                tampered ones, and compare with the Swift program's values
                                (hard-coded below); exit 1 on any difference
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ristretto as r255  # noqa: E402
import briscola_hidden as hidden  # noqa: E402
import hidden_vectors  # noqa: E402
from pass_proofs import (challenge, commitments, context_start, labelled, lock_challenge, mul,  # noqa: E402
                         prove_lock, prove_shuffle, sha512, split, verify_lock, verify_shuffle, Nonces)

# SHA-256 of each proof of the vector deal, as the Swift program computes them
# (ProofVectorTests prints them; it also runs this script and compares every proof byte for byte).
SWIFT_PROOF_SHA256 = {
    "shuffle 0 L=40": "dd83923c2a1a22c82ca36970f4d694ae0d47005088d454b180828aa180fd8e34",
    "shuffle 1 L=40": "e69df0977f647fa4f17090e81251767b420c8b13f89bb115e8157f31e4d82fc2",
    "lock 0 L=40": "a22376589f4c7fb7109b9489cd56b4a3078474a231c3a170d0b395f7c9fd1ba1",
    "lock 1 L=40": "a9f83fc56a9cc6788df9a6259a80422ba84c4ca08d6515555acdac63c02cf2ee",
    "shuffle 0 L=3": "012d04e55b753098592d479d8cd9830e7a90b80f70d8a947c281df11358b0de2",
    "lock 0 L=3": "fb3996347dd090c356f0b7063aaab3bb3b3577d5d0c09a8a8d8f08df08c115db",
}


# ---- §17.7: the test vectors ----

SESSION, GAME, PLAYERS = bytes(range(16)), 1, 2


def vector_secrets():
    """hidden_vectors.py's two seats (Protocol.md §16.8)."""
    count = len(hidden.card_codes(PLAYERS))
    return [hidden.Secrets.from_bytes(hidden_vectors.seat_bytes(s, hidden.Secrets.byte_count(count)), PLAYERS)
            for s in range(PLAYERS)]


def small_secrets(secrets):
    """Three cards: seat 0's shuffle key, the permutation (2, 0, 1), its first three position keys."""
    return hidden.Secrets(secrets.shuffle_key, [2, 0, 1], secrets.position_keys[:3])


def entry(kind, seat, ctx, xs, ys, comms, proof, seed):
    return {"pass": kind, "seat": seat, "game": ctx[1], "cards": len(xs), "nonce_seed": seed.decode(),
            "input_sha512": sha512(*xs).hex(), "output_sha512": sha512(*ys).hex(),
            "commitments": [c.hex() for c in comms], "proof": proof.hex(),
            "sha256": hashlib.sha256(proof).hexdigest(), "bytes": len(proof)}


def deal_vectors():
    """Every pass of the two-seat deal with its proof, then a three-card shuffle and lock."""
    secrets = vector_secrets()
    comms = [commitments(s) for s in secrets]
    deck, _ = hidden.card_elements(PLAYERS)
    out, steps = [], [("shuffle", 0), ("shuffle", 1), ("lock", 0), ("lock", 1)]
    for kind, seat in steps:
        make = hidden.shuffle_pass if kind == "shuffle" else hidden.lock_pass
        prove = prove_shuffle if kind == "shuffle" else prove_lock
        output = make(deck, secrets[seat])
        seed = f"vectors seat {seat} {kind}".encode()
        ctx = (SESSION, GAME, seat)
        out.append((entry(kind, seat, ctx, deck, output, comms[seat], prove(ctx, deck, output, secrets[seat], comms[seat], Nonces(seed)), seed),
                    ctx, deck, output, comms[seat]))
        deck = output
    small = small_secrets(secrets[0])
    cards = hidden.card_elements(PLAYERS)[0][:3]
    small_comms = commitments(small)
    ctx = (SESSION, 2, 0)
    shuffled = hidden.shuffle_pass(cards, small)
    locked = hidden.lock_pass(shuffled, small)
    for kind, xs, ys, prove in (("shuffle", cards, shuffled, prove_shuffle), ("lock", shuffled, locked, prove_lock)):
        seed = f"vectors small {kind}".encode()
        out.append((entry(kind, 0, ctx, xs, ys, small_comms, prove(ctx, xs, ys, small, small_comms, Nonces(seed)), seed),
                    ctx, xs, ys, small_comms))
    return out


def name(e):
    return f"{e['pass']} {e['seat']} L={e['cards']}"


def self_check(vectors):
    """Every proof verifies on its own; a changed byte, another context or a twin is refused."""
    failures = []
    for e, ctx, xs, ys, comms in vectors:
        verify = verify_shuffle if e["pass"] == "shuffle" else verify_lock
        proof = bytes.fromhex(e["proof"])
        if verify(ctx, xs, ys, comms, proof) is not None:
            failures.append(f"{name(e)}: the honest proof is refused: {verify(ctx, xs, ys, comms, proof)}")
        for i in range(0, len(proof), max(1, len(proof) // 23)):
            bad = bytearray(proof)
            bad[i] ^= 0x01
            if verify(ctx, xs, ys, comms, bytes(bad)) is None:
                failures.append(f"{name(e)}: byte {i} changed and still accepted")
        others = [(ctx[0], ctx[1], 1 - ctx[2]), (ctx[0], ctx[1] + 1, ctx[2]), (bytes(16), ctx[1], ctx[2])]
        for other in others:
            if verify(other, xs, ys, comms, proof) is None:
                failures.append(f"{name(e)}: accepted in another context {other[1:]}")
        twin = list(ys)
        twin[0] = mul(r255.scalar_from_wide(bytes(range(64))), ys[1])
        if verify(ctx, xs, twin, comms, proof) is None:
            failures.append(f"{name(e)}: accepted with a twin planted")
    return failures


def forgery_check():
    """Cheats proven with the honest prover's own steps (not merely a proof moved to other decks):
    a twin, a second exponent, a copied element in a lock. Each must fail on the algebra."""
    failures, seat = [], vector_secrets()[0]
    comms, ctx = commitments(seat), (SESSION, GAME, 0)
    deck, _ = hidden.card_elements(PLAYERS)
    other = r255.scalar_from_wide(bytes(range(64)))
    shuffled = hidden.shuffle_pass(deck, seat)
    twin, exponent = list(shuffled), list(shuffled)
    twin[0] = mul(seat.shuffle_key, mul(other, deck[seat.permutation[1]]))
    exponent[9] = mul(other, deck[seat.permutation[9]])
    for label, ys in (("twin", twin), ("second exponent", exponent)):
        got = verify_shuffle(ctx, deck, ys, comms, prove_shuffle(ctx, deck, ys, seat, comms, Nonces(b"forgery")))
        if got != "shuffleProofFails":
            failures.append(f"a shuffle with a {label}, proven: {got}")
    locked = hidden.lock_pass(shuffled, seat)
    locked[12] = locked[3]
    got = verify_lock(ctx, shuffled, locked, comms, prove_lock(ctx, shuffled, locked, seat, comms, Nonces(b"forgery")))
    if got != "lockProofFails(12)":
        failures.append(f"a lock with position 3 copied to 12, proven: {got}")
    return failures


def check():
    vectors = deal_vectors()
    failures = self_check(vectors) + forgery_check()
    mine = {name(e): e["sha256"] for e, *_ in vectors}
    for key, value in SWIFT_PROOF_SHA256.items():
        if mine.get(key) != value:
            failures.append(f"{key}: Python {mine.get(key)}, Swift {value}")
    if len(SWIFT_PROOF_SHA256) != len(mine):
        failures.append(f"{len(SWIFT_PROOF_SHA256)} Swift proofs, {len(mine)} here")
    return failures, len(vectors)


def challenges(e, ctx, xs, ys, comms):
    """The proof's challenges, recomputed as a verifier does (for people debugging a prover)."""
    proof, count = bytes.fromhex(e["proof"]), len(xs)
    if e["pass"] == "lock":
        m = split(proof, 2 + 3 * count)
        return {"e": lock_challenge(context_start(*ctx, "lock", xs, ys, comms), m[0], m[2::3], m[3::3]).hex()}
    m = split(proof, 10 * count)
    s1 = labelled("briscola-shuffle-4 commit", context_start(*ctx, "shuffle", xs, ys, comms), *m[:4 * count + 1])
    s2 = labelled("briscola-shuffle-4 d", s1, *m[4 * count + 1:5 * count + 1])
    s3 = labelled("briscola-shuffle-4 theta", s2, *m[5 * count + 1:7 * count + 1])
    return {"rho[0]": challenge("briscola-shuffle-4 rho", s1, 0).hex(), "lambda": challenge("briscola-shuffle-4 lambda", s2).hex(),
            "t": challenge("briscola-shuffle-4 t", s2).hex(), "c": challenge("briscola-shuffle-4 c", s3).hex()}


def text(vectors):
    out = [f"Session {SESSION.hex()}; seats' secrets as Protocol.md §16.8; nonces SeededNonces(ASCII seed)."]
    for e, *rest in vectors:
        p = e["proof"]
        out.append(f"{e['pass']} pass of seat {e['seat']}, game {e['game']}, L = {e['cards']}, nonces '{e['nonce_seed']}':")
        out.append(f"  A {e['commitments'][0]}")
        out.append(f"  B[0] {e['commitments'][1]}")
        out.append(f"  proof {e['bytes']} bytes, SHA-256 {e['sha256']}")
        out.append(f"  first member {p[:64]}, last member {p[-64:]}")
        out.extend(f"  {k} {v}" for k, v in challenges(e, *rest).items())
        if e["cards"] <= 3:
            out.append(f"  in full: {p}")
    return "\n".join(out)


if __name__ == "__main__":
    if sys.argv[1:] == ["--check"]:
        problems, count = check()
        for problem in problems:
            print("FAILED:", problem, file=sys.stderr)
        print(f"{count} proofs verified, tampered and compared with Swift's, three forgeries refused: {'ok' if not problems else 'they differ'}")
        sys.exit(1 if problems else 0)
    v = deal_vectors()
    print(json.dumps([e for e, *_ in v], indent=1) if sys.argv[1:] == ["--json"] else text(v))
