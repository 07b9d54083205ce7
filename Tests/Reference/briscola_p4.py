"""Protocol 4 on the wire (Protocol.md §17.8), written from the text: proven passes and their
checks in §17.8.1's order, keys against their commitments (§17.8.2), the public history of
protocol 4 and the signed `timed_out` (§17.8.3), code nonces and the table code (§17.8.4).

Every refusal raises `Fault(code, message, seat)`, `seat` the seat at fault (§17.8, §17.8.6) —
the author of the signed message that fails, or seat j for `equivocation`.

Where §17.8 left a gap for an independent implementer, the reading taken here is marked "GAP"
(each is listed in the closing report of issue 38 and, on branch p4peer, fixed in Protocol.md)."""
import hashlib
import os

import briscola_hidden as hidden
import ed25519
import pass_proofs as pp
import ristretto as r255
import table_code as codes

DEAL_TIME_MIN = 5


class Fault(hidden.Cheat):
    """A hidden-hands error naming the seat at fault (None: the link's sender, no seat to name)."""

    def __init__(self, code, message, seat=None):
        super().__init__(code, message)
        self.seat = seat


def deck_digest(deck):
    """§17.8.1: SHA-256("briscola-deck-4" ‖ 0x00 ‖ X[0] ‖ … ‖ X[L − 1])."""
    return hashlib.sha256(b"briscola-deck-4\x00" + b"".join(deck)).digest()


def rest_digest(proof, commitments, code_nonce):
    """§17.8.1: SHA-256("briscola-pass-rest-4" ‖ 0x00 ‖ proof ‖ commitments (a lock: none) ‖ code nonce)."""
    return hashlib.sha256(b"briscola-pass-rest-4\x00" + proof + b"".join(commitments)
                          + (code_nonce or b"")).digest()


def pass_signing_input(session_hex, kind, game, seat, input_hex, output_hex, rest_hex):
    """§17.8.1: §8.1's three first lines, then game, seat, input, output, rest."""
    lines = ["briscola-signed-2", session_hex.lower(), kind, str(game), str(seat), input_hex.lower(),
             output_hex.lower(), rest_hex.lower()]
    return "\n".join(lines).encode("utf-8")


def message_rest(m):
    """The `rest` of a received or made pass, from its members (hex strings)."""
    proof = bytes.fromhex(m["proof"])
    commitments = [bytes.fromhex(c) for c in m.get("commitments", [])] if m["type"] == "shuffle" else []
    nonce = bytes.fromhex(m["code_nonce"]) if m.get("code_nonce") is not None else None
    return rest_digest(proof, commitments, nonce)


def message_signing_input(m, session_hex):
    deck = [bytes.fromhex(e) for e in m["deck"]]
    return pass_signing_input(session_hex, m["type"], m["game"], m["seat"], m["input"],
                              deck_digest(deck).hex(), message_rest(m).hex())


def play_signing_input(m, session_hex):
    """§17.8.3: game, seq, seat, card, position, key, timed_out (true/false; absent is false), hash."""
    lines = ["briscola-signed-2", session_hex.lower(), "play", str(m["game"]), str(m["seq"]), str(m["seat"]),
             m["card"], str(m["position"]), m["key"].lower(), "true" if m.get("timed_out") is True else "false",
             m["hash"].lower()]
    return "\n".join(lines).encode("utf-8")


def history_start(session, game, pass_sigs, locked):
    """§17.8.3: SHA-256("briscola-hidden-4" ‖ 0x00 ‖ session ‖ g ‖ the 2P pass signatures ‖ locked deck digest)."""
    session = session if isinstance(session, (bytes, bytearray)) else bytes.fromhex(session)
    return hashlib.sha256(b"briscola-hidden-4\x00" + session + game.to_bytes(4, "big") + b"".join(pass_sigs)
                          + deck_digest(locked)).digest()


class SystemNonces:
    """§17.2: 64 bytes from the OS's generator, reduced modulo ℓ, drawn again if zero."""

    def nonce(self):
        while True:
            value = r255.reduce64(os.urandom(64))
            if value != pp.ZERO:
                return value


def commitment_ok(key, commitment):
    """§17.8.2: one fixed-base multiplication."""
    return pp.base(key) == commitment


class P4Deal(hidden.HiddenDeal):
    """The passes of protocol 4 as one seat sees them: every pass's deck, digests, rest, signature,
    and each seat's commitments and code nonce. `guests` are the seats that must carry a code
    nonce (guest seats; not seat 0, not the host's computer players)."""

    def __init__(self, players, session_hex, game, keys, guests, code_commits, as_built=False):
        super().__init__(players)
        self.as_built = as_built  # tolerate what briscola does not send yet (--as-built)
        self.session_hex, self.game = session_hex, game
        self.keys, self.guests, self.code_commits = keys, guests, code_commits
        self.passes = []          # (kind, seat, {"input", "output", "rest", "sig"}) in order
        self.commitments = {}     # seat -> [A, B[0], …]
        self.nonces = {}          # seat -> code nonce bytes
        self.open_digest = deck_digest(self.elements)

    def reads(self):
        """The (kind, seat) of the pass the next pass reads, or None for seat 0's shuffle."""
        return (self.passes[-1][0], self.passes[-1][1]) if self.passes else None

    def read_object(self):
        if not self.passes:
            return None
        _, seat, record = self.passes[-1]
        return {"seat": seat, "input": record["input"].hex(), "rest": record["rest"].hex(),
                "sig": record["sig"].hex()}

    def input_digest(self):
        return self.passes[-1][2]["output"] if self.passes else self.open_digest

    def context(self, seat, game=None):
        return (bytes.fromhex(self.session_hex), self.game if game is None else game, seat)

    # -- our pass -----------------------------------------------------------------------------------

    def make_pass(self, seat, secrets, private_key, code_nonce=None, cheat=None):
        """Our pass, when it is ours: deck, input, commitments (shuffle), proof, read, code nonce,
        signed; taken into our view and returned as a message. `cheat` breaks it for tests."""
        kind, _ = self.next_step()
        xs = self.input()
        if kind == "shuffle":
            ys = hidden.shuffle_pass(xs, secrets)
            if cheat == "twin":  # a second encryption of the card at 0, in place of the card at 1
                ys[1] = r255.scalarmult(r255.scalar_from_wide(os.urandom(64)), ys[0])
            comms = pp.commitments(secrets)
            self.commitments[seat] = comms
        else:
            ys = hidden.lock_pass(xs, secrets)
            comms = self.commitments[seat]
            if cheat == "lock-copy":  # the element at position 0, under our key of position 1
                ys[1] = r255.scalarmult(r255.mul(secrets.position_keys[1], r255.invert(secrets.shuffle_key)), xs[0])
            elif cheat == "lock-key":  # position 2 under a key other than the committed one
                ys[2] = r255.scalarmult(r255.mul(r255.scalar_from_wide(os.urandom(64)),
                                                 r255.invert(secrets.shuffle_key)), xs[2])
        game = self.game + 1 if cheat == "replay" else self.game
        context_seat = (seat + 1) % self.players if cheat == "replay-seat" else seat
        prove = pp.prove_shuffle if kind == "shuffle" else pp.prove_lock
        proof = prove(self.context(context_seat, game), xs, ys, secrets, comms, SystemNonces())
        if proof is None:  # a cheated pass the honest prover cannot prove: any bytes of the length
            proof = os.urandom(len(xs) * (320 if kind == "shuffle" else 96) + (0 if kind == "shuffle" else 64))
        m = {"type": kind, "game": self.game, "seat": seat, "deck": [e.hex() for e in ys],
             "input": self.input_digest().hex(), "proof": proof.hex()}
        if kind == "shuffle":
            m["commitments"] = [c.hex() for c in comms]
            if code_nonce is not None:
                m["code_nonce"] = code_nonce.hex()
        read = self.read_object()
        if read is not None:
            m["read"] = read
        m["sig"] = ed25519.sign(private_key, message_signing_input(m, self.session_hex)).hex()
        self.take_pass(m, ys)
        return m

    def take_pass(self, m, ys):
        record = {"input": bytes.fromhex(m["input"]), "output": deck_digest(ys), "rest": message_rest(m),
                  "sig": bytes.fromhex(m["sig"])}
        self.passes.append((m["type"], m["seat"], record))
        if m.get("code_nonce") is not None:
            self.nonces[m["seat"]] = bytes.fromhex(m["code_nonce"])
        self.take(m["type"], ys)

    # -- a pass received (§17.8.1), after the author and signature checks of §10 ---------------

    def accept_pass(self, m):
        kind, seat, size = m["type"], m["seat"], len(self.elements)
        # 1. the pass awaited; L valid distinct elements; the members of their lengths.
        if self.next_step() != (kind, seat):
            raise Fault("out_of_order", f"{kind} of seat {seat} is not the pass awaited ({self.next_step()})", seat)
        deck = [bytes.fromhex(h) for h in m["deck"]]
        if len(deck) != size or not all(r255.is_element(e) for e in deck) or len(set(deck)) != len(deck):
            raise Fault("bad_deck", f"{kind} of seat {seat} is not {size} valid, distinct elements", seat)
        proof_length = 320 * size if kind == "shuffle" else 64 + 96 * size
        if len(m["proof"]) != 2 * proof_length:
            raise Fault("bad_message", f"{kind} of seat {seat}: a proof of {len(m['proof']) // 2} bytes", seat)
        if kind == "shuffle" and len(m.get("commitments") or []) != size + 1:
            raise Fault("bad_message", f"shuffle of seat {seat}: not {size + 1} commitments", seat)
        if kind == "lock" and m.get("commitments") is not None:
            raise Fault("bad_message", f"lock of seat {seat} carries commitments", seat)
        if (kind, seat) == ("shuffle", 0) and m.get("read") is not None:
            raise Fault("bad_message", "seat 0's shuffle names a pass it read", seat)
        guest = seat in self.guests and not (self.as_built and seat not in self.code_commits)
        if kind == "shuffle" and guest and m.get("code_nonce") is None:
            raise Fault("bad_message", f"shuffle of guest seat {seat} without its code nonce", seat)
        # 2. read: the author read what we saw, or someone signed two passes.
        self.check_read(m, m.get("read"), bytes.fromhex(m["input"]), seat)
        # 3. the code nonce against the hello's commitment; the commitments valid elements.
        if kind == "shuffle" and guest:
            nonce = bytes.fromhex(m["code_nonce"])
            if codes.code_commit(nonce) != self.code_commits.get(seat):
                raise Fault("bad_code_nonce", f"seat {seat}'s code nonce is not the one its hello committed to", seat)
        if kind == "shuffle":
            comms = [bytes.fromhex(c) for c in m["commitments"]]
            if not all(r255.is_element(c) for c in comms):
                raise Fault("bad_deck", f"shuffle of seat {seat}: a commitment that is not a valid element", seat)
        else:
            comms = self.commitments[seat]
        # 4. the proof.
        verify = pp.verify_shuffle if kind == "shuffle" else pp.verify_lock
        answer = verify(self.context(seat), self.input(), deck, comms, bytes.fromhex(m["proof"]))
        if answer == "malformed":
            raise Fault("bad_message", f"{kind} of seat {seat}: a malformed proof", seat)
        if answer is not None:
            raise Fault("bad_proof", f"{kind} of seat {seat}: its proof does not verify ({answer})", seat)
        if kind == "shuffle":
            self.commitments[seat] = comms
        self.take_pass(m, deck)

    def check_read(self, m, read, input_digest, author):
        """§17.8.1 step 2 (and §17.8.3 for an open of round 0: GAP, its `read` also carries `output`)."""
        expected = self.reads()
        if expected is None:  # seat 0's shuffle reads the open deck (GAP: not said; bad_read otherwise)
            if input_digest != self.open_digest:
                raise Fault("bad_read", f"seat {author}'s shuffle did not read the open deck", author)
            return
        kind, j = expected
        if not isinstance(read, dict) or read.get("seat") != j or not all(
                isinstance(read.get(name), str) and len(read[name]) == length and _hex(read[name])
                for name, length in (("input", 64), ("rest", 64), ("sig", 128))):
            raise Fault("bad_message", f"{m['type']} of seat {author}: read does not name seat {j}'s {kind}", author)
        record = self.passes[-1][2]
        if input_digest == record["output"]:
            return
        signed = pass_signing_input(self.session_hex, kind, self.game, j, read["input"], input_digest.hex(), read["rest"])
        if ed25519.verify(bytes.fromhex(self.keys[j]), signed, bytes.fromhex(read["sig"])):
            raise Fault("equivocation", f"seat {j} signed two different {kind} passes of game {self.game}", j)
        raise Fault("bad_read", f"seat {author} read a {kind} seat {j} never signed", author)

    def check_open_read(self, m, author):
        """§17.8.3: an open of round 0 names the last lock as its author read it. GAP: an open has no
        `input`, so its `read` carries `output` too: the digest of the locked deck it read."""
        read = m.get("read")
        if not isinstance(read, dict) or not isinstance(read.get("output"), str) or len(read["output"]) != 64 \
                or not _hex(read["output"]):
            raise Fault("bad_message", f"open of seat {author} for round 0 without read.output", author)
        self.check_read(m, read, bytes.fromhex(read["output"]), author)

    def open_read(self):
        read = self.read_object()
        read["output"] = self.passes[-1][2]["output"].hex()
        return read

    def table_code(self, seat_keys_hex):
        """§17.8.4: known once every guest's shuffle (its code nonce) is in."""
        nonces = [self.nonces.get(s) if s in self.guests else None for s in range(self.players)]
        code = codes.table_code(bytes.fromhex(self.session_hex), [bytes.fromhex(k) for k in seat_keys_hex], nonces)
        return codes.words(code)


def _hex(text):
    try:
        bytes.fromhex(text)
        return True
    except ValueError:
        return False


class P4Game(hidden.HiddenGame):
    """One seat's view of a protocol-4 game: §16's, with the history of §17.8.3 and every key
    checked against its author's commitment before anything is opened with it (§17.8.2)."""

    def __init__(self, players, game, dealer, session, deal, seat, secrets):
        super().__init__(players, game, dealer, session, deal, seat, secrets)
        self.history = history_start(session, game, [record["sig"] for _, _, record in deal.passes], self.locked)

    def committed(self, seat, position, key):
        if not commitment_ok(key, self.deal.commitments[seat][1 + position]):
            raise Fault("key_not_committed", f"seat {seat}'s key for position {position} is not its committed one", seat)

    def receive_openings(self, seat, round_number, positions, keys_hex):
        if round_number != self.next_round[seat] or round_number >= len(self.rounds) \
                or positions != self.positions(seat, round_number):
            raise Fault("out_of_order", f"open of seat {seat} for round {round_number} is not the one awaited", seat)
        keys = [bytes.fromhex(h) for h in keys_hex]
        if not all(r255.is_scalar(k) for k in keys):
            raise Fault("bad_key", f"seat {seat} sent a key that is not a reduced non-zero scalar", seat)
        for p, k in zip(positions, keys):
            self.committed(seat, p, k)
        try:
            super().receive_openings(seat, round_number, positions, keys_hex)
        except Fault:
            raise
        except hidden.Cheat as cheat:
            raise Fault(cheat.code, cheat.message, seat)

    def play(self, seq, seat, position, card, key, timed_out=False):
        if position not in self.positions_in_hand(seat):
            raise Fault("position_not_in_hand", f"seat {seat} played position {position}, not in its hand", seat)
        if not r255.is_scalar(key):
            raise Fault("bad_key", f"play {seq}: the key is not a reduced non-zero scalar", seat)
        self.committed(seat, position, key)
        try:
            super().play(seq, seat, position, card, key, timed_out)
        except Fault:
            raise
        except hidden.Cheat as cheat:
            raise Fault(cheat.code, cheat.message, seat)

    def receive_audit(self, seat, shuffle_key_hex, keys_hex):
        if seat in self.audits:
            raise Fault("out_of_order", f"a second audit from seat {seat}", seat)
        keys = [bytes.fromhex(h) for h in [shuffle_key_hex] + keys_hex]
        if not all(r255.is_scalar(k) for k in keys) or len(keys) - 1 != len(self.locked):
            raise Fault("bad_audit", f"the audit of seat {seat} does not hold {len(self.locked) + 1} valid keys", seat)
        if not commitment_ok(keys[0], self.deal.commitments[seat][0]):
            raise Fault("key_not_committed", f"seat {seat}'s shuffle key is not its committed one", seat)
        for position, key in enumerate(keys[1:]):
            self.committed(seat, position, key)
        try:
            super().receive_audit(seat, shuffle_key_hex, keys_hex)
        except hidden.Cheat as cheat:
            raise Fault(cheat.code, cheat.message, seat)

    def audited(self):
        try:
            return super().audited()
        except hidden.Cheat as cheat:
            raise Fault(cheat.code, cheat.message, getattr(cheat, "seat", None))
