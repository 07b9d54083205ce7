import BriscolaText
import Foundation

extension HistoryStats {
    /// The tally as `history stats` prints it: by opponent, then by emulator level, in the words
    /// of `text`'s language (English unless told).
    public func text(_ text: Text = Text(.english)) -> String {
        var lines = [text(.statsByOpponent)] + byOpponent.map { Self.line($0, text) }
        if !byLevel.isEmpty { lines += [text(.statsByLevel)] + byLevel.map { Self.line($0, text) } }
        return lines.joined(separator: "\n")
    }

    /// One line: the label in 20 columns (cut with "…"), the counts and the average points.
    static func line(_ line: Line, _ text: Text) -> String {
        let label = line.label.count > 20 ? String(line.label.prefix(19)) + "…" : line.label
        let padded = label + String(repeating: " ", count: max(0, 20 - label.count))
        let abandoned = line.abandoned > 0 ? text(.statsAbandoned, ["count": "\(line.abandoned)"]) : ""
        return text(.statsLine, ["label": padded, "wins": "\(line.wins)", "draws": "\(line.draws)", "losses": "\(line.losses)",
                                 "average": String(format: "%.1f", line.averagePoints), "abandoned": abandoned])
    }
}
