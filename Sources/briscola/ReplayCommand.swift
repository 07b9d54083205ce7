import BriscolaApp
import ArgumentParser

/// `briscola replay ID`: step through a stored match trick by trick, or print it (`--plain`).
struct ReplayCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "replay", abstract: CommandLanguage.words(.aboutReplay),
        usage: "briscola replay <id> [--plain] [--history <history>] [--config <config>]"
    ) }

    @OptionGroup var matchID: MatchIDArgument
    @Flag(help: .phrase(.replayPlain)) var plain = false
    @OptionGroup var store: HistoryOptions
    @OptionGroup var settingsFile: SettingsOptions

    func run() async throws { try await store.commands.replay(matchID.id, plain: plain, language: settingsFile.load().language) }
}
