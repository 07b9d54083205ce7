#!/usr/bin/env python3
"""Test vectors for Protocol.md §16 (protocol 3, hidden hands), printed deterministically.

  hidden_vectors.py           the vectors as text, to paste into Protocol.md
  hidden_vectors.py --json    the same as one JSON object (with every card's element)
  hidden_vectors.py --check   compare with the values the Swift program computes (CardElements,
                              SeatSecrets, DeckSteps, HiddenDeck.open, PublicHistory), hard-coded
                              below; exit 1 on a difference

How the 2-seat game's secrets are made (any seat may make its secrets as it likes; these are fixed
only so that the vectors can be reproduced):
  bytes(seat) = SHA-512("briscola-vectors-3 seat S block 0") ‖ SHA-512("… block 1") ‖ …, cut to
  32 + 64·41 bytes (S the seat number in decimal). Bytes 0-31 are a §3 seed: its shuffle of the
  canonical 40-card deck gives the permutation (permutation[k] = the canonical position of the k-th
  card of that shuffled deck; a pass puts incoming position permutation[k] at position k). Then
  each 64-byte block, reduced modulo ℓ (crypto_core_ristretto255_scalar_reduce), is a key: the
  shuffle key first, then the key of position 0, 1, …, 39. (This is also how the Swift program's
  SeatSecrets(random:) reads its random bytes.)
The session id is the 16 bytes 00 01 02 … 0f, the game number 1, the dealer seat 0.
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import briscola_ref as ref  # noqa: E402
import briscola_hidden as hidden  # noqa: E402
import ristretto as r255  # noqa: E402

# CardElements(variant: .four) as the Swift program computes it: printed by a small Swift program
# linked against the built BriscolaHidden module (its source is in HiddenVectorTests.swift), not
# by this script. HiddenVectorTests runs `hidden_vectors.py --check` and compares the printed
# vectors with its own copy of a few of these values.
SWIFT_ELEMENTS = {
    "1C": "b0269e378649857d4447e284de36b9152392087f817804ec631431b2873c4b7f",
    "2C": "c443e9901856ded729b253d989ce396132766886e9af6844f59ef26657e83339",
    "3C": "d60b446107470a721b81429f0a6cd8b76b056f4293e2a6bca46e166b90bc7202",
    "4C": "a0b719f5363744beabfe45626a901a8291e4903ddaee475fcb665c1f78072132",
    "5C": "661b676bec7fd37bd3baa7af47c40bbc9fe7eebd8abb499b7c9d81baa7739f6a",
    "6C": "067205ea59762bd23359ddd02e7de0c837cb42e918bec6cee974d6dd9108927d",
    "7C": "40b872759b004e766a58fef0568143465c6ba0adda578c9ad075eb0bbe6f6264",
    "8C": "927923d955c1d5fa2e90eabbb53c0230569d72151961411a092afb651a4efc50",
    "9C": "0a3caf3a1bfd4c68cf899d92cefd096a6d465e6a2e67512ef331f81e70368d45",
    "10C": "1ac7715192189fac84bf9ad3cb2549399710ab32704ec0827f9f7b8a703a4b62",
    "1D": "8af86db4c56a0a8ea779cc6283381de29ff11a13298756c6c0135c9cb37b1b7b",
    "2D": "1831c56cf33fb32d0c45dc90fc5264d4778642aa6adeb1ffb4974c831653bd73",
    "3D": "5a82c1f577b822353b53da10997ef1fba408a53ffbf7949e7df7ad71674c2d5a",
    "4D": "eac3ce7bc23c114a3f175647891c60e917db16d65000ca9ed5c9f6f4b887b813",
    "5D": "ba010a5b1a7441a1e9ce8fff11a79daf5e735a8a741be15f894982513379100b",
    "6D": "90ca7b4afd77bde79e64201708f3d01a9afd8d35161635e7ab1bb6027bc9342e",
    "7D": "36a1641c2e1a762ae7d56a79a5d8533e92b0c35f66a340a1b13091ccae509905",
    "8D": "e61f443971183d06eb1d13ae1ce777292bba44b28286856640a547958a2cd44a",
    "9D": "4462ded0274e1da4a74580a8dce36c8a7639c2afa8bd7309cbbef0620fc0b001",
    "10D": "bcedac7d4d07afb6ffa158f30f7a867e8e65dbb4fbdfdd96e8d421ed44834b24",
    "1S": "7cfe80dc48ed0d8e7dcfea949b546458515184fafb4b8c1dca40b15865d6ee28",
    "2S": "ca0a99e2e4a8ce611c5b38a36c2c55267362fc6cb34e549de45f31169468c74a",
    "3S": "5c113cb3446195cd9e0b97d1609793e8b3967c9b61b8288729861a2abb59122a",
    "4S": "6016bdce1e8e374872a13f3bdec4ad193a55d465cad2de365962fe6d3cab8967",
    "5S": "4eaddaa41913546ad9eced6ed98f07bbf963b08585445d1d25630de64407ee31",
    "6S": "e8601a968c4fd978b453858470a9e11a92f44a3c4a2e53a32ae9c7a61a688c70",
    "7S": "d0a28b414ec0fbc4a318c45e10a0d177637a8159e75e75054c6f889b05747f61",
    "8S": "b6b1b7a6df3971d7793fa2dba3327c0d2f9c3b6e1a219afddd1a8d53c7563f6c",
    "9S": "4ebcf438f0a0ff2ba9f1f4cbaa2a1f021760ab8c4b950ca22f619a69b40f2e5a",
    "10S": "267f1bdf8e1933569ae781e7661b691a4c80a80083d953a5ddc61dcfacf50c04",
    "1B": "d4023c803cc1a0e52ef4fb8168e184467649e34ed3f08a270181b2a3efd59a4d",
    "2B": "ecdffa8e1ed5c18791e6a3ccb1b612d69e03849492de8ba5bce964ae27ad9875",
    "3B": "6056f95968562ca5df132c68065c9c13518869cf914afbe12a2874cf4e8ac60f",
    "4B": "7c2a184c14901920e014212889e44b07786dc510394b60bd80642808e08e2f0b",
    "5B": "48c54e84e623fd07848b43423ebfd6b1732eac13672ae3b1a237acd478b7b764",
    "6B": "f648e441f710480bf4d8a61cf48a13540810cab29bd2a294ba23eb9391b2ac33",
    "7B": "d47b76549dd5e3677e87b2d8213c9a1e4b2c1d23fcbf9bdcff5ac646b425e472",
    "8B": "c469405248e96030a0b78fa25ce9c0467309557013d2ace4052b5e9380054e48",
    "9B": "8cfa7eda95d9a0baf43720607d0a9a965a9ae5a2b18b721684f73d157a006063",
    "10B": "b4fc39a22ba34dd8c4cc3ada5746a819951ce8e090acfeaf862a4dc139f9fd69",
}
# The 2-seat game below, recomputed by the same Swift program with SeatSecrets(random:) over the
# same bytes, DeckSteps.shuffle/lock, HiddenDeck.open and PublicHistory.
SWIFT_GAME = {'history_after_play_1': '3f5d5a3e4b2969306df82e1c7fa71047601e18ab245654139afb89a8bc7062b4',
 'history_start': 'da58c101f1c8fe610674068ce0c16728b4bf42e3140b03a746fb8ce3757fc0c4',
 'lock 0': ['b017f178f35bcbdb4eaa78cb388afecb4a562a99c99cdb29a9b4be0538bf060f',
            'ae76a94414dfbc585b56dce4051d96a5bb371427d133a0fefff9c720632b6572',
            'f8c4dcdf527d3c5aaeb41738fc71101da9ac8fdfb987e3169189fd818fe5eb2c'],
 'lock 1': ['86bafcef406409d7725ef7f7a3ac13cd1ce4e0580dc311df33930adad6977c7a',
            'fa1d9a56d939e54b3147b192832f9eccccf0172ae6d561124d86b0c132803f77',
            '24397234833aa3ded226056d0feab857db609757d769947d4f7d7a93189e7a24'],
 'open 0': ['9D', '4462ded0274e1da4a74580a8dce36c8a7639c2afa8bd7309cbbef0620fc0b001'],
 'open 6': ['8C', '927923d955c1d5fa2e90eabbb53c0230569d72151961411a092afb651a4efc50'],
 'shuffle 0': ['42e888a67865f9df39297163e7c5eec6859e3c667e0c7f45f0dfe29b1be20d38',
               'bab329772fe7c4255062c14173fcb7720c91ed0c2b70b1bf682f358faaf27b51',
               'e0fb62cafd8278a45cee55318d08fe146fd9c8e491f12173a020129dccb06946'],
 'shuffle 1': ['58dc991a1ad51a859c7565d1d56d950e518855d6e6bbe7ce58908c8c829c1809',
               '2465b4bce4d51b08c01b32b7ec1330a11b19b2a848cf710bf6f68860406a8d05',
               '0670c32357acd30ab6ba9e01683d1165f2300e5fc72110727470faf524e44c3a'],
 'shuffle_keys': ['fe818d8884cf4df9d8a3933b1170aae5afb7b63da42cf8e46c731dcac308860a',
                  '56b1b9edb4b11ba38758c27f008d6f0b8b00674f29fb9fd8482b9afeab311008']}

SESSION = bytes(range(16))
GAME, DEALER, PLAYERS = 1, 0, 2


def seat_bytes(seat, count):
    out, block = b"", 0
    while len(out) < count:
        out += hashlib.sha512(f"briscola-vectors-3 seat {seat} block {block}".encode()).digest()
        block += 1
    return out[:count]


def vectors():
    size = len(ref.canonical_deck(PLAYERS))
    secrets = [hidden.Secrets.from_bytes(seat_bytes(s, hidden.Secrets.byte_count(size)), PLAYERS) for s in range(PLAYERS)]
    deal = hidden.HiddenDeal(PLAYERS)
    passes = []
    while deal.next_step() is not None:
        kind, seat = deal.next_step()
        deal.make(secrets[seat])
        passes.append({"pass": kind, "seat": seat, "first3": [e.hex() for e in deal.input()[:3]]})
    locked = deal.locked()
    trump = 3 * PLAYERS

    def opening(position):
        keys = [secrets[s].position_keys[position] for s in range(PLAYERS)]
        element = hidden.open_element(locked[position], keys)
        return {"position": position, "locked": locked[position].hex(),
                "keys": {f"seat{s}": k.hex() for s, k in enumerate(keys)},
                "opened": element.hex(), "card": ref.code(deal.lookup[element])}

    start = hidden.history_start(SESSION, GAME, locked)
    first = opening(0)  # position 0 is dealt to seat 1, which leads (dealer 0)
    after = hidden.history_append(start, 1, 1, 0, ref.index(first["card"]), secrets[1].position_keys[0])
    wide = bytes(range(1, 65))
    key = r255.scalar_from_wide(wide)
    under = r255.scalarmult(key, r255.card_element("1C"))
    return {
        "key_from_bytes_01_to_40": {"key": key.hex(), "inverse": r255.invert(key).hex(), "1C_under_key": under.hex(),
                                    "opens_back": r255.scalarmult(r255.invert(key), under) == r255.card_element("1C")},
        "card_elements": {ref.code(c): r255.card_element(ref.code(c)).hex() for c in ref.canonical_deck(4)},
        "game": {"players": PLAYERS, "session": SESSION.hex(), "game": GAME, "dealer": DEALER,
                 "shuffle_keys": [s.shuffle_key.hex() for s in secrets],
                 "permutations_first5": [s.permutation[:5] for s in secrets],
                 "passes": passes, "opening_position_0": first, "opening_trump": opening(trump),
                 "history_start": start.hex(),
                 "history_after_play_1": {"seq": 1, "seat": 1, "position": 0, "card": first["card"],
                                          "hash": after.hex()}},
    }


def check():
    """Failures: card elements, passes, openings and history hashes that differ from the Swift
    program's."""
    failures = []
    for card, element in SWIFT_ELEMENTS.items():
        mine = r255.card_element(card).hex()
        if mine != element:
            failures.append(f"element of {card}: Python {mine}, Swift {element}")
    if len(SWIFT_ELEMENTS) != 40:
        failures.append(f"{len(SWIFT_ELEMENTS)} Swift card elements, expected 40")
    g = vectors()["game"]
    mine = {f"{p['pass']} {p['seat']}": p["first3"] for p in g["passes"]}
    for name in ("opening_position_0", "opening_trump"):
        mine[f"open {g[name]['position']}"] = [g[name]["card"], g[name]["opened"]]
    mine.update(history_start=g["history_start"], history_after_play_1=g["history_after_play_1"]["hash"],
                shuffle_keys=g["shuffle_keys"])
    # Protocol.md §16.8's key vector.
    k = vectors()["key_from_bytes_01_to_40"]
    if (k["key"], k["inverse"], k["1C_under_key"], k["opens_back"]) != (
            "c91e0907d114fd83c1edc396490bb2dafa43c19815b0354e70dc80c317c3cb0a",
            "e232b9451cd9b44b15b3a8d77b4a5c13e940bccfb84aebf3d260c3cd337fd002",
            "180040871dd38eee063eff3840ec5a14cc56246bd3df4a4f3fc8f9c232fc9b46", True):
        failures.append(f"Protocol.md §16.8's key vector: {k}")
    for name, value in SWIFT_GAME.items():
        if mine.get(name) != value:
            failures.append(f"{name}: Python {mine.get(name)}, Swift {value}")
    return failures


def text(v):
    out = ["Card elements: from_hash(SHA-512(\"briscola-card-3 \" ‖ code))"]
    for card in ("1C", "2C", "10B"):
        out.append(f"  {card:>3}  {v['card_elements'][card]}")
    k = v["key_from_bytes_01_to_40"]
    out.append(f"Key reduced from the 64 bytes 01 02 … 40: {k['key']}; inverse {k['inverse']}")
    out.append(f"  1C under it: {k['1C_under_key']} (the inverse opens it to 1C: {k['opens_back']})")
    g = v["game"]
    out.append(f"Two seats, session {g['session']}, game {g['game']}, dealer {g['dealer']} (secrets: see hidden_vectors.py)")
    for s, key in enumerate(g["shuffle_keys"]):
        out.append(f"  seat {s} shuffle key {key}; permutation starts {g['permutations_first5'][s]}")
    for p in g["passes"]:
        out.append(f"  after seat {p['seat']}'s {p['pass']}, positions 0-2:")
        out.extend(f"    {e}" for e in p["first3"])
    for name in ("opening_position_0", "opening_trump"):
        o = g[name]
        out.append(f"  position {o['position']}: locked {o['locked']}")
        for seat, key in o["keys"].items():
            out.append(f"    {seat} key {key}")
        out.append(f"    opens to {o['opened']} = {o['card']}")
    out.append(f"  public history start: {g['history_start']}")
    h = g["history_after_play_1"]
    out.append(f"  after play 1 (seat {h['seat']} plays position {h['position']}, {h['card']}, with its key): {h['hash']}")
    return "\n".join(out)


if __name__ == "__main__":
    if sys.argv[1:] == ["--check"]:
        problems = check()
        for problem in problems:
            print("FAILED:", problem, file=sys.stderr)
        print(f"{len(SWIFT_ELEMENTS)} card elements and {len(SWIFT_GAME)} game vectors checked against Swift: "
              f"{'ok' if not problems else 'they differ'}")
        sys.exit(1 if problems else 0)
    v = vectors()
    print(json.dumps(v, indent=1) if sys.argv[1:] == ["--json"] else text(v))
