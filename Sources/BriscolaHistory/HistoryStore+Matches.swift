import BriscolaCore
import Foundation
import GRDB

extension HistoryStore {
    /// Saves a match after replaying it; returns its id. With `once`, a match ending in the same
    /// state hash already stored is not saved again (nil): a network game reported again after a
    /// restart, or by the other seat of a game played in two terminals with one history. The check
    /// and the insert are one write transaction, so two programs saving the game at once keep it once.
    @discardableResult
    public func save(_ record: GameRecord, info: MatchInfo, once: Bool = false) throws(HistoryError) -> Int64? {
        let outcome: GameLog
        switch record.verify() {
        case let .success(replayed): outcome = replayed
        case let .failure(error): throw .doesNotReplay(error)
        }
        precondition(info.seats.count == record.variant, "a match is saved with a name and kind for each of its seats")
        let json = String(decoding: (try? JSONEncoder().encode(record)) ?? Data(), as: UTF8.self)
        do {
            return try pool.write { db -> Int64? in
                if once, try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM match WHERE stateHash = ?)", arguments: [record.stateHash]) == true {
                    return nil
                }
                let derived = StoredRow.Derived(record, outcome)
                try db.execute(sql: """
                    INSERT INTO match (playedAt, variant, mode, mySeat, opponent, result, stateHash, record)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [info.playedAt, derived.variant, info.mode.rawValue, info.mySeat, info.opponent,
                                     derived.result, derived.stateHash, json])
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
        } catch {
            throw .storage("\(error)")
        }
    }

    /// Matches, newest first; `opponent` matches forgivingly (case, accents, small typos). A match
    /// that cannot be read throws, unless `damaged` is given: it then hears of it and the others are
    /// listed (one damaged row must not hide every other match).
    public func list(opponent: String? = nil, limit: Int = 20, damaged: ((HistoryError) -> Void)? = nil) throws(HistoryError) -> [StoredMatch] {
        try listCounting(opponent: opponent, limit: limit, damaged: damaged).matches
    }

    /// The same list, and how many matches there were in all before the limit (to tell a reader
    /// that older ones are left out).
    public func listCounting(opponent: String? = nil, limit: Int = 20,
                             damaged: ((HistoryError) -> Void)? = nil) throws(HistoryError) -> (matches: [StoredMatch], total: Int) {
        let all = try fetch(sql: "SELECT * FROM match ORDER BY playedAt DESC, id DESC", arguments: [], damaged: damaged)
        let filtered = opponent.map { query in all.filter { $0.isAgainst(query) } } ?? all
        return (Array(filtered.prefix(max(limit, 0))), filtered.count)
    }

    /// One match by id.
    public func match(_ id: Int64) throws(HistoryError) -> StoredMatch {
        guard let found = try fetch(sql: "SELECT * FROM match WHERE id = ?", arguments: [id]).first else { throw .noSuchMatch(id) }
        return found
    }

    /// Deletes one match.
    public func delete(_ id: Int64) throws(HistoryError) {
        let deleted: Bool
        do {
            deleted = try pool.write { db in
                try db.execute(sql: "DELETE FROM match WHERE id = ?", arguments: [id])
                return db.changesCount > 0
            }
        } catch {
            throw .storage("\(error)")
        }
        if !deleted { throw .noSuchMatch(id) }
    }

    /// Deletes every match (players stay, so names remain known).
    public func clear() throws(HistoryError) {
        do { try pool.write { db in try db.execute(sql: "DELETE FROM match") } } catch { throw .storage("\(error)") }
    }

    private func fetch(sql: String, arguments: StatementArguments, damaged: ((HistoryError) -> Void)? = nil) throws(HistoryError) -> [StoredMatch] {
        let rows: [(match: Row, seats: [Row])]
        do {
            rows = try pool.read { db in
                try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                    (row, try Row.fetchAll(db, sql: """
                        SELECT player.name, player.kind, seat.points, seat.tricks, seat.captured FROM seat JOIN player ON player.id = seat.playerId
                        WHERE seat.matchId = ? ORDER BY seat.seat
                        """, arguments: [row["id"] as DatabaseValue]))
                }
            }
        } catch {
            throw .storage("\(error)")
        }
        var matches: [StoredMatch] = []
        for row in rows {
            do throws(HistoryError) {
                matches.append(try StoredRow.match(row.match, seats: row.seats))
            } catch {
                guard let damaged else { throw error }
                damaged(error)
            }
        }
        return matches
    }
}
