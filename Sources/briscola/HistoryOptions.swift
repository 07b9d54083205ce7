import ArgumentParser
import BriscolaApp
import BriscolaHistory
import Foundation

/// Where the history lives, shared by every command that reads or writes it.
struct HistoryOptions: ParsableArguments {
    @Option(help: .phrase(.optHistoryFile)) var history: String?

    var path: String { history ?? HistoryStore.defaultPath(environment: ProcessInfo.processInfo.environment) }

    /// The history for a command that only reads it: nil when nothing was saved yet, never created
    /// (a `--history` file that is not there is an error), problems told in the user's language.
    func reading() throws -> HistoryStore? {
        do { return try HistoryStore.existing(path: path, required: history != nil) } catch { throw AppError(error.description(CommandLanguage.text)) }
    }

    /// Tells, in one line on standard error, of a match that cannot be read and that a listing leaves out.
    static func leftOut(_ error: HistoryError) {
        let text = CommandLanguage.text
        guard case let .corrupt(match?, _, _) = error else { return Output.error(error.description(text)) }
        Output.error(text(.historyLeftOut, ["problem": error.description(text), "id": "\(match)"]))
    }

    /// Match `id`, or a one-line error in the user's language.
    func match(_ id: Int64) throws -> StoredMatch {
        do {
            guard let store = try HistoryStore.existing(path: path, required: history != nil) else { throw HistoryError.noSuchMatch(id) }
            return try store.match(id)
        } catch let error as HistoryError {
            throw AppError(error.description(CommandLanguage.text))
        }
    }
}

/// Options of the commands that play and then save their games.
struct SavingOptions: ParsableArguments {
    @OptionGroup var store: HistoryOptions
    @Flag(help: .phrase(.optNoHistory)) var noHistory = false

    /// The live saving these options describe.
    var saving: GameSaving { .live(path: store.path, enabled: !noHistory) }

    /// The same, once a history file that is there is known to be one: a file that is not is said
    /// before the game (it was said after it, when its result could no longer be kept).
    func checked() throws -> GameSaving {
        if saving.enabled { _ = try saving.existing() }
        return saving
    }

    /// A history named and none wanted at once is a mistake to say, not to guess at.
    func validate() throws {
        if noHistory, store.history != nil { throw ValidationError(.usageHistoryAndNoHistory) }
    }
}
