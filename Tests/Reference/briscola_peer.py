#!/usr/bin/env python3
"""A protocol-2 guest written from Protocol.md alone (§7-§12), standard library only.

  briscola_peer.py HOST:PORT [--games N] [--name NAME] [--seat K] [--json] [--timeout SECONDS]
                   [--transcript FILE]
  (also: briscola_ref.py peer ...)

It joins a table over TCP with a fresh Ed25519 key, follows welcome/seated/left/start, takes part
in the fair deal of every game (commit on start, reveal once every commitment is in, check the
deal), plays a legal card whenever it is its turn (the weakest card that is not trump, else the
weakest trump), checks the signature of every signed message and the state hash of every play
(answering a violation with the §9 error and exiting 1), sends game_over, then rematch while games
remain, and finally bye. It sends a heartbeat after 2 s of its own silence and gives up after 10 s
of the host's. With --json it prints one JSON object per finished game on stdout:
  {"game","seat","players","seed","dealer","scores","result","hash"}
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
    """Ends the session. `code` is the §9 error to send first, or None to close without a word."""

    def __init__(self, code, message, seq=None):
        super().__init__(message)
        self.code, self.message, self.seq = code, message, seq


class Peer:
    def __init__(self, host, port, games, name, seat, json_out, timeout, transcript=None):
        self.transcript = transcript
        self.address, self.games_wanted, self.name, self.ask_seat = (host, port), games, name, seat
        self.json_out, self.deadline = json_out, time.monotonic() + timeout
        self.private = os.urandom(32)
        self.public = ed25519.public_key(self.private).hex()
        self.sock, self.buffer = None, b""
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

    # -- transport (§7) --------------------------------------------------------------------------

    def log(self, text):
        print(f"peer: {text}", file=sys.stderr, flush=True)

    def send(self, message):
        body = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        assert 1 <= len(body) <= MAX_FRAME
        self.sock.sendall(len(body).to_bytes(4, "big") + body)
        self.last_sent = time.monotonic()
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
                message = ref.parse_body(body)
            except ref.Refused as refused:
                if refused.code == "unknown_type":  # §9: not fatal, the message is skipped
                    self.send({"type": "error", "code": "unknown_type", "message": "unknown message type"})
                    continue
                if refused.code == "version_mismatch":
                    raise Fatal("version_mismatch", f"this peer speaks protocol {ref.PROTOCOL}, the host "
                                f"{json.loads(body).get('protocol')}")
                raise Fatal(refused.code, f"refused a frame body: {body[:200]!r}")
            self.record("host", "guest" if self.seat is None else f"seat{self.seat}", message)
            yield message

    # -- the session ---------------------------------------------------------------------------------

    def run(self):
        self.sock = socket.create_connection(self.address, timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.settimeout(10)
        hello = {"type": "hello", "protocol": ref.PROTOCOL, "program": PROGRAM, "name": self.name,
                 "key": self.public}
        if self.ask_seat is not None:
            hello["seat"] = self.ask_seat
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
                for message in self.receive(0.2):
                    if self.handle(message) is not None:
                        return self.close(0 if self.finished == self.games_wanted else 1)
        except Fatal as fatal:
            self.log(f"{fatal.code or 'closing'}: {fatal.message}")
            if fatal.code is not None:
                error = {"type": "error", "code": fatal.code, "message": fatal.message}
                if fatal.seq is not None:
                    error["seq"] = fatal.seq
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
        if key is None or not ref.signature_ok(message, self.session, key):
            raise Fatal("bad_signature", f"{message['type']} of seat {message['seat']} does not verify",
                        message.get("seq") if message["type"] == "play" else None)

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
        self.log(f"seat {seat} taken by {self.seats[seat]['name']}{' (computer)' if m['bot'] else ''}")
        return None

    def on_left(self, m):
        seat = m["seat"]
        if seat == self.seat:
            raise Fatal(None, "the host says our own seat was freed")
        if self.seats.pop(seat, None) is None:
            return None
        self.log(f"seat {seat} left: {ref.clean_text(m['reason'])}")
        if self.phase in ("dealing", "playing"):
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
        if len(self.seats) < self.players or self.phase in ("dealing", "playing"):
            raise Fatal("unexpected_message", "start while a seat is free or a game is on")
        self.number = m["game"]
        keys = [self.seats[s]["key"] for s in range(self.players)]
        secret = os.urandom(32)
        self.g = {"keys": dict(enumerate(keys)), "names": [self.seats[s]["name"] for s in range(self.players)],
                  "secret": secret, "commits": {self.seat: hashlib.sha256(secret).hexdigest()},
                  "reveals": {}, "game": None, "seq": 0, "overs": {}, "abandoned": False, "revealed": False}
        self.phase = "dealing"
        self.log(f"game {self.number} starts; table code {ref.table_code(self.session, keys)}")
        self.send_signed({"type": "commit", "game": self.number, "seat": self.seat,
                          "hash": self.g["commits"][self.seat]})
        return None

    def send_signed(self, message):
        self.send(ref.sign_message(message, self.session, self.private))

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
        if self.phase == "over" and m["game"] == self.number:
            raise Fatal("unexpected_message", "a play after the last trick", m["seq"])
        self.game_message(m, "playing")
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
        game = self.g["game"]
        return game.scores(), ref.result_code(game.scores()), ref.state_hash(game)

    def finish_game(self):
        scores, result, digest = self.account()
        self.send_signed({"type": "game_over", "game": self.number, "seat": self.seat, "scores": scores,
                          "result": result, "hash": digest})
        self.finished += 1
        self.phase = "over"
        summary = {"game": self.number, "seat": self.seat, "players": self.g["names"], "seed": self.g["seed"],
                   "dealer": self.g["dealer"], "scores": scores, "result": result, "hash": digest}
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
        if self.phase in ("dealing", "playing"):
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


def main(argv):
    parser = argparse.ArgumentParser(prog="briscola_ref.py peer", description="A protocol-2 guest.")
    parser.add_argument("address", metavar="HOST:PORT")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--name", default="Ref")
    parser.add_argument("--seat", type=int)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--timeout", type=float, default=600, help="give up after this many seconds in all")
    parser.add_argument("--transcript", type=argparse.FileType("w"), help="write every message to this file")
    args = parser.parse_args(argv)
    host, _, port = args.address.rpartition(":")
    if not host or not port.isdigit() or args.games < 1:
        parser.error("expected HOST:PORT and --games of at least 1")
    peer = Peer(host.strip("[]"), int(port), args.games, args.name, args.seat, args.json, args.timeout,
                args.transcript)
    try:
        return peer.run()
    except OSError as failure:
        print(f"peer: cannot connect to {args.address}: {failure}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
