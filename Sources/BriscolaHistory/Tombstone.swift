import Foundation
import GRDB

/// A deleted match, kept as its identity and when it was deleted: `import` and sync carry it to
/// other histories, where it deletes that match and keeps it from coming back.
public struct Tombstone: Sendable, Equatable {
    public let identity: MatchIdentity
    public let deletedAt: Date

    /// A deletion of the match `identity` at `deletedAt`.
    public init(identity: MatchIdentity, deletedAt: Date) {
        self.identity = identity
        self.deletedAt = deletedAt
    }
}

extension HistoryStore {
    /// Every tombstone, ordered by identity.
    public func tombstones() throws(HistoryError) -> [Tombstone] {
        do {
            return try pool.read { db in
                try Row.fetchAll(db, sql: "SELECT identity, deletedAt FROM tombstone ORDER BY identity").compactMap(Tombstone.init(row:))
            }
        } catch {
            throw .storage("\(error)")
        }
    }

    /// The identities of the matches kept, sorted, each once.
    public func identities() throws(HistoryError) -> [MatchIdentity] {
        do {
            return try pool.read { db in
                try String.fetchAll(db, sql: "SELECT DISTINCT identity FROM match WHERE identity IS NOT NULL ORDER BY identity")
                    .compactMap(MatchIdentity.init(hex:))
            }
        } catch {
            throw .storage("\(error)")
        }
    }

    static func isTombstoned(_ identity: MatchIdentity, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM tombstone WHERE identity = ?)", arguments: [identity.hex]) ?? false
    }

    static func holds(_ identity: MatchIdentity, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM match WHERE identity = ?)", arguments: [identity.hex]) ?? false
    }

    /// Leaves a tombstone for `identity` (the first deletion's time is kept).
    static func bury(_ identity: String, at time: Date, _ db: Database) throws {
        try db.execute(sql: "INSERT OR IGNORE INTO tombstone (identity, deletedAt) VALUES (?, ?)", arguments: [identity, time])
    }
}
