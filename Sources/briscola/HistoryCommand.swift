import BriscolaApp
import ArgumentParser
import BriscolaCore
import BriscolaHistory
import Foundation

/// `briscola history`: the matches you played, newest first.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Look back at the matches you played.",
        subcommands: [HistoryList.self, HistoryShow.self, HistoryStatsCommand.self, HistoryExport.self, HistoryDelete.self, HistoryClear.self],
        defaultSubcommand: HistoryList.self
    )
}

struct HistoryList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List matches, newest first.")

    @Option(help: "Only matches against this opponent (forgiving: case, accents, small typos).") var opponent: String?
    @Option(parsing: .unconditional, help: "At most this many matches.") var limit = 20
    @Flag(help: "Print a JSON list of matches.") var json = false
    @OptionGroup var store: HistoryOptions

    func validate() throws {
        guard (1...100_000).contains(limit) else { throw ValidationError("--limit must be between 1 and 100000") }
    }

    func run() throws {
        let matches = try store.open().list(opponent: opponent, limit: limit)
        if json {
            print(try JSONOutput.string(matches.map(MatchJSON.init)))
            return
        }
        guard !matches.isEmpty else {
            print(opponent == nil ? "No matches yet: play one with `briscola`." : "No matches against \(opponent ?? "").")
            return
        }
        for match in matches { print(MatchText.line(match)) }
    }
}

struct HistoryShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a whole match: players, scores, every trick.")

    @Argument(help: "The match id (from `briscola history`).") var id: Int64
    @OptionGroup var store: HistoryOptions

    func run() throws {
        do { print(MatchText.full(try store.open().match(id))) } catch let error as HistoryError { throw AppError(error.description) }
    }
}

struct HistoryStatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stats", abstract: "Wins, draws, losses and average points per opponent and per level.")

    @OptionGroup var store: HistoryOptions

    func run() throws {
        let stats = HistoryStats(try store.open().list(limit: Int.max))
        print(stats.byOpponent.isEmpty ? "No matches yet: play one with `briscola`." : stats.text)
    }
}

struct HistoryExport: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Export a match to share (text, markdown) or keep (json).")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown, json }

    @Argument(help: "The match id.") var id: Int64
    @Option(help: "text, markdown or json.") var format: Format = .text
    @OptionGroup var store: HistoryOptions

    func run() throws {
        let match: StoredMatch
        do { match = try store.open().match(id) } catch let error as HistoryError { throw AppError(error.description) }
        switch format {
        case .text: print(MatchText.share(match))
        case .markdown: print(MatchText.markdown(match))
        case .json: print(try JSONOutput.string(MatchJSON(match), pretty: true))
        }
    }
}

struct HistoryDelete: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete one match.")

    @Argument(help: "The match id.") var id: Int64
    @OptionGroup var store: HistoryOptions

    func run() throws {
        do { try store.open().delete(id) } catch let error as HistoryError { throw AppError(error.description) }
        print("Deleted match \(id).")
    }
}

struct HistoryClear: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Delete every match (asks first).")

    @Flag(help: "Do not ask (for scripts).") var yes = false
    @OptionGroup var store: HistoryOptions

    func run() throws {
        let history = try store.open()
        if !yes {
            FileHandle.standardOutput.write(Data("Delete every match in \(history.path)? Type yes to confirm: ".utf8))
            guard readLine()?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
                print("Nothing deleted.")
                return
            }
        }
        do { try history.clear() } catch { throw AppError(error.description) }
        print("History cleared.")
    }
}
