import BriscolaCore
import BriscolaSession
import Testing

extension SessionTable {
    /// End `end`, if it is round-tripping and between games, replaced by the session its snapshot
    /// makes, which must be the same session in every stored property (as `dump` shows them all,
    /// private ones and those of nested values included).
    mutating func roundTrip(_ end: Int) throws {
        guard let header = roundTripping[end], ends[end].gameBetween != nil else { return }
        let line = try #require(SessionSnapshot(ends[end]).flatMap { JournalCoding.encode($0) }, "a session between games is written")
        let restored = try #require(JournalCoding.snapshot(line).flatMap { Session.restore(header: header, snapshot: $0, events: []) })
        let before = Self.everything(ends[end]), after = Self.everything(restored)
        #expect(before == after, "the restored session differs: \(Self.firstDifference(before, after))")
        ends[end] = restored
        roundTrips += 1
    }

    /// Every stored property of a session, as `dump` writes it.
    static func everything(_ session: Session) -> String {
        var text = ""
        dump(session, to: &text)
        return text
    }

    /// The first line where two dumps part, to say what was not restored.
    static func firstDifference(_ one: String, _ other: String) -> String {
        let (a, b) = (one.split(separator: "\n"), other.split(separator: "\n"))
        guard let k = (0..<max(a.count, b.count)).first(where: { $0 >= a.count || $0 >= b.count || a[$0] != b[$0] }) else { return "none" }
        return "\(k < a.count ? a[k] : "(end)") became \(k < b.count ? b[k] : "(end)")"
    }
}

/// The snapshot is the session's own encoding: a stored property added to `TableLedger`,
/// `HostSession` or `GuestSession` and not restored by it fails here.
struct SnapshotRoundTripTests {
    /// Every end of a table of two or three (a host with a computer player, its guests), journaled
    /// and taken through its snapshot after every event between games over three games: each time the restored session is the one it was taken from, and play goes on with
    /// it, the games agreeing on every seat.
    @Test(arguments: [(2, 0), (3, 0), (3, 1)], [0, 1])
    func everyEndRestoredBetweenGamesIsTheSameSession(_ seats: (players: Int, bots: Int), _ end: Int) throws {
        var table = SessionTable(players: seats.players, bots: seats.bots)
        table.games = 3
        let seed = Array(repeating: UInt8(9), count: 32)
        let config = table.ends[end].config
        table.ends[end] = Session(config: config, entropy: .stream(seed: seed))
        table.roundTripping[end] = JournalHeader(config: config, entropy: seed, table: "test", created: 0)
        try table.start()
        #expect(table.roundTrips > 4, "restored between games 1, 2 and 3: \(table.roundTrips)")
        let hashes = table.ends.indices.map { table.ended($0).map(\.stateHash) }
        #expect(hashes[0].count == 3 && hashes.allSatisfy { $0 == hashes[0] }, "three games, the same on every seat")
    }
}
