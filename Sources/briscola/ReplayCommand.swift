import BriscolaApp
import ArgumentParser
import BriscolaHistory
import BriscolaTerminal
import BriscolaText
import Foundation

/// `briscola replay ID`: step through a stored match trick by trick, or print it (`--plain`).
struct ReplayCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "replay", abstract: CommandLanguage.words(.aboutReplay),
        usage: "briscola replay <id> [--plain] [--history <history>] [--config <config>]"
    ) }

    @OptionGroup var matchID: MatchIDArgument
    var id: Int64 { matchID.id }
    @Flag(help: .phrase(.replayPlain)) var plain = false
    @OptionGroup var store: HistoryOptions
    @OptionGroup var settingsFile: SettingsOptions

    func run() throws {
        let match = try store.match(id)
        let options = InteractivePlay.options(ascii: false, noColor: false, showPoints: true, language: settingsFile.load().language)
        let text = options.text
        guard let app = ReplayApp(record: match.record, names: match.named(in: text).info.seats.map(\.name), mySeat: match.info.mySeat,
                                  title: text(.replayTitle, ["id": "\(id)", "date": MatchText.date(match.info.playedAt)]),
                                  language: options.language) else {
            throw AppError.matchBroken(id: id)
        }
        guard !plain, InteractivePlay.screenPossible() else {
            Output.prose(MatchText.line(match, text))
            Output.prose(app.trumpLine)
            app.plainText.forEach { Output.prose($0) }
            return
        }
        do {
            _ = try TerminalApp.run(app, on: TerminalDriver(), options: options)
        } catch {
            throw AppError.noReplay(detail: "\(error)")
        }
    }
}
