import BriscolaCore
import BriscolaSession
import BriscolaWire
import FuzzSupport

/// Fuzz target `journal`: a journal's snapshot line (`SessionSnapshot`) as a restarted program
/// reads it back — the file may be damaged or edited — then the session it makes taken through the
/// events a restart and a returning or new guest bring. Input: one byte choosing the role (bit 0:
/// guest) and a host's table size (bits 1–2), then the line's text. Invariant: nothing traps; a
/// snapshot that does not fit the table makes no session. The seeds (Fuzz/Corpus/journal, which
/// make-corpus.py leaves alone) are snapshot lines of real journals — `bot host`/`bot join` killed
/// after eleven games, protocol 3, a host of 2, its guest, a host of 3 with a computer player — each
/// stream's kept messages cut to the last six.
@main enum JournalFuzzer {
    /// libFuzzer's command line (`-help=1` lists it) on this target.
    static func main() { runFuzzer(fuzzJournal) }
}

/// What a restarted session meets first: its restart, a guest connecting and saying hello, its
/// player asking for the next game or computer players, a hold and a grace running out, a link
/// closing, a chat line, and leaving.
let events: [SessionEvent] = [
    .restarted, .connected(90), .received(.hello(Hello(protocol: 3, program: "fuzz", name: "Fuzz", key: String(repeating: "ab", count: 32))), from: 90),
    .localRematch, .fillWithBots, .timerFired(.hold(seat: 1, token: 1)), .timerFired(.seatWait(90)), .timerFired(.leave), .disconnected(1), .localChat("ciao"),
    .localQuit(reason: .other("fuzz")),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournal(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzInput(data, size)
    guard let first = bytes.first, let snapshot = JournalCoding.snapshot(String(decoding: bytes.dropFirst(), as: UTF8.self)) else { return 0 }
    let role: SessionConfig.Role = first & 1 == 0 ? .host : .guest
    let config = SessionConfig(role: role, name: "Fuzz", program: "fuzz", players: role == .host ? 2 + Int(first >> 1 & 3) % 3 : 2)
    let header = JournalHeader(config: config, entropy: [UInt8](repeating: 7, count: 32), table: "fuzz", created: 0)
    guard var session = Session.restore(header: header, snapshot: snapshot, events: []) else { return 0 }
    require(SessionSnapshot(session) != nil, "a restored session is between games")
    for event in events { _ = session.handle(event) }
    _ = SessionSnapshot(session).flatMap { JournalCoding.encode($0) }
    return 0
}
