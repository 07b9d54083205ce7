import BriscolaApp
import ArgumentParser
import BriscolaHistory
import BriscolaTerminal
import Foundation

/// `briscola replay ID`: step through a stored match trick by trick, or print it (`--plain`).
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay", abstract: "Step through a stored match trick by trick.")

    @Argument(help: "The match id (from `briscola history`).") var id: Int64
    @Flag(help: "Print the match as text instead.") var plain = false
    @OptionGroup var store: HistoryOptions

    func run() throws {
        let match: StoredMatch
        do { match = try store.open().match(id) } catch let error as HistoryError { throw AppError(error.description) }
        guard let app = ReplayApp(record: match.record, names: match.info.seats.map(\.name), mySeat: match.info.mySeat,
                                  title: "replay of match #\(id), \(MatchText.date(match.info.playedAt))") else {
            throw AppError("match \(id) cannot be rebuilt from its record")
        }
        guard !plain, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            print(MatchText.line(match))
            app.plainText.forEach { print($0) }
            return
        }
        do {
            _ = try TerminalApp.run(app, on: TerminalDriver(), options: InteractivePlay.options(ascii: false, noColor: false, showPoints: true))
        } catch {
            throw AppError("cannot start the full-screen replay: \(error)")
        }
    }
}
