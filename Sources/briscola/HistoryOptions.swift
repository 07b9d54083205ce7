import ArgumentParser
import BriscolaApp
import BriscolaHistory
import BriscolaText
import Foundation

/// Where the history lives, shared by every command that reads or writes it.
struct HistoryOptions: ParsableArguments {
    @Option(help: .phrase(.optHistoryFile)) var history: String?

    var path: String { history ?? HistoryStore.defaultPath(environment: ProcessInfo.processInfo.environment) }

    /// The history for a command that only reads it: nil when nothing was saved yet, never created
    /// (a `--history` file that is not there is an error), problems told in the user's language.
    func reading() throws -> HistoryStore? {
        do { return try HistoryStore.existing(path: path, required: history != nil) } catch { throw AppError.history(error) }
    }

    /// The matches a listing leaves out because they cannot be read: each told in one line on
    /// standard error as it is met, and counted, so an empty listing says none could be read.
    struct LeftOut {
        private(set) var count = 0

        mutating func tell(_ error: HistoryError) {
            count += 1
            let text = CommandLanguage.text
            guard case let .corrupt(match?, _, _) = error else { return Output.error(error.description(text)) }
            Output.error(text(.historyLeftOut, ["problem": error.description(text), "id": "\(match)"]))
        }

        /// What an empty listing says: that none can be read when some were left out, else `otherwise`.
        func empty(_ text: Text, otherwise: String) -> String {
            count > 0 ? text(.historyNoneReadable, ["count": "\(count)"]) : otherwise
        }
    }

    /// Match `id`, or a one-line error in the user's language.
    func match(_ id: Int64) throws -> StoredMatch {
        do {
            guard let store = try HistoryStore.existing(path: path, required: history != nil) else { throw HistoryError.noSuchMatch(id) }
            return try store.match(id)
        } catch let error as HistoryError {
            throw AppError.history(error)
        }
    }
}

/// Options of the commands that play and then save their games.
struct SavingOptions: ParsableArguments {
    @OptionGroup var store: HistoryOptions
    @Flag(help: .phrase(.optNoHistory)) var noHistory = false

    /// The live saving these options describe.
    var saving: GameSaving { .live(path: store.path, enabled: !noHistory) }

    /// The same, once a history file that is there is known to be one (`GameSaving.checked`).
    func checked() throws -> GameSaving { try saving.checked() }

    /// A history named and none wanted at once is a mistake to say, not to guess at.
    func validate() throws {
        if noHistory, store.history != nil { throw ValidationError(.usageHistoryAndNoHistory) }
    }
}
