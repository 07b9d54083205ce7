import ArgumentParser
import BriscolaApp
import BriscolaHistory
import Foundation

/// Where the history lives, shared by every command that reads or writes it.
struct HistoryOptions: ParsableArguments {
    @Option(help: .phrase(.optHistoryFile)) var history: String?

    var path: String { history ?? HistoryStore.defaultPath(environment: ProcessInfo.processInfo.environment) }

    func open() throws -> HistoryStore { try GameSaving.live(path: path, enabled: true).open() }
}

/// Options of the commands that play and then save their games.
struct SavingOptions: ParsableArguments {
    @OptionGroup var store: HistoryOptions
    @Flag(help: .phrase(.optNoHistory)) var noHistory = false

    /// The live saving these options describe.
    var saving: GameSaving { .live(path: store.path, enabled: !noHistory) }
}
