import BriscolaDiscovery
import BriscolaHistory
import BriscolaSession
import BriscolaSettings
import BriscolaTerminal
import BriscolaText
import Glibc

/// A failure to report to the person as one clear line (the command line prints "Error: …" and
/// exits 1): what went wrong as a value, worded only where it is shown (`description(_:)`), in
/// the language of whoever shows it.
public enum AppError: Error, CustomStringConvertible {
    /// Standard input or output is no terminal.
    case notATerminal
    /// The terminal could not be taken over: `detail` is how.
    case noTerminal(detail: String)
    /// The full-screen menu, game or replay could not start: `detail` is how.
    case noMenu(detail: String), noGame(detail: String), noReplay(detail: String)
    /// Whatever answered at the address never seated us, and went, for `why`.
    case neverSeated(PeerGone)
    /// The session failed; `seated` tells a table from whatever else answered there.
    case failed(SessionFailure, seated: Bool)
    /// Connecting to `address` was given up (Esc, q).
    case connectGaveUp(address: String)
    /// The history could not be read or written.
    case history(HistoryError)
    /// The settings file could not be written.
    case settings(SettingsFileError)
    /// Match `id`'s record does not replay.
    case matchBroken(id: Int64)
    /// The local network could not be browsed, for a bot that looks for a table.
    case noLobby(DiscoveryError)
    /// No open table showed on the local network within `seconds`.
    case noOpenTable(seconds: Double)
    /// The unfinished local game's save is damaged at `line`; `saved`: what was played before it
    /// went to the history.
    case resumeBroken(line: Int, saved: Bool)
    /// No unfinished local game to resume; `held`: it is being played in another window.
    case nothingToResume(held: Bool)
    /// The log file `path` could not be written (`errno` as the system said it).
    case logUnwritable(path: String, errno: Int32)
    /// The journal `path` could not be made (`errno`), or another program holds it.
    case journalUnwritable(path: String, errno: Int32), journalInUse(path: String)
    /// The journal folder `directory` could not be made: `path` above it is a file, or `errno`.
    case journalNotADirectory(directory: String, path: String), journalNoDirectory(directory: String, errno: Int32)
    /// Pairing or sync stopped.
    case sync(SyncProblem)
    /// The soak benchmark's connection `connection` ended before its `count` games (`played` before it).
    case soakShort(connection: Int, count: Int, played: Int)

    /// In the command line's language.
    public var description: String { description(CommandLanguage.text) }

    /// The one line, in `text`'s language.
    public func description(_ text: Text) -> String {
        switch self {
        case .notATerminal: text(.appNotATerminal)
        case let .noTerminal(detail): text(.appNoTerminal, ["error": detail])
        case let .noMenu(detail): text(.appNoMenu, ["error": detail])
        case let .noGame(detail): text(.appNoGame, ["error": detail])
        case let .noReplay(detail): text(.appNoReplay, ["error": detail])
        case let .neverSeated(why): text(.netNeverSeated, ["reason": FailureText.gone(why, text)])
        case let .failed(failure, seated): FailureText.explain(failure, seated: seated, text)
        case let .connectGaveUp(address): text(.netConnectGaveUp, ["address": address])
        case let .history(error): error.description(text)
        case let .settings(error): error.description(text)
        case let .matchBroken(id): text(.historyBroken, ["id": "\(id)"])
        case let .noLobby(error): error.description(text, hosting: true) + text(.botByAddress)
        case let .noOpenTable(seconds): text(.botNoOpenTable, ["seconds": "\(seconds)"])
        case let .resumeBroken(line, saved): text(saved ? .localResumeBroken : .localResumeBrokenLost, ["line": "\(line)"])
        case let .nothingToResume(held): text(held ? .localResumeHeld : .localResumeNone)
        case let .logUnwritable(path, code): text(.appLogUnwritable, ["path": path, "reason": Self.words(code)])
        case let .journalUnwritable(path, code): text(.appJournalUnwritable, ["path": path, "reason": Self.words(code)])
        case let .journalInUse(path): text(.appJournalInUse, ["path": path])
        case let .journalNotADirectory(directory, path): text(.appJournalNotADirectory, ["directory": directory, "path": path])
        case let .journalNoDirectory(directory, code): text(.appJournalNoDirectory, ["directory": directory, "reason": Self.words(code)])
        case let .sync(problem): problem.description(text)
        case let .soakShort(connection, count, played):
            text(.appSoakShort, ["connection": "\(connection)", "count": "\(count)", "played": "\(played)"])
        }
    }

    /// The system's words for an `errno` (they are its own, in no language of ours).
    private static func words(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Ctrl-C or a signal ended a screen: the program leaves with this status (128 + the signal).
public struct Interrupted: Error, CustomStringConvertible {
    public let status: Int32

    public var description: String { "interrupted (exit status \(status))" }

    /// Throws when Ctrl-C or a signal ended the last screen on this terminal.
    public static func check(_ terminal: any TerminalIO) throws(Interrupted) {
        if let status = terminal.interruption { throw Interrupted(status: status) }
    }
}
