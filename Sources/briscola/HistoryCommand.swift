import BriscolaApp
import ArgumentParser

/// `briscola history`: the matches you played, newest first.
struct HistoryCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "history", abstract: CommandLanguage.words(.aboutHistory),
        subcommands: [HistoryList.self, HistoryShow.self, HistoryStatsCommand.self, HistoryExport.self, HistoryDelete.self, HistoryClear.self],
        defaultSubcommand: HistoryList.self
    ) }
}

struct HistoryList: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "list", abstract: CommandLanguage.words(.aboutHistoryList)) }

    @Option(help: .phrase(.historyOpponent)) var opponent: String?
    @Option(parsing: .unconditional, help: .phrase(.historyLimit)) var limit = 20
    @Flag(help: .phrase(.historyJson)) var json = false
    @OptionGroup var store: HistoryOptions

    func validate() throws {
        let most = HistoryCommands.mostListed
        guard (1...most).contains(limit) else { throw ValidationError.between("--limit", 1, most) }
    }

    func run() throws { try store.commands.list(opponent: opponent, limit: limit, json: json) }
}

struct HistoryShow: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "show", abstract: CommandLanguage.words(.aboutHistoryShow), usage: "briscola history show <id> [--history <history>] [--config <config>]"
    ) }

    @OptionGroup var matchID: MatchIDArgument
    @OptionGroup var store: HistoryOptions

    func run() throws { try store.commands.show(matchID.id) }
}

struct HistoryStatsCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "stats", abstract: CommandLanguage.words(.aboutHistoryStats)) }

    @OptionGroup var store: HistoryOptions

    func run() throws { try store.commands.stats() }
}

struct HistoryExport: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "export", abstract: CommandLanguage.words(.aboutHistoryExport), usage: "briscola history export <id> [--format <format>] [--history <history>] [--config <config>]"
    ) }

    @OptionGroup var matchID: MatchIDArgument
    @Option(help: .phrase(.historyFormat)) var format: HistoryCommands.Format = .text
    @OptionGroup var store: HistoryOptions

    func run() throws { try store.commands.export(matchID.id, as: format) }
}

extension HistoryCommands.Format: ExpressibleByArgument {}

struct HistoryDelete: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "delete", abstract: CommandLanguage.words(.aboutHistoryDelete), usage: "briscola history delete <id> [--history <history>] [--config <config>]"
    ) }

    @OptionGroup var matchID: MatchIDArgument
    @OptionGroup var store: HistoryOptions

    func run() throws { try store.commands.delete(matchID.id) }
}

struct HistoryClear: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "clear", abstract: CommandLanguage.words(.aboutHistoryClear)) }

    @Flag(help: .phrase(.historyYes)) var yes = false
    @OptionGroup var store: HistoryOptions

    func run() throws { try store.commands.clear(yes: yes) }
}
