import BriscolaCore
import Foundation

/// How stored matches read as text: one place, so the list, `show`, `export` and the menu agree.
public enum MatchText {
    /// When a match was played, to the minute, in local time.
    public static func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    /// "won", "drawn", "lost" from the saver's side, or "abandoned".
    public static func outcome(_ match: StoredMatch) -> String {
        let record = match.record, info = match.info
        guard let result = record.result.result, let variant = Variant(rawValue: record.variant) else { return "abandoned" }
        return result.outcome(for: variant.side(of: info.mySeat)).rawValue
    }

    /// The scores with the saver's side first, e.g. "74–46".
    public static func score(_ match: StoredMatch) -> String {
        let mine = Variant(rawValue: match.record.variant).map { $0.side(of: match.info.mySeat) } ?? 0
        let others = match.record.scores.indices.filter { $0 != mine }.map { String(match.record.scores[$0]) }
        return ([String(match.record.scores[safe: mine] ?? 0)] + others).joined(separator: "–")
    }

    /// One line per match, for `history list` and the head of `replay --plain`.
    public static func line(_ match: StoredMatch) -> String {
        "#\(match.id)  \(date(match.info.playedAt))  vs \(match.info.opponent)  \(outcome(match)) \(score(match))  (\(match.info.mode.rawValue), \(match.record.variant) players)"
    }

    /// One sentence to share (`export --format text`).
    public static func share(_ match: StoredMatch) -> String {
        "Briscola, \(date(match.info.playedAt)): \(match.info.seats[safe: match.info.mySeat]?.name ?? "I") \(outcome(match)) \(score(match)) against \(match.info.opponent)."
    }

    /// The whole match: players, trump, every trick (`history show`).
    public static func full(_ match: StoredMatch) -> String {
        let record = match.record, info = match.info
        let names = info.seats.map(\.name)
        var lines = ["Match #\(match.id), \(date(info.playedAt)), \(info.mode.rawValue), \(record.variant) players: \(outcome(match)) \(score(match))"]
        for (seat, player) in info.seats.enumerated() {
            lines.append("  seat \(seat): \(player.name) (\(seat == info.mySeat ? "you" : player.kind.rawValue))")
        }
        lines.append("Trump \(record.trump.name()) · dealer \(names[safe: record.dealer] ?? "?") · seed \(record.seed ?? "-")")
        if let note = unfinishedNote(record) { lines.append("  " + note) }
        for (number, trick) in record.tricks.enumerated() {
            let cards = trick.cards.enumerated().map { "\(names[safe: trick.seat(at: $0.offset, players: record.variant)] ?? "?"): \($0.element.name())" }
            lines.append("  \(String(number + 1).leftPad(2)). \(cards.joined(separator: ", ")) → \(names[safe: trick.winner] ?? "?") +\(trick.points)")
        }
        lines.append("Scores: " + record.scores.map(String.init).joined(separator: "–") + " · final state hash \(record.stateHash.prefix(16))…")
        return lines.joined(separator: "\n")
    }

    /// Said of a match left before its first trick was taken (it has no trick lines to show).
    static func unfinishedNote(_ record: GameRecord) -> String? {
        guard record.tricks.isEmpty else { return nil }
        switch record.actions.count {
        case 0: return "No cards were played in this game."
        case 1: return "One card was played; no trick was finished."
        default: return "\(record.actions.count) cards were played; no trick was finished."
        }
    }

    /// A small table of points and tricks (`export --format markdown`).
    public static func markdown(_ match: StoredMatch) -> String {
        let record = match.record, info = match.info
        var lines = ["**Briscola** — \(date(info.playedAt)), \(outcome(match)) \(score(match))", "", "| player | points | tricks |", "|---|---|---|"]
        for (seat, player) in info.seats.enumerated() {
            lines.append("| \(player.name) | \(record.pointsWon(by: seat)) | \(record.tricksWon(by: seat)) |")
        }
        return lines.joined(separator: "\n")
    }
}

extension Array {
    /// The element at `index`, or nil: names come from stored data that may be short.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension String {
    /// Right-aligns in `width` columns.
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
