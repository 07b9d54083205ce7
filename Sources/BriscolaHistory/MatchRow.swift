import BriscolaCore
import Foundation
import GRDB

/// A match ready to be stored: replayed, its derived columns and identity computed, its record as
/// JSON. Saving, importing and sync insert matches through it, the one way rows are written.
struct MatchRow {
    let record: GameRecord
    let info: MatchInfo
    let identity: MatchIdentity
    private let derived: StoredRow.Derived
    private let json: String

    /// Replays `record` (refusing one that does not replay) and computes what is kept beside it.
    init(_ record: GameRecord, info: MatchInfo) throws(HistoryError) {
        let outcome: GameLog
        switch record.verify() {
        case let .success(replayed): outcome = replayed
        case let .failure(error): throw .doesNotReplay(error)
        }
        precondition(info.seats.count == record.variant, "a match is saved with a name and kind for each of its seats")
        self.record = record
        self.info = info
        identity = MatchIdentity(stateHash: record.stateHash, names: info.seats.map(\.name))
        derived = StoredRow.Derived(record, outcome)
        json = String(decoding: (try? JSONEncoder().encode(record)) ?? Data(), as: UTF8.self)
    }

    /// Inserts the match and its seats; returns its id.
    func insert(_ db: Database) throws -> Int64 {
        try db.execute(sql: """
            INSERT INTO match (playedAt, variant, mode, mySeat, opponent, result, stateHash, record, identity)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [info.playedAt, derived.variant, info.mode.rawValue, info.mySeat, info.opponent,
                             derived.result, derived.stateHash, json, identity.hex])
        let matchId = db.lastInsertedRowID
        for (seat, player) in info.seats.enumerated() {
            try db.execute(sql: "INSERT OR IGNORE INTO player (name, kind) VALUES (?, ?)", arguments: [player.name, player.kind.rawValue])
            let playerId = try Int64.fetchOne(db, sql: "SELECT id FROM player WHERE name = ? AND kind = ?",
                                              arguments: [player.name, player.kind.rawValue]) ?? 0
            let kept = derived.seats[seat]
            try db.execute(sql: "INSERT INTO seat (matchId, seat, playerId, points, tricks, captured) VALUES (?, ?, ?, ?, ?, ?)",
                           arguments: [matchId, seat, playerId, kept.points, kept.tricks, kept.captured])
        }
        return matchId
    }
}
