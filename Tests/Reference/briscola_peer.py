#!/usr/bin/env python3
"""A protocol-2, -3 or -4 guest written from Protocol.md alone (§7-§12, §16, §17.8); standard
library only, and libsodium through ctypes for protocols 3 and 4.

  briscola_peer.py HOST:PORT [--games N] [--name NAME] [--seat K] [--json] [--timeout SECONDS]
                   [--transcript FILE] [--protocol 2|3|4] [--cheat MODE]
  (also: briscola_ref.py peer ...)

Protocol 4 (§17.8, briscola_p4.py): protocol 3 with its hello carrying a code commitment, every
pass proven (input digest, commitments, proof, read, code nonce) and every received pass checked in
§17.8.1's order, every key revealed checked against its author's commitment, the history of
§17.8.3, `timed_out` signed, the deadlines of §17.8.5 kept for seat 0 and the host's computer
players (`withheld`), and every error naming the seat at fault in `seat`. With --json the table
code's four words are in each game's line ("code"), and an error received is printed with its
"seat" and "after", the type of the last message this peer sent before it (what it answers).
Protocol 4's cheats (--cheat; each should be refused at its own message, naming this seat):
twin, lock-copy, lock-key, replay, replay-seat (bad_proof); open-key, play-key, audit-key
(key_not_committed); withhold-open, withhold-audit, heartbeats (withheld).

Protocol 3 (the default): on start it draws its secrets, makes its shuffle and lock passes in
turn, checks every other seat's pass, sends its keys for the positions dealt or drawn to the other
seats round by round, opens its own hand, plays with position and key, checks every play (position
in hand, key, card, public history hash) and, after the last play, sends its audit and audits the
whole deal before game_over. It keeps only what a seat may know: its own secrets and what was
sent to it. --cheat MODE breaks the protocol once, for tests: swap (claim another card of its
hand than the position holds), reuse (play a position it played before), bad-key (a key that
opens no card), audit-lie (another key in its audit than one it sent), leave-deal (say bye as
soon as the deal begins: protocol 3's first shuffle, protocol 2's start); eavesdrop plays honestly
but prints {"eavesdrop": {...}} with every position it can open once its hand is dealt. With
--json an error the host sends is printed as {"error": CODE, "message": ...}.

Protocol 2:

It joins a table over TCP with a fresh Ed25519 key, follows welcome/seated/left/start, takes part
in the fair deal of every game (commit on start, reveal once every commitment is in, check the
deal), plays a legal card whenever it is its turn (the weakest card that is not trump, else the
weakest trump), checks the signature of every signed message and the state hash of every play
(answering a violation with the §9 error and exiting 1), sends game_over, then rematch while games
remain, and finally bye. It sends a heartbeat after 2 s of its own silence and gives up after 10 s
of the host's. With --json it prints one JSON object per finished game on stdout:
  {"game","seat","players","seed","dealer","scores","result","hash"}
(protocol 3: seed is "", hash is the §5 state hash of the audited game as its record has it, and
"history" the public history hash game_over carried, "deck" the opened deck)
--transcript writes every message sent and received as {"from", "to", "message"} lines, for
`briscola_ref.py transcript` (a guest sees every seat's signed messages, relayed by the host).
Exit status: 0 when all N games were played, 1 otherwise.
"""
import argparse
import hashlib
import json
import os
import select
import socket
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import briscola_ref as ref  # noqa: E402
import ed25519  # noqa: E402
try:
    import briscola_p4 as p4  # noqa: E402  (protocol 4 needs libsodium)
except OSError:
    p4 = None

hidden = None  # briscola_hidden, imported for protocol 3 (it needs libsodium)

MAX_FRAME = 65536
HEARTBEAT_AFTER = 2.0   # §11: send a heartbeat after this long without sending anything
SILENCE_LIMIT = 10.0    # §11: the peer is gone after this long without receiving anything
LEAVE_WAIT = 4.0        # §10: how long a leaving seat waits for the others' game_over
PROGRAM = "briscola_ref.py peer (Python reference)"


def lowest_card(hand, trump_card):
    """§10 turn timer: fewest points, then the weakest, a trump only if all are, then the lowest index."""
    trump = trump_card // 10
    return min(hand, key=lambda c: (c // 10 == trump, ref.POINTS.get(c % 10 + 1, 0), ref.STRENGTH[c % 10 + 1], c))


class Fatal(Exception):
    """Ends the session. `code` is the §9 error to send first, or None to close without a word;
    `seat` (protocol 4, §17.8) the seat at fault, when the error names one."""

    def __init__(self, code, message, seq=None, seat=None):
        super().__init__(message)
        self.code, self.message, self.seq, self.seat = code, message, seq, seat


class Peer:
    def __init__(self, host, port, games, name, seat, json_out, timeout, transcript=None, protocol=3, cheat=None,
                 as_built=False):
        global hidden
        if protocol in (3, 4) and hidden is None:
            import briscola_hidden
            hidden = briscola_hidden
        self.protocol, self.cheat, self.as_built = protocol, cheat, as_built
        self.transcript = transcript
        self.address, self.games_wanted, self.name, self.ask_seat = (host, port), games, name, seat
        self.json_out, self.deadline = json_out, time.monotonic() + timeout
        self.private = os.urandom(32)
        self.public = ed25519.public_key(self.private).hex()
        self.sock, self.buffer, self.last_kind = None, b"", None
        self.last_sent = self.last_received = time.monotonic()
        # The table
        self.session = None      # hex
        self.players = None      # P
        self.seat = None         # ours
        self.seats = {}          # seat -> {"name", "key", "bot"}
        # The series
        self.number = 0          # the last game started
        self.phase = "waiting"   # waiting (no game on), dealing, playing, over (ours is sent), leaving
        self.finished = 0        # games played to the end
        self.g = None            # the current game's state (dict)
        self.leave_by = None
        # Protocol 4 (§17.8.4): our code nonce for the session, committed in hello.
        self.code_nonce = os.urandom(16)
        self.code_commits = {}   # seat -> the code_commit its hello carried (welcome, seated)
        self.deal_time = None    # §17.8.5, from welcome
        self.due = {}            # §17.8.5: (what, seat) -> when it is withheld, for the seats we watch

    # -- transport (§7) --------------------------------------------------------------------------

    def log(self, text):
        print(f"peer: {text}", file=sys.stderr, flush=True)

    def send(self, message):
        body = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        assert 1 <= len(body) <= MAX_FRAME
        self.sock.sendall(len(body).to_bytes(4, "big") + body)
        self.last_sent = time.monotonic()
        if message["type"] not in ("heartbeat", "error", "bye"):
            self.last_kind = message["type"]  # what an error that comes next answers (--json: "after")
        self.record("guest" if self.seat is None else f"seat{self.seat}", "host", message)

    def record(self, source, target, message):
        if self.transcript is not None:
            self.transcript.write(json.dumps({"from": source, "to": target, "message": message},
                                             ensure_ascii=False) + "\n")
            self.transcript.flush()

    def receive(self, wait):
        """The messages that arrive within `wait` seconds (maybe none), one at a time, so that a bad
        frame behind good ones is refused only after they have been acted on."""
        readable, _, _ = select.select([self.sock], [], [], wait)
        if not readable:
            return
        chunk = self.sock.recv(65536)
        if not chunk:
            raise Fatal(None, "the host closed the connection")
        self.last_received = time.monotonic()
        self.buffer += chunk
        while len(self.buffer) >= 4:
            length = int.from_bytes(self.buffer[:4], "big")
            if length > MAX_FRAME:
                raise Fatal("frame_too_large", f"a frame of {length} bytes")
            if length == 0:
                raise Fatal("bad_frame", "a frame of length 0")
            if len(self.buffer) < 4 + length:
                break
            body, self.buffer = self.buffer[4:4 + length], self.buffer[4 + length:]
            try:
                message = ref.parse_body(body, self.protocol)
            except ref.Refused as refused:
                if refused.code == "unknown_type":  # §9: not fatal, the message is skipped
                    self.send({"type": "error", "code": "unknown_type", "message": "unknown message type"})
                    continue
                if refused.code == "version_mismatch":
                    raise Fatal("version_mismatch", f"this peer speaks protocol {self.protocol}, the host "
                                f"{json.loads(body).get('protocol')}")
                raise Fatal(refused.code, f"refused a frame body: {body[:200]!r}")
            self.record("host", "guest" if self.seat is None else f"seat{self.seat}", message)
            yield message

    # -- the session ---------------------------------------------------------------------------------

    def run(self):
        self.sock = socket.create_connection(self.address, timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.settimeout(10)
        hello = {"type": "hello", "protocol": self.protocol, "program": PROGRAM, "name": self.name,
                 "key": self.public}
        if self.ask_seat is not None:
            hello["seat"] = self.ask_seat
        if self.protocol == 4:
            hello["code_commit"] = p4.codes.code_commit(self.code_nonce).hex()
        self.send(hello)
        self.last_received = time.monotonic()
        try:
            while True:
                now = time.monotonic()
                if now > self.deadline:
                    raise Fatal(None, "out of time (--timeout)")
                if now - self.last_received >= SILENCE_LIMIT:
                    raise Fatal(None, f"the host has been silent for {SILENCE_LIMIT:.0f} s")
                if now - self.last_sent >= HEARTBEAT_AFTER:
                    self.send({"type": "heartbeat"})
                if self.phase == "leaving" and (now >= self.leave_by or self.others_over()):
                    if not self.others_over():
                        self.log("some game_over did not arrive in time; leaving anyway")
                    self.send({"type": "bye", "reason": "played every game"})
                    return self.close(0)
                self.check_deadlines(now)
                for message in self.receive(0.2):
                    if self.handle(message) is not None:
                        return self.close(0 if self.finished == self.games_wanted else 1)
        except Fatal as fatal:
            self.log(f"{fatal.code or 'closing'}: {fatal.message}")
            if fatal.code is not None:
                error = {"type": "error", "code": fatal.code, "message": fatal.message}
                if fatal.seq is not None:
                    error["seq"] = fatal.seq
                if fatal.seat is not None and self.protocol == 4:
                    error["seat"] = fatal.seat
                try:
                    self.send(error)
                except OSError:
                    pass
            return self.close(1)
        except OSError as failure:
            self.log(f"connection failed: {failure}")
            return self.close(1)

    def close(self, status):
        try:
            self.sock.close()
        except OSError:
            pass
        self.log(f"{self.finished} of {self.games_wanted} games played; exit {status}")
        return status

    def others_over(self):
        """Every other seat of the game just played (still at the table) has sent its game_over."""
        return all(s in self.g["overs"] for s in range(self.players) if s != self.seat and s in self.seats)

    def key_of(self, seat, game_keys=None):
        keys = game_keys if game_keys is not None else {s: e["key"] for s, e in self.seats.items()}
        return keys.get(seat)

    def check_signature(self, message, keys=None):
        key = self.key_of(message["seat"], keys)
        if key is None or not ref.signature_ok(message, self.session, key, self.protocol):
            raise Fatal("bad_signature", f"{message['type']} of seat {message['seat']} does not verify",
                        message.get("seq") if message["type"] == "play" else None, message["seat"])

    def author_seat(self, message):
        """A seat-authored message relayed to a guest names any seat but the guest's own (§10)."""
        seat = message["seat"]
        if seat == self.seat:
            raise Fatal("not_your_seat", f"a {message['type']} in our own seat's name")
        if not 0 <= seat < self.players:
            raise Fatal("not_your_seat", f"a {message['type']} for seat {seat}, which the table has not")
        return seat

    def handle(self, m):
        """Acts on one message; returns a value (not None) when the session has ended cleanly."""
        kind = m["type"]
        if kind == "heartbeat":
            return None
        if kind == "error":
            if self.json_out:
                said = {"error": m["code"], "message": m["message"]}
                if m.get("seat") is not None:
                    said["seat"] = m["seat"]
                said["after"] = self.last_kind
                print(json.dumps(said, separators=(",", ":")), flush=True)
            if m["code"] == "unknown_type":
                self.log("the host did not know a message of ours (unknown_type); going on")
                return None
            raise Fatal(None, f"the host sent error {ref.clean_text(m['code'])}: {ref.clean_text(m['message'])}")
        if kind == "bye":
            self.log(f"the host left: {ref.clean_text(m['reason'])}")
            return True
        if self.session is None:
            if kind != "welcome":
                raise Fatal("unexpected_message", f"{kind} before welcome")
            return self.on_welcome(m)
        if self.phase == "cheated":
            return None  # a cheat waits for the host's error
        if self.cheat == "leave-deal" and kind == ("shuffle" if self.protocol >= 3 else "start"):
            self.log(f"leaving during the deal ({kind} came)")
            self.send({"type": "bye", "reason": "left during the deal"})
            return True
        if kind in (("commit", "reveal", "deal") if self.protocol >= 3 else ("shuffle", "lock", "open", "audit")):
            raise Fatal("unexpected_message", f"{kind} has no place in protocol {self.protocol}")
        if self.phase == "leaving" and kind not in ("chat", "seated", "left", "game_over", "rematch", "away", "back"):
            raise Fatal("unexpected_message", f"{kind} while leaving")
        handler = getattr(self, "on_" + kind, None)
        if handler is None or kind in ("welcome", "hello"):
            raise Fatal("unexpected_message", f"{kind} has no place here")
        return handler(m)

    def on_welcome(self, m):
        # §8 and §10: protocol first (parse_body), then the variant, then seat and seats.
        if m["variant"] not in (2, 3, 4):
            raise Fatal("unsupported_variant", f"variant {m['variant']}")
        players, seat = m["variant"], m["seat"]
        listed = [e["seat"] for e in m["seats"]]
        own = [e for e in m["seats"] if e["seat"] == seat]
        if not (1 <= seat < players and len(set(listed)) == len(listed) and all(0 <= s < players for s in listed)
                and 0 in listed and own and own[0]["key"].lower() == self.public):
            raise Fatal("bad_message", "welcome: bad seat or seats")
        if self.ask_seat is not None and seat != self.ask_seat:  # §9 bad_message: "not the guest's seat"
            raise Fatal("bad_message", f"welcome: seat {seat}, we asked for seat {self.ask_seat}")
        turn_time = m.get("turn_time")  # §10 turn timer: whole seconds, at least 1, or absent
        if turn_time is not None and (not isinstance(turn_time, int) or isinstance(turn_time, bool) or turn_time < 1):
            raise Fatal("bad_message", f"welcome: turn_time {turn_time!r}")
        self.turn_time = turn_time
        if self.protocol == 4:
            self.deal_time = m.get("deal_time")  # §17.8.5: required, at least 5 (parse_body)
            if self.deal_time is None and not self.as_built:
                raise Fatal("bad_message", "a protocol-4 welcome without deal_time")
            for e in m["seats"]:
                if e.get("code_commit") is not None:
                    self.code_commits[e["seat"]] = bytes.fromhex(e["code_commit"])
            mine = p4.codes.code_commit(self.code_nonce)
            if own[0].get("code_commit") is not None and own[0]["code_commit"].lower() != mine.hex():
                raise Fatal("bad_message", "welcome: our entry's code_commit is not our hello's (GAP 11)")
            self.code_commits[seat] = mine
        self.session, self.players, self.seat = m["session"].lower(), players, seat
        self.seats = {e["seat"]: {"name": ref.clean_text(e["name"], name=True), "key": e["key"].lower(),
                                  "bot": e["bot"]} for e in m["seats"]}
        self.log(f"seated at seat {seat} of {players} (session {self.session}), with "
                 + ", ".join(f"{s}:{e['name']}" for s, e in sorted(self.seats.items())))
        return None

    def on_seated(self, m):
        seat, key = m["seat"], m["key"].lower()
        if not 0 <= seat < self.players:
            raise Fatal("bad_message", f"seated: seat {seat}")
        if seat in self.seats:
            if self.seats[seat]["key"] == key:
                return None  # told again of a seat we know
            raise Fatal("unexpected_message", f"seated: seat {seat} is taken in our view")
        self.seats[seat] = {"name": ref.clean_text(m["name"], name=True), "key": key, "bot": m["bot"]}
        if m.get("code_commit") is not None:
            self.code_commits[seat] = bytes.fromhex(m["code_commit"])
        self.log(f"seat {seat} taken by {self.seats[seat]['name']}{' (computer)' if m['bot'] else ''}")
        return None

    def on_left(self, m):
        seat = m["seat"]
        if seat == self.seat:
            raise Fatal(None, "the host says our own seat was freed")
        if self.seats.pop(seat, None) is None:
            return None
        self.log(f"seat {seat} left: {ref.clean_text(m['reason'])}")
        if self.phase in ("dealing", "playing", "auditing"):
            self.log(f"game {self.number} abandoned")
            self.g["abandoned"] = True
            self.phase = "waiting"
            if self.finished < self.games_wanted:
                self.send_signed({"type": "rematch", "game": self.number + 1, "seat": self.seat})
        return None

    def on_start(self, m):
        # A guest seated after games were played cannot know their count: its first start may carry
        # any number (a reading of §10, which says "the next number").
        if m["game"] != self.number + 1 and not (self.g is None and m["game"] >= 1):
            raise Fatal("out_of_order", f"start of game {m['game']}, expected {self.number + 1}")
        if len(self.seats) < self.players or self.phase in ("dealing", "playing", "auditing"):
            raise Fatal("unexpected_message", "start while a seat is free or a game is on")
        self.number = m["game"]
        keys = [self.seats[s]["key"] for s in range(self.players)]
        if self.protocol >= 3:
            return self.start_hidden(keys)
        secret = os.urandom(32)
        self.g = {"keys": dict(enumerate(keys)), "names": [self.seats[s]["name"] for s in range(self.players)],
                  "secret": secret, "commits": {self.seat: hashlib.sha256(secret).hexdigest()},
                  "reveals": {}, "game": None, "seq": 0, "overs": {}, "abandoned": False, "revealed": False}
        self.phase = "dealing"
        self.log(f"game {self.number} starts; table code {ref.table_code(self.session, keys)}")
        self.send_signed({"type": "commit", "game": self.number, "seat": self.seat,
                          "hash": self.g["commits"][self.seat]})
        return None

    # -- protocol 3: hidden hands (§16) ---------------------------------------------------------

    def start_hidden(self, keys):
        """A hidden game begins: fresh secrets for our seat; the passes go seat 0 first."""
        secrets = None
        while secrets is None:
            secrets = hidden.Secrets.from_bytes(os.urandom(hidden.Secrets.byte_count(
                len(ref.canonical_deck(self.players)))), self.players)
        self.g = {"keys": dict(enumerate(keys)), "names": [self.seats[s]["name"] for s in range(self.players)],
                  "secrets": secrets, "deal": self.new_deal(keys), "hidden": None, "seq": 0,
                  "overs": {}, "abandoned": False, "seed": "", "dealer": (self.number - 1) % self.players,
                  "shown": False, "played_positions": [], "plays_made": 0, "true": None}
        self.phase = "dealing"
        self.log(f"game {self.number} starts (hidden hands); table code {ref.table_code(self.session, keys)}")
        if self.protocol == 4:
            self.await_pass(self.g["deal"].next_step())
        return self.pass_if_ours()

    def new_deal(self, keys):
        if self.protocol == 3:
            return hidden.HiddenDeal(self.players)
        guests = [s for s in range(1, self.players) if not self.seats[s]["bot"]]
        return p4.P4Deal(self.players, self.session, self.number, keys, guests, self.code_commits, self.as_built)

    def cheat_caught(self, cheat, seq=None):
        raise Fatal(cheat.code, cheat.message, seq, getattr(cheat, "seat", None))

    PASS_CHEATS = {"twin": "shuffle", "replay": "shuffle", "replay-seat": "shuffle", "lock-copy": "lock",
                   "lock-key": "lock"}

    def pass_if_ours(self):
        deal = self.g["deal"]
        step = deal.next_step()
        if step is not None and step[1] == self.seat and self.protocol == 4:
            cheat = self.cheat if self.PASS_CHEATS.get(self.cheat) == step[0] else None
            if cheat is not None:
                self.log(f"cheating ({cheat}) in our {step[0]} pass")
            self.send(deal.make_pass(self.seat, self.g["secrets"], self.private, self.code_nonce, cheat))
            if cheat is not None:
                self.phase = "cheated"
                return None
            step = deal.next_step()
            self.await_pass(step)
        elif step is not None and step[1] == self.seat:
            kind, deck = deal.make(self.g["secrets"])
            self.send_signed({"type": kind, "game": self.number, "seat": self.seat, "deck": deck})
            step = deal.next_step()
        if step is None:
            self.begin_hidden()
        return None

    def on_pass(self, m):
        self.game_message(m, "dealing")
        seat = self.author_seat(m)
        if self.protocol == 4 and (m.get("input") is None or m.get("proof") is None
                                   or (m["type"] == "shuffle" and m.get("commitments") is None)):
            # §17.8.8, 1: what the signing input needs, before the signature (no seat to name).
            raise Fatal("bad_message", f"a {m['type']} of protocol 4 without input, proof or commitments")
        self.check_signature(m, self.g["keys"])
        try:
            if self.protocol == 4:
                self.g["deal"].accept_pass(m)
            else:
                self.g["deal"].accept(m["type"], seat, m["deck"])
        except hidden.Cheat as cheat:
            self.cheat_caught(cheat)
        if self.protocol == 4:
            self.await_pass(self.g["deal"].next_step())
        return self.pass_if_ours()

    # -- protocol 4: deadlines (§17.8.5) --------------------------------------------------------

    def watched(self, seat):
        """A guest watches seat 0 and the host's computer players; another guest's deadline is the host's."""
        return seat != self.seat and (seat == 0 or self.seats.get(seat, {}).get("bot", False))

    def await_from(self, what, seat):
        if self.protocol == 4 and self.deal_time is not None and self.watched(seat) and what not in self.due:
            self.due[what] = (seat, time.monotonic() + self.deal_time)

    def arrived(self, what):
        self.due.pop(what, None)

    def await_pass(self, step):
        """GAP 7: §17.8.5 gives no deadline to a pass; this peer keeps one as for an open: a watched
        seat's pass is due once the pass it reads is in."""
        self.due = {w: d for w, d in self.due.items() if w[0] not in ("shuffle", "lock")}
        if step is not None:
            self.await_from((step[0], step[1], 0), step[1])

    def check_deadlines(self, now):
        if self.phase == "cheated":
            return
        for what, (seat, when) in list(self.due.items()):
            if now >= when:
                raise Fatal("withheld", f"seat {seat} did not send its {what[0]} by its deadline", seat=seat)

    on_shuffle = on_lock = on_pass

    def begin_hidden(self):
        kind = p4.P4Game if self.protocol == 4 else hidden.HiddenGame
        h = kind(self.players, self.number, self.g["dealer"], self.session, self.g["deal"], self.seat, self.g["secrets"])
        self.g["hidden"], self.g["game"] = h, None
        self.phase = "playing"
        self.log(f"game {self.number}: every pass is in; dealer {self.g['dealer']}")
        if self.protocol == 4:
            code = self.g["deal"].table_code([self.g["keys"][s] for s in range(self.players)])
            self.g["code"] = code
            self.log(f"game {self.number}: table code {code}")
            for s in range(self.players):
                self.await_from(("open", s, 0), s)
        self.publish_openings()
        self.after_hidden_change()

    def publish_openings(self):
        for number, positions, keys in self.g["hidden"].my_openings():
            if self.cheat == "withhold-open" and number == 0:
                self.log("cheating (withhold-open): no open at the deal; heartbeats only")
                self.phase = "cheated"
                return
            if self.cheat == "open-key" and number == 0 and keys:
                keys = [hidden.r255.scalar_from_wide(os.urandom(64)).hex()] + keys[1:]
                self.log(f"cheating (open-key): another key for position {positions[0]} than the committed one")
            m = {"type": "open", "game": self.number, "seat": self.seat, "round": number, "positions": positions,
                 "keys": keys}
            if self.protocol == 4 and number == 0:
                m["read"] = self.g["deal"].open_read()
            self.send_signed(m)
            if self.cheat == "open-key" and number == 0:
                self.phase = "cheated"
                return

    def on_open(self, m):
        seat = self.author_seat(m)
        self.check_signature(m, self.g["keys"] if self.g else None)
        self.game_message(m, "playing")
        try:
            if self.protocol == 4 and m["round"] == 0 and self.g["hidden"].next_round[seat] == 0 \
                    and not (self.as_built and m.get("read") is None):
                self.g["deal"].check_open_read(m, seat)
            self.g["hidden"].receive_openings(seat, m["round"], m["positions"], m["keys"])
        except hidden.Cheat as cheat:
            self.cheat_caught(cheat)
        self.arrived(("open", seat, m["round"]))
        self.after_hidden_change()
        return None

    def watch_hidden(self):
        """§17.8.5: what is due now from the seats we watch — each round's open, the play of the seat
        to move (turn_time + deal_time, at a table with a turn timer), each audit after the last play."""
        if self.protocol != 4 or self.phase not in ("playing", "auditing"):
            return
        h = self.g["hidden"]
        for s in range(self.players):
            for number in range(h.next_round[s], len(h.rounds)):
                self.await_from(("open", s, number), s)
        if h.game.finished():
            for s in range(self.players):
                if s not in h.audits:
                    self.await_from(("audit", s, 0), s)
        elif self.turn_time is not None and self.deal_time is not None and self.watched(h.game.turn):
            what = ("play", h.game.turn, len(h.actions) + 1)
            if what not in self.due:
                self.due[what] = (h.game.turn, time.monotonic() + self.turn_time + self.deal_time)

    def after_hidden_change(self):
        """Once our hand is open: said once (and, with --cheat eavesdrop, what we could open), then
        our card when it is our turn."""
        h = self.g["hidden"]
        self.watch_hidden()
        if not h.hand_known(self.seat):
            return
        if not self.g["shown"]:
            self.g["shown"] = True
            self.log(f"game {self.number}: our hand {[ref.code(c) for _, c in h.my_hand()]}, "
                     f"trump {ref.code(h.known[3 * self.players])}")
            if self.cheat == "eavesdrop":
                report = {"eavesdrop": {"game": self.number, "seat": self.seat, "trump": 3 * self.players,
                                        "own": sorted(h.positions_in_hand(self.seat)), "openable": h.eavesdrop(),
                                        "plays": len(h.actions)}}
                print(json.dumps(report, separators=(",", ":")), flush=True)
        while self.phase == "playing" and not h.game.finished() and h.game.turn == self.seat and h.hand_known(self.seat):
            if self.cheat == "heartbeats":
                self.log("cheating (heartbeats): our turn, and nothing but heartbeats")
                self.phase = "cheated"
                return
            self.play_hidden()
            self.publish_openings()
        if h.game.finished() and self.phase == "playing":
            self.send_audit()
        self.watch_hidden()

    def play_hidden(self):
        h = self.g["hidden"]
        game = h.game
        card = ref.choose_card(game, self.seat)
        position = game.deck.index(card)
        key = self.g["secrets"].position_keys[position]
        self.g["seq"] += 1
        seq, made = self.g["seq"], self.g["plays_made"]
        claimed, sent_position, sent_key = card, position, key
        if self.cheat == "swap" and len(game.hands[self.seat]) > 1:
            claimed = next(c for c in game.hands[self.seat] if c != card)   # another card of our hand
        elif self.cheat == "reuse" and made >= 1:
            sent_position = self.g["played_positions"][0]                  # a position we played before
            sent_key = self.g["secrets"].position_keys[sent_position]
        elif self.cheat in ("bad-key", "play-key"):
            sent_key = hidden.r255.scalar_from_wide(os.urandom(64))         # opens to no card
        if (claimed, sent_position, sent_key) != (card, position, key):
            self.log(f"cheating ({self.cheat}) at play {seq}: {ref.code(claimed)} at position {sent_position}")
            self.send_signed({"type": "play", "game": self.number, "seq": seq, "seat": self.seat,
                              "card": ref.code(claimed), "position": sent_position, "key": sent_key.hex(),
                              "hash": h.history.hex()})
            self.phase = "cheated"  # from now on only the host's answer matters
            return
        try:
            h.play(seq, self.seat, position, card, key)
        except hidden.Cheat as cheat:
            raise AssertionError(f"our own play is refused: {cheat.message}")
        self.g["played_positions"].append(position)
        self.g["plays_made"] += 1
        self.send_signed({"type": "play", "game": self.number, "seq": seq, "seat": self.seat, "card": ref.code(card),
                          "position": position, "key": key.hex(), "hash": h.history.hex()})

    def on_hidden_play(self, m):
        h, seat, seq = self.g["hidden"], m["seat"], m["seq"]
        if m.get("position") is None:
            raise Fatal("bad_message", "a protocol-3 play carries a deck position and its key", seq)
        if seq != self.g["seq"] + 1:
            raise Fatal("out_of_order", f"play seq {seq}, expected {self.g['seq'] + 1}", seq)
        if seat != h.game.turn:
            raise Fatal("not_your_turn", f"seat {seat} played, seat {h.game.turn} was to play", seq)
        if not 0 <= m["position"] < len(h.locked):
            raise Fatal("bad_message", f"play {seq}: position {m['position']}", seq)
        if m.get("timed_out") is not None and not isinstance(m["timed_out"], bool):
            raise Fatal("bad_message", "timed_out is not true or false", seq)
        if m.get("timed_out") and getattr(self, "turn_time", None) is None:
            raise Fatal("bad_message", f"play {seq} is marked timed_out at a table without a turn timer", seq)
        try:
            h.play(seq, seat, m["position"], ref.index(m["card"]), bytes.fromhex(m["key"]), bool(m.get("timed_out")))
        except hidden.Cheat as cheat:
            self.cheat_caught(cheat, seq)
        self.arrived(("play", seat, seq))
        self.g["seq"] = seq
        if h.history.hex() != m["hash"].lower():
            self.log(f"desync at play {seq}: ours {h.history.hex()}, theirs {m['hash']}")
            raise Fatal("desync", f"state hash differs after play {seq}", seq)
        self.publish_openings()
        self.after_hidden_change()
        return None

    def send_audit(self):
        """§16.5: after the last play, our shuffle key and every position key."""
        self.phase = "auditing"
        if self.cheat == "withhold-audit":
            self.log("cheating (withhold-audit): no audit after the last play")
            self.phase = "cheated"
            return
        shuffle_key, keys = self.g["hidden"].my_audit()
        if self.cheat in ("audit-lie", "audit-key"):
            lie = self.g["played_positions"][0]
            keys = list(keys)
            keys[lie] = hidden.r255.scalar_from_wide(os.urandom(64)).hex()
            self.log(f"cheating (audit-lie): another key for position {lie}")
        self.send_signed({"type": "audit", "game": self.number, "seat": self.seat, "shuffle_key": shuffle_key,
                          "keys": keys})
        if self.cheat in ("audit-lie", "audit-key"):
            self.phase = "cheated"
            return
        self.finish_if_audited()

    def on_audit(self, m):
        seat = self.author_seat(m)
        self.check_signature(m, self.g["keys"] if self.g else None)
        if self.phase != "auditing" and self.phase == "playing" and self.g["hidden"].game.finished():
            self.phase = "auditing"
        self.game_message(m, "auditing")
        try:
            self.g["hidden"].receive_audit(seat, m["shuffle_key"], m["keys"])
        except hidden.Cheat as cheat:
            self.cheat_caught(cheat)
        self.arrived(("audit", seat, 0))
        self.finish_if_audited()
        return None

    def finish_if_audited(self):
        h = self.g["hidden"]
        if not h.audits_complete():
            return
        try:
            game, deck = h.audited()
        except hidden.Cheat as cheat:
            self.cheat_caught(cheat)
        self.g["true"], self.g["game"] = game, game
        self.g["deck"] = [ref.code(c) for c in deck]
        self.finish_game()

    def send_signed(self, message):
        self.send(ref.sign_message(message, self.session, self.private, self.protocol))

    def game_message(self, m, phase):
        if self.phase != phase:
            raise Fatal("unexpected_message", f"{m['type']} during {self.phase}")
        if m["game"] != self.number:
            raise Fatal("out_of_order", f"{m['type']} for game {m['game']}, the game is {self.number}")

    def on_commit(self, m):
        self.game_message(m, "dealing")
        seat = self.author_seat(m)
        if seat in self.g["commits"]:
            raise Fatal("out_of_order", f"a second commit from seat {seat}")
        self.check_signature(m, self.g["keys"])
        self.g["commits"][seat] = m["hash"].lower()
        if len(self.g["commits"]) == self.players and not self.g["revealed"]:
            self.g["revealed"] = True
            self.g["reveals"][self.seat] = self.g["secret"]
            self.send_signed({"type": "reveal", "game": self.number, "seat": self.seat,
                              "secret": self.g["secret"].hex()})
        return None

    def on_reveal(self, m):
        self.game_message(m, "dealing")
        seat = self.author_seat(m)
        if len(self.g["commits"]) < self.players:
            raise Fatal("unexpected_message", "a reveal before every commitment is in")
        if seat in self.g["reveals"]:
            raise Fatal("out_of_order", f"a second reveal from seat {seat}")
        self.check_signature(m, self.g["keys"])
        secret = bytes.fromhex(m["secret"])
        if hashlib.sha256(secret).hexdigest() != self.g["commits"][seat]:
            raise Fatal("bad_commitment", f"seat {seat}'s secret does not match its commitment")
        self.g["reveals"][seat] = secret
        return None

    def on_deal(self, m):
        self.game_message(m, "dealing")
        if len(self.g["reveals"]) < self.players:
            raise Fatal("unexpected_message", "deal before every reveal")
        seed = hashlib.sha256(b"".join(self.g["reveals"][s] for s in range(self.players))
                              + bytes.fromhex(self.session)).digest()
        dealer = (self.number - 1) % self.players
        deck = ref.shuffle(seed, self.players)
        if m["seed"].lower() != seed.hex() or m["dealer"] != dealer or m["deck"] != [ref.code(c) for c in deck]:
            raise Fatal("bad_deck", f"game {self.number}: expected dealer {dealer}, seed {seed.hex()}")
        self.g.update(game=ref.Game(self.players, dealer, deck), seed=seed.hex(), dealer=dealer)
        self.phase = "playing"
        self.log(f"game {self.number} dealt by seat {dealer}; trump {ref.code(self.g['game'].trump_card)}")
        self.play_if_our_turn()
        return None

    def play_if_our_turn(self):
        game = self.g["game"]
        while not game.finished() and game.turn == self.seat:  # taking a trick, we lead the next one
            card = ref.choose_card(game, self.seat)
            game.play(self.seat, card)
            self.g["seq"] += 1
            self.send_signed({"type": "play", "game": self.number, "seq": self.g["seq"], "seat": self.seat,
                              "card": ref.code(card), "hash": ref.state_hash(game)})
        if game.finished():
            self.finish_game()

    def on_play(self, m):
        # §10: the author and its signature first, then the phase, then the sequence.
        seat = m["seat"]
        if seat == self.seat:
            raise Fatal("not_your_seat", "a play in our own seat's name", m["seq"])
        if not 0 <= seat < self.players:
            raise Fatal("not_your_seat", f"a play for seat {seat}, which the table has not", m["seq"])
        self.check_signature(m, self.g["keys"] if self.g else None)
        if self.phase in ("over", "auditing") and m["game"] == self.number:
            raise Fatal("unexpected_message", "a play after the last trick", m["seq"])
        self.game_message(m, "playing")
        if self.protocol >= 3:
            return self.on_hidden_play(m)
        game, seq = self.g["game"], m["seq"]
        if seq != self.g["seq"] + 1:
            raise Fatal("out_of_order", f"play seq {seq}, expected {self.g['seq'] + 1}", seq)
        card = ref.index(m["card"])
        if seat != game.turn:
            raise Fatal("not_your_turn", f"seat {seat} played, seat {game.turn} was to play", seq)
        if card not in game.hands[seat]:
            raise Fatal("card_not_in_hand", f"seat {seat} has no {m['card']}", seq)
        if m.get("timed_out") is not None and not isinstance(m["timed_out"], bool):
            raise Fatal("bad_message", "timed_out is not true or false", seq)
        if m.get("timed_out") and (getattr(self, "turn_time", None) is None or card != lowest_card(game.hands[seat], game.trump_card)):
            raise Fatal("bad_message", f"play {seq} is marked timed_out but is not the turn timer's card", seq)
        game.play(seat, card)
        self.g["seq"] = seq
        if ref.state_hash(game) != m["hash"].lower():
            self.log(f"desync at play {seq}: ours {ref.state_hash(game)}, theirs {m['hash']}")
            raise Fatal("desync", f"state hash differs after play {seq}", seq)
        self.play_if_our_turn()
        return None

    def account(self):
        """What game_over carries: scores, result, and the state hash (protocol 3: the public
        history's)."""
        game = self.g["game"]
        digest = self.g["hidden"].history.hex() if self.protocol >= 3 else ref.state_hash(game)
        return game.scores(), ref.result_code(game.scores()), digest

    def finish_game(self):
        scores, result, digest = self.account()
        self.send_signed({"type": "game_over", "game": self.number, "seat": self.seat, "scores": scores,
                          "result": result, "hash": digest})
        self.finished += 1
        self.phase = "over"
        summary = {"game": self.number, "seat": self.seat, "players": self.g["names"], "seed": self.g["seed"],
                   "dealer": self.g["dealer"], "scores": scores, "result": result, "hash": digest}
        if self.protocol >= 3:  # the report's hash is the §5 state hash of the audited game, as a record's
            summary.update(hash=ref.state_hash(self.g["game"]), history=digest, deck=self.g["deck"])
        if self.protocol == 4:
            summary["code"] = self.g.get("code")
        if self.json_out:
            print(json.dumps(summary, separators=(",", ":"), ensure_ascii=False), flush=True)
        else:
            print(f"game {self.number}: {result} {scores} hash {digest}", flush=True)
        if self.finished < self.games_wanted:
            self.send_signed({"type": "rematch", "game": self.number + 1, "seat": self.seat})
        else:
            self.phase, self.leave_by = "leaving", time.monotonic() + LEAVE_WAIT

    def on_game_over(self, m):
        if self.g is None:
            return None  # a newcomer hears the end of a game it was not in (relayed late): not ours
        if self.phase not in ("over", "leaving"):
            raise Fatal("unexpected_message", f"game_over during {self.phase}")
        if m["game"] != self.number:
            raise Fatal("out_of_order", f"game_over for game {m['game']}, the game is {self.number}")
        seat = self.author_seat(m)
        if seat in self.g["overs"]:
            raise Fatal("out_of_order", f"a second game_over from seat {seat}")
        self.check_signature(m, self.g["keys"])
        theirs, ours = (m["scores"], m["result"], m["hash"].lower()), self.account()
        if theirs != tuple(ours):
            self.log(f"desync: seat {seat} says {theirs}, we say {ours}")
            raise Fatal("desync", f"seat {seat}'s game_over differs from ours")
        self.g["overs"][seat] = True
        return None

    def on_rematch(self, m):
        if self.phase == "leaving" or self.g is None:
            return None  # §10: ignored while leaving; a newcomer cannot place it (it counts as asking)
        if self.phase in ("dealing", "playing", "auditing"):
            raise Fatal("unexpected_message", "rematch during a game")
        if m["game"] != self.number + 1:
            raise Fatal("out_of_order", f"rematch for game {m['game']}, the next is {self.number + 1}")
        seat = self.author_seat(m)
        if self.g is not None and not self.g["abandoned"] and seat not in self.g["overs"] \
                and seat in self.g["keys"] and self.g["keys"][seat] == self.key_of(seat):
            raise Fatal("unexpected_message", f"rematch from seat {seat} before its game_over")
        self.check_signature(m)
        return None

    def on_away(self, m):
        """§15: another seat's connection dropped; the host holds it. This peer only says so."""
        if not 0 < m["seat"] < self.players or m["seat"] == self.seat or m["grace"] < 1:
            raise Fatal("bad_message", f"away for seat {m['seat']}")
        self.log(f"seat {m['seat']} is away; the host holds it for {m['grace']} s")
        return None

    def on_back(self, m):
        if not 0 < m["seat"] < self.players or m["seat"] == self.seat:
            raise Fatal("bad_message", f"back for seat {m['seat']}")
        self.log(f"seat {m['seat']} is back")
        return None

    def on_chat(self, m):
        if not 0 <= m["seat"] < self.players or m["seat"] == self.seat:
            raise Fatal("not_your_seat", f"chat for seat {m['seat']}")
        self.check_signature(m)
        self.log(f"chat from seat {m['seat']}: {ref.clean_text(m['text'])}")
        return None


CHEATS_3 = ["swap", "reuse", "bad-key", "audit-lie", "eavesdrop", "leave-deal"]
CHEATS_4_HELP = {
    "twin": "plants a twin in its shuffle (a second encryption of one card in place of another): bad_proof",
    "lock-copy": "copies the element of position 0 to position 1 in its lock, under its own key: bad_proof",
    "lock-key": "locks position 2 under a key other than the committed one: bad_proof",
    "replay": "sends a shuffle proof made for the next game: bad_proof",
    "replay-seat": "sends a shuffle proof made for another seat: bad_proof",
    "open-key": "sends, in its open of round 0, a key other than the committed one: key_not_committed",
    "play-key": "plays with a key other than the committed one: key_not_committed",
    "audit-key": "reveals, in its audit, a key other than the committed one: key_not_committed",
    "withhold-open": "sends no open at the deal (heartbeats only): withheld",
    "withhold-audit": "sends no audit after the last play: withheld (the game kept, unaudited)",
    "heartbeats": "sends only heartbeats on its turn: withheld, at a table with a turn timer",
}
CHEATS_4 = list(CHEATS_4_HELP)


def main(argv):
    parser = argparse.ArgumentParser(prog="briscola_ref.py peer", description="A protocol-2 guest.")
    parser.add_argument("address", metavar="HOST:PORT")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--name", default="Ref")
    parser.add_argument("--seat", type=int)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--timeout", type=float, default=600, help="give up after this many seconds in all")
    parser.add_argument("--transcript", type=argparse.FileType("w"), help="write every message to this file")
    parser.add_argument("--protocol", type=int, choices=ref.PROTOCOLS, default=4,
                        help="2: the fair deal (commit, reveal, deal); 3: hidden hands (§16); "
                             "4: hidden hands with every pass proven (§17.8)")
    parser.add_argument("--cheat", choices=sorted(CHEATS_3 + CHEATS_4),
                        help="for tests; protocol 3 or 4: swap claims another card than the position holds; "
                             "reuse plays a position already played; bad-key sends a key that opens no card; "
                             "audit-lie reveals another key in the audit than the one sent; eavesdrop plays "
                             "honestly but prints which positions it can open once its hand is dealt. "
                             "Protocol 4 only: " + "; ".join(f"{k} {v}" for k, v in CHEATS_4_HELP.items()))
    parser.add_argument("--as-built", action="store_true",
                        help="protocol 4: accept what briscola does not send yet (Protocol.md §17.8's parts still "
                             "marked draft): no read in an open of round 0, no deal_time in welcome (then no "
                             "deadlines are kept), no code_commit of a guest (its code nonce is then not checked)")
    args = parser.parse_args(argv)
    if args.cheat not in (None, "leave-deal") and args.protocol < 3:
        parser.error("--cheat needs --protocol 3 or 4 (but leave-deal)")
    if args.cheat in CHEATS_4 and args.protocol != 4:
        parser.error(f"--cheat {args.cheat} needs --protocol 4")
    host, _, port = args.address.rpartition(":")
    if not host or not port.isdigit() or args.games < 1:
        parser.error("expected HOST:PORT and --games of at least 1")
    peer = Peer(host.strip("[]"), int(port), args.games, args.name, args.seat, args.json, args.timeout,
                args.transcript, args.protocol, args.cheat, args.as_built)
    try:
        return peer.run()
    except OSError as failure:
        print(f"peer: cannot connect to {args.address}: {failure}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
