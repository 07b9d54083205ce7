import Foundation
import GRDB

extension HistoryStore {
    /// Copies the history to a new file at `path` with SQLite's online backup (through GRDB): the
    /// copy is one read transaction's snapshot, consistent while other programs save games. It is
    /// written beside `path` under a temporary name and renamed over it at the end, so an
    /// interrupted backup never leaves a half file at `path`; a file already at `path` is refused,
    /// never overwritten. The copy is one file (rollback journal, no WAL beside it). Returns how many
    /// matches it holds.
    @discardableResult
    public func backup(to path: String) throws(HistoryError) -> Int {
        if FileManager.default.fileExists(atPath: path) { throw .exists(path: path) }
        let partial = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: partial) }
        let count: Int
        do {
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
            let copy = try DatabaseQueue(path: partial)
            try pool.backup(to: copy)
            count = try copy.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
                return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM match") ?? 0
            }
            try copy.close()
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
        // link(2) fails if `path` appeared meanwhile: it is never replaced.
        guard link(partial, path) == 0 else {
            throw errno == EEXIST ? .exists(path: path) : .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        return count
    }
}
