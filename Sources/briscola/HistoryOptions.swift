import ArgumentParser
import BriscolaCore
import BriscolaHistory
import Foundation

/// Where the history lives, shared by every command that reads or writes it.
struct HistoryOptions: ParsableArguments {
    @Option(help: "The history database (default: $XDG_DATA_HOME/briscola/history.sqlite).") var history: String?

    var path: String { history ?? HistoryStore.defaultPath(environment: ProcessInfo.processInfo.environment) }

    func open() throws -> HistoryStore {
        do { return try HistoryStore(path: path) } catch { throw CLIError(error.description) }
    }
}

/// Options of the commands that play and then save their games.
struct SavingOptions: ParsableArguments {
    @OptionGroup var store: HistoryOptions
    @Flag(help: "Do not save the games in the history.") var noHistory = false

    /// Saves the games, saying in one line on standard error what could not be saved; a problem
    /// with the history never costs the player anything else.
    func save(_ records: [GameRecord], seats: [(name: String, kind: SeatKind)], mySeat: Int, mode: MatchInfo.Mode) {
        guard !noHistory, !records.isEmpty else { return }
        do {
            let history = try store.open()
            let info = MatchInfo(playedAt: Date(), mode: mode, seats: seats, mySeat: mySeat)
            for record in records { try history.save(record, info: info) }
        } catch {
            Output.error("not saved: \(error)")
        }
    }
}
