"""Proofs of the passes (Protocol.md §17, protocol 4 draft), written from the text: key
commitments, the shuffle proof (Neff's general k-shuffle over ristretto255), the lock proof (a
generalised Chaum–Pedersen proof), their Fiat–Shamir hashing and byte encodings — ctypes over the
same libsodium as ristretto.py. briscola_proofs.py makes and checks the test vectors with it."""
import ctypes
import hashlib

import ristretto as r255

ZERO = bytes(32)
ONE = b"\x01" + bytes(31)


def _out():
    return ctypes.create_string_buffer(32)


def _b(data):
    return r255._buf(data)


# ---- scalars modulo ℓ (zero allowed) and points (identity allowed), libsodium only ----

def s_add(a, b):
    out = _out()
    r255.lib().crypto_core_ristretto255_scalar_add(out, _b(a), _b(b))
    return out.raw


def s_sub(a, b):
    out = _out()
    r255.lib().crypto_core_ristretto255_scalar_sub(out, _b(a), _b(b))
    return out.raw


def s_mul(a, b):
    return r255.mul(a, b)


def s_inv(a):
    return None if a == ZERO else r255.invert(a)


def is_canonical_scalar(data):
    return len(data) == 32 and r255.reduce64(bytes(data) + bytes(32)) == bytes(data)


def base(k):
    out = _out()
    return out.raw if r255.lib().crypto_scalarmult_ristretto255_base(out, _b(k)) == 0 else ZERO


G = base(ONE)


def mul(k, p):
    if p == G:
        return base(k)
    if p != ZERO and not r255.is_element(p):
        raise ValueError("not a group element")  # callers check what they are given first (§17.6)
    out = _out()
    if p == ZERO or r255.lib().crypto_scalarmult_ristretto255(out, _b(k), _b(p)) != 0:
        return ZERO
    return out.raw


def p_add(p, q):
    out = _out()
    assert r255.lib().crypto_core_ristretto255_add(out, _b(p), _b(q)) == 0
    return out.raw


def p_sub(p, q):
    out = _out()
    assert r255.lib().crypto_core_ristretto255_sub(out, _b(p), _b(q)) == 0
    return out.raw


def msum(scalars, points):
    total = ZERO
    for k, p in zip(scalars, points):
        total = p_add(total, mul(k, p))
    return total


# ---- §17.2: context, transcript, nonces ----

def sha512(*parts):
    return hashlib.sha512(b"".join(parts)).digest()


def labelled(label, *parts):
    """SHA-512 of the label's ASCII bytes and one zero byte (so no label is a prefix of another), then the parts."""
    return sha512(label.encode("ascii") + b"\x00", *parts)


def challenge(label, state, index=None):
    suffix = b"" if index is None else index.to_bytes(2, "big")
    return r255.reduce64(labelled(label, state, suffix))


def context_start(session, game, seat, kind, xs, ys, commitments):
    header = session + game.to_bytes(4, "big") + bytes([seat, {"shuffle": 1, "lock": 2}[kind], len(xs)])
    return labelled("briscola-proofs-4 context", header, sha512(*xs), sha512(*ys), sha512(*commitments))


class Nonces:
    """SeededNonces: block n = SHA-512("briscola-nonces-4" ‖ seed ‖ n, 8 bytes big-endian)."""

    def __init__(self, seed):
        self.seed, self.counter = seed, 0

    def nonce(self):
        while True:
            block = sha512(b"briscola-nonces-4", self.seed, self.counter.to_bytes(8, "big"))
            self.counter += 1
            value = r255.reduce64(block)
            if value != ZERO:
                return value


def commitments(secrets):
    """§17.1: A = a·G, then B[k] = b[k]·G."""
    return [base(secrets.shuffle_key)] + [base(b) for b in secrets.position_keys]


# ---- §17.3: the shuffle proof ----

def product_commitments(x, y, theta):
    n = len(x)
    return [base(s_sub(ZERO if i == 0 else s_mul(theta[i - 1], x[i]), ZERO if i == n - 1 else s_mul(theta[i], y[i])))
            for i in range(n)]


def product_responses(x, y, theta, c):
    running, out = c, []
    for i in range(len(x) - 1):
        inverse = s_inv(y[i])
        if inverse is None:
            return None
        running = s_mul(s_mul(running, x[i]), inverse)
        out.append(s_add(theta[i], running))
    return out


def product_holds(X, Y, theta, alpha, c):
    n = len(X)
    for i in range(n):
        left = c if i == 0 else alpha[i - 1]
        right = c if i == n - 1 else alpha[i]
        if p_sub(mul(left, X[i]), mul(right, Y[i])) != theta[i]:
            return False
    return True


def prove_shuffle(ctx, xs, ys, secrets, comms, nonces):
    count, pi, a = len(xs), secrets.permutation, secrets.shuffle_key
    ainv = r255.invert(a)
    s0 = context_start(*ctx, "shuffle", xs, ys, comms)
    for _ in range(4):
        f = [nonces.nonce() for _ in range(count)]
        u = [nonces.nonce() for _ in range(count)]
        w = [nonces.nonce() for _ in range(count)]
        theta = [nonces.nonce() for _ in range(2 * count - 1)]
        F, H = [base(v) for v in f], [base(s_mul(f[p], ainv)) for p in pi]
        U, W = [base(v) for v in u], [base(v) for v in w]
        lam_point = p_sub(msum(w, ys), msum(u, xs))
        s1 = labelled("briscola-shuffle-4 commit", s0, *F, *H, *U, *W, lam_point)
        rho = [challenge("briscola-shuffle-4 rho", s1, j) for j in range(count)]
        e = [s_sub(r, v) for r, v in zip(rho, u)]
        d = [s_mul(e[p], ainv) for p in pi]
        D = [base(v) for v in d]
        s2 = labelled("briscola-shuffle-4 d", s1, *D)
        lam, t = challenge("briscola-shuffle-4 lambda", s2), challenge("briscola-shuffle-4 t", s2)
        s = [s_add(fj, s_mul(lam, ej)) for fj, ej in zip(f, e)]
        x = [s_sub(s_mul(s[p], ainv), t) for p in pi] + [a] * count
        y = [s_sub(sj, s_mul(a, t)) for sj in s] + [ONE] * count
        Theta = product_commitments(x, y, theta)
        c = challenge("briscola-shuffle-4 c", labelled("briscola-shuffle-4 theta", s2, *Theta))
        alpha = product_responses(x, y, theta, c)
        sent = F + H + U + W + [lam_point] + D + Theta
        if alpha is None or ZERO in sent or len(set(F)) != count:
            continue
        sigma = [s_add(wk, dk) for wk, dk in zip(w, d)]
        return b"".join(sent + alpha + sigma)
    return None


def split(data, count):
    return [bytes(data[32 * i:32 * i + 32]) for i in range(count)]


def verify_shuffle(ctx, xs, ys, comms, proof):
    """None when the proof holds, else the §17.6 error name."""
    count = len(xs)
    if count < 1 or len(ys) != count or len(comms) != count + 1 or len(proof) != 320 * count:
        return "malformed"
    if not all(r255.is_element(p) for p in list(xs) + list(ys) + list(comms)):
        return "malformed"
    members = split(proof, 10 * count)
    points, scalars = members[:7 * count + 1], members[7 * count + 1:]
    if not all(r255.is_element(p) for p in points) or not all(is_canonical_scalar(s) for s in scalars):
        return "malformed"
    F, H, U, W = (points[i * count:(i + 1) * count] for i in range(4))
    lam_point, D, Theta = points[4 * count], points[4 * count + 1:5 * count + 1], points[5 * count + 1:]
    alpha, sigma = scalars[:2 * count - 1], scalars[2 * count - 1:]
    if len(set(F)) != count:
        return "shuffleProofFails"
    A = comms[0]
    s0 = context_start(*ctx, "shuffle", xs, ys, comms)
    s1 = labelled("briscola-shuffle-4 commit", s0, *F, *H, *U, *W, lam_point)
    rho = [challenge("briscola-shuffle-4 rho", s1, j) for j in range(count)]
    s2 = labelled("briscola-shuffle-4 d", s1, *D)
    lam, t = challenge("briscola-shuffle-4 lambda", s2), challenge("briscola-shuffle-4 t", s2)
    c = challenge("briscola-shuffle-4 c", labelled("briscola-shuffle-4 theta", s2, *Theta))
    E = [p_sub(base(r), Uj) for r, Uj in zip(rho, U)]
    tG, tA = base(t), mul(t, A)
    X = [p_sub(p_add(H[k], mul(lam, D[k])), tG) for k in range(count)] + [A] * count
    Y = [p_sub(p_add(F[j], mul(lam, E[j])), tA) for j in range(count)] + [G] * count
    if not product_holds(X, Y, Theta, alpha, c):
        return "shuffleProofFails"
    if any(base(sigma[k]) != p_add(W[k], D[k]) for k in range(count)):
        return "shuffleProofFails"
    if msum(sigma, ys) != p_add(lam_point, msum(rho, xs)):
        return "shuffleProofFails"
    return None


# ---- §17.4: the lock proof ----

def lock_challenge(s0, T1, T2, T3):
    return r255.reduce64(labelled("briscola-lock-4 e", s0, T1, *[t2 + t3 for t2, t3 in zip(T2, T3)]))


def prove_lock(ctx, xs, ys, secrets, comms, nonces):
    s0 = context_start(*ctx, "lock", xs, ys, comms)
    a, b = secrets.shuffle_key, secrets.position_keys
    for _ in range(4):
        r = nonces.nonce()
        s = [nonces.nonce() for _ in xs]
        T1, T2 = base(r), [base(v) for v in s]
        T3 = [p_sub(mul(r, y), mul(sk, x)) for y, sk, x in zip(ys, s, xs)]
        if ZERO in [T1] + T2 + T3:
            continue
        e = lock_challenge(s0, T1, T2, T3)
        z1, z2 = s_add(r, s_mul(e, a)), [s_add(sk, s_mul(e, bk)) for sk, bk in zip(s, b)]
        return T1 + z1 + b"".join(T2[k] + T3[k] + z2[k] for k in range(len(xs)))
    return None


def verify_lock(ctx, xs, ys, comms, proof):
    """None when the proof holds, else the §17.6 error name (with the position)."""
    count = len(xs)
    if count < 1 or len(ys) != count or len(comms) != count + 1 or len(proof) != 64 + 96 * count:
        return "malformed"
    if not all(r255.is_element(p) for p in list(xs) + list(ys) + list(comms)):
        return "malformed"
    m = split(proof, 2 + 3 * count)
    T1, z1, T2, T3, z2 = m[0], m[1], m[2::3], m[3::3], m[4::3]
    if not all(r255.is_element(p) for p in [T1] + T2 + T3) or not all(is_canonical_scalar(s) for s in [z1] + z2):
        return "malformed"
    s0 = context_start(*ctx, "lock", xs, ys, comms)
    e = lock_challenge(s0, T1, T2, T3)
    if base(z1) != p_add(T1, mul(e, comms[0])):
        return "lockProofFails(nil)"
    for k in range(count):
        if base(z2[k]) != p_add(T2[k], mul(e, comms[1 + k])) or p_sub(mul(z1, ys[k]), mul(z2[k], xs[k])) != T3[k]:
            return f"lockProofFails({k})"
    return None
