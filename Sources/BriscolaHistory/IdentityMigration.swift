import GRDB

/// The second migration: every match gets its identity (`MatchIdentity`, indexed, not unique —
/// an old history may hold one game saved twice, and migrating loses nothing), and deletions leave
/// tombstones. Identities of matches already kept are computed from their stored state hash and
/// seat names; a row too damaged to have them keeps none (it is listed as damaged, as before).
enum IdentityMigration {
    static func apply(_ db: Database) throws {
        try db.alter(table: "match") { t in t.add(column: "identity", .text) }
        try db.create(index: "match_identity", on: "match", columns: ["identity"])
        try db.create(table: "tombstone") { t in
            t.primaryKey("identity", .text)
            t.column("deletedAt", .datetime).notNull()
        }
        let rows = try Row.fetchAll(db, sql: "SELECT id, stateHash FROM match")
        for row in rows {
            let idValue: DatabaseValue = row["id"] ?? .null, hashValue: DatabaseValue = row["stateHash"] ?? .null
            guard let id = Int64.fromDatabaseValue(idValue), let hash = String.fromDatabaseValue(hashValue) else { continue }
            let names = try String.fetchAll(db, sql: """
                SELECT player.name FROM seat JOIN player ON player.id = seat.playerId WHERE seat.matchId = ? ORDER BY seat.seat
                """, arguments: [id])
            try db.execute(sql: "UPDATE match SET identity = ? WHERE id = ?", arguments: [MatchIdentity(stateHash: hash, names: names).hex, id])
        }
    }
}
