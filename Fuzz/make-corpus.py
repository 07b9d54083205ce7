#!/usr/bin/env python3
"""Writes the seed corpus of each fuzz target under Fuzz/Corpus/<target>/ from the protocol's test
vectors: the transcripts (Tests/BriscolaSessionTests/Transcripts, Protocol.md §13) as frame streams
and as session scripts from the host's and each guest's side, the wire bodies of Appendix A's
list (Tests/BriscolaSessionTests/WireReferenceTests.swift), the golden game records
(Tests/BriscolaCoreTests/Golden/games.jsonl) and a few settings files. Run it again when those
change; the formats are the ones the targets' sources describe."""
import json, os, shutil, struct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Fuzz", "Corpus")
TRANSCRIPTS = os.path.join(ROOT, "Tests", "BriscolaSessionTests", "Transcripts")

def body(message):
    return json.dumps(message, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()

def frame(data):
    return struct.pack(">I", len(data)) + data

def card_index(code):
    return "CDSB".index(code[-1]) * 10 + int(code[:-1]) - 1

def lines(name):
    with open(os.path.join(TRANSCRIPTS, name)) as f:
        return [json.loads(line) for line in f if line.strip()]

def write(target, name, data):
    os.makedirs(os.path.join(OUT, target), exist_ok=True)
    with open(os.path.join(OUT, target, name), "wb") as f:
        f.write(data)

# Session scripts (Fuzz/Sources/fuzz-session/SessionScript.swift).
def op_frame(message, link=0):
    data = body(message)
    return bytes([0 | link << 4]) + struct.pack(">H", len(data)) + data

def op_play(code):
    return bytes([8, card_index(code)])

def guest_side(entries, me):
    """The guest `me` (1-based) fed every frame the host sent it; its own plays are local plays."""
    out = bytes([0, me - 1, 2])  # guest, identity, connected
    for e in entries:
        to, sender, m = e.get("to", "guest"), e["from"], e["message"]
        mine = "guest" if "to" not in e else "guest%d" % me
        if sender == "host" and to == mine:
            out += op_frame(m)
        elif sender == mine and m["type"] == "play":
            out += op_play(m["card"])
    return out

def host_side(entries, players):
    """The host fed every frame its guests sent (guest k on link k); its own plays are local."""
    out = bytes([1 | (players - 2) << 1, 0]) + bytes([2 | k << 4 for k in range(1, players)])
    for e in entries:
        sender, m = e["from"], e["message"]
        if sender == "host":
            if m["type"] == "play":
                out += op_play(m["card"])
        elif e.get("to", "host") == "host":
            out += op_frame(m, 1 if sender == "guest" else int(sender[5:]))
    return out

def bots_only(players):
    """A host with computer players in every other seat, playing two games through."""
    out = bytes([1 | (players - 2) << 1 | (players - 1) << 3, 0, 11])
    step = bytes([15, 0]) + b"".join(bytes([10, seat, 0]) for seat in range(1, players))
    return out + step * 40 + bytes([11]) + step * 40 + bytes([12])

def main():
    # Journal seeds are snapshots cut from real programs' journals (Fuzz/Corpus/journal/README): kept.
    for target in ("frames", "session", "settings", "history"):
        shutil.rmtree(os.path.join(OUT, target), ignore_errors=True)
    game1, table4 = lines("game1.jsonl"), lines("table4.jsonl")
    write("session", "game1-host", host_side(game1, 2))
    write("session", "game1-guest", guest_side(game1, 1))
    write("session", "table4-host", host_side(table4, 4))
    for k in (1, 2, 3):
        write("session", "table4-guest%d" % k, guest_side(table4, k))
    for players in (2, 3, 4):
        write("session", "bots%d" % players, bots_only(players))
        # The same with hidden hands (header bit 6: protocol 3).
        hidden = bytearray(bots_only(players))
        hidden[0] |= 0x40
        write("session", "hidden-bots%d" % players, bytes(hidden))
    hidden2 = lines("hidden2.jsonl")
    for name, side in (("hidden2-host", host_side(hidden2, 2)), ("hidden2-guest", guest_side(hidden2, 1))):
        write("session", name, bytes([side[0] | 0x40]) + side[1:])

    # Frame streams (fuzz-frames: a chunking byte, then the stream).
    write("frames", "game1-stream", bytes([0]) + b"".join(frame(body(e["message"])) for e in game1))
    write("frames", "table4-stream-chunked", bytes([7]) + b"".join(frame(body(e["message"])) for e in table4[:40]))
    kinds = {}
    for e in game1 + table4 + hidden2:
        kinds.setdefault(e["message"]["type"], e["message"])
    for kind, m in sorted(kinds.items()):
        write("frames", "msg-" + kind, bytes([0]) + frame(body(m)))
    h, s = "ab" * 32, "cd" * 64
    extra = [
        '{"type":"heartbeat"}', '{"type":"bye","reason":"done"}', '{"type":"error","code":"desync","message":"m","seq":3}',
        '{"type":"chat","seat":1,"text":"ciao \\u00e8 \\ud83c\\udccf","sig":"%s"}' % s,
        '{"type":"rematch","seat":1,"sig":"%s","game":2,"later":"x"}' % s,
        '{"type":"play","game":1,"seq":1,"seat":0,"card":"10B","hash":"%s","sig":"%s","timed_out":true}' % (h, s),
        '{"type":"play","game":1.0,"seq":1,"seat":0,"card":"7D","hash":"%s","sig":"%s"}' % (h, s),
        '{"type":"rematch","seat":1,"sig":"%s","game":2,"game":2}' % s,
        '{"type":"teleport","x":1.0}', '{"type":7}', '[1]', '{"type":"heartbeat","x":-9223372036854775808}',
        '{"type":"hello","protocol":1,"program":"p","name":"H"}',
        '{"type":"seated","seat":2,"name":"P","key":"%s","bot":false}' % h, '{"type":"left","seat":2,"reason":"gone"}',
        '{"type":"start","game":2147483647}',
    ]
    for n, text in enumerate(extra):
        write("frames", "body-%02d" % n, bytes([0]) + frame(text.encode()))
    write("frames", "too-large", bytes([0, 0, 1, 0, 1]) + b"{}")
    write("frames", "empty-frame", bytes([1, 0, 0, 0, 0]))

    # Settings files.
    write("settings", "full", b"# briscola settings\nname = Anna\nlevel = hard\nplayers = 4\ncolor = off\nascii = on\n"
          b"show-points = yes\npause = 250\nbell = false\nlanguage = it\n")
    write("settings", "damaged", b"name =   \nlevel = godlike\nplayers = 5\npause = -1\nnonsense\nwho = me\n= 3\nlanguage=auto\n")
    write("settings", "unicode", "name = Zoë 🃏\r\nlanguage = EN\n".encode())

    # History rows (fuzz-history: cell choices, seat count, seats' cells, then the record's JSON).
    header = bytes([7, 7, 7, 7, 2, 7, 7, 7, 7])
    with open(os.path.join(ROOT, "Tests", "BriscolaCoreTests", "Golden", "games.jsonl"), "rb") as f:
        for n, line in enumerate(l for l in f.read().splitlines() if l.strip()):
            write("history", "golden-%02d" % n, header + line)
            if n == 0:
                record = json.loads(line)
                record.update(actions=record["actions"][:7], tricks=record["tricks"][:3], result="abandoned")
                write("history", "abandoned", header + body(record))
                write("history", "damaged-cells", bytes([0, 4, 3, 108, 97, 110, 1, 0, 9, 5, 3, 1, 2, 3, 7]) + line)

if __name__ == "__main__":
    main()
