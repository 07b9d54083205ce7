import BriscolaCore
@testable import BriscolaHistory
import Foundation
import GRDB
import Testing

/// A match is one by its final state hash and seat names, whoever saved it and whenever; a
/// deletion leaves a tombstone that keeps it deleted.
@Suite struct MatchIdentityTests {
    @Test func theSameGameSavedFromEitherSeatIsOneMatch() throws {
        let (record, mine) = try sampleMatch(3)
        let theirs = MatchInfo(playedAt: mine.playedAt.addingTimeInterval(7), mode: .lan, seats: [("Ada", .remote), ("Computer", .human)], mySeat: 1)
        let a = StoredMatch(id: 1, record: record, info: mine), b = StoredMatch(id: 9, record: record, info: theirs)
        #expect(a.identity == b.identity)
        var renamed = mine
        renamed.seats[1].name = "Bruno"
        #expect(StoredMatch(id: 1, record: record, info: renamed).identity != a.identity)
        #expect(StoredMatch(id: 1, record: try sampleMatch(4).0, info: mine).identity != a.identity)
        // Names are length-prefixed: moving a character from one name to the next changes the identity.
        #expect(MatchIdentity(stateHash: "h", names: ["ab", "c"]) != MatchIdentity(stateHash: "h", names: ["a", "bc"]))
        #expect(MatchIdentity(hex: a.identity.hex.uppercased()) == a.identity)
        #expect(MatchIdentity(hex: "xyz") == nil)
    }

    /// The vector Protocol.md gives: what another implementation must compute.
    @Test func identityVector() {
        #expect(MatchIdentity(stateHash: String(repeating: "0", count: 64), names: ["Ada", "Bruno"]).hex
            == "7b775556d8a69eaa86e54d914175b64cd7d4a941e132c630563117ea129cc30b")
    }

    @Test func deleteAndClearLeaveTombstonesAndDeletedStaysDeleted() throws {
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("h.sqlite"))
        let matches = try (0..<3).map { try sampleMatch(UInt64($0), at: Double($0)) }
        let ids = try matches.map { try #require(try store.save($0.0, info: $0.1)) }
        try store.delete(ids[0])
        let buried = try store.tombstones().map(\.identity)
        #expect(buried == [identity(matches[0])])
        #expect(try store.save(matches[0].0, info: matches[0].1) == nil, "a deleted match is not saved again")
        #expect(try store.list().count == 2)
        try store.clear()
        #expect(try Set(store.tombstones().map(\.identity)) == Set(matches.map(identity)))
        #expect(try store.identities().isEmpty)
    }

    /// A match kept twice (an old history could hold it so) leaves its tombstone when its last copy goes.
    @Test func aTombstoneOnlyOnceTheLastCopyIsDeleted() throws {
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("h.sqlite"))
        let (record, info) = try sampleMatch(5)
        let first = try #require(try store.save(record, info: info)), second = try #require(try store.save(record, info: info))
        try store.delete(first)
        #expect(try store.tombstones().isEmpty)
        try store.delete(second)
        #expect(try store.tombstones().map(\.identity) == [identity((record, info))])
    }

    /// A history written before identities (schema v1) opens, every match given its identity.
    @Test func anOldHistoryMigratesWithIdentities() throws {
        let dir = TempDirectory()
        let path = dir.path("old.sqlite")
        try FileManager.default.createDirectory(at: dir.url, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(queue, upTo: "v1")
        let matches = try (0..<3).map { try sampleMatch(UInt64($0), at: Double($0)) }
        try queue.write { db in
            for (record, info) in matches {
                try db.execute(sql: """
                    INSERT INTO match (playedAt, variant, mode, mySeat, opponent, result, stateHash, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [info.playedAt, record.variant, "local", 0, info.opponent, record.result.code, record.stateHash,
                                     String(decoding: try JSONEncoder().encode(record), as: UTF8.self)])
                let matchId = db.lastInsertedRowID
                for (seat, player) in info.seats.enumerated() {
                    try db.execute(sql: "INSERT OR IGNORE INTO player (name, kind) VALUES (?, ?)", arguments: [player.name, player.kind.rawValue])
                    let playerId = try Int64.fetchOne(db, sql: "SELECT id FROM player WHERE name = ?", arguments: [player.name]) ?? 0
                    let captured = try record.verify().get().state.captured[seat]
                    try db.execute(sql: "INSERT INTO seat VALUES (?, ?, ?, ?, ?, ?)", arguments: [
                        matchId, seat, playerId, captured.points, record.tricksWon(by: seat), captured.map(\.code).joined(separator: " "),
                    ])
                }
            }
        }
        try queue.close()
        let store = try HistoryStore(path: path)
        #expect(try store.identities() == matches.map(identity).sorted())
        #expect(try store.list().count == 3)
    }

    /// A history a later version wrote (a migration this one does not know) is refused, untouched.
    @Test func aLaterVersionsHistoryIsRefusedUntouched() throws {
        let dir = TempDirectory()
        let path = dir.path("later.sqlite")
        let (record, info) = try sampleMatch(1)
        try HistoryStore(path: path).save(record, info: info)
        let later = try DatabaseQueue(path: path)
        try later.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future'); CREATE TABLE devices (key BLOB)") }
        try later.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try later.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: HistoryError.laterVersion(path: path)) { try HistoryStore(path: path) }
        #expect(throws: HistoryError.laterVersion(path: path)) { try HistoryFile.read(path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}

/// The identity of a sample match.
func identity(_ match: (GameRecord, MatchInfo)) -> MatchIdentity {
    StoredMatch(id: 0, record: match.0, info: match.1).identity
}
