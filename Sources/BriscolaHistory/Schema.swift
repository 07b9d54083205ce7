import GRDB

/// The database schema, as migrations from the first version on. A history that has a migration
/// this program does not know was written by a later version and is refused (`SchemaCheck`).
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "player") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("kind", .text).notNull()
                t.uniqueKey(["name", "kind"])
            }
            try db.create(table: "match") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("playedAt", .datetime).notNull().indexed()
                t.column("variant", .integer).notNull()
                t.column("mode", .text).notNull()
                t.column("mySeat", .integer).notNull()
                t.column("opponent", .text).notNull()
                t.column("result", .text).notNull()
                t.column("stateHash", .text).notNull()
                t.column("record", .jsonText).notNull()
            }
            try db.create(table: "seat") { t in
                t.column("matchId", .integer).notNull().references("match", onDelete: .cascade)
                t.column("seat", .integer).notNull()
                t.column("playerId", .integer).notNull().references("player")
                t.column("points", .integer).notNull()
                t.column("tricks", .integer).notNull()
                t.column("captured", .text).notNull()
                t.primaryKey(["matchId", "seat"])
            }
        }
        migrator.registerMigration("v2-identity") { db in try IdentityMigration.apply(db) }
        return migrator
    }

    /// Every table a history of this version may hold (besides SQLite's own).
    static let tables: Set<String> = ["grdb_migrations", "player", "match", "seat", "tombstone"]
}
