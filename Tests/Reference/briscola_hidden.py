"""Protocol 3, hidden hands (Protocol.md §16), for the reference: the card elements, a seat's
secrets, the shuffle and lock passes, openings, the public history hash and the audit, and one
seat's view of a hidden game. A `HiddenGame` holds only what a seat may know: its own secrets, the
passes every seat sent, and the keys made public; it opens a position only when every seat's key
for it is known.

Every check a receiver must make raises `Cheat(code, message)` with the §9/§16 error code."""
import hashlib

import briscola_ref as ref
import ristretto as r255


class Cheat(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code, self.message = code, message


def card_codes(players):
    """The variant's cards in canonical order (card indices)."""
    return ref.canonical_deck(players)


def card_elements(players):
    """The elements of the variant's cards, in canonical order, and the map back to card indices."""
    cards = card_codes(players)
    elements = [r255.card_element(ref.code(c)) for c in cards]
    return elements, dict(zip(elements, cards))


class Secrets:
    """One seat's secrets for one game: shuffle key, permutation, a key per position."""

    def __init__(self, shuffle_key, permutation, position_keys):
        self.shuffle_key, self.permutation, self.position_keys = shuffle_key, permutation, position_keys

    @staticmethod
    def byte_count(cards):
        return 32 + 64 * (cards + 1)

    @classmethod
    def from_bytes(cls, data, players):
        """The same derivation as the Swift program's (any derivation is a seat's own business):
        bytes 0-31 are a §3 seed whose shuffle gives the order (permutation[k] = the canonical
        position of the k-th card of the shuffled deck); then 64 bytes per key, reduced modulo ℓ:
        the shuffle key first, then one per position."""
        canonical = card_codes(players)
        assert len(data) == cls.byte_count(len(canonical))
        order = ref.shuffle(bytes(data[:32]), players)
        permutation = [canonical.index(c) for c in order]
        keys = [r255.scalar_from_wide(bytes(data[32 + 64 * k:96 + 64 * k])) for k in range(len(canonical) + 1)]
        if any(k is None for k in keys):
            return None
        return cls(keys[0], permutation, keys[1:])


def shuffle_pass(deck, secrets):
    """§16.2 shuffle: out[k] = shuffleKey · deck[permutation[k]]."""
    return [r255.scalarmult(secrets.shuffle_key, deck[i]) for i in secrets.permutation]


def lock_pass(deck, secrets):
    """§16.2 lock: out[k] = (positionKey[k] · shuffleKey⁻¹) · deck[k]."""
    inverse = r255.invert(secrets.shuffle_key)
    return [r255.scalarmult(r255.mul(key, inverse), e) for key, e in zip(secrets.position_keys, deck)]


def open_element(element, keys):
    """(key₀ · key₁ · …)⁻¹ · element."""
    return r255.scalarmult(r255.invert(r255.product(keys)), element)


def history_start(session, game, locked):
    """§16: SHA-256("briscola-hidden-3" ‖ session id ‖ game (4 bytes big-endian) ‖ locked deck)."""
    session = session if isinstance(session, (bytes, bytearray)) else bytes.fromhex(session)
    return hashlib.sha256(b"briscola-hidden-3" + session + game.to_bytes(4, "big") + b"".join(locked)).digest()


def history_append(previous, seq, seat, position, card, key):
    """SHA-256(previous ‖ seq ‖ seat ‖ position ‖ card index, one byte each ‖ key)."""
    return hashlib.sha256(previous + bytes([seq & 255, seat & 255, position & 255, card & 255]) + key).digest()


def deal_rounds(players, dealer):
    """Round 0 of openings: who receives each dealt position (§4's deal order); the trump position
    3P goes to everyone (seat -1)."""
    return [((dealer + 1 + k % players) % players, k) for k in range(3 * players)] + [(-1, 3 * players)]


def lowest_card(hand, trump_card):
    """§10 turn timer: fewest points, then the weakest, a trump only if all are, then the lowest index."""
    trump = trump_card // 10
    return min(hand, key=lambda c: (c // 10 == trump, ref.POINTS.get(c % 10 + 1, 0), ref.STRENGTH[c % 10 + 1], c))


class HiddenDeal:
    """The passes over the encrypted deck, as every seat sees them (§16.2)."""

    def __init__(self, players):
        self.players = players
        self.elements, self.lookup = card_elements(players)
        self.shuffles, self.locks = [], []

    def next_step(self):
        if len(self.shuffles) < self.players:
            return ("shuffle", len(self.shuffles))
        if len(self.locks) < self.players:
            return ("lock", len(self.locks))
        return None

    def input(self):
        return (self.locks or self.shuffles or [self.elements])[-1]

    def locked(self):
        return self.locks[-1] if self.next_step() is None else None

    def accept(self, kind, seat, deck_hex):
        """A received pass: the awaited one (out_of_order), of valid distinct elements (bad_deck)."""
        if self.next_step() != (kind, seat):
            raise Cheat("out_of_order", f"{kind} of seat {seat} is not the pass awaited ({self.next_step()})")
        deck = [bytes.fromhex(h) for h in deck_hex]
        if len(deck) != len(self.elements):
            raise Cheat("bad_deck", f"{kind} of seat {seat}: {len(deck)} elements for {len(self.elements)} cards")
        if not all(r255.is_element(e) for e in deck):
            raise Cheat("bad_deck", f"{kind} of seat {seat} holds something that is not a group element")
        if len(set(deck)) != len(deck):
            raise Cheat("bad_deck", f"{kind} of seat {seat}: an element appears twice")
        self.take(kind, deck)

    def take(self, kind, deck):
        (self.shuffles if kind == "shuffle" else self.locks).append(deck)

    def make(self, secrets):
        """Our pass, when it is ours: computed, taken, and returned as hex."""
        kind, _ = self.next_step()
        deck = (shuffle_pass if kind == "shuffle" else lock_pass)(self.input(), secrets)
        self.take(kind, deck)
        return kind, [e.hex() for e in deck]


class HiddenGame:
    """One seat's view of a hidden game once every pass is in (§16.3-§16.5). With seat None and
    no secrets it is an onlooker's (a transcript's): it opens only what is public — the trump card
    and every card played — and checks every play and the audit all the same."""

    def __init__(self, players, game, dealer, session, deal, seat, secrets):
        self.n, self.number, self.dealer, self.deal = players, game, dealer, deal
        self.seat, self.secrets = seat, secrets
        self.locked = deal.locked()
        size = len(self.locked)
        self.keys = [[None] * size for _ in range(players)]   # keys made public, by seat and position
        self.known = [None] * size                             # card index at each opened position
        self.rounds = [deal_rounds(players, dealer)]
        self.next_round = [0] * players
        self.actions = []
        self.timed_out = []   # seq numbers of the plays marked timed_out, checked by the audit
        self.history = history_start(session, game, self.locked)
        self.audits = {}
        self.game = self.rebuild()

    # -- keys and openings ---------------------------------------------------------------------------

    def key(self, seat, position):
        """A seat's key for a position, if this seat may know it: public, or our own."""
        if seat == self.seat and self.secrets is not None:
            return self.secrets.position_keys[position]
        return self.keys[seat][position]

    def open(self, position):
        """None while a key is missing; else the card index, or "nocard"."""
        keys = [self.key(s, position) for s in range(self.n)]
        if any(k is None for k in keys):
            return None
        card = self.deal.lookup.get(open_element(self.locked[position], keys))
        return "nocard" if card is None else card

    def record(self, seat, position, key):
        earlier = self.keys[seat][position]
        if earlier is not None and earlier != key:
            raise Cheat("bad_key", f"seat {seat}'s key for position {position} differs from the one it sent before")
        self.keys[seat][position] = key

    def positions(self, seat, round_number):
        """The positions `seat` opens in a round: those received by the other seats (the trump's
        only in the deal), ascending."""
        if round_number >= len(self.rounds):
            return []
        trump = 3 * self.n
        return sorted(p for s, p in self.rounds[round_number] if s != seat and (round_number == 0 or p != trump))

    def my_openings(self):
        """The rounds of openings we owe now: [(round, positions, keys hex)]."""
        out = []
        while self.next_round[self.seat] < len(self.rounds):
            number = self.next_round[self.seat]
            positions = self.positions(self.seat, number)
            for p in positions:
                self.keys[self.seat][p] = self.secrets.position_keys[p]
            out.append((number, positions, [self.secrets.position_keys[p].hex() for p in positions]))
            self.next_round[self.seat] += 1
        return out

    def receive_openings(self, seat, round_number, positions, keys_hex):
        if round_number != self.next_round[seat] or round_number >= len(self.rounds) \
                or positions != self.positions(seat, round_number):
            raise Cheat("out_of_order", f"open of seat {seat} for round {round_number} is not the one awaited")
        keys = [bytes.fromhex(h) for h in keys_hex]
        if not all(r255.is_scalar(k) for k in keys):
            raise Cheat("bad_key", f"seat {seat} sent a key that is not a reduced non-zero scalar")
        for p, k in zip(positions, keys):
            self.record(seat, p, k)
        self.next_round[seat] += 1
        self.learn(seat)

    def learn(self, blamed):
        changed = False
        for position, card in enumerate(self.known):
            if card is not None:
                continue
            opened = self.open(position)
            if opened is None:
                continue
            if opened == "nocard":
                raise Cheat("bad_key", f"seat {blamed}'s key does not open position {position} to a card")
            self.note(opened, position)
            changed = True
        if changed:
            self.game = self.rebuild()

    def note(self, card, position):
        if card in self.known and self.known.index(card) != position:
            raise Cheat("card_opened_twice", f"{ref.code(card)} opened at positions {self.known.index(card)} and {position}")
        self.known[position] = card

    # -- the game as far as this seat can tell ---------------------------------------------------

    def belief_deck(self):
        """Every known card where it is, the unseen ones in canonical order elsewhere."""
        unseen = iter([c for c in card_codes(self.n) if c not in self.known])
        return [c if c is not None else next(unseen) for c in self.known]

    def rebuild(self):
        game = ref.Game(self.n, self.dealer, self.belief_deck())
        for seat, card in self.actions:
            game.play(seat, card)
        return game

    def positions_in_hand(self, seat):
        return [self.game.deck.index(c) for c in self.game.hands[seat]]

    def hand_known(self, seat):
        return all(self.known[p] is not None for p in self.positions_in_hand(seat)) \
            and self.known[3 * self.n] is not None

    def my_hand(self):
        """Our hand as (position, card index), once it is open."""
        return [(p, self.known[p]) for p in self.positions_in_hand(self.seat)]

    def play(self, seq, seat, position, card, key, timed_out=False):
        """A play, ours or received (§16.4): the position in the seat's hand, its key with the
        public ones opening it, to the card claimed. Then applied and hashed; draws make a round."""
        if position not in self.positions_in_hand(seat):
            raise Cheat("position_not_in_hand", f"seat {seat} played position {position}, which is not in its hand")
        if not r255.is_scalar(key):
            raise Cheat("bad_key", f"play {seq}: the key is not a reduced non-zero scalar")
        if seat != self.seat:
            self.record(seat, position, key)
        opened = self.open(position)
        if opened is None or opened == "nocard":
            raise Cheat("bad_key", f"play {seq}: seat {seat}'s key does not open position {position} to a card")
        if opened != card:
            raise Cheat("wrong_card", f"play {seq}: seat {seat} claimed {ref.code(card)}, position {position} "
                                      f"opens to {ref.code(opened)}")
        self.note(card, position)
        self.game = self.rebuild()
        before = (len(self.game.tricks), self.game.stock_count(), self.game.stock_next)
        self.game.play(seat, card)
        self.actions.append((seat, card))
        if timed_out:
            self.timed_out.append(len(self.actions))
        self.history = history_append(self.history, seq, seat, position, card, key)
        if len(self.game.tricks) > before[0] and before[1] > 0:
            size = len(self.locked)
            self.rounds.append([((self.game.leader + k) % self.n,
                                 before[2] + k if before[2] + k < size else 3 * self.n) for k in range(self.n)])

    def eavesdrop(self):
        """Every position this seat can open with what it knows (its own keys and the public ones),
        trying each one with whatever keys it has: the position opens only if the result is a card."""
        out = []
        for position, element in enumerate(self.locked):
            keys = [k for k in (self.key(s, position) for s in range(self.n)) if k is not None]
            if open_element(element, keys) in self.deal.lookup:
                out.append(position)
        return out

    # -- the audit (§16.5) -------------------------------------------------------------------

    def my_audit(self):
        self.audits[self.seat] = (self.secrets.shuffle_key, list(self.secrets.position_keys))
        return self.secrets.shuffle_key.hex(), [k.hex() for k in self.secrets.position_keys]

    def receive_audit(self, seat, shuffle_key_hex, keys_hex):
        if seat in self.audits:
            raise Cheat("out_of_order", f"a second audit from seat {seat}")
        keys = [bytes.fromhex(h) for h in [shuffle_key_hex] + keys_hex]
        if not all(r255.is_scalar(k) for k in keys):
            raise Cheat("bad_audit", f"the audit of seat {seat} holds a key that is not a reduced non-zero scalar")
        if len(keys) - 1 != len(self.locked):
            raise Cheat("bad_audit", f"the audit of seat {seat} has {len(keys) - 1} keys for {len(self.locked)} positions")
        for position, key in enumerate(keys[1:]):
            if self.keys[seat][position] is not None and self.keys[seat][position] != key:
                raise Cheat("bad_audit", f"seat {seat}'s audit key for position {position} is not the one it sent")
        self.audits[seat] = (keys[0], keys[1:])

    def audits_complete(self):
        return len(self.audits) == self.n

    def audited(self):
        """Every pass redone from the revealed keys, every position opened, the game replayed on the
        opened deck: returns the true ref.Game, or raises Cheat("bad_audit")."""
        previous = self.deal.elements
        for seat in range(self.n):
            shuffle_key = self.audits[seat][0]
            inverse = r255.invert(shuffle_key)
            unkeyed = [r255.scalarmult(inverse, e) for e in self.deal.shuffles[seat]]
            if sorted(unkeyed) != sorted(previous):
                raise Cheat("bad_audit", f"seat {seat}'s shuffle pass is not the deck it was given, under its shuffle key")
            previous = self.deal.shuffles[seat]
        for seat in range(self.n):
            shuffle_key, keys = self.audits[seat]
            inverse = r255.invert(shuffle_key)
            for position, element in enumerate(previous):
                if r255.scalarmult(r255.mul(keys[position], inverse), element) != self.deal.locks[seat][position]:
                    raise Cheat("bad_audit", f"seat {seat}'s lock pass does not match its keys at position {position}")
            previous = self.deal.locks[seat]
        deck = []
        for position, element in enumerate(previous):
            card = self.deal.lookup.get(open_element(element, [self.audits[s][1][position] for s in range(self.n)]))
            if card is None:
                raise Cheat("bad_audit", f"position {position} opens to no card")
            if self.known[position] is not None and self.known[position] != card:
                raise Cheat("bad_audit", f"position {position} opens to {ref.code(card)}, not the "
                                         f"{ref.code(self.known[position])} seen in the game")
            deck.append(card)
        if sorted(deck) != sorted(card_codes(self.n)):
            raise Cheat("bad_audit", "the opened deck is not a permutation of the cards")
        game = ref.Game(self.n, self.dealer, deck)
        try:
            for number, (seat, card) in enumerate(self.actions, 1):
                if seat != game.turn or card not in game.hands[seat]:
                    raise ValueError(f"seat {seat} may not play {ref.code(card)}")
                if number in self.timed_out and card != lowest_card(game.hands[seat], game.trump_card):
                    raise ValueError(f"play {number} is marked timed_out but is not the turn timer's card")
                game.play(seat, card)
        except (ValueError, AssertionError) as failure:
            raise Cheat("bad_audit", f"the game does not replay on the opened deck: {failure}")
        return game, deck
