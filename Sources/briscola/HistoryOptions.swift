import ArgumentParser
import BriscolaApp

/// Where the history lives (`--history`): every command's option, read by the commands that read
/// or write the history.
struct HistoryOptions: ParsableArguments {
    @Option(help: .phrase(.optHistoryFile)) var history: String?

    /// The history named, else the default one, for the commands that read it.
    var commands: HistoryCommands { HistoryCommands(named: history) }
}

/// Options of the commands that play and then save their games.
struct SavingOptions: ParsableArguments {
    @OptionGroup var store: HistoryOptions
    @Flag(help: .phrase(.optNoHistory)) var noHistory = false

    /// The live saving these options describe.
    var saving: GameSaving { .live(path: store.commands.path, enabled: !noHistory) }

    /// The same, once a history file that is there is known to be one (`GameSaving.checked`).
    func checked() throws -> GameSaving { try saving.checked() }

    /// A history named and none wanted at once is a mistake to say, not to guess at.
    func validate() throws {
        if noHistory, store.history != nil { throw ValidationError(.usageHistoryAndNoHistory) }
    }
}
