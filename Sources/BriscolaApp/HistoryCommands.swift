import BriscolaHistory
import BriscolaText
import Foundation

/// What `briscola history` and its commands do with the history, once the command line is parsed:
/// list, count, show, export, delete and clear, said in the command line's language.
public struct HistoryCommands: Sendable {
    /// The file `--history` named, if any (then it must be there).
    public let named: String?
    /// The file: the one named, else the default one.
    public let path: String
    let text: Text

    /// The history `named` by `--history`, else the default one, in the words of `text`.
    public init(named: String?, text: Text = CommandLanguage.text, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.named = named
        self.path = named ?? HistoryStore.defaultPath(environment: environment)
        self.text = text
    }

    /// The most matches `--limit` lists at once.
    public static let mostListed = 100_000

    /// The history for a command that only reads it: nil when nothing was saved yet, never created
    /// (a `--history` file that is not there is an error), problems told in the user's language.
    public func reading() throws -> HistoryStore? {
        do { return try HistoryStore.existing(path: path, required: named != nil) } catch { throw AppError.history(error) }
    }

    /// Match `id`, or a one-line error in the user's language.
    public func match(_ id: Int64) throws -> StoredMatch {
        do {
            guard let store = try HistoryStore.existing(path: path, required: named != nil) else { throw HistoryError.noSuchMatch(id) }
            return try store.match(id)
        } catch let error as HistoryError {
            throw AppError.history(error)
        }
    }

    /// `history list`: the latest `limit` matches (against `opponent`), newest first, or as JSON.
    public func list(opponent: String?, limit: Int, json: Bool) throws {
        var leftOut = LeftOut(text: text)
        let (matches, total) = try reading()?.listCounting(opponent: opponent, limit: limit, damaged: { leftOut.tell($0) }) ?? ([], 0)
        if json { return Output.line(try JSONOutput.string(matches.map(MatchJSON.init))) }
        guard !matches.isEmpty else {
            // Matches kept but none readable is not "no matches yet".
            return Output.prose(leftOut.empty(otherwise: opponent.map { text(.historyNoneAgainst, ["name": $0]) } ?? text(.historyNone)))
        }
        let idWidth = matches.map { "\($0.id)".count }.max() ?? 0
        for match in matches { Output.prose(MatchText.line(match, text, idWidth: idWidth)) }
        // Older matches the limit left out are said, with the way to see them.
        if total > matches.count {
            Output.prose(text(.historyMore, ["shown": "\(matches.count)", "total": "\(total)", "limit": "\(min(total, Self.mostListed))"]))
        }
    }

    /// `history stats`: wins, losses and averages by opponent and level.
    public func stats() throws {
        var leftOut = LeftOut(text: text)
        let stats = HistoryStats(try reading()?.list(limit: Int.max, damaged: { leftOut.tell($0) }) ?? [])
        guard !stats.isEmpty else { return Output.prose(leftOut.empty(otherwise: text(.historyNone))) }
        Output.prose(stats.text(text, plain: !String.localeIsUTF8(ProcessInfo.processInfo.environment)))
    }

    /// `history show ID`: the whole match.
    public func show(_ id: Int64) throws { Output.prose(MatchText.full(try match(id), text)) }

    /// How `history export` writes a match.
    public enum Format: String, CaseIterable, Sendable { case text, markdown, json }

    /// `history export ID`: the match to paste elsewhere, one line per line, never broken to the window.
    public func export(_ id: Int64, as format: Format) throws {
        let match = try match(id)
        switch format {
        case .text: Output.prose(MatchText.share(match, text), fitting: false)
        case .markdown: Output.prose(MatchText.markdown(match, text), fitting: false)
        case .json: print(try JSONOutput.string(MatchJSON(match), pretty: true))
        }
    }

    /// `history delete ID`.
    public func delete(_ id: Int64) throws {
        do {
            guard let history = try reading() else { throw HistoryError.noSuchMatch(id) }
            try history.delete(id)
        } catch let error as HistoryError { throw AppError.history(error) }
        Output.line(text(.historyDeleted, ["id": "\(id)"]))
    }

    /// `history clear`: every match, once the person said yes (or gave `--yes`).
    public func clear(yes: Bool) throws {
        guard let history = try reading() else { return Output.line(text(.historyNone)) }
        if !yes, !HistoryClearQuestion.ask(path: history.path, text) { return }
        do { try history.clear() } catch { throw AppError.history(error) }
        Output.line(text(.historyCleared))
    }

    /// The matches a listing leaves out because they cannot be read: each told in one line on
    /// standard error as it is met, and counted, so an empty listing says none could be read.
    struct LeftOut {
        let text: Text
        private(set) var count = 0

        init(text: Text) { self.text = text }

        mutating func tell(_ error: HistoryError) {
            count += 1
            guard case let .corrupt(match?, _, _) = error else { return Output.error(error.description(text)) }
            Output.error(text(.historyLeftOut, ["problem": error.description(text), "id": "\(match)"]))
        }

        /// What an empty listing says: that none can be read when some were left out, else `otherwise`.
        func empty(otherwise: String) -> String {
            count > 0 ? text(.historyNoneReadable, ["count": "\(count)"]) : otherwise
        }
    }
}
