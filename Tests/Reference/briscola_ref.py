#!/usr/bin/env python3
"""Independent reference implementation of Protocol.md, written from the spec (not from the Swift
code): seed expansion, xoshiro256**, the bounded draw, the shuffle, the deal, trick rules, the
canonical state encoding and its SHA-256; and of the wire side of protocols 2, 3 and 4: frame bodies,
Ed25519 signatures over the §8.1 signing input, the §12 table code, transcripts, and a playing
guest. Protocol 3's hidden hands (§16: ristretto255 through ctypes bindings to libsodium) are in
briscola_hidden.py and ristretto.py; hidden_vectors.py prints §16's test vectors. Protocol 4 (§17.8,
every pass proven) is in briscola_p4.py, over pass_proofs.py (§17.1-§17.6) and table_code.py.

  briscola_ref.py vectors            print golden shuffle vectors as JSON
  briscola_ref.py verify FILE.jsonl  replay every game record and check tricks, scores, result, hash
  briscola_ref.py transcript FILE    check a session transcript (protocol 1, 2, 3 or 4): signatures,
                                     commitments, game seeds, decks, every state hash, game_over;
                                     protocols 3 and 4 as an onlooker: passes, openings, plays,
                                     audits (4: every proof, read and key against its commitment)
  briscola_ref.py body [--protocol 2|3|4] HEX...
                                     the error code (§9) a receiver of that protocol (4 unless told)
                                     answers to each frame body, or "ok"
  briscola_ref.py selftest           check Ed25519 (RFC 8032 vectors), the signing input, the table
                                     code, bodies, text cleaning, simulated tables of 3 and 4, and one
                                     game of the peer against the test host; exit 1 on a failure
  briscola_ref.py simulate P [N]     print a reproducible protocol-2 transcript of N games for P seats
  briscola_ref.py peer HOST:PORT [--games N] [--name NAME] [--seat K] [--json] [--transcript FILE]
                     [--protocol 2|3|4] [--cheat MODE] [--as-built]
                                     join a table as a guest and play (briscola_peer.py; protocol 4
                                     unless told)

briscola_testhost.py is a minimal protocol-2/3/4 host for trying the peer without the Swift program.

Protocol 2's signatures (§8.1) use ed25519.py, a pure-Python Ed25519 beside this file.
"""
import hashlib, json, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ed25519  # noqa: E402  (beside this file)

M64 = (1 << 64) - 1
SUITS = "CDSB"
POINTS = {1: 11, 3: 10, 10: 4, 9: 3, 8: 2}
STRENGTH = {1: 9, 3: 8, 10: 7, 9: 6, 8: 5, 7: 4, 6: 3, 5: 2, 4: 1, 2: 0}


def splitmix64(state):
    while True:
        state = (state + 0x9E3779B97F4A7C15) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        yield z ^ (z >> 31)


def seed_from_u64(value):
    gen = splitmix64(value)
    return b"".join(next(gen).to_bytes(8, "little") for _ in range(4))


class Xoshiro:
    def __init__(self, seed):
        if seed == bytes(32):
            seed = seed_from_u64(0)
        self.s = [int.from_bytes(seed[i * 8:(i + 1) * 8], "little") for i in range(4)]

    def next(self):
        s = self.s
        rotl = lambda x, k: ((x << k) | (x >> (64 - k))) & M64
        result = (rotl((s[1] * 5) & M64, 7) * 9) & M64
        t = (s[1] << 17) & M64
        s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def bounded(self, n):
        threshold = (2 ** 64 - n) % n
        while True:
            m = self.next() * n
            if m & M64 >= threshold:
                return m >> 64


def index(code):
    return SUITS.index(code[-1]) * 10 + int(code[:-1]) - 1


def code(i):
    return f"{i % 10 + 1}{SUITS[i // 10]}"


def canonical_deck(players):
    return [i for i in range(40) if not (players == 3 and i == index("2B"))]


def shuffle(seed, players):
    gen, deck = Xoshiro(seed), canonical_deck(players)
    for i in range(len(deck) - 1, 0, -1):
        j = gen.bounded(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def beats(challenger, holder, trump):
    if challenger // 10 == holder // 10:
        return STRENGTH[challenger % 10 + 1] > STRENGTH[holder % 10 + 1]
    return challenger // 10 == trump


def points(cards):
    return sum(POINTS.get(c % 10 + 1, 0) for c in cards)


RANK_BIDS = [1, 3, 10, 9, 8, 7, 6, 5, 4, 2]  # Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2 (§4.1)


def bid_height(code):
    return RANK_BIDS.index(code) if code <= 10 else code - 51


class Game:
    def __init__(self, players, dealer, deck):
        self.n, self.dealer, self.deck = players, dealer, deck
        self.hands = [[] for _ in range(players)]
        dealt = 40 if players == 5 else 3 * players
        for k in range(dealt):
            self.hands[(dealer + 1 + k % players) % players].append(deck[k])
        if players == 5:  # §4.1: no stock, no trump until the call
            self.trump_card, self.stock_next, self.trump_drawn = None, 40, True
        else:
            self.trump_card = deck[3 * players]
            self.stock_next, self.trump_drawn = 3 * players + 1, False
        self.stage = 0 if players == 5 else 2  # bidding, calling, play, thrown in
        self.standing, self.bidder, self.called, self.partner = None, None, None, None
        self.said = [0] * players
        self.captured = [set() for _ in range(players)]
        self.table, self.played, self.tricks = [], set(), []
        self.leader = self.turn = (dealer + 1) % players

    def speak(self, seat, bid=None, call=None):
        """One auction step (§4.1): bid is "pass" or a bid code; call is a suit letter."""
        assert self.n == 5 and self.stage in (0, 1), "no auction under way"
        assert seat == self.turn, f"not seat {seat}'s turn to speak"
        if self.stage == 1:
            assert call is not None, "the winner must call"
            self.called = SUITS.index(call) * 10 + (2 if self.standing > 10 else self.standing) - 1
            self.partner = next(s for s in range(5) if self.called in self.hands[s])
            self.trump_card, self.stage, self.turn = self.called, 2, self.leader
            return
        assert call is None, "a call before the auction is won"
        if bid == "pass":
            self.said[seat] = 255
        else:
            code = int(bid)
            assert code in RANK_BIDS or 61 <= code <= 120, f"no such bid {code}"
            if self.standing is None:
                assert code <= 10, "points before the 2"
            else:
                assert bid_height(code) > bid_height(self.standing), "bid not higher"
                assert code <= 10 or bid_height(self.standing) >= 9, "points before the 2"
            self.standing, self.bidder, self.said[seat] = code, seat, code
        left = [s for s in range(5) if self.said[s] != 255]
        if not left:
            self.stage = 3
        elif len(left) == 1 and self.bidder is not None:
            self.stage, self.turn = 1, self.bidder
        else:
            self.turn = (self.turn + 1) % 5
            while self.said[self.turn] == 255:
                self.turn = (self.turn + 1) % 5

    def stock_count(self):
        return len(self.deck) - self.stock_next + (0 if self.trump_drawn else 1)

    def draw(self):
        if self.stock_next < len(self.deck):
            self.stock_next += 1
            return self.deck[self.stock_next - 1]
        self.trump_drawn = True
        return self.trump_card

    def play(self, seat, card):
        assert len(self.tricks) < len(self.deck) // self.n and self.stage != 3, "game over"
        assert self.stage == 2, "auction under way"
        assert seat == self.turn, f"not seat {seat}'s turn"
        self.hands[seat].remove(card)
        self.table.append(card)
        self.played.add(card)
        if len(self.table) < self.n:
            self.turn = (self.turn + 1) % self.n
            return
        best = 0
        for pos in range(1, self.n):
            if beats(self.table[pos], self.table[best], self.trump_card // 10):
                best = pos
        winner = (self.leader + best) % self.n
        self.captured[winner] |= set(self.table)
        self.tricks.append({"leader": self.leader, "cards": [code(c) for c in self.table],
                            "winner": winner, "points": points(self.table)})
        self.table = []
        if self.stock_count() > 0:
            for k in range(self.n):
                self.hands[(winner + k) % self.n].append(self.draw())
        self.leader = self.turn = winner

    def finished(self):
        return len(self.tricks) == len(self.deck) // self.n or self.stage == 3

    def caller_wins(self):
        side = {self.bidder, self.partner}
        target = self.standing if self.standing > 10 else 61
        return sum(points(self.captured[s]) for s in side) >= target

    def result5(self):
        if self.stage == 3:
            return "tie:0,1,2,3,4"
        side = {self.bidder, self.partner}
        winners = sorted(side if self.caller_wins() else set(range(5)) - side)
        return "win:" + ",".join(map(str, winners))

    def deal_scores(self):
        if self.stage == 3:
            return [0] * 5
        sign = 1 if self.caller_wins() else -1
        out = [-sign] * 5
        if self.partner == self.bidder:
            out[self.bidder] = 4 * sign
        else:
            out[self.bidder], out[self.partner] = 2 * sign, sign
        assert sum(out) == 0
        return out

    def scores(self):
        sides = [0] * (2 if self.n == 4 else self.n)  # five: per seat, the sides come from the call
        for seat in range(self.n):
            sides[seat % 2 if self.n == 4 else seat] += points(self.captured[seat])
        return sides

    def encoding(self):
        mask = lambda cards: sum(1 << c for c in cards).to_bytes(8, "big")
        out = bytes([1, self.n, self.dealer, len(self.deck)]) + bytes(self.deck)
        out += bytes([self.stock_next, int(self.trump_drawn), self.leader, self.turn,
                      int(self.finished()), len(self.tricks)])
        for seat in range(self.n):
            out += bytes([len(self.hands[seat])]) + bytes(self.hands[seat])
            out += bytes([points(self.captured[seat])]) + mask(self.captured[seat])
        out += bytes([len(self.table)]) + bytes(self.table) + mask(self.played)
        if self.n == 5:
            out += bytes([self.stage, self.standing or 0, 255 if self.bidder is None else self.bidder])
            out += bytes(self.said) + bytes([255 if self.called is None else self.called])
        return out


def result_code(scores):
    best = max(scores)
    leaders = [i for i, s in enumerate(scores) if s == best]
    return f"win:{leaders[0]}" if len(leaders) == 1 else "tie:" + ",".join(map(str, leaders))


def verify(path):
    checked = 0
    with open(path) as f:
        for line_number, line in enumerate(f, 1):
            rec = json.loads(line)
            n, deck = rec["variant"], [index(c) for c in rec["deck"]]
            if rec.get("seed"):
                assert deck == shuffle(bytes.fromhex(rec["seed"]), n), f"line {line_number}: deck != shuffle(seed)"
            game = Game(n, rec["dealer"], deck)
            assert (n == 5) == ("auction" in rec), f"line {line_number}: auction only with five"
            for step in rec.get("auction", []):
                game.speak(step["seat"], step.get("bid"), step.get("call"))
            trump = None if game.trump_card is None else code(game.trump_card)
            assert trump == rec.get("trump"), f"line {line_number}: trump"
            for action in rec["actions"]:
                game.play(action["seat"], index(action["card"]))
            assert game.tricks == rec["tricks"], f"line {line_number}: tricks differ"
            assert game.scores() == rec["scores"], f"line {line_number}: scores {game.scores()} != {rec['scores']}"
            if game.finished():
                assert sum(game.scores()) == (0 if game.stage == 3 else 120)
                result = game.result5() if n == 5 else result_code(game.scores())
                assert result == rec["result"], f"line {line_number}: result {result} != {rec['result']}"
                if n == 5:
                    assert game.deal_scores() == rec["dealScores"], f"line {line_number}: deal scores"
            digest = hashlib.sha256(game.encoding()).hexdigest()
            assert digest == rec["stateHash"], f"line {line_number}: state hash {digest} != {rec['stateHash']}"
            checked += 1
    print(f"reference: {checked} games verified", file=sys.stderr)
    return checked


def transcript_v1(entries):
    """Checks protocol 1's fair deal and lockstep on a recorded two-player session."""
    by_type = lambda t: [e for e in entries if e["message"]["type"] == t]
    welcome = by_type("welcome")[0]["message"]
    session = bytes.fromhex(welcome["session"])
    commits = {m["message"]["seat"]: m["message"]["hash"] for m in by_type("commit")}
    secrets = {m["message"]["seat"]: bytes.fromhex(m["message"]["secret"]) for m in by_type("reveal")}
    for seat, secret in secrets.items():
        assert hashlib.sha256(secret).hexdigest() == commits[seat], f"seat {seat}: reveal does not match commit"
    # Every commit is sent before any reveal (nobody reveals before all commitments are in).
    kinds = [e["message"]["type"] for e in entries]
    assert max(i for i, k in enumerate(kinds) if k == "commit") < min(i for i, k in enumerate(kinds) if k == "reveal")
    seed = hashlib.sha256(secrets[0] + secrets[1] + session).digest()
    deal = by_type("deal")[0]["message"]
    assert deal["seed"] == seed.hex(), "game seed"
    deck = shuffle(seed, 2)
    assert [code(c) for c in deck] == deal["deck"], "deck is not the shuffle of the game seed"
    game = Game(2, deal["dealer"], deck)
    plays = by_type("play")
    for number, entry in enumerate(plays, 1):
        play = entry["message"]
        assert play["seq"] == number and play["seat"] == game.turn
        assert entry["from"] == ("host" if play["seat"] == 0 else "guest")
        game.play(play["seat"], index(play["card"]))
        assert hashlib.sha256(game.encoding()).hexdigest() == play["hash"], f"hash after play {number}"
    for over in by_type("game_over"):
        assert over["message"]["scores"] == game.scores() and over["message"]["result"] == result_code(game.scores())
        assert over["message"]["hash"] == hashlib.sha256(game.encoding()).hexdigest()
    print(f"transcript verified: {len(plays)} plays, final score {game.scores()}")


# Protocol.md §8 (protocol 2): the required members of each message and their kinds.
MESSAGES = {
    "hello": {"protocol": "int", "program": "str", "name": "str", "key": "hex32"},
    "welcome": {"protocol": "int", "program": "str", "name": "str", "session": "hex16", "variant": "int",
                "seat": "int", "seats": "seats"},
    "seated": {"seat": "int", "name": "str", "key": "hex32", "bot": "bool"},
    "left": {"seat": "int", "reason": "str"},
    "start": {"game": "int"},
    "commit": {"game": "int", "seat": "int", "hash": "hex32", "sig": "hex64"},
    "reveal": {"game": "int", "seat": "int", "secret": "hex32", "sig": "hex64"},
    "deal": {"game": "int", "dealer": "int", "seed": "hex32", "deck": "cards"},
    "play": {"game": "int", "seq": "int", "seat": "int", "card": "card", "hash": "hex32", "sig": "hex64"},
    "game_over": {"game": "int", "seat": "int", "scores": "ints", "result": "str", "hash": "hex32", "sig": "hex64"},
    "rematch": {"game": "int", "seat": "int", "sig": "hex64"},
    "chat": {"seat": "int", "text": "str", "sig": "hex64"},
    "heartbeat": {},
    "bye": {"reason": "str"},
    "error": {"code": "str", "message": "str"},
    # §15: resuming a dropped connection.
    "resume": {"protocol": "int", "program": "str", "session": "hex16", "seat": "int"},
    "challenge": {"nonce": "hex16"},
    "proof": {"seat": "int", "nonce": "hex16", "received": "int", "sig": "hex64"},
    "resumed": {"received": "int"},
    "away": {"seat": "int", "grace": "int"},
    "back": {"seat": "int"},
    # §16 (protocol 3, hidden hands): the passes over the encrypted deck, openings, the audit.
    "shuffle": {"game": "int", "seat": "int", "deck": "hex32s", "sig": "hex64"},
    "lock": {"game": "int", "seat": "int", "deck": "hex32s", "sig": "hex64"},
    "open": {"game": "int", "seat": "int", "round": "int", "positions": "ints", "keys": "hex32s", "sig": "hex64"},
    "audit": {"game": "int", "seat": "int", "shuffle_key": "hex32", "keys": "hex32s", "sig": "hex64"},
}
# Optional members: checked when present (a JSON null counts as absent).
OPTIONAL = {"hello": {"seat": "int"}, "error": {"seq": "int"}, "play": {"position": "int", "key": "hex32"}}
PROTOCOL = 2          # what parse_body expects unless told (the peer passes its own --protocol)
PROTOCOLS = (2, 3, 4)
# §17.8 (protocol 4): members added to §8's and §16's, of their JSON types when present. Which a
# message must have is a session's check, not the frame's (Protocol.md §17.8.8, 1): a pass's
# `input`, `proof` and a shuffle's `commitments` before its signature (briscola_peer.py), a
# welcome's `deal_time`, a hello's `code_commit`.
MESSAGES_4 = {}
OPTIONAL_4 = {"shuffle": {"code_nonce": "hex16", "read": "object", "input": "hex32", "proof": "hex",
                          "commitments": "hex32s"},
              "lock": {"read": "object", "input": "hex32", "proof": "hex", "commitments": "hex32s"},
              "hello": {"code_commit": "hex32"},
              "open": {"read": "object"}, "error": {"seat": "int"}, "seated": {"code_commit": "hex32"},
              "play": {"timed_out": "bool"}, "welcome": {"deal_time": "int"}}
DEFAULT_PROTOCOL = 4  # what `briscola_ref.py body` answers as, unless told --protocol 2 or 3 (briscola speaks 4)

# §8.1: the members of each signed message, in signing-input order.
SIGNED = {
    "commit": ("game", "seat", "hash"),
    "reveal": ("game", "seat", "secret"),
    "play": ("game", "seq", "seat", "card", "hash"),
    "game_over": ("game", "seat", "scores", "result", "hash"),
    "rematch": ("game", "seat"),
    "chat": ("seat", "text"),
    # §16: lists are written comma-separated, hex in lower case; a play with a position (protocol 3)
    # signs position and key between card and hash.
    "shuffle": ("game", "seat", "deck"),
    "lock": ("game", "seat", "deck"),
    "open": ("game", "seat", "round", "positions", "keys"),
    "audit": ("game", "seat", "shuffle_key", "keys"),
}
HIDDEN_PLAY = ("game", "seq", "seat", "card", "position", "key", "hash")


class Refused(Exception):
    def __init__(self, code):
        self.code = code


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool) and -2 ** 63 <= value < 2 ** 63


def member_ok(kind, value):
    if kind == "int":
        return is_int(value)
    if kind == "str":
        return isinstance(value, str)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "object":
        return isinstance(value, dict)
    if kind == "hex":
        return isinstance(value, str) and len(value) % 2 == 0 and re.fullmatch("[0-9a-fA-F]*", value) is not None
    if kind == "hex32s":
        return isinstance(value, list) and all(member_ok("hex32", v) for v in value)
    if kind.startswith("hex"):
        digits = 2 * int(kind[3:])
        return isinstance(value, str) and re.fullmatch(f"[0-9a-fA-F]{{{digits}}}", value) is not None
    if kind == "card":
        return isinstance(value, str) and re.fullmatch("(10|[1-9])[CDSB]", value) is not None
    if kind in ("cards", "ints"):
        return isinstance(value, list) and all(member_ok(kind[:-1] if kind == "cards" else "int", v) for v in value)
    if kind == "seats":
        entry = {"seat": "int", "name": "str", "key": "hex32", "bot": "bool"}
        return isinstance(value, list) and all(
            isinstance(v, dict) and all(name in v and member_ok(k, v[name]) for name, k in entry.items())
            for v in value)
    raise ValueError(kind)


def parse_body(body, protocol=None):
    """Protocol.md §7-§9 for one frame body: returns the message, or raises Refused(code).
    `protocol` is the version this end speaks (PROTOCOL unless told)."""
    protocol = PROTOCOL if protocol is None else protocol
    numbers = []  # numbers written with a fraction or an exponent, and integers out of range

    def pairs(items):
        names = [name for name, _ in items]
        if len(set(names)) != len(names):
            raise Refused("bad_frame")
        return dict(items)

    def depth(value):
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else None
        return 0 if children is None else 1 + max(map(depth, children), default=0)

    def strings(value):
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for name, item in value.items():
                yield name
                yield from strings(item)
        elif isinstance(value, list):
            for item in value:
                yield from strings(item)

    def no_constant(name):
        raise Refused("bad_frame")

    def integer(text):
        value = int(text)
        if not is_int(value):
            numbers.append(text)
        return value

    try:
        text = body.decode("utf-8")
        obj = json.loads(text, object_pairs_hook=pairs, parse_constant=no_constant, parse_int=integer,
                         parse_float=lambda number: numbers.append(number) or 0.5)
        for item in strings(obj):
            item.encode("utf-8")  # a lone surrogate escape cannot be encoded
    except (ValueError, RecursionError):
        raise Refused("bad_frame")
    if not isinstance(obj, dict) or depth(obj) > 32 or not isinstance(obj.get("type"), str):
        raise Refused("bad_frame")
    members = MESSAGES.get(obj["type"])
    if members is None:
        raise Refused("unknown_type")
    # §8 "Another version": protocol is looked at before anything else in hello and welcome. Read
    # here as: an integer other than 2 is version_mismatch; a protocol that is missing or not an
    # integer (a string, a boolean, 2.0) is a bad member like any other, so bad_message.
    if obj["type"] in ("hello", "welcome", "resume") and is_int(obj.get("protocol")) and obj["protocol"] != protocol:
        raise Refused("version_mismatch")
    if not all(name in obj and member_ok(kind, obj[name]) for name, kind in members.items()):
        raise Refused("bad_message")
    for name, kind in OPTIONAL.get(obj["type"], {}).items():
        if obj.get(name) is not None and not member_ok(kind, obj[name]):
            raise Refused("bad_message")
    if protocol == 4:
        if not all(name in obj and member_ok(kind, obj[name]) for name, kind in MESSAGES_4.get(obj["type"], {}).items()):
            raise Refused("bad_message")
        for name, kind in OPTIONAL_4.get(obj["type"], {}).items():
            if obj.get(name) is not None and not member_ok(kind, obj[name]):
                raise Refused("bad_message")
        if obj["type"] == "welcome" and (obj.get("deal_time", 5) < 5 or not all(
                e.get("code_commit") is None or member_ok("hex32", e["code_commit"]) for e in obj["seats"])):
            raise Refused("bad_message")
    if obj["type"] == "play" and (obj.get("position") is None) != (obj.get("key") is None):
        raise Refused("bad_message")  # §16.4: position and key come together
    if obj["type"] == "open" and len(obj["positions"]) != len(obj["keys"]):
        raise Refused("bad_message")
    if numbers:
        raise Refused("bad_message")
    return obj


def check_body(body, protocol=None):
    """The error code a receiver answers to one frame body (§7-§9), or "ok"."""
    try:
        parse_body(body, protocol)
    except Refused as refused:
        return refused.code
    return "ok"


def signing_input(message, session, protocol=None):
    """§8.1: the bytes a seat signs for a commit, reveal, play, game_over, rematch or chat
    (protocol 4: §17.8.1's for a pass, §17.8.3's for a play)."""
    session = session.hex() if isinstance(session, (bytes, bytearray)) else session.lower()
    if protocol == 4 and message["type"] in ("shuffle", "lock", "play"):
        import briscola_p4
        if message["type"] == "play":
            return briscola_p4.play_signing_input(message, session)
        return briscola_p4.message_signing_input(message, session)
    lines = ["briscola-signed-2", session, message["type"]]
    names = SIGNED[message["type"]]
    if message["type"] == "play" and message.get("position") is not None:
        names = HIDDEN_PLAY
    for name in names:
        value = message[name]
        if name in ("scores", "positions"):
            lines.append(",".join(str(number) for number in value))
        elif name in ("deck", "keys"):
            lines.append(",".join(item.lower() for item in value))
        elif name in ("hash", "secret", "key", "shuffle_key"):
            lines.append(value.lower())
        elif isinstance(value, int):
            lines.append(str(value))
        else:
            lines.append(value)  # card, result, text: as sent
    return "\n".join(lines).encode("utf-8")


def sign_message(message, session, private_key, protocol=None):
    """Adds `sig` to a message dict, signed with a 32-byte Ed25519 private key."""
    message["sig"] = ed25519.sign(private_key, signing_input(message, session, protocol)).hex()
    return message


def signature_ok(message, session, public_key_hex, protocol=None):
    return ed25519.verify(bytes.fromhex(public_key_hex), signing_input(message, session, protocol),
                          bytes.fromhex(message["sig"]))


def table_code(session, keys):
    """§12: the first 4 bytes of SHA-256(session id ‖ key of seat 0 ‖ … ‖ key of seat P−1), in hex."""
    session = session if isinstance(session, (bytes, bytearray)) else bytes.fromhex(session)
    data = session + b"".join(k if isinstance(k, (bytes, bytearray)) else bytes.fromhex(k) for k in keys)
    return hashlib.sha256(data).hexdigest()[:8]


def state_hash(game):
    return hashlib.sha256(game.encoding()).hexdigest()


BIDI = set(range(0x200E, 0x2010)) | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
INVISIBLE = {0x00AD, 0x061C, 0x180E, 0x200B, 0xFEFF} | set(range(0x2060, 0x2065)) | set(range(0x206A, 0x2070)) | set(range(0xFFF9, 0xFFFC))


def clean_text(text, limit=200, name=False):
    """§8.1 "Text from the network": what may be shown of a remote name, reason, message or chat."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        nxt = text[i + 1] if i + 1 < n else None
        if c == "\x9b" or (c == "\x1b" and nxt == "["):  # 1. a control sequence
            i += 1 if c == "\x9b" else 2
            while i < n and not "\x40" <= text[i] <= "\x7e":
                i += 1
            i += 1
        elif c == "\x1b" and nxt is not None and nxt in "]PX^_":  # 2. a control string
            i += 2
            while i < n:
                if text[i] in "\x07\x9c":
                    i += 1
                    break
                if text[i] == "\x1b":
                    i += 2
                    break
                i += 1
        elif c == "\x1b":  # 3. ESC and the scalar after it, or a lone ESC at the end
            i += 2
        elif c in "\t\n\r ":  # 4. a run of white space becomes one space
            if not out or out[-1] != " ":
                out.append(" ")
            i += 1
        else:
            code_point = ord(c)
            if not (code_point < 0x20 or 0x7F <= code_point <= 0x9F or code_point in BIDI or code_point in INVISIBLE):  # 5.
                out.append(c)
            i += 1
    if out and out[0] == " ":
        out.pop(0)
    if out and out[-1] == " ":
        out.pop()
    out = out[:32 if name else limit]
    if out and out[-1] == " ":
        out.pop()
    result = "".join(out)
    return "Player" if name and not result else result


class Problem(Exception):
    pass


def transcript_v2(messages):
    """Checks a protocol-2 session transcript (§8.1, §10, §12) seen from one or more connections.

    Messages relayed by the host to several guests appear several times: a signed message identical
    to one already checked, and a `start` or `deal` for a game already seen, are not counted again.
    Keys come from `welcome` and `seated` (and go with `left`); every `sig` is checked against the
    key of its author seat as the seats were at that game's `start`."""
    welcome = next(m for m in messages if m["type"] == "welcome")
    session, players = welcome["session"].lower(), welcome["variant"]
    if players not in (2, 3, 4):
        raise Problem(f"welcome: variant {players}")
    keys = {}                  # seat -> public key (hex), the table as it is now
    games = {}                 # game number -> its state
    seen = set()               # signed messages already checked (relayed copies)
    plays = signatures = 0
    last_game = 0

    def take_seat(seat, key, where):
        if not 0 <= seat < players:
            raise Problem(f"{where}: seat {seat} is not a seat of a table of {players}")
        if keys.get(seat, key.lower()) != key.lower():
            raise Problem(f"{where}: seat {seat} already has another key (a forged view of the table?)")
        keys[seat] = key.lower()

    for number, m in enumerate(messages, 1):
        where = f"message {number} ({m['type']})"
        kind = m["type"]
        if kind in ("hello", "welcome") and m.get("protocol") != PROTOCOL:
            raise Problem(f"{where}: protocol {m.get('protocol')}")
        if kind == "welcome":
            if m["session"].lower() != session or m["variant"] != players:
                raise Problem(f"{where}: another session or variant than the first welcome")
            for entry in m["seats"]:
                take_seat(entry["seat"], entry["key"], where)
        elif kind == "seated":
            take_seat(m["seat"], m["key"], where)
        elif kind == "left":
            if keys.pop(m["seat"], None) is not None:
                for state in games.values():
                    if state["game"] is None or not state["game"].finished():
                        state["abandoned"] = True
        elif kind == "start":
            if m["game"] in games:
                continue  # the same start, sent to another guest
            if m["game"] != last_game + 1 and not (last_game == 0 and m["game"] >= 1):  # a newcomer's view
                raise Problem(f"{where}: game {m['game']} after game {last_game}")
            if sorted(keys) != list(range(players)):
                raise Problem(f"{where}: a seat is free ({sorted(keys)} taken)")
            last_game = m["game"]
            games[last_game] = {"keys": [keys[s] for s in range(players)], "commits": {}, "reveals": {},
                                "game": None, "seq": 0, "over": set(), "abandoned": False}
        elif kind == "deal":
            state = games.get(m["game"])
            if state is None:
                raise Problem(f"{where}: deal for game {m['game']}, which has not started")
            if state["game"] is not None:
                continue
            if sorted(state["reveals"]) != list(range(players)):
                raise Problem(f"{where}: deal before every reveal")
            seed = hashlib.sha256(b"".join(state["reveals"][s] for s in range(players))
                                  + bytes.fromhex(session)).digest()
            dealer = (m["game"] - 1) % players
            if m["seed"].lower() != seed.hex():
                raise Problem(f"{where}: seed {m['seed']} is not the game seed {seed.hex()}")
            if m["dealer"] != dealer:
                raise Problem(f"{where}: dealer {m['dealer']}, expected {dealer}")
            deck = shuffle(seed, players)
            if m["deck"] != [code(c) for c in deck]:
                raise Problem(f"{where}: the deck is not the shuffle of the game seed")
            state["game"] = Game(players, dealer, deck)
        elif kind in SIGNED:
            identity = json.dumps(m, sort_keys=True)
            if identity in seen:
                continue
            seen.add(identity)
            game_number = m.get("game")
            if kind in ("chat", "rematch"):
                key = keys.get(m["seat"])
            else:
                state = games.get(game_number)
                if state is None and kind == "game_over" and (not games or game_number < min(games)):
                    continue  # a newcomer hears the end of a game played before it sat down
                if state is None:
                    raise Problem(f"{where}: game {game_number} has not started")
                key = state["keys"][m["seat"]] if 0 <= m["seat"] < players else None
            if key is None:
                raise Problem(f"{where}: seat {m['seat']} has no key")
            if not signature_ok(m, session, key):
                raise Problem(f"{where}: bad signature from seat {m['seat']}")
            signatures += 1
            if kind == "commit":
                if m["seat"] in state["commits"] or state["reveals"]:
                    raise Problem(f"{where}: a second commit, or a commit after a reveal")
                state["commits"][m["seat"]] = m["hash"].lower()
            elif kind == "reveal":
                if len(state["commits"]) != players:
                    raise Problem(f"{where}: reveal before every commitment is in")
                secret = bytes.fromhex(m["secret"])
                if hashlib.sha256(secret).hexdigest() != state["commits"][m["seat"]]:
                    raise Problem(f"{where}: seat {m['seat']}'s secret does not match its commitment")
                state["reveals"][m["seat"]] = secret
            elif kind == "play":
                game = state["game"]
                if game is None:
                    raise Problem(f"{where}: play before the deal")
                if m["seq"] != state["seq"] + 1:
                    raise Problem(f"{where}: seq {m['seq']}, expected {state['seq'] + 1}")
                if game.finished() or m["seat"] != game.turn or index(m["card"]) not in game.hands[m["seat"]]:
                    raise Problem(f"{where}: seat {m['seat']} may not play {m['card']}")
                game.play(m["seat"], index(m["card"]))
                state["seq"] += 1
                plays += 1
                if state_hash(game) != m["hash"].lower():
                    raise Problem(f"{where}: game {game_number} play {m['seq']}: state hash "
                                  f"{state_hash(game)}, the message says {m['hash']}")
            elif kind == "game_over":
                game = state["game"]
                if game is None or not game.finished():
                    raise Problem(f"{where}: game_over before the last play")
                if m["seat"] in state["over"]:
                    raise Problem(f"{where}: a second game_over from seat {m['seat']}")
                state["over"].add(m["seat"])
                if (m["scores"], m["result"], m["hash"].lower()) != (game.scores(), result_code(game.scores()),
                                                                    state_hash(game)):
                    raise Problem(f"{where}: seat {m['seat']}'s account {m['scores']} {m['result']} differs "
                                  f"from the replay {game.scores()} {result_code(game.scores())}")
            elif kind == "rematch":
                before = games.get(game_number - 1)
                if before is not None and not before["abandoned"] and m["seat"] not in before["over"]:
                    raise Problem(f"{where}: rematch from seat {m['seat']} before its game_over")
    if not games:
        raise Problem("no game started")
    print(f"transcript verified: {plays} plays, {players} seats, {signatures} signatures")
    return plays


def transcript_v3(messages, version=3):
    """Checks a protocol-3 session transcript (§16) as an onlooker that holds no secret: every
    signature, every pass, every opening round, every play (position in hand, key opening it to the
    card claimed, public history hash), every audit (the whole deal redone), every game_over.
    Protocol 4 (§17.8): every pass's proof and read, every key against its commitment, and the
    history of §17.8.3 too (what briscola does not send yet, §17.8's draft parts, is not required)."""
    import briscola_hidden as hidden
    import briscola_p4 as p4
    welcome = next(m for m in messages if m["type"] == "welcome")
    session, players = welcome["session"].lower(), welcome["variant"]
    keys, games, seen, entries = {}, {}, set(), {}
    plays = signatures = 0
    last_game = 0

    def take_seat(seat, key, where):
        if not 0 <= seat < players or keys.get(seat, key.lower()) != key.lower():
            raise Problem(f"{where}: seat {seat} cannot take key {key}")
        keys[seat] = key.lower()

    for number, m in enumerate(messages, 1):
        where, kind = f"message {number} ({m['type']})", m["type"]
        try:
            if kind in ("hello", "welcome", "resume") and m.get("protocol") != version:
                raise Problem(f"{where}: protocol {m.get('protocol')}")
            if kind in ("commit", "reveal", "deal"):
                raise Problem(f"{where}: no place in protocol 3")
            if kind == "welcome":
                for entry in m["seats"]:
                    take_seat(entry["seat"], entry["key"], where)
                    entries[entry["seat"]] = entry
            elif kind == "seated":
                take_seat(m["seat"], m["key"], where)
                entries[m["seat"]] = m
            elif kind == "left":
                if keys.pop(m["seat"], None) is not None:
                    for state in games.values():
                        state["abandoned"] = state["abandoned"] or state["true"] is None
            elif kind == "start":
                if m["game"] in games:
                    continue
                if m["game"] != last_game + 1 and last_game != 0:
                    raise Problem(f"{where}: game {m['game']} after game {last_game}")
                if sorted(keys) != list(range(players)):
                    raise Problem(f"{where}: a seat is free")
                last_game = m["game"]
                if version == 4:
                    guests = [s for s in range(1, players) if not entries[s]["bot"]]
                    commits = {s: bytes.fromhex(entries[s]["code_commit"]) for s in guests
                               if entries[s].get("code_commit") is not None}
                    deal = p4.P4Deal(players, session, last_game, [keys[s] for s in range(players)], guests, commits,
                                     as_built=True)
                else:
                    deal = hidden.HiddenDeal(players)
                games[last_game] = {"keys": [keys[s] for s in range(players)], "deal": deal,
                                    "view": None, "seq": 0, "over": set(), "abandoned": False, "true": None}
            elif kind in SIGNED:
                identity = json.dumps(m, sort_keys=True)
                if identity in seen:
                    continue
                seen.add(identity)
                state = games.get(m.get("game")) if kind not in ("chat", "rematch") else None
                if kind in ("chat", "rematch"):
                    key = keys.get(m["seat"])
                elif state is None:
                    raise Problem(f"{where}: game {m.get('game')} has not started")
                else:
                    key = state["keys"][m["seat"]] if 0 <= m["seat"] < players else None
                if key is None or not signature_ok(m, session, key, version):
                    raise Problem(f"{where}: bad signature from seat {m['seat']}")
                signatures += 1
                if kind in ("shuffle", "lock"):
                    if version == 4:
                        state["deal"].accept_pass(m)
                    else:
                        state["deal"].accept(kind, m["seat"], m["deck"])
                    if state["deal"].next_step() is None:
                        state["view"] = (p4.P4Game if version == 4 else hidden.HiddenGame)(players, m["game"], (m["game"] - 1) % players, session,
                                                          state["deal"], None, None)
                elif kind in ("open", "play", "audit") and state["view"] is None:
                    raise Problem(f"{where}: before the last pass")
                elif kind == "open":
                    if version == 4 and m["round"] == 0 and m.get("read") is not None:
                        state["deal"].check_open_read(m, m["seat"])
                    state["view"].receive_openings(m["seat"], m["round"], m["positions"], m["keys"])
                elif kind == "play":
                    view = state["view"]
                    if m.get("position") is None or m["seq"] != state["seq"] + 1 or view.game.finished() \
                            or m["seat"] != view.game.turn:
                        raise Problem(f"{where}: play {m['seq']} of seat {m['seat']} out of turn or order")
                    view.play(m["seq"], m["seat"], m["position"], index(m["card"]), bytes.fromhex(m["key"]),
                              bool(m.get("timed_out")))
                    state["seq"] += 1
                    plays += 1
                    if view.history.hex() != m["hash"].lower():
                        raise Problem(f"{where}: public history {view.history.hex()}, the play says {m['hash']}")
                elif kind == "audit":
                    if not state["view"].game.finished():
                        raise Problem(f"{where}: audit before the last play")
                    state["view"].receive_audit(m["seat"], m["shuffle_key"], m["keys"])
                    if state["view"].audits_complete():
                        state["true"] = state["view"].audited()[0]
                elif kind == "game_over":
                    game = state["true"]
                    if game is None:
                        raise Problem(f"{where}: game_over before every audit")
                    if m["seat"] in state["over"]:
                        raise Problem(f"{where}: a second game_over from seat {m['seat']}")
                    state["over"].add(m["seat"])
                    if (m["scores"], m["result"], m["hash"].lower()) != (game.scores(), result_code(game.scores()),
                                                                        state["view"].history.hex()):
                        raise Problem(f"{where}: seat {m['seat']}'s account differs from the audited game")
                elif kind == "rematch":
                    before = games.get(m["game"] - 1)
                    if before is not None and not before["abandoned"] and m["seat"] not in before["over"]:
                        raise Problem(f"{where}: rematch from seat {m['seat']} before its game_over")
        except hidden.Cheat as cheat:
            raise Problem(f"{where}: {cheat.code}: {cheat.message}")
    if not games:
        raise Problem("no game started")
    print(f"transcript verified (protocol {version}): {plays} plays, {players} seats, {signatures} signatures, "
          f"{sum(1 for g in games.values() if g['true'] is not None)} games audited")
    return plays


def transcript(path):
    entries = [json.loads(line) for line in open(path) if line.strip()]
    messages = [entry["message"] for entry in entries]
    try:
        welcome = next((m for m in messages if m.get("type") == "welcome"), None)
        if welcome is None:
            raise Problem("no welcome")
        if welcome.get("protocol") == 1:
            transcript_v1(entries)
            return 0
        version = welcome.get("protocol") if welcome.get("protocol") in (3, 4) else 2
        for number, message in enumerate(messages, 1):
            answer = check_body(json.dumps(message, ensure_ascii=False).encode("utf-8"), version)
            if answer != "ok":
                raise Problem(f"message {number} ({message.get('type')}): a receiver answers {answer}")
        if version >= 3:
            transcript_v3(messages, version)
        else:
            transcript_v2(messages)
        return 0
    except (Problem, AssertionError, KeyError, ValueError, IndexError) as problem:
        print(f"transcript problem: {problem or type(problem).__name__}")
        return 1


def vectors():
    cases = [("u64", 0), ("u64", 1), ("u64", 42), ("u64", 2026), ("u64", M64),
             ("hex", "00" * 32), ("hex", "".join(f"{i:02x}" for i in range(32)))]
    out = []
    for kind, value in cases:
        seed = seed_from_u64(value) if kind == "u64" else bytes.fromhex(value)
        for players in (2, 3, 4):
            out.append({"seed64": value if kind == "u64" else None, "seed": seed.hex(), "players": players,
                        "deck": [code(c) for c in shuffle(seed, players)]})
    gen = Xoshiro(seed_from_u64(42))
    raw = [f"{gen.next():016x}" for _ in range(4)]
    # Published xoshiro256** check: state words 1, 2, 3, 4 give these first four outputs.
    ref = Xoshiro(b"".join(w.to_bytes(8, "little") for w in (1, 2, 3, 4)))
    published = [ref.next() for _ in range(4)]
    assert published == [11520, 0, 1509978240, 1215971899390074240], published
    assert next(splitmix64(0)) == 0xE220A8397B1DCDAF
    return {"xoshiro_seed64_42_first_outputs": raw, "xoshiro_state_1234_first_outputs": published,
            "shuffles": out}


def choose_card(game, seat):
    """A simple legal policy: the weakest card that is not trump, else the weakest trump."""
    trump = game.trump_card // 10
    hand = game.hands[seat]
    plain = [c for c in hand if c // 10 != trump]
    return min(plain or hand, key=lambda c: STRENGTH[c % 10 + 1])


def simulate_session(players, games, label=b"briscola reference"):
    """A protocol-2 session written by this reference alone, as the host's connections carry it:
    every seat but the host's is a guest; the host relays every guest's signed message to the
    others. Secrets and keys are derived from `label`, so the transcript is reproducible."""
    derive = lambda *parts: hashlib.sha256(label + b"/" + "/".join(map(str, parts)).encode()).digest()
    session = derive("session")[:16].hex()
    private = [derive("key", seat) for seat in range(players)]
    public = [ed25519.public_key(k).hex() for k in private]
    names = ["Hana", "Gino", "Lia", "Ugo"][:players]
    entry = lambda s: {"seat": s, "name": names[s], "key": public[s], "bot": False}
    out = []

    def to_guests(author, message):  # a message of seat `author` (0 = the host) reaches every other seat
        if author != 0:
            out.append({"from": f"seat{author}", "to": "host", "message": message})
        for seat in range(1, players):
            if seat != author:
                out.append({"from": "host", "to": f"seat{seat}", "message": message})

    for seat in range(1, players):
        out.append({"from": f"seat{seat}", "to": "host", "message": {
            "type": "hello", "protocol": PROTOCOL, "program": "briscola_ref.py", "name": names[seat],
            "key": public[seat]}})
        out.append({"from": "host", "to": f"seat{seat}", "message": {
            "type": "welcome", "protocol": PROTOCOL, "program": "briscola_ref.py", "name": names[0],
            "session": session, "variant": players, "seat": seat, "seats": [entry(s) for s in range(seat + 1)]}})
        for earlier in range(1, seat):
            out.append({"from": "host", "to": f"seat{earlier}", "message": dict(type="seated", **entry(seat))})
    for g in range(1, games + 1):
        to_guests(0, {"type": "start", "game": g})
        secrets = [derive("secret", g, seat) for seat in range(players)]
        for seat in range(players):
            to_guests(seat, sign_message({"type": "commit", "game": g, "seat": seat,
                                          "hash": hashlib.sha256(secrets[seat]).hexdigest()}, session, private[seat]))
        for seat in range(players):
            to_guests(seat, sign_message({"type": "reveal", "game": g, "seat": seat, "secret": secrets[seat].hex()},
                                         session, private[seat]))
        seed = hashlib.sha256(b"".join(secrets) + bytes.fromhex(session)).digest()
        deck, dealer = shuffle(seed, players), (g - 1) % players
        to_guests(0, {"type": "deal", "game": g, "dealer": dealer, "seed": seed.hex(), "deck": [code(c) for c in deck]})
        game = Game(players, dealer, deck)
        seq = 0
        while not game.finished():
            seat = game.turn
            card = choose_card(game, seat)
            game.play(seat, card)
            seq += 1
            to_guests(seat, sign_message({"type": "play", "game": g, "seq": seq, "seat": seat, "card": code(card),
                                          "hash": state_hash(game)}, session, private[seat]))
        for seat in range(players):
            to_guests(seat, sign_message({"type": "game_over", "game": g, "seat": seat, "scores": game.scores(),
                                          "result": result_code(game.scores()), "hash": state_hash(game)},
                                         session, private[seat]))
        if g < games:
            for seat in range(players):
                to_guests(seat, sign_message({"type": "rematch", "game": g + 1, "seat": seat}, session, private[seat]))
    for seat in range(1, players):
        out.append({"from": f"seat{seat}", "to": "host", "message": {"type": "bye", "reason": "done"}})
    return out


def selftest():
    """Unit checks of the reference's protocol-2 side; returns the number of failures."""
    failures = []

    def check(condition, what):
        if not condition:
            failures.append(what)

    failures += ed25519.selftest()
    # Appendix A
    check(seed_from_u64(42).hex() == "956eeb2f2632d7bd03f166b233e3ef28529f0f135767524794e34a0effe11c58", "seed 42")
    check(" ".join(code(c) for c in shuffle(seed_from_u64(42), 3)).startswith("1B 1C 8B 2D 7D 3D"), "3-player shuffle")
    check(state_hash(Game(2, 0, list(range(40)))) == "572dcddef2edd3a2e4e28aa535dc340c50a34d57103927b3c95d9711eebc8e36",
          "state hash after the deal")
    vectors()  # asserts the published xoshiro and SplitMix64 outputs

    # §8.1: the signing input of a sample play (hash sent in upper case is signed in lower case).
    session = "c510c70f6daff2b3ea4c364796553b85"
    play = {"type": "play", "game": 1, "seq": 1, "seat": 1, "card": "5D", "later": "ignored",
            "hash": "08EC63ABDA9F4BBC2D1533231A9884655A4DC230CE4260821FB25B0AA3BB5156"}
    expected = ("briscola-signed-2\nc510c70f6daff2b3ea4c364796553b85\nplay\n1\n1\n1\n5D\n"
                "08ec63abda9f4bbc2d1533231a9884655a4dc230ce4260821fb25b0aa3bb5156").encode()
    check(signing_input(play, session) == expected, "signing input of a play")
    check(signing_input({"type": "game_over", "game": 3, "seat": 0, "scores": [61, 59], "result": "win:0",
                         "hash": "ab" * 32}, bytes.fromhex(session)) ==
          ("briscola-signed-2\n" + session + "\ngame_over\n3\n0\n61,59\nwin:0\n" + "ab" * 32).encode(),
          "signing input of a game_over")
    check(signing_input({"type": "chat", "seat": 2, "text": "ciao\n\u00e8"}, session) ==
          ("briscola-signed-2\n" + session + "\nchat\n2\nciao\n\u00e8").encode(), "signing input of a chat")
    check(signing_input({"type": "rematch", "game": 2, "seat": 1}, session) ==
          ("briscola-signed-2\n" + session + "\nrematch\n2\n1").encode(), "signing input of a rematch")
    # The sample play signed with RFC 8032 TEST 1's key: a vector for other implementations.
    key = bytes.fromhex(ed25519.RFC8032_VECTORS[0][0])
    signed = sign_message(dict(play), session, key)
    check(signed["sig"] == SAMPLE_PLAY_SIG, f"signature of the sample play: {signed['sig']}")
    check(signature_ok(signed, session, ed25519.RFC8032_VECTORS[0][1]), "the sample play verifies")
    check(not signature_ok(dict(signed, card="6D"), session, ed25519.RFC8032_VECTORS[0][1]), "an altered card verifies")
    check(not signature_ok(signed, "00" * 16, ed25519.RFC8032_VECTORS[0][1]), "another session verifies")

    # §12: table code over RFC 8032's three public keys as seats 0, 1, 2.
    keys = [v[1] for v in ed25519.RFC8032_VECTORS]
    code3 = table_code(session, keys)
    check(code3 == hashlib.sha256(bytes.fromhex(session + "".join(keys))).hexdigest()[:8], "table code")
    check(code3 == SAMPLE_TABLE_CODE, f"table code {code3}")
    check(table_code(session, keys[::-1]) != code3, "table code depends on the seat order")

    # §7-§9 bodies of protocol 2.
    bodies = {
        '{"type":"hello","protocol":1,"program":"p","name":"x"}': "version_mismatch",
        '{"type":"hello","protocol":2,"program":"p","name":"x"}': "bad_message",
        '{"type":"hello","protocol":3,"key":"x"}': "version_mismatch",
        '{"type":"welcome","program":"p"}': "bad_message",
        '{"type":"welcome","protocol":"2"}': "bad_message",
        '{"type":"hello","protocol":2,"program":"p","name":"x","key":"' + "ab" * 32 + '","seat":"1"}': "bad_message",
        '{"type":"hello","protocol":2,"program":"p","name":"x","key":"' + "AB" * 32 + '","seat":2}': "ok",
        '{"type":"seated","seat":1,"name":"x","key":"' + "ab" * 32 + '","bot":1}': "bad_message",
        '{"type":"seated","seat":1,"name":"x","key":"' + "ab" * 32 + '","bot":false}': "ok",
        '{"type":"rematch","game":2,"seat":1}': "bad_message",
        '{"type":"rematch","game":2,"seat":1,"sig":"' + "ab" * 64 + '"}': "ok",
        '{"type":"rematch","game":2,"seat":1,"sig":"' + "ab" * 64 + '","x":1e3}': "bad_message",
        '{"type":"heartbeat","x":99999999999999999999}': "bad_message",
        '{"type":"start","game":1}': "ok",
        '{"type":"left","seat":1}': "bad_message",
        '{"type":"welcome","protocol":2,"program":"p","name":"H","session":"' + "00" * 16 +
        '","variant":3,"seat":1,"seats":[{"seat":0,"name":"H","key":"' + "ab" * 32 + '"}]}': "bad_message",
    }
    for body, answer in bodies.items():
        check(check_body(body.encode()) == answer, f"body {body}: {check_body(body.encode())}, expected {answer}")

    # §8.1 text cleaning
    for raw, shown in [("\x1b[31mRed\x1b[0m", "Red"), ("a\t\n b", "a b"), (" \u202eevil ", "evil"),
                       ("\x1b]0;title\x07ok", "ok"), ("Ev\u200bil\ufeff", "Evil"), ("👩\u200d💻", "👩\u200d💻"), ("x\x1b", "x"), ("\x9b2Jz", "z"), ("\x1b]2;t\x1b\\y", "y")]:
        check(clean_text(raw) == shown, f"clean_text({raw!r}) = {clean_text(raw)!r}")
    check(clean_text("", name=True) == "Player" and len(clean_text("é" * 40, name=True)) == 32, "names")
    check(clean_text("a" * 31 + " b", name=True) == "a" * 31, "a space left by the cut")

    # A whole session of three and of four seats, checked as a transcript; then one altered play.
    for players, games in ((3, 2), (4, 1)):
        messages = [e["message"] for e in simulate_session(players, games)]
        plays = transcript_v2_quiet(messages)
        check(plays == games * (len(canonical_deck(players)) // players) * players, f"{players} seats: {plays} plays")
        forged = [dict(m) for m in messages]
        first = next(i for i, m in enumerate(forged) if m["type"] == "play" and m["seat"] == 1)
        for m in forged:
            if m == messages[first]:
                m["card"] = next(c for c in ("1C", "2C", "3C") if c != m["card"])
        check(transcript_v2_quiet(forged) is None, f"{players} seats: a forged card is refused")
    # The peer against the test host over loopback TCP: one game of two, in each protocol (3 needs
    # libsodium).
    import contextlib, io, threading
    import briscola_peer, briscola_testhost, ristretto
    for protocol in (2, 3, 4) if ristretto.available() else (2,):
        said, told, results = io.StringIO(), io.StringIO(), {}
        with contextlib.redirect_stderr(told), contextlib.redirect_stdout(said):
            host = briscola_testhost.Host(2, 1, 0, None, protocol=protocol)
            thread = threading.Thread(target=lambda: results.update(host=host.run(1)), daemon=True)
            thread.start()
            port = host.listener.getsockname()[1]
            peer = briscola_peer.Peer("127.0.0.1", port, 1, "Ref", None, True, 60, protocol=protocol)
            results["peer"] = peer.run()
            thread.join(120)
        lines = [json.loads(line) for line in said.getvalue().splitlines()]
        check(results == {"host": 0, "peer": 0} and len(lines) == 2 and lines[0]["hash"] == lines[1]["hash"],
              f"protocol {protocol}: peer against the test host: {results} {said.getvalue()} {told.getvalue()}")
    if ristretto.available():
        failures += hidden_selftest()
        # Protocol 4 (§17.8): a cheating guest is refused at its own message, its seat named.
        for cheat, expected in (("twin", "bad_proof"), ("lock-copy", "bad_proof"), ("open-key", "key_not_committed")):
            said, told, results = io.StringIO(), io.StringIO(), {}
            with contextlib.redirect_stderr(told), contextlib.redirect_stdout(said):
                host = briscola_testhost.Host(2, 1, 0, None, protocol=4)
                thread = threading.Thread(target=lambda: results.update(host=_run_host(host)), daemon=True)
                thread.start()
                peer = briscola_peer.Peer("127.0.0.1", host.listener.getsockname()[1], 1, "Ref", None, True, 60,
                                          protocol=4, cheat=cheat)
                results["peer"] = peer.run()
                thread.join(60)
            lines = [json.loads(line) for line in said.getvalue().splitlines()]
            check({"fault": expected, "seat": 1} in lines and any(
                line.get("error") == expected and line.get("seat") == 1 and line.get("after") in ("shuffle", "lock", "open")
                for line in lines) and results["peer"] == 1, f"protocol 4 cheat {cheat}: {lines} {told.getvalue()[-400:]}")
    for failure in failures:
        print("FAILED:", failure, file=sys.stderr)
    print(f"selftest: {'all passed' if not failures else str(len(failures)) + ' failed'}")
    return len(failures)


def _run_host(host):
    try:
        return host.run(1)
    except SystemExit as ended:
        return str(ended)


def hidden_selftest():
    """§16 checks (libsodium): card elements against hard-coded values computed by the Swift
    program's CardElements, the signing input of a hidden play, pass and opening algebra."""
    import briscola_hidden as hidden
    import hidden_vectors
    failures = hidden_vectors.check()
    play = {"type": "play", "game": 1, "seq": 2, "seat": 1, "card": "5D", "position": 7, "key": "AB" * 32,
            "hash": "CD" * 32}
    if signing_input(play, "00" * 16) != ("briscola-signed-2\n" + "00" * 16 + "\nplay\n1\n2\n1\n5D\n7\n"
                                         + "ab" * 32 + "\n" + "cd" * 32).encode():
        failures.append("signing input of a hidden play")
    opened = {"type": "open", "game": 1, "seat": 0, "round": 0, "positions": [1, 3], "keys": ["AA" * 32, "bb" * 32]}
    if signing_input(opened, "00" * 16) != ("briscola-signed-2\n" + "00" * 16 + "\nopen\n1\n0\n0\n1,3\n"
                                           + "aa" * 32 + "," + "bb" * 32).encode():
        failures.append("signing input of an open")
    failures += hidden_table_selftest()
    for body, answer in {
        '{"type":"open","game":1,"seat":0,"round":0,"positions":[1],"keys":[],"sig":"' + "ab" * 64 + '"}': "bad_message",
        '{"type":"play","game":1,"seq":1,"seat":1,"card":"5D","hash":"' + "ab" * 32 + '","sig":"' + "ab" * 64
        + '","position":3}': "bad_message",
        '{"type":"audit","game":1,"seat":0,"shuffle_key":"' + "ab" * 32 + '","keys":["' + "ab" * 32 + '"],"sig":"'
        + "ab" * 64 + '"}': "ok",
        '{"type":"hello","protocol":2,"program":"p","name":"x","key":"' + "ab" * 32 + '"}': "version_mismatch",
    }.items():
        if check_body(body.encode(), 3) != answer:
            failures.append(f"protocol 3 body {body}: {check_body(body.encode(), 3)}, expected {answer}")
    return failures


def hidden_table_selftest():
    """A whole hidden table in memory (every seat's own view, nothing shared but messages): each
    seat opens only its hand and the trump after the deal; the game plays to an audit that agrees;
    and each cheat of §16.6 is caught with its code."""
    import briscola_hidden as hidden
    failures = []
    for players in (2, 3, 4):
        size = len(canonical_deck(players))
        stream = [hashlib.sha512(f"selftest {players} {s}".encode()).digest() * 42 for s in range(players)]
        secrets = [hidden.Secrets.from_bytes(stream[s][:hidden.Secrets.byte_count(size)], players) for s in range(players)]
        deal = hidden.HiddenDeal(players)
        while deal.next_step() is not None:
            deal.make(secrets[deal.next_step()[1]])
        views = [hidden.HiddenGame(players, 1, 0, "00" * 16, deal, s, secrets[s]) for s in range(players)]

        def exchange():
            for s, view in enumerate(views):
                for number, positions, keys in view.my_openings():
                    for other in views:
                        if other is not view:
                            other.receive_openings(s, number, positions, keys)
        exchange()
        for s, view in enumerate(views):
            own = sorted(view.positions_in_hand(s))
            if view.eavesdrop() != own + [3 * players] or len(own) != 3:
                failures.append(f"{players} seats: seat {s} opens {view.eavesdrop()}, its hand is {own}")

        def attempt(view, seat, position, card, key, code):
            import copy
            trial = copy.deepcopy(view)
            try:
                trial.play(len(trial.actions) + 1, seat, position, card, key)
                failures.append(f"{players} seats: a cheat ({code}) was accepted")
            except hidden.Cheat as cheat:
                if cheat.code != code:
                    failures.append(f"{players} seats: a cheat gave {cheat.code}, expected {code}")
        played = []
        while not views[0].game.finished():
            seat = views[0].game.turn
            mine = views[seat]
            card = choose_card(mine.game, seat)
            position = mine.game.deck.index(card)
            key = secrets[seat].position_keys[position]
            observer = views[(seat + 1) % players]
            if len(played) == 1:  # each cheat, tried on another seat's view
                other = next(c for c in mine.game.hands[seat] if c != card)
                attempt(observer, seat, position, other, key, "wrong_card")
                attempt(observer, seat, played[0], card, secrets[seat].position_keys[played[0]], "position_not_in_hand")
                attempt(observer, seat, position, card, hidden.r255.scalar_from_wide(bytes(range(64))), "bad_key")
            for view in views:
                view.play(len(view.actions) + 1, seat, position, card, key)
            played.append(position)
            exchange()
        audits = [view.my_audit() for view in views]
        import copy
        liar = copy.deepcopy(views[0])
        lie = list(audits[1][1])
        lie[played[0]] = hidden.r255.scalar_from_wide(bytes(range(64))).hex()
        try:
            liar.receive_audit(1, audits[1][0], lie)
            failures.append(f"{players} seats: a lying audit was accepted")
        except hidden.Cheat as cheat:
            if cheat.code != "bad_audit":
                failures.append(f"{players} seats: a lying audit gave {cheat.code}")
        for s, view in enumerate(views):
            for t, (shuffle_key, keys) in enumerate(audits):
                if t != s:
                    view.receive_audit(t, shuffle_key, keys)
        results = {(tuple(v.audited()[0].scores()), v.history) for v in views}
        if len(results) != 1:
            failures.append(f"{players} seats: the seats' audits disagree")
    return failures


def transcript_v2_quiet(messages):
    import contextlib, io
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            return transcript_v2(messages)
        except Problem:
            return None


SAMPLE_PLAY_SIG = ("f298c1be6a45b6f7ef31321e1db4608846f3868f60351fb0fbe1fae0f8f3ddac"
                   "4366a9daf27ebbab37d6b74e136d3786100bbb20f90f273bfb22d5f185ae5408")
SAMPLE_TABLE_CODE = "43cb5e6c"


if __name__ == "__main__":
    if sys.argv[1:2] == ["vectors"]:
        print(json.dumps(vectors(), indent=1))
    elif sys.argv[1:2] == ["transcript"] and len(sys.argv) == 3:
        sys.exit(transcript(sys.argv[2]))
    elif sys.argv[1:2] == ["body"]:
        arguments, version = sys.argv[2:], DEFAULT_PROTOCOL
        if arguments[:1] == ["--protocol"]:
            arguments, version = arguments[2:], int(arguments[1])
        for argument in arguments:
            print(check_body(bytes.fromhex(argument), version))
    elif sys.argv[1:2] == ["verify"] and len(sys.argv) == 3:
        sys.exit(0 if verify(sys.argv[2]) > 0 else 1)
    elif sys.argv[1:2] == ["selftest"]:
        sys.exit(1 if selftest() else 0)
    elif sys.argv[1:2] == ["simulate"] and len(sys.argv) in (3, 4):
        for entry in simulate_session(int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) == 4 else 1):
            print(json.dumps(entry, separators=(",", ":")))
    elif sys.argv[1:2] == ["peer"]:
        import briscola_peer
        sys.exit(briscola_peer.main(sys.argv[2:]))
    else:
        sys.exit(__doc__)
