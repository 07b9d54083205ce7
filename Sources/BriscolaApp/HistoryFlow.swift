import BriscolaHistory
import BriscolaTerminal

/// The history from the start menu: the latest matches; Enter replays one, then back to the list.
enum HistoryFlow {
    /// How many matches the list holds (each one numbered and reachable).
    static let listed = 100

    /// Browses until the person goes back; returns a line for the menu (empty, or what went wrong).
    static func browse(_ store: GameSaving, on terminal: any TerminalIO, options: RenderOptions) throws -> String {
        let matches: [StoredMatch]
        do { matches = try store.open().list(limit: listed) } catch { return "\(error)" }
        let note = matches.count == listed ? "The newest \(listed) are listed; `briscola history --limit 1000` prints more." : ""
        let rows = matches.map { match in
            HistoryRow(id: match.id, label: "\(MatchText.date(match.info.playedAt))  vs \(match.info.opponent)",
                       detail: "\(MatchText.outcome(match)) \(MatchText.score(match)) · \(match.info.mode.rawValue)")
        }
        var selection = 0
        while true {
            let list = try TerminalApp.run(HistoryListApp(rows: rows, note: note, selection: selection), on: terminal, options: options)
            guard let picked = list.picked, let match = matches.first(where: { $0.id == picked.id }) else { return "" }
            selection = list.selectedIndex
            guard let replay = ReplayApp(record: match.record, names: match.info.seats.map(\.name), mySeat: match.info.mySeat,
                                         title: "replay of match #\(match.id), \(MatchText.date(match.info.playedAt))") else {
                return "match \(match.id) cannot be rebuilt from its record"
            }
            _ = try TerminalApp.run(replay, on: terminal, options: options)
        }
    }
}
