import BriscolaApp
import ArgumentParser

/// `briscola history`: the matches you played, newest first.
struct HistoryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "history", abstract: CommandLanguage.words(.aboutHistory),
        subcommands: [HistoryList.self, HistoryShow.self, HistoryStatsCommand.self, HistoryExport.self, HistoryDelete.self, HistoryClear.self,
                      HistoryBackup.self, HistoryImport.self, HistoryPair.self, HistorySync.self],
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
        commandName: "export", abstract: CommandLanguage.words(.aboutHistoryExport),
        usage: "briscola history export [<id>] [--format <format>] [--history <history>] [--config <config>]"
    ) }

    @OptionGroup var matchID: OptionalMatchIDArgument
    @Option(help: .phrase(.historyFormat)) var format: HistoryCommands.Format = .text
    @OptionGroup var store: HistoryOptions

    /// No id: the whole history, which only json exports.
    func validate() throws {
        if matchID.id == nil, format != .json { throw ValidationError(.usageExportNeedsId, ["format": format.rawValue]) }
    }

    func run() throws {
        guard let id = matchID.id else { return try store.commands.exportAll() }
        try store.commands.export(id, as: format)
    }
}

/// `briscola history backup FILE`.
struct HistoryBackup: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "backup", abstract: CommandLanguage.words(.aboutHistoryBackup)) }

    @Argument(help: .phrase(.historyBackupFile, valueName: "file")) var file: String
    @Flag(help: .phrase(.historyReportJson)) var json = false
    @OptionGroup var store: HistoryOptions

    func run() throws { try store.commands.backup(to: file, json: json) }
}

/// `briscola history import FILE`.
struct HistoryImport: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "import", abstract: CommandLanguage.words(.aboutHistoryImport)) }

    @Argument(help: .phrase(.historyImportFile, valueName: "file")) var file: String
    @Flag(help: .phrase(.historyReportJson)) var json = false
    @OptionGroup var store: HistoryOptions

    func run() throws { try store.commands.importFile(file, json: json) }
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
