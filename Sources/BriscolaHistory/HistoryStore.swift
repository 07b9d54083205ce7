import BriscolaCore
import Foundation
import GRDB

/// The match history: one SQLite file (WAL, busy timeout, so two programs can save at once).
/// A match is saved only if its actions replay to its stored state hash.
public final class HistoryStore: Sendable {
    let pool: DatabasePool
    public let path: String

    /// Opens (or creates) the history at `path`. A file that is not one of ours is reported and
    /// never overwritten.
    public init(path: String) throws(HistoryError) {
        self.path = path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { throw .isADirectory(path: path) }
        if FileManager.default.fileExists(atPath: path), !Self.looksLikeSQLite(path) {
            throw .notADatabase(path: path)
        }
        do {
            // A bare file name lives in the current directory, which exists: nothing to create.
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            var config = Configuration()
            config.busyMode = .timeout(10)
            // Another program's database is left as it is (read only to look: no tables of ours, no WAL).
            switch try SchemaCheck.of(path) {
            case .empty, .ours: break
            case .laterVersion: throw HistoryError.laterVersion(path: path)
            case .notOurs: throw HistoryError.notADatabase(path: path)
            }
            pool = try DatabasePool(path: path, configuration: config)
            try Self.migrate(pool)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .notADatabase(path: path)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            throw .damaged(path: path)
        } catch let error as HistoryError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
    }

    /// Opens the history at `path` only if the file is there: a command that only reads never makes
    /// one (a mistyped `--history` would leave folders and an empty database behind). A missing file
    /// is `.missing` if `required` (a path the user named), else nil (nothing saved yet); an empty
    /// file is nil too, left empty (it holds no matches, and reading writes no tables into it).
    public static func existing(path: String, required: Bool) throws(HistoryError) -> HistoryStore? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if required { throw .missing(path: path) }
            return nil
        }
        if !isDirectory.boolValue, (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int == 0 { return nil }
        return try HistoryStore(path: path)
    }

    /// Brings the schema up to date. Two programs opening a new file at once may both start the
    /// first migration; the later one fails (its tables exist) and, tried again once the other has
    /// committed, finds the migration applied.
    static func migrate(_ pool: DatabasePool) throws {
        for attempt in 1...5 {
            do {
                try Schema.migrator.migrate(pool)
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR && attempt < 5 {
                usleep(50_000)
            }
        }
    }

    /// The default file: `$XDG_DATA_HOME/briscola/history.sqlite`, or under ~/.local/share.
    public static func defaultPath(environment: [String: String]) -> String {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return base + "/briscola/history.sqlite"
    }

    /// SQLite files start with a fixed 16-byte header; an empty file is fine (SQLite will use it).
    static func looksLikeSQLite(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        return header.isEmpty || header == Data("SQLite format 3\u{0}".utf8)
    }
}
