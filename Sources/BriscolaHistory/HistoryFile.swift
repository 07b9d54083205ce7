import Foundation
import GRDB

/// A history file to import — a history database (a backup, another machine's history) or a JSON
/// export, of a whole history or of one match — read without changing it: opened read only, never
/// migrated, never written. A file that cannot be read whole is refused in one line.
public enum HistoryFile {
    /// What the file at `path` holds.
    public static func read(_ path: String) throws(HistoryError) -> HistoryContents {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path: path) }
        if isDirectory.boolValue { throw .isADirectory(path: path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .cannotOpen(path: path, reason: "permission denied") }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        try? handle.close()
        if head == Data("SQLite format 3\u{0}".utf8) { return try database(path) }
        guard let first = head.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "{") else {
            throw .damagedExport(path: path)
        }
        return try json(path)
    }

    static func database(_ path: String) throws(HistoryError) -> HistoryContents {
        do {
            var readOnly = Configuration()
            readOnly.readonly = true
            readOnly.busyMode = .timeout(10)
            let queue = try DatabaseQueue(path: path, configuration: readOnly)
            let (check, health, hasTombstones) = try queue.read { db in
                (try SchemaCheck.of(db), try String.fetchOne(db, sql: "PRAGMA quick_check"), try db.tableExists("tombstone"))
            }
            guard health == "ok" else { throw HistoryError.damaged(path: path) }
            switch check {
            case .empty: return HistoryContents(matches: [], tombstones: [])
            case .laterVersion: throw HistoryError.laterVersion(path: path)
            case .notOurs: throw HistoryError.notADatabase(path: path)
            case .ours: break
            }
            var unreadable = 0
            let matches = try HistoryStore.fetch(queue, sql: "SELECT * FROM match ORDER BY playedAt, id", arguments: [], damaged: { _ in unreadable += 1 })
            let graves = hasTombstones ? try queue.read { db in
                try Row.fetchAll(db, sql: "SELECT identity, deletedAt FROM tombstone ORDER BY identity").compactMap(Tombstone.init(row:))
            } : []
            return HistoryContents(matches: matches, tombstones: graves, unreadable: unreadable)
        } catch let error as HistoryError {
            throw error
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            throw .damaged(path: path)
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
    }

    static func json(_ path: String) throws(HistoryError) -> HistoryContents {
        guard let data = FileManager.default.contents(atPath: path) else { throw .cannotOpen(path: path, reason: "permission denied") }
        let decoder = JSONDecoder()
        if let header = try? decoder.decode(Header.self, from: data), header.format == HistoryDocument.formatName {
            guard header.version <= HistoryDocument.currentVersion else { throw .laterVersion(path: path) }
            guard let document = try? decoder.decode(HistoryDocument.self, from: data) else { throw .damagedExport(path: path) }
            return document.contents
        }
        // One match, as `history export ID --format json` writes it.
        guard let match = try? decoder.decode(HistoryDocument.Match.self, from: data) else { throw .damagedExport(path: path) }
        return HistoryContents(matches: match.stored.map { [$0] } ?? [], tombstones: [], unreadable: match.stored == nil ? 1 : 0)
    }

    private struct Header: Decodable {
        let format: String
        let version: Int
    }
}

extension Tombstone {
    /// A tombstone row, or nil for one that does not read.
    init?(row: Row) {
        let identity: DatabaseValue = row["identity"] ?? .null, deletedAt: DatabaseValue = row["deletedAt"] ?? .null
        guard let hex = String.fromDatabaseValue(identity), let id = MatchIdentity(hex: hex), let time = Date.fromDatabaseValue(deletedAt) else { return nil }
        self.init(identity: id, deletedAt: time)
    }
}
