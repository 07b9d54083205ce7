import Foundation
import GRDB

/// What a SQLite file is to this program, looked at read only (no tables made, no WAL left):
/// a new history, one of ours, one a later version of briscola wrote, or another program's.
enum SchemaCheck: Equatable {
    case empty, ours, laterVersion, notOurs

    /// The file at `path` (an SQLite file or an empty one). Throws what SQLite says of a file it
    /// cannot read.
    static func of(_ path: String) throws -> SchemaCheck {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > 0 else { return .empty }
        var readOnly = Configuration()
        readOnly.readonly = true
        readOnly.busyMode = .timeout(10)
        return try DatabaseQueue(path: path, configuration: readOnly).read { db in try of(db) }
    }

    /// The same, for an open database.
    static func of(_ db: Database) throws -> SchemaCheck {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        if tables.isEmpty { return .empty }
        // A later version is told by its migrations, before its tables: it may have added some.
        if tables.contains("grdb_migrations"), try Schema.migrator.hasBeenSuperseded(db) { return .laterVersion }
        return tables.allSatisfy(Schema.tables.contains) ? .ours : .notOurs
    }
}
