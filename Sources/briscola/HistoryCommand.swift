import BriscolaApp
import ArgumentParser
import BriscolaCore
import BriscolaHistory
import Foundation

/// `briscola history`: the matches you played, newest first.
struct HistoryCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "history",
        abstract: CommandLanguage.words(.aboutHistory),
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
    @OptionGroup var language: LanguageOptions

    func validate() throws {
        guard (1...Self.mostListed).contains(limit) else { throw ValidationError.between("--limit", 1, Self.mostListed) }
    }

    /// The most matches `--limit` lists at once.
    static let mostListed = 100_000

    func run() throws {
        var leftOut = HistoryOptions.LeftOut()
        let (matches, total) = try store.reading()?.listCounting(opponent: opponent, limit: limit, damaged: { leftOut.tell($0) }) ?? ([], 0)
        let text = CommandLanguage.text
        if json {
            Output.line(try JSONOutput.string(matches.map(MatchJSON.init)))
            return
        }
        guard !matches.isEmpty else {
            // Matches kept but none readable is not "no matches yet".
            Output.prose(leftOut.empty(text, otherwise: opponent.map { text(.historyNoneAgainst, ["name": $0]) } ?? text(.historyNone)))
            return
        }
        let idWidth = matches.map { "\($0.id)".count }.max() ?? 0
        for match in matches { Output.prose(MatchText.line(match, text, idWidth: idWidth)) }
        // Older matches the limit left out are said, with the way to see them.
        if total > matches.count {
            Output.prose(text(.historyMore, ["shown": "\(matches.count)", "total": "\(total)", "limit": "\(min(total, Self.mostListed))"]))
        }
    }
}

struct HistoryShow: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "show", abstract: CommandLanguage.words(.aboutHistoryShow), usage: "briscola history show <id> [--history <history>] [--config <config>]"
    ) }

    @OptionGroup var matchID: MatchIDArgument
    var id: Int64 { matchID.id }
    @OptionGroup var store: HistoryOptions
    @OptionGroup var language: LanguageOptions

    func run() throws {
        Output.prose(MatchText.full(try store.match(id), CommandLanguage.text))
    }
}

struct HistoryStatsCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "stats", abstract: CommandLanguage.words(.aboutHistoryStats)) }

    @OptionGroup var store: HistoryOptions
    @OptionGroup var language: LanguageOptions

    func run() throws {
        var leftOut = HistoryOptions.LeftOut()
        let stats = HistoryStats(try store.reading()?.list(limit: Int.max, damaged: { leftOut.tell($0) }) ?? [])
        let text = CommandLanguage.text
        guard !stats.isEmpty else { return Output.prose(leftOut.empty(text, otherwise: text(.historyNone))) }
        Output.prose(stats.text(text, plain: !String.localeIsUTF8(ProcessInfo.processInfo.environment)))
    }
}

struct HistoryExport: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "export", abstract: CommandLanguage.words(.aboutHistoryExport), usage: "briscola history export <id> [--format <format>] [--history <history>] [--config <config>]"
    ) }

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown, json }

    @OptionGroup var matchID: MatchIDArgument
    var id: Int64 { matchID.id }
    @Option(help: .phrase(.historyFormat)) var format: Format = .text
    @OptionGroup var store: HistoryOptions
    @OptionGroup var language: LanguageOptions

    func run() throws {
        let match = try store.match(id)
        switch format {
        // To paste elsewhere: one line per line, never broken to the window.
        case .text: Output.prose(MatchText.share(match, CommandLanguage.text), fitting: false)
        case .markdown: Output.prose(MatchText.markdown(match, CommandLanguage.text), fitting: false)
        case .json: print(try JSONOutput.string(MatchJSON(match), pretty: true))
        }
    }
}

struct HistoryDelete: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "delete", abstract: CommandLanguage.words(.aboutHistoryDelete), usage: "briscola history delete <id> [--history <history>] [--config <config>]"
    ) }

    @OptionGroup var matchID: MatchIDArgument
    var id: Int64 { matchID.id }
    @OptionGroup var store: HistoryOptions
    @OptionGroup var language: LanguageOptions

    func run() throws {
        do {
            guard let history = try store.reading() else { throw HistoryError.noSuchMatch(id) }
            try history.delete(id)
        } catch let error as HistoryError { throw AppError.history(error) }
        Output.line(CommandLanguage.text(.historyDeleted, ["id": "\(id)"]))
    }
}

struct HistoryClear: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "clear", abstract: CommandLanguage.words(.aboutHistoryClear)) }

    @Flag(help: .phrase(.historyYes)) var yes = false
    @OptionGroup var store: HistoryOptions
    @OptionGroup var language: LanguageOptions

    func run() throws {
        let text = CommandLanguage.text
        guard let history = try store.reading() else {
            Output.line(text(.historyNone))
            return
        }
        if !yes, !HistoryClearQuestion.ask(path: history.path, text) { return }
        do { try history.clear() } catch { throw AppError.history(error) }
        Output.line(text(.historyCleared))
    }
}
