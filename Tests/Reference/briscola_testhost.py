#!/usr/bin/env python3
"""A minimal protocol-2 or protocol-3 host, only for testing briscola_peer.py without the Swift program.

  briscola_testhost.py --players P --guests K [--games N] [--port PORT] [--transcript FILE] [--protocol 2|3]

It listens on 127.0.0.1 (port 0: any; it prints "listening on port N" on stderr), seats K guests
in the lowest free seats (1, 2, …), puts computer players in the seats left, then plays N games:
start, the fair deal, lockstep play, game_over and rematch, relaying every guest's signed message
to the other guests after checking its signature (and, for a play, its state hash). With
--protocol 3 (hidden hands, §16) the deal is the shuffle and lock passes, the openings and the
audit; the host keeps one seat's view (briscola_hidden.HiddenGame) for each seat it plays. It is not a
full host: no waiting room after the start, no reseating, and any problem ends the table.
--transcript writes every frame sent or received as {"from", "to", "message"} lines, which
`briscola_ref.py transcript` can check.
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


class Host:
    def __init__(self, players, guests, port, transcript, cheat=None, protocol=2):
        self.players, self.guest_count, self.cheat, self.protocol = players, guests, cheat, protocol
        self.session = os.urandom(16).hex()
        self.private = {s: os.urandom(32) for s in range(players)}  # the host's and every bot's
        self.entries = {0: {"seat": 0, "name": "Host", "key": self.key(0), "bot": False}}
        self.conns = {}       # seat -> socket
        self.buffers = {}
        self.last_sent = {}
        self.last_received = {}
        self.inbox = []       # (seat, message) from guests, after the relay
        self.transcript = open(transcript, "w") if transcript else None
        self.listener = socket.create_server(("127.0.0.1", port))
        print(f"listening on port {self.listener.getsockname()[1]}", file=sys.stderr, flush=True)

    def key(self, seat):
        return ed25519.public_key(self.private[seat]).hex()

    def record(self, source, target, message):
        if self.transcript:
            self.transcript.write(json.dumps({"from": source, "to": target, "message": message}) + "\n")
            self.transcript.flush()

    def send(self, seat, message):
        body = json.dumps(message, separators=(",", ":")).encode()
        self.conns[seat].sendall(len(body).to_bytes(4, "big") + body)
        self.last_sent[seat] = time.monotonic()
        self.record("host", f"seat{seat}", message)

    def to_all(self, message, but=None):
        for seat in list(self.conns):
            if seat != but:
                self.send(seat, message)

    def signed(self, seat, message):
        return ref.sign_message(message, self.session, self.private[seat], self.protocol)

    def frames(self, sock, seat):
        chunk = sock.recv(65536)
        if not chunk:
            raise SystemExit(f"testhost: seat {seat} closed the connection")
        self.buffers[sock] += chunk
        out = []
        while len(self.buffers[sock]) >= 4:
            n = int.from_bytes(self.buffers[sock][:4], "big")
            if len(self.buffers[sock]) < 4 + n:
                break
            body, self.buffers[sock] = self.buffers[sock][4:4 + n], self.buffers[sock][4 + n:]
            out.append(ref.parse_body(body, self.protocol))
        return out

    def pump(self, wait=0.2):
        """Reads what the guests sent, checks and relays their signed messages into the inbox."""
        now = time.monotonic()
        for seat in list(self.conns):
            if now - self.last_sent[seat] >= 2 and self.cheat != "silent":
                self.send(seat, {"type": "heartbeat"})
            if now - self.last_received[seat] >= 10:
                raise SystemExit(f"testhost: seat {seat} silent for 10 s")
        readable, _, _ = select.select(list(self.conns.values()), [], [], wait)
        for sock in readable:
            seat = next(s for s, c in self.conns.items() if c is sock)
            self.last_received[seat] = time.monotonic()
            for m in self.frames(sock, seat):
                self.record(f"seat{seat}", "host", m)
                if m["type"] in ref.SIGNED:
                    if m["seat"] != seat or not ref.signature_ok(m, self.session, self.entries[seat]["key"], self.protocol):
                        self.send(seat, {"type": "error", "code": "bad_signature", "message": "sig"})
                        raise SystemExit(f"testhost: bad signature from seat {seat}")
                    self.to_all(m, but=seat)
                if m["type"] == "error":
                    print(json.dumps({"guest_error": m["code"], "seat": m.get("seat")}), flush=True)
                    raise SystemExit(f"testhost: seat {seat} sent error {m['code']}: {m['message']}")
                if m["type"] != "heartbeat":
                    self.inbox.append((seat, m))
                if m["type"] == "bye":
                    sock.close()
                    del self.conns[seat]
                    break

    def expect(self, kind, count, deadline=30):
        """Waits for `count` messages of one type from the guests and returns them."""
        limit = time.monotonic() + deadline
        while sum(1 for _, m in self.inbox if m["type"] == kind) < count:
            if time.monotonic() > limit:
                raise SystemExit(f"testhost: waited {deadline} s for {count} {kind}")
            self.pump()
        # Only the first `count` are taken: a guest that takes a trick sends its lead right after its
        # answer, and both can arrive in one read; the second waits in the inbox for its turn.
        got = [k for k, (_, m) in enumerate(self.inbox) if m["type"] == kind][:count]
        taken = [self.inbox[k] for k in got]
        self.inbox = [entry for k, entry in enumerate(self.inbox) if k not in got]
        return taken

    def seat_guests(self):
        self.listener.settimeout(30)
        for seat in range(1, self.guest_count + 1):
            sock, _ = self.listener.accept()
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.buffers[sock] = b""
            self.conns[seat] = sock
            self.last_sent[seat] = self.last_received[seat] = time.monotonic()
            limit = time.monotonic() + 10
            while not self.buffers[sock] or len(self.buffers[sock]) < 4 + int.from_bytes(self.buffers[sock][:4], "big"):
                if time.monotonic() > limit:
                    raise SystemExit("testhost: no hello")
                if select.select([sock], [], [], 0.2)[0]:
                    self.buffers[sock] += sock.recv(65536)
            hello = self.frames_from_buffer(sock)
            self.record(f"seat{seat}", "host", hello)
            self.entries[seat] = {"seat": seat, "name": hello["name"], "key": hello["key"].lower(), "bot": False}
            if self.protocol == 4:
                self.entries[seat]["code_commit"] = hello["code_commit"].lower()
            welcome = {"type": "welcome", "protocol": self.protocol, "program": "briscola_testhost.py", "name": "Host",
                       "session": self.session, "variant": self.players, "seat": seat,
                       "seats": [self.entries[s] for s in sorted(self.entries)]}
            if self.protocol == 4:
                welcome["deal_time"] = 5
            self.send(seat, welcome)
            self.to_all(dict(type="seated", **self.entries[seat]), but=seat)
        for seat in range(self.guest_count + 1, self.players):
            self.entries[seat] = {"seat": seat, "name": f"Bot {seat}", "key": self.key(seat), "bot": True}
            self.to_all(dict(type="seated", **self.entries[seat]))

    def frames_from_buffer(self, sock):
        n = int.from_bytes(self.buffers[sock][:4], "big")
        body, self.buffers[sock] = self.buffers[sock][4:4 + n], self.buffers[sock][4 + n:]
        return ref.parse_body(body, self.protocol)

    def play_game(self, number):
        local = [0] + list(range(self.guest_count + 1, self.players))  # seats the host plays
        self.to_all({"type": "start", "game": number})
        secrets = {s: os.urandom(32) for s in local}
        commits = {s: hashlib.sha256(secrets[s]).hexdigest() for s in local}
        for s in local:
            self.to_all(self.signed(s, {"type": "commit", "game": number, "seat": s, "hash": commits[s]}))
        for seat, m in self.expect("commit", self.guest_count):
            commits[seat] = m["hash"]
        if self.cheat == "silent":
            self.expect("never", 1, deadline=15)
        if self.cheat == "commitment":
            secrets[0] = os.urandom(32)
        for s in local:
            self.to_all(self.signed(s, {"type": "reveal", "game": number, "seat": s, "secret": secrets[s].hex()}))
        for seat, m in self.expect("reveal", self.guest_count):
            secrets[seat] = bytes.fromhex(m["secret"])
            assert hashlib.sha256(secrets[seat]).hexdigest() == commits[seat]
        seed = hashlib.sha256(b"".join(secrets[s] for s in range(self.players)) + bytes.fromhex(self.session)).digest()
        if self.cheat == "deck":
            seed = bytes([seed[0] ^ 1]) + seed[1:]
        deck, dealer = ref.shuffle(seed, self.players), (number - 1) % self.players
        self.to_all({"type": "deal", "game": number, "dealer": dealer, "seed": seed.hex(),
                     "deck": [ref.code(c) for c in deck]})
        game, seq = ref.Game(self.players, dealer, deck), 0
        while not game.finished():
            seat = game.turn
            seq += 1
            if seat in local:
                card = ref.choose_card(game, seat)
                game.play(seat, card)
                play = {"type": "play", "game": number, "seq": seq, "seat": seat, "card": ref.code(card),
                        "hash": "00" * 32 if self.cheat == "hash" else ref.state_hash(game)}
                play = self.signed(seat, play)
                if self.cheat == "sig":
                    play["sig"] = ("0" if play["sig"][0] != "0" else "1") + play["sig"][1:]
                self.to_all(play)
            else:
                (sender, m), = self.expect("play", 1)
                assert sender == seat and m["seq"] == seq and m["game"] == number, m
                game.play(seat, ref.index(m["card"]))
                assert ref.state_hash(game) == m["hash"], "desync"
        account = {"scores": game.scores(), "result": ref.result_code(game.scores()), "hash": ref.state_hash(game)}
        for s in local:
            self.to_all(self.signed(s, dict(type="game_over", game=number, seat=s, **account)))
        for seat, m in self.expect("game_over", self.guest_count):
            assert (m["scores"], m["result"], m["hash"]) == tuple(account.values()), "game_over differs"
        print(json.dumps(dict(game=number, seat=0, seed=seed.hex(), dealer=dealer, **account)), flush=True)

    def next_message(self, kinds, deadline=30):
        """The first message from the guests of one of these types, in arrival order. Protocol 4:
        past the deadline the guests are told `withheld` (§17.8.5), naming the first guest (this
        host does not track which guest owes what: enough for one guest)."""
        limit = time.monotonic() + deadline
        while True:
            for i, (seat, m) in enumerate(self.inbox):
                if m["type"] in kinds:
                    del self.inbox[i]
                    return seat, m
            if time.monotonic() > limit:
                if self.protocol == 4:
                    self.fault(1, "withheld", f"nothing of {kinds} by the deadline")
                raise SystemExit(f"testhost: waited {deadline} s for {kinds}")
            self.pump()

    def deal_time(self, turn, sender_of):
        return 5 + 1 if self.protocol == 4 else 30

    def fault(self, seat, code, message):
        """§17.8: an error naming the seat at fault, printed and sent; the table ends (not a full host)."""
        print(json.dumps({"fault": code, "seat": seat}), flush=True)
        self.to_all({"type": "error", "code": code, "message": message, "seat": seat})
        raise SystemExit(f"testhost: {code} from seat {seat}: {message}")

    def guard(self, sender, check):
        import briscola_hidden as hidden
        try:
            return check()
        except hidden.Cheat as cheat:
            self.fault(getattr(cheat, "seat", sender), cheat.code, cheat.message)

    def play_hidden_game(self, number):
        """Protocol 3: the passes, openings round by round, plays with position and key, the audit."""
        import briscola_hidden as hidden
        local = [0] + list(range(self.guest_count + 1, self.players))
        self.to_all({"type": "start", "game": number})
        size = len(ref.canonical_deck(self.players))
        secrets = {s: hidden.Secrets.from_bytes(os.urandom(hidden.Secrets.byte_count(size)), self.players) for s in local}
        dealer = (number - 1) % self.players
        if self.protocol == 4:
            import briscola_p4 as p4
            guests = list(range(1, self.guest_count + 1))
            deal = p4.P4Deal(self.players, self.session, number, [self.entries[s]["key"] for s in range(self.players)],
                             guests, {s: bytes.fromhex(self.entries[s]["code_commit"]) for s in guests})
        else:
            deal = hidden.HiddenDeal(self.players)
        while deal.next_step() is not None:
            kind, seat = deal.next_step()
            if seat in local and self.protocol == 4:
                self.to_all(deal.make_pass(seat, secrets[seat], self.private[seat]))
            elif seat in local:
                kind, deck = deal.make(secrets[seat])
                self.to_all(self.signed(seat, {"type": kind, "game": number, "seat": seat, "deck": deck}))
            else:
                sender, m = self.next_message((kind,))
                assert sender == seat and m["game"] == number, m
                self.guard(sender, lambda: deal.accept_pass(m) if self.protocol == 4 else deal.accept(kind, seat, m["deck"]))
        view_kind = p4.P4Game if self.protocol == 4 else hidden.HiddenGame
        views = {s: view_kind(self.players, number, dealer, self.session, deal, s, secrets[s]) for s in local}
        first = views[local[0]]
        seq = 0
        while True:
            for s in local:
                for round_number, positions, keys in views[s].my_openings():
                    m = {"type": "open", "game": number, "seat": s, "round": round_number, "positions": positions,
                         "keys": keys}
                    if self.protocol == 4 and round_number == 0:
                        m["read"] = deal.open_read()
                    self.to_all(self.signed(s, m))
                    for other in local:
                        if other != s:
                            views[other].receive_openings(s, round_number, positions, keys)
            if first.game.finished():
                break
            turn = first.game.turn
            if turn in local and views[turn].hand_known(turn):
                view = views[turn]
                card = ref.choose_card(view.game, turn)
                position = view.game.deck.index(card)
                key = secrets[turn].position_keys[position]
                seq += 1
                for v in views.values():
                    v.play(seq, turn, position, card, key)
                self.to_all(self.signed(turn, {"type": "play", "game": number, "seq": seq, "seat": turn,
                                               "card": ref.code(card), "position": position, "key": key.hex(),
                                               "hash": view.history.hex()}))
                continue
            sender, m = self.next_message(("open", "play"), deadline=self.deal_time(turn, sender_of=("open", "play")))
            if m["type"] == "open":
                if self.protocol == 4 and m["round"] == 0:
                    self.guard(sender, lambda: deal.check_open_read(m, sender))
                for v in views.values():
                    self.guard(sender, lambda: v.receive_openings(sender, m["round"], m["positions"], m["keys"]))
            else:
                seq += 1
                assert sender == turn and m["seq"] == seq and m["game"] == number, m
                for v in views.values():
                    self.guard(sender, lambda: v.play(seq, sender, m["position"], ref.index(m["card"]), bytes.fromhex(m["key"])))
                assert first.history.hex() == m["hash"].lower(), "desync"
        for s in local:
            shuffle_key, keys = views[s].my_audit()
            self.to_all(self.signed(s, {"type": "audit", "game": number, "seat": s, "shuffle_key": shuffle_key,
                                        "keys": keys}))
            for other in local:
                if other != s:
                    views[other].receive_audit(s, shuffle_key, keys)
        for _ in range(self.guest_count):
            sender, m = self.next_message(("audit",), deadline=self.deal_time(None, sender_of=("audit",)))
            for v in views.values():
                self.guard(sender, lambda: v.receive_audit(sender, m["shuffle_key"], m["keys"]))
        game, _ = first.audited()
        account = {"scores": game.scores(), "result": ref.result_code(game.scores()), "hash": first.history.hex()}
        for s in local:
            self.to_all(self.signed(s, dict(type="game_over", game=number, seat=s, **account)))
        for seat, m in self.expect("game_over", self.guest_count):
            assert (m["scores"], m["result"], m["hash"]) == tuple(account.values()), "game_over differs"
        print(json.dumps(dict(game=number, seat=0, seed="", dealer=dealer, scores=account["scores"],
                              result=account["result"], hash=ref.state_hash(game), history=account["hash"])), flush=True)

    def run(self, games):
        self.seat_guests()
        for number in range(1, games + 1):
            if number > 1:
                self.to_all(self.signed(0, {"type": "rematch", "game": number, "seat": 0}))
                self.expect("rematch", self.guest_count)
            (self.play_hidden_game if self.protocol >= 3 else self.play_game)(number)
        self.expect("bye", self.guest_count)
        return 0


def main(argv):
    parser = argparse.ArgumentParser(prog="briscola_testhost.py")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--guests", type=int, default=1)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--transcript")
    parser.add_argument("--protocol", type=int, choices=ref.PROTOCOLS, default=2)
    parser.add_argument("--cheat", choices=["deck", "hash", "sig", "commitment", "silent"],
                        help="break the protocol once, to see the guest refuse it")
    args = parser.parse_args(argv)
    assert 2 <= args.players <= 4 and 1 <= args.guests < args.players
    assert args.cheat is None or args.protocol == 2, "--cheat is for protocol 2"
    if args.protocol == 4:
        assert args.guests == 1, "the test host plays protocol 4 with one guest"
    return Host(args.players, args.guests, args.port, args.transcript, args.cheat, args.protocol).run(args.games)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
