import BriscolaCore
import Foundation
import GRDB

extension HistoryStore {
    /// Saves a match after replaying it; returns its id. With `once`, a match whose identity is
    /// already stored is not saved again (nil): a network game reported again after a restart, or by
    /// the other seat of a game played in two terminals with one history. A match whose identity was
    /// deleted (a tombstone) is not saved either (nil): deleted stays deleted, here and on every
    /// machine the history syncs with. The checks and the insert are one write transaction, so two
    /// programs saving the game at once keep it once.
    @discardableResult
    public func save(_ record: GameRecord, info: MatchInfo, once: Bool = false) throws(HistoryError) -> Int64? {
        let row = try MatchRow(record, info: info)
        do {
            return try pool.write { db -> Int64? in
                if try Self.isTombstoned(row.identity, db) { return nil }
                if once, try Self.holds(row.identity, db) { return nil }
                return try row.insert(db)
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

    /// Deletes one match; once no match of its identity is left, a tombstone keeps the deletion
    /// (for `import` and sync to carry it over, and to keep it from coming back).
    public func delete(_ id: Int64) throws(HistoryError) {
        let deleted: Bool
        do {
            deleted = try pool.write { db in
                let identity = try String.fetchOne(db, sql: "SELECT identity FROM match WHERE id = ?", arguments: [id])
                try db.execute(sql: "DELETE FROM match WHERE id = ?", arguments: [id])
                guard db.changesCount > 0 else { return false }
                if let identity, try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM match WHERE identity = ?)", arguments: [identity]) == false {
                    try Self.bury(identity, at: Date(), db)
                }
                return true
            }
        } catch {
            throw .storage("\(error)")
        }
        if !deleted { throw .noSuchMatch(id) }
    }

    /// Deletes every match, leaving a tombstone for each (players stay, so names remain known).
    public func clear() throws(HistoryError) {
        do {
            try pool.write { db in
                let now = Date()
                for identity in try String.fetchAll(db, sql: "SELECT DISTINCT identity FROM match WHERE identity IS NOT NULL") {
                    try Self.bury(identity, at: now, db)
                }
                try db.execute(sql: "DELETE FROM match")
            }
        } catch {
            throw .storage("\(error)")
        }
    }

    func fetch(sql: String, arguments: StatementArguments, damaged: ((HistoryError) -> Void)? = nil) throws(HistoryError) -> [StoredMatch] {
        try Self.fetch(pool, sql: sql, arguments: arguments, damaged: damaged)
    }

    /// Matches read from `reader` (this history, or a file being imported, opened read only).
    static func fetch(_ reader: some DatabaseReader, sql: String, arguments: StatementArguments,
                      damaged: ((HistoryError) -> Void)? = nil) throws(HistoryError) -> [StoredMatch] {
        let rows: [(match: Row, seats: [Row])]
        do {
            rows = try reader.read { db in
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
