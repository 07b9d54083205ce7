import BriscolaCore
import BriscolaText

/// Why the store could not do what was asked, in one line that names the file where it matters.
public enum HistoryError: Error, Sendable, Equatable, CustomStringConvertible {
    case notADatabase(path: String)
    /// A SQLite file whose pages are damaged (cut short, overwritten): SQLite says "malformed".
    case damaged(path: String)
    case cannotOpen(path: String, reason: String)
    case doesNotReplay(RecordError)
    case noSuchMatch(Int64)
    /// A history file named to be read that is not there.
    case missing(path: String)
    /// A history path that names a directory.
    case isADirectory(path: String)
    case storage(String)
    /// A cell of a stored match that cannot be read (NULL, wrong type, a value this version does
    /// not know, or one its record's replay contradicts).
    case corrupt(match: Int64?, column: String, reason: DamagedCell)
    /// A history (database or export) written by a later version of briscola, left as it is.
    case laterVersion(path: String)
    /// A file to write a backup to that is already there (never overwritten).
    case exists(path: String)
    /// A file to import that is neither a history database nor a history export read whole.
    case damagedExport(path: String)

    public var description: String { description(Text(.english)) }

    /// The same line in the words of `text`'s language (reasons from SQLite stay as they come).
    public func description(_ text: Text) -> String {
        switch self {
        case let .notADatabase(path): text(.historyNotADatabase, ["path": path])
        case let .damaged(path): text(.historyDamaged, ["path": path])
        case let .cannotOpen(path, reason): text(.historyCannotOpen, ["path": path, "reason": reason])
        case let .doesNotReplay(error): text(.historyDoesNotReplay, ["reason": text.recordError(error)])
        case let .noSuchMatch(id): text(.historyNoSuchMatch, ["id": "\(id)"])
        case let .missing(path): text(.historyMissing, ["path": path])
        case let .isADirectory(path): text(.historyIsADirectory, ["path": path])
        case let .storage(reason): text(.historyStorage, ["reason": reason])
        case let .corrupt(match, column, reason):
            text(.historyCorrupt, ["id": match.map(String.init) ?? "?", "column": column, "reason": reason.words(text)])
        case let .laterVersion(path): text(.historyLaterVersion, ["path": path])
        case let .exists(path): text(.historyBackupExists, ["path": path])
        case let .damagedExport(path): text(.historyDamagedExport, ["path": path])
        }
    }
}
