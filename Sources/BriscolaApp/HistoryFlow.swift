import Foundation
import BriscolaCore
import BriscolaHistory
import BriscolaTerminal
import BriscolaText

/// The history from the start menu: the latest matches; Enter replays one, then back to the list.
enum HistoryFlow {
    /// How many matches the list holds (each one numbered and reachable).
    static let listed = 100

    /// Browses until the person goes back; returns a line for the menu (empty, or what went wrong).
    static func browse(_ store: GameSaving, on terminal: any TerminalIO, options: RenderOptions) async throws -> String {
        let matches: [StoredMatch], text = options.text
        // A damaged match is left out, said in a note (the command line names it); the others stay
        // reachable. No file yet is an empty list (looking makes none).
        var unreadable = 0
        do { matches = try store.existing()?.list(limit: listed, damaged: { _ in unreadable += 1 }) ?? [] } catch { return "\(error)" }
        let note = [matches.count == listed ? text(.historyNote, ["count": "\(listed)"]) : "",
                    unreadable > 0 ? text(.historyUnreadableNote, ["count": "\(unreadable)"]) : ""].filter { !$0.isEmpty }.joined(separator: " ")
        let rows = rows(matches, text)
        var selection = 0
        while true {
            let list = try await TerminalApp.runOnOwnThread(HistoryListApp(rows: rows, note: note, selection: selection,
                                                                         noneReadable: matches.isEmpty && unreadable > 0), on: terminal, options: options)
            guard let picked = list.picked, let match = matches.first(where: { $0.id == picked.id }) else { return "" }
            selection = list.selectedIndex
            guard let replay = ReplayApp(record: match.record, names: match.named(in: text).info.seats.map(\.name), mySeat: match.info.mySeat,
                                         title: text(.replayTitle, ["id": "\(match.id)", "date": MatchText.date(match.info.playedAt)]),
                                         language: text.language) else {
                return text(.historyBroken, ["id": "\(match.id)"])
            }
            _ = try await TerminalApp.runOnOwnThread(replay, on: terminal, options: options)
        }
    }

    /// The list's rows: numbers of different lengths (#2, #13) padded so the dates line up.
    static func rows(_ matches: [StoredMatch], _ text: Text) -> [HistoryRow] {
        let idWidth = matches.map { "\($0.id)".count }.max() ?? 1
        return matches.map { $0.named(in: text) }.map { match in
            HistoryRow(id: match.id, label: text(.historyRow, ["id": "\(match.id)".padding(toLength: idWidth, withPad: " ", startingAt: 0),
                                                                    "date": MatchText.date(match.info.playedAt),
                                                                    "opponent": opponents(match, text)]),
                       detail: text(.historyDetail, ["outcome": outcome(match, text), "score": MatchText.score(match),
                                                     "mode": mode(match, text)]))
        }
    }

    /// Whom a match was against, short enough for a row of 80 columns: the computers of a game of
    /// three or four on this machine are counted ("2 computers"; their names, "Opponent 1,
    /// Opponent 2", were cut and said nothing), people and a single computer are named.
    static func opponents(_ match: StoredMatch, _ text: Text) -> String {
        let seats = match.opposingSeats
        guard match.info.mode == .local, seats.count > 1, seats.allSatisfy({ match.info.seats[$0].kind.isComputer }) else {
            return MatchText.opponents(match)
        }
        return text(.historyComputers, ["count": "\(seats.count)"])
    }

    /// Where and against what a match was played, short: a game on this machine by the computer's
    /// level ("hard"; the row says the computer), a network table as "network" (whether a program
    /// sat there is for `history show`: ", computer" cut the rows of a table of three at 80 columns).
    static func mode(_ match: StoredMatch, _ text: Text) -> String {
        guard let level = MatchText.localLevel(match) else { return text(match.info.mode == .local ? .modeLocal : .modeLAN) }
        return text.levelName(level)
    }

    /// "won", "drawn", "lost" or "abandoned" from the saver's side, in the screen's language.
    static func outcome(_ match: StoredMatch, _ text: Text) -> String {
        switch MatchText.outcome(match) {
        case Outcome.won.rawValue: text(.outcomeWon)
        case Outcome.draw.rawValue: text(.outcomeDrawn)
        case Outcome.lost.rawValue: text(.outcomeLost)
        default: text(.outcomeAbandoned)
        }
    }
}
